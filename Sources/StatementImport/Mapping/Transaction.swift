import CSVCore

/// One booking as a statement states it, in the importer's own values: exact money, calendar
/// dates, cleaned texts, and where in the file it came from.
public struct Transaction: Sendable, Equatable {
    /// The physical line where the transaction's record starts.
    public var line: Int
    /// The physical lines of continuation rows merged into it (Raiffeisen, ZKB detail rows).
    public var mergedLines: [Int]
    public var bookingDate: CalendarDate
    public var valueDate: CalendarDate?
    /// Negative when money leaves the account.
    public var amount: Money
    public var counterparty: String?
    public var counterpartyIBAN: String?
    public var purpose: String?
    /// The bank's own reference for the booking, when it gives one.
    public var reference: String?
    public var category: String?
    /// The running balance after this booking, as the statement states it.
    public var balanceAfter: Money?
    /// The fields as the file wrote them, by header name (or column number without a header),
    /// for filters that name columns rather than roles.
    public var rawFields: RawFields

    public init(
        line: Int, mergedLines: [Int] = [], bookingDate: CalendarDate, valueDate: CalendarDate? = nil,
        amount: Money, counterparty: String? = nil, counterpartyIBAN: String? = nil, purpose: String? = nil,
        reference: String? = nil, category: String? = nil, balanceAfter: Money? = nil, rawFields: RawFields = [:]
    ) {
        self.line = line
        self.mergedLines = mergedLines
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.amount = amount
        self.counterparty = counterparty
        self.counterpartyIBAN = counterpartyIBAN
        self.purpose = purpose
        self.reference = reference
        self.category = category
        self.balanceAfter = balanceAfter
        self.rawFields = rawFields
    }

    public var currency: Currency { amount.currency }
}

/// A data line that does not become a transaction, and why: nothing disappears silently.
public struct SkippedLine: Sendable, Equatable {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
