import CSVCore
import ImportWords
import StatementValues

/// One booking as a statement states it, in the importer's own values: exact money, calendar
/// dates, cleaned texts, and where in the file it came from.
public struct Transaction: Sendable, Equatable, TransactionTextHolder {
    /// The physical line where the transaction's record starts.
    public var line: Int
    /// The physical lines of continuation rows merged into it (Raiffeisen, ZKB detail rows).
    package var mergedLines: [Int]
    /// The day the bank booked the transaction.
    public var bookingDate: CalendarDate
    /// The day the transaction took value, when the statement says.
    public var valueDate: CalendarDate?
    /// Negative when money leaves the account.
    public var amount: Money
    /// The running balance after this booking, as the statement states it.
    public var balanceAfter: Money?
    /// The fields as the file wrote them, by header name (or column number without a header),
    /// for filters that name columns rather than roles.
    package var rawFields: RawFields
    /// The texts below, as strings or as the cells they are read from.
    public var texts: TransactionTexts

    package init(
        line: Int, mergedLines: [Int] = [], bookingDate: CalendarDate, valueDate: CalendarDate? = nil,
        amount: Money, counterparty: String? = nil, counterpartyIBAN: String? = nil, purpose: String? = nil,
        reference: String? = nil, category: String? = nil, balanceAfter: Money? = nil, rawFields: RawFields = [:]
    ) {
        self.init(
            line: line, mergedLines: mergedLines, bookingDate: bookingDate, valueDate: valueDate, amount: amount,
            texts: TransactionTexts(TransactionTexts.Strings(
                counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose, reference: reference,
                category: category)),
            balanceAfter: balanceAfter, rawFields: rawFields)
    }

    init(
        line: Int, mergedLines: [Int] = [], bookingDate: CalendarDate, valueDate: CalendarDate?, amount: Money,
        texts: TransactionTexts, balanceAfter: Money?, rawFields: RawFields
    ) {
        self.line = line
        self.mergedLines = mergedLines
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.amount = amount
        self.texts = texts
        self.balanceAfter = balanceAfter
        self.rawFields = rawFields
    }

    /// The transaction's currency, the amount's.
    public var currency: Currency { amount.currency }

    /// The texts of the transaction at `row`, where they are, for reading them in place
    /// (`TransactionTexts.withTextBytes(at:_:)`).
    package static func texts(at row: UnsafePointer<Transaction>) -> UnsafePointer<TransactionTexts> {
        let offset = MemoryLayout<Transaction>.offset(of: \Transaction.texts)!
        return (UnsafeRawPointer(row) + offset).assumingMemoryBound(to: TransactionTexts.self)
    }

    /// Lends `body` the bytes of all five texts of the transaction at `row`, read where they
    /// are: a writer of every row's texts that went through a copy of the row, or of its
    /// texts, retained and released their source for every row.
    package static func withTextBytes(at row: UnsafePointer<Transaction>, _ body: (TextBytes) -> Void) {
        TransactionTexts.withTextBytes(at: texts(at: row), body)
    }

    /// The texts a transaction has, for `withUTF8(of:_:)` and `TextValues`.
    package enum TextField: Sendable {
        case counterparty, counterpartyIBAN, purpose, reference, category
    }

    /// A value for each of a transaction's five texts, `nil` where it has none: their strings
    /// (`TransactionTexts.Strings`) or their UTF-8 bytes (`TextBytes`).
    package struct TextValues<Value> {
        package var counterparty: Value?
        package var counterpartyIBAN: Value?
        package var purpose: Value?
        package var reference: Value?
        package var category: Value?

        package init(
            counterparty: Value? = nil, counterpartyIBAN: Value? = nil, purpose: Value? = nil, reference: Value? = nil,
            category: Value? = nil
        ) {
            self.counterparty = counterparty
            self.counterpartyIBAN = counterpartyIBAN
            self.purpose = purpose
            self.reference = reference
            self.category = category
        }

        package subscript(field: TextField) -> Value? {
            get {
                switch field {
                case .counterparty: counterparty
                case .counterpartyIBAN: counterpartyIBAN
                case .purpose: purpose
                case .reference: reference
                case .category: category
                }
            }
            set {
                switch field {
                case .counterparty: counterparty = newValue
                case .counterpartyIBAN: counterpartyIBAN = newValue
                case .purpose: purpose = newValue
                case .reference: reference = newValue
                case .category: category = newValue
                }
            }
        }
    }

    /// The UTF-8 bytes of all five texts, each `nil` where the text is `nil`.
    package typealias TextBytes = TextValues<UnsafeBufferPointer<UInt8>>

    public static func == (left: Transaction, right: Transaction) -> Bool {
        left.line == right.line && left.mergedLines == right.mergedLines && left.bookingDate == right.bookingDate
            && left.valueDate == right.valueDate && left.amount == right.amount && left.balanceAfter == right.balanceAfter
            && left.texts == right.texts && left.rawFields == right.rawFields
    }
}

/// A data line that does not become a transaction, and why: nothing disappears silently.
public struct SkippedLine: Sendable, Equatable {
    /// The line of the file, from 1.
    public var line: Int
    /// Why the line is no booking, as a typed problem.
    package var problem: Problem
    /// Why, in English, as the JSON documents' `reason` keeps it.
    public var reason: String { problem.englishMessage }

    package init(line: Int, _ problem: Problem) {
        self.line = line
        self.problem = problem
    }

    /// A line skipped for a reason not yet given a code of its own.
    package init(line: Int, reason: String) {
        self.init(line: line, .note(reason))
    }

    /// The line a stated balance stands on, skipped as that balance.
    package init(statedBalance balance: StatedBalance) {
        self.init(
            line: balance.line,
            Problem(balance.kind == .opening ? .skippedOpeningBalance : .skippedClosingBalance, ["amount": .text(balance.amount.description)]))
    }

    /// Two skipped lines are alike when they say the same of the same line, whether their
    /// reason has a code yet or not.
    public static func == (left: SkippedLine, right: SkippedLine) -> Bool {
        left.line == right.line && left.reason == right.reason
    }
}

extension Transaction.TextValues: Equatable where Value: Equatable {}
extension Transaction.TextValues: Sendable where Value: Sendable {}
