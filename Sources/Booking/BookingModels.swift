import StatementMapping
import StatementValues


/// An account in a booking target, as `GET /api/accounts` describes it.
public struct Account: Sendable, Equatable {
    /// The target's id of the account, which batches and history name it by.
    public var id: Int
    /// The account's name as the user knows it, such as `Privatkonto`.
    public var name: String
    /// The account's IBAN as the user wrote it, when it has one.
    public var iban: String?
    /// The account's currency code, such as `CHF`.
    public var currency: String
    /// The booked balance, in `currency` (which may be unknown yet): the contract writes it as a
    /// decimal string (`"1523.17"`).
    public var balance: DecimalAmount
    /// Whether the account is archived in the target.
    public var archived: Bool

    /// An account as the app's store holds it.
    public init(id: Int, name: String, iban: String?, currency: String, balance: DecimalAmount, archived: Bool = false) {
        self.id = id
        self.name = name
        self.iban = iban
        self.currency = currency
        self.balance = balance
        self.archived = archived
    }
}

/// Where a batch came from.
public struct BatchSource: Sendable, Equatable, Codable {
    /// The statement file's name as the user chose it, such as `konto-2025-03.csv`.
    public var filename: String
    /// Hex SHA-256 of the original file's bytes.
    public var sha256: String
    /// The statement file's size in bytes.
    public var size: Int
    /// The id of the template the statement was read with, when one was.
    public var template: String?

    package init(filename: String, sha256: String, size: Int, template: String?) {
        self.filename = filename
        self.sha256 = sha256
        self.size = size
        self.template = template
    }
}

/// The period and balances a statement states.
public struct StatementFacts: Sendable, Equatable {
    /// The statement's first booking day, when it states or shows one.
    public var from: CalendarDate?
    /// The statement's last booking day, when it states or shows one.
    public var to: CalendarDate?
    /// In the account's currency, which the contract does not write beside them: exact
    /// decimals, checked against that currency's minor unit where the batch is booked.
    public var openingBalance: DecimalAmount?
    /// The balance after the statement's last row, as the statement states it.
    public var closingBalance: DecimalAmount?

    package init(from: CalendarDate?, to: CalendarDate?, openingBalance: DecimalAmount?, closingBalance: DecimalAmount?) {
        self.from = from
        self.to = to
        self.openingBalance = openingBalance
        self.closingBalance = closingBalance
    }
}

/// One transaction of a batch in the importer's own values: exact money, calendar dates,
/// and the texts as the transaction holds them.
///
/// The contract's text (decimal strings, `YYYY-MM-DD`) is made only where the row is written
/// as JSON (`BatchTransaction+Contract`); the ledger stores and hashes the values, and copies
/// the texts' bytes (`withTextBytes`) from where the reader left them.
public struct BatchTransaction: Sendable, Equatable, TransactionTextHolder {
    /// The row's stable identity: the core's `Fingerprint` for the rows of a statement, or
    /// another client's text; the ledger keys, stores and hashes its text.
    public var fingerprint: BookingFingerprint
    /// The day the bank booked the transaction.
    public var bookingDate: CalendarDate
    /// The day the transaction took value, when the statement says.
    public var valueDate: CalendarDate?
    /// Negative when money leaves the account; its currency is the row's.
    public var amount: Money
    /// The counterparty, its IBAN, purpose, reference and category: strings, or the cells of
    /// the reader's batch that the row was mapped from.
    public var texts: TransactionTexts
    /// The running balance after the row, in the amount's currency.
    public var balanceAfter: Money?

    package init(
        fingerprint: BookingFingerprint, bookingDate: CalendarDate, valueDate: CalendarDate?, amount: Money,
        counterparty: String?, counterpartyIBAN: String?, purpose: String?, reference: String?,
        category: String?, balanceAfter: Money?
    ) {
        self.init(
            fingerprint: fingerprint, bookingDate: bookingDate, valueDate: valueDate, amount: amount,
            texts: TransactionTexts(TransactionTexts.Strings(
                counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose, reference: reference,
                category: category)),
            balanceAfter: balanceAfter)
    }

    package init(
        fingerprint: BookingFingerprint, bookingDate: CalendarDate, valueDate: CalendarDate?, amount: Money,
        texts: TransactionTexts, balanceAfter: Money?
    ) {
        self.fingerprint = fingerprint
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.amount = amount
        self.texts = texts
        self.balanceAfter = balanceAfter
    }
}

/// The body of preview and book: one account, one source, its transactions.
public struct Batch: Sendable, Equatable, Codable {
    /// The target's id of the account the rows are booked into.
    public var accountID: Int
    /// The statement file the rows come from.
    public var source: BatchSource
    /// The statement's period and balances, when it states them.
    public var statement: StatementFacts?
    /// The rows to book, in statement order, each with its fingerprint.
    public var transactions: [BatchTransaction]

    package init(accountID: Int, source: BatchSource, statement: StatementFacts?, transactions: [BatchTransaction]) {
        self.accountID = accountID
        self.source = source
        self.statement = statement
        self.transactions = transactions
    }

    enum CodingKeys: String, CodingKey {
        case source, statement, transactions
        case accountID = "account_id"
    }
}

/// What booking a batch would do, row by row.
public struct BatchPreview: Sendable, Equatable, Codable {
    /// What booking one row of the batch would do.
    public struct Row: Sendable, Equatable, Codable {
        /// The row's position in `Batch.transactions`, from 0.
        public var index: Int
        /// `new` or `duplicate`.
        public var status: String
        /// The booking a duplicate matches.
        public var existingID: Int?

        /// The answer for the row at `index`: `new`, or `duplicate` of the booking `existingID`.
        public init(index: Int, status: String, existingID: Int?) {
            self.index = index
            self.status = status
            self.existingID = existingID
        }

        enum CodingKeys: String, CodingKey {
            case index, status
            case existingID = "existing_id"
        }
    }

    /// How many rows of the batch are new and how many duplicates.
    public struct Summary: Sendable, Equatable, Codable {
        /// The rows booking would add.
        public var new: Int
        /// The rows the account holds already.
        public var duplicate: Int

        /// The counts of new and duplicate rows.
        public init(new: Int, duplicate: Int) {
            self.new = new
            self.duplicate = duplicate
        }
    }

    /// The account's balance before and after the batch, in its currency; the contract
    /// writes them as decimal strings.
    public struct Balance: Sendable, Equatable {
        /// The account's balance before the batch.
        public var current: DecimalAmount
        /// The account's balance once the batch's new rows are booked.
        public var after: DecimalAmount

        /// The balance before and after the batch.
        public init(current: DecimalAmount, after: DecimalAmount) {
            self.current = current
            self.after = after
        }
    }

    /// The target's id of the account the batch is for.
    public var accountID: Int
    /// One answer per row of the batch, in its order.
    public var rows: [Row]
    /// The counts of new and duplicate rows.
    public var summary: Summary
    /// The account's balance before and after the batch.
    public var balance: Balance

    /// The app's answer to `BookingTarget.preview(_:)` for a batch.
    public init(accountID: Int, rows: [Row], summary: Summary, balance: Balance) {
        self.accountID = accountID
        self.rows = rows
        self.summary = summary
        self.balance = balance
    }

    enum CodingKeys: String, CodingKey {
        case rows, summary, balance
        case accountID = "account_id"
    }
}

/// One import in the history.
public struct ImportRecord: Sendable, Equatable, Codable {
    /// The target's id of the import, which `undo`, `history` and `annotation` name it by.
    public var id: Int
    /// Without time zone, with microseconds: `2026-10-20T14:18:15.780705`.
    public var createdAt: String
    /// The target's id of the account the import booked into.
    public var accountID: Int
    /// The statement file's name as the user chose it.
    public var filename: String
    /// The hex SHA-256 of the statement file's bytes, when the target keeps it.
    public var sha256: String?
    /// How many rows the import booked.
    public var booked: Int
    /// How many rows the import left out as bookings the account held already.
    public var skippedDuplicates: Int
    /// `booked` or `undone`.
    public var status: String
    /// When the import was undone, in the form of `createdAt`; `nil` while it stands.
    public var undoneAt: String?

    /// One import as the app's store records it.
    public init(
        id: Int, createdAt: String, accountID: Int, filename: String, sha256: String?, booked: Int,
        skippedDuplicates: Int, status: String, undoneAt: String?
    ) {
        self.id = id
        self.createdAt = createdAt
        self.accountID = accountID
        self.filename = filename
        self.sha256 = sha256
        self.booked = booked
        self.skippedDuplicates = skippedDuplicates
        self.status = status
        self.undoneAt = undoneAt
    }

    enum CodingKeys: String, CodingKey {
        case id, filename, sha256, booked, status
        case createdAt = "created_at"
        case accountID = "account_id"
        case skippedDuplicates = "skipped_duplicates"
        case undoneAt = "undone_at"
    }
}

/// A booking made by an import, as `GET /api/imports/{id}` lists it.
public struct BookedTransaction: Sendable, Equatable, Codable {
    /// The target's id of the booking.
    public var id: Int
    /// The fingerprint the booking was made under, which tells it again in a later statement.
    public var fingerprint: String
    /// The booking date as the contract writes it: `2025-03-16`.
    public var bookingDate: String
    /// The amount as the contract writes it: `-12.50`.
    public var amount: String
    /// Whether the booking was changed after the import, so that undoing it needs `force`.
    public var modified: Bool

    /// A booking of an import as the app's store holds it.
    public init(id: Int, fingerprint: String, bookingDate: String, amount: String, modified: Bool) {
        self.id = id
        self.fingerprint = fingerprint
        self.bookingDate = bookingDate
        self.amount = amount
        self.modified = modified
    }

    enum CodingKeys: String, CodingKey {
        case id, fingerprint, amount, modified
        case bookingDate = "booking_date"
    }
}

/// One import with its bookings.
public struct ImportDetail: Sendable, Equatable {
    /// The import.
    public var record: ImportRecord
    /// The bookings the import made.
    public var transactions: [BookedTransaction]

    /// An import with its bookings, the app's answer to `BookingTarget.importDetail(id:)`.
    public init(record: ImportRecord, transactions: [BookedTransaction]) {
        self.record = record
        self.transactions = transactions
    }
}

/// What an undo removed.
public struct UndoResult: Sendable, Equatable, Codable {
    /// The target's id of the import undone.
    public var id: Int
    /// `undone`.
    public var status: String
    /// How many bookings the undo removed.
    public var removed: Int
    /// When the import was undone, in the form of `ImportRecord.createdAt`.
    public var undoneAt: String

    /// What undoing the import `id` did, the app's answer to `BookingTarget.undo(importID:force:)`.
    public init(id: Int, status: String, removed: Int, undoneAt: String) {
        self.id = id
        self.status = status
        self.removed = removed
        self.undoneAt = undoneAt
    }

    enum CodingKeys: String, CodingKey {
        case id, status, removed
        case undoneAt = "undone_at"
    }
}
