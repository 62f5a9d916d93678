import StatementMapping
import StatementValues


/// An account in a booking target, as `GET /api/accounts` describes it.
public struct Account: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var iban: String?
    public var currency: String
    /// The booked balance, in `currency` (which may be unknown yet): the contract writes it as a
    /// decimal string (`"1523.17"`).
    public var balance: DecimalAmount
    public var archived: Bool

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
    public var filename: String
    /// Hex SHA-256 of the original file's bytes.
    public var sha256: String
    public var size: Int
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
    public var from: CalendarDate?
    public var to: CalendarDate?
    /// In the account's currency, which the contract does not write beside them: exact
    /// decimals, checked against that currency's minor unit where the batch is booked.
    public var openingBalance: DecimalAmount?
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
    public var bookingDate: CalendarDate
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
    public var accountID: Int
    public var source: BatchSource
    public var statement: StatementFacts?
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
    public struct Row: Sendable, Equatable, Codable {
        public var index: Int
        /// `new` or `duplicate`.
        public var status: String
        /// The booking a duplicate matches.
        public var existingID: Int?

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

    public struct Summary: Sendable, Equatable, Codable {
        public var new: Int
        public var duplicate: Int

        public init(new: Int, duplicate: Int) {
            self.new = new
            self.duplicate = duplicate
        }
    }

    /// The account's balance before and after the batch, in its currency; the contract
    /// writes them as decimal strings.
    public struct Balance: Sendable, Equatable {
        public var current: DecimalAmount
        public var after: DecimalAmount

        public init(current: DecimalAmount, after: DecimalAmount) {
            self.current = current
            self.after = after
        }
    }

    public var accountID: Int
    public var rows: [Row]
    public var summary: Summary
    public var balance: Balance

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
    public var id: Int
    /// Without time zone, with microseconds: `2026-10-20T14:18:15.780705`.
    public var createdAt: String
    public var accountID: Int
    public var filename: String
    public var sha256: String?
    public var booked: Int
    public var skippedDuplicates: Int
    /// `booked` or `undone`.
    public var status: String
    public var undoneAt: String?

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
    public var id: Int
    public var fingerprint: String
    public var bookingDate: String
    public var amount: String
    public var modified: Bool

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
    public var record: ImportRecord
    public var transactions: [BookedTransaction]

    public init(record: ImportRecord, transactions: [BookedTransaction]) {
        self.record = record
        self.transactions = transactions
    }
}

/// What an undo removed.
public struct UndoResult: Sendable, Equatable, Codable {
    public var id: Int
    public var status: String
    public var removed: Int
    public var undoneAt: String

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
