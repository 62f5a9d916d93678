import StatementValues

/// Which columns of a statement's table hold which part of a transaction, and how to read
/// them: the mapping model that detection proposes and templates fix.
///
/// Columns are referred to by index; templates name them by header and are resolved against
/// the file's header (see `TemplateColumns`).
public struct ColumnMapping: Sendable, Equatable {
    /// Where the amount comes from.
    package enum AmountSource: Sendable, Equatable {
        /// One signed amount column.
        case single(Int)
        /// Money leaving in one column, money coming in in another; whichever is filled counts.
        /// Debits are made negative whatever sign the file writes them with.
        case debitCredit(debit: Int, credit: Int)
        /// An amount column and a column that says which way it goes (`S`/`H`, `D`/`K`,
        /// `DBIT`/`CRDT`, `-`/`+`); the amount's own sign is ignored.
        case flagged(amount: Int, flag: Int, debitValues: [String], creditValues: [String])
    }

    /// Where the counterparty's name comes from.
    package enum CounterpartySource: Sendable, Equatable {
        /// These columns, joined with a space.
        case columns([Int])
        /// One column for money leaving (the payee), another for money coming in (the payer),
        /// as DKB writes them.
        case byDirection(outgoing: Int, incoming: Int)
    }

    /// Where the currency comes from.
    package enum CurrencySource: Sendable, Equatable {
        case column(Int)
        case fixed(Currency)
    }

    /// How the written sign relates to the account.
    public enum SignRule: String, Sendable, Equatable, CaseIterable {
        /// Negative means money leaving the account (bank accounts).
        case asWritten = "as_written"
        /// Positive means money leaving (credit-card statements that list purchases as positive).
        case inverted
    }

    package var bookingDate: Int
    package var valueDate: Int?
    package var amount: AmountSource
    package var currency: CurrencySource
    /// The currency of a row whose currency cell is empty: the one the file states elsewhere
    /// (`Belastung CHF`, the preamble). ZKB fills `Whg` only on the detail rows of collective
    /// bookings; the bookings themselves are in the account's currency.
    package var currencyWhenEmpty: Currency?
    package var counterparty: CounterpartySource
    package var counterpartyIBAN: Int?
    /// Several columns are joined, in this order, with a space.
    package var purpose: [Int]
    package var reference: Int?
    package var category: Int?
    package var balance: Int?
    /// A column whose values say that a row is not booked yet.
    package var status: Int?
    /// A fee charged on top of the amount in a column of its own: the account changes by the
    /// amount minus the fee, whichever sign the fee is written with.
    package var fee: Int?
    /// Values of `status` (or of the booking date cell) that mark a pending row.
    package var pendingValues: [String]
    /// Cells that mark a pending row in whichever field they stand, as a legend below the
    /// table explains them (`*`).
    package var pendingMarks: [String] = []
    package var dateFormat: DateFormat
    /// The value date's format where it differs from the booking date's (Basler KB writes
    /// `06/30/2016` and `6/30/2016` side by side).
    package var valueDateFormat: DateFormat?
    package var numberFormat: NumberFormat
    package var signRule: SignRule

    package static let defaultPendingValues = [
        "vorgemerkt", "umsatz vorgemerkt", "pending", "offen", "in bearbeitung", "ausstehend", "en attente",
        "in sospeso", "reserviert", "nicht gebucht", "noch nicht gebucht",
        // Card reservations in the Nordic exports' date column (Nordea's "Reserverat"), and the
        // other languages' "pending".
        "reserverat", "reserveret", "reservert", "varattu", "in behandeling", "pendiente", "pendente", "en cours",
    ]

    package init(
        bookingDate: Int, valueDate: Int? = nil, amount: AmountSource, currency: CurrencySource,
        counterparty: CounterpartySource = .columns([]), counterpartyIBAN: Int? = nil, purpose: [Int] = [],
        reference: Int? = nil, category: Int? = nil, balance: Int? = nil, status: Int? = nil, fee: Int? = nil,
        pendingValues: [String] = ColumnMapping.defaultPendingValues,
        dateFormat: DateFormat, numberFormat: NumberFormat, signRule: SignRule = .asWritten
    ) {
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.amount = amount
        self.currency = currency
        self.counterparty = counterparty
        self.counterpartyIBAN = counterpartyIBAN
        self.purpose = purpose
        self.reference = reference
        self.category = category
        self.balance = balance
        self.status = status
        self.fee = fee
        self.pendingValues = pendingValues
        self.dateFormat = dateFormat
        self.numberFormat = numberFormat
        self.signRule = signRule
    }

    /// The columns the amount is read from.
    package var amountColumns: [Int] {
        switch amount {
        case .single(let column): [column]
        case .debitCredit(let debit, let credit): [debit, credit]
        case .flagged(let column, _, _, _): [column]
        }
    }
}
