import StatementValues

/// What a filter reads from a transaction: one of its roles, or a column of the file by its
/// header.
enum FilterField: Hashable, Sendable {
    case bookingDate
    case valueDate
    case amount
    case currency
    case counterparty
    case counterpartyIBAN
    case purpose
    case reference
    case category
    case balance
    /// The file's own cell, by header name as the file wrote it (or column number without a
    /// header), trimmed of spaces.
    case column(String)

    /// The roles by the names the CLI's JSON gives them, in the order help lists them.
    static let roles: [(name: String, field: FilterField)] = [
        ("booking_date", .bookingDate), ("value_date", .valueDate), ("amount", .amount),
        ("currency", .currency), ("counterparty", .counterparty), ("counterparty_iban", .counterpartyIBAN),
        ("purpose", .purpose), ("reference", .reference), ("category", .category), ("balance", .balance),
    ]

    /// The kind of value the field holds, which decides the operators and literals it takes.
    var kind: FilterValueKind {
        switch self {
        case .bookingDate, .valueDate: .date
        case .amount, .balance: .amount
        case .currency, .counterparty, .counterpartyIBAN, .purpose, .reference, .category, .column: .text
        }
    }

    /// The field as the filter language writes it: `counterparty_iban`, `column("Buchungstext")`.
    var name: String {
        if case let .column(header) = self {
            return "column(\(FilterLiteral.quoted(header)))"
        }
        return Self.roles.first { $0.field == self }!.name
    }

    func date(of transaction: Transaction) -> CalendarDate? {
        switch self {
        case .bookingDate: transaction.bookingDate
        case .valueDate: transaction.valueDate
        default: nil
        }
    }

    func money(of transaction: Transaction) -> Money? {
        switch self {
        case .amount: transaction.amount
        case .balance: transaction.balanceAfter
        default: nil
        }
    }

    /// The field's text; `nil` when it is missing or holds only spaces.
    func text(of transaction: Transaction) -> String? {
        let text: String? = switch self {
        case .currency: transaction.currency.code
        case .counterparty: transaction.counterparty
        case .counterpartyIBAN: transaction.counterpartyIBAN
        case .purpose: transaction.purpose
        case .reference: transaction.reference
        case .category: transaction.category
        case let .column(header): transaction.rawFields[header]?.trimmingSpaces
        case .bookingDate, .valueDate, .amount, .balance: nil
        }
        guard let text, !text.isEmpty, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// Whether the transaction has no value for the field.
    func isMissing(in transaction: Transaction) -> Bool {
        switch kind {
        case .date: date(of: transaction) == nil
        case .amount: money(of: transaction) == nil
        case .text: text(of: transaction) == nil
        }
    }
}

/// The three kinds of value a field can hold.
enum FilterValueKind: Hashable, Sendable {
    case text
    case amount
    case date

    /// The kind with its article, for messages: "counterparty is text", "amount is an amount".
    var noun: String {
        switch self {
        case .text: "text"
        case .amount: "an amount"
        case .date: "a date"
        }
    }

    /// A literal of the kind, for "such as" in messages.
    var example: String {
        switch self {
        case .text: "\"Migros\""
        case .amount: "0 or -12.50"
        case .date: "2024-01-01"
        }
    }

    /// The operators a field of the kind takes, for hints.
    var operators: String {
        switch self {
        case .text: "=, !=, contains, ~, in or is empty"
        case .amount, .date: "=, !=, <, <=, >, >=, in or is empty"
        }
    }
}
