import ImportEngine
import StatementImport
import StatementValues

/// Account names as each plain-text accounting format allows them: checked when the user gives
/// one, built from statement texts (an IBAN, a template's id, a category) otherwise.
///
/// hledger and ledger take almost any text between the ':'s, but two spaces or a tab end the
/// name, ';' starts a comment, and a name in '(' or '[' is a virtual posting in ledger.
/// beancount wants one of its five root accounts, then components that start with a capital
/// letter or a digit and hold letters, digits and '-' only.
struct JournalAccountNames {
    var format: PlainTextJournal.Format

    static let beancountRoots: Set<String> = ["Assets", "Liabilities", "Equity", "Income", "Expenses"]

    /// What is wrong with `name` as an account name; `nil` when it is fine.
    func problem(with name: String) -> String? {
        let components = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if components.contains(where: \.isEmpty) { return "a name between two ':' is empty" }
        switch format {
        case .hledger, .ledger:
            if name.contains("  ") || name.contains("\t") { return "two spaces or a tab end an account name" }
            if name.contains(";") { return "';' starts a comment" }
            if name.contains(where: \.isNewline) { return "it holds a line break" }
            if let first = name.first, "([".contains(first) { return "a name in '(' or '[' is a virtual posting" }
            if components.contains(where: { $0.first == " " || $0.last == " " }) {
                return "a name between ':' starts or ends with a space"
            }
        case .beancount:
            guard Self.beancountRoots.contains(components[0]) else {
                return "it must start with Assets, Liabilities, Equity, Income or Expenses"
            }
            if components.count < 2 { return "it needs a name below \(components[0])" }
            if let bad = components.dropFirst().first(where: { !Self.isBeancountComponent($0) }) {
                return "'\(bad)' must start with a capital letter or a digit and hold only letters, digits and '-'"
            }
        }
        return nil
    }

    /// A hint with a name that works.
    var example: String {
        format == .beancount ? "name it like Assets:Bank:Giro" : "name it like Assets:Bank:Giro or 'assets:bank:giro'"
    }

    /// One component made of `text`: for beancount, letters and digits with '-' for the rest
    /// and a capital first letter; for the others, one line without ':' or ';'.
    func component(_ text: String) -> String {
        switch format {
        case .hledger, .ledger:
            let cleaned = JournalText.description(text).replacingOccurrences(of: ":", with: "-")
            let trimmed = cleaned.first.map { "([".contains($0) } == true ? String(cleaned.dropFirst()) : cleaned
            return trimmed.isEmpty ? "Unknown" : trimmed
        case .beancount:
            var result = ""
            for character in text {
                if character.isLetter || character.isNumber {
                    result.append(character)
                } else if result.last != "-", !result.isEmpty {
                    result.append("-")
                }
            }
            while result.last == "-" { result.removeLast() }
            guard let first = result.first else { return "Unknown" }
            return first.uppercased() + result.dropFirst()
        }
    }

    /// The other side of a transaction. A category that names an account of its own, such as
    /// `Expenses:Food:Bakery`, is taken as it is; a card's bill is a transfer between the user's
    /// own accounts (`Assets:Transfers`, where it meets the payment on the card's statement); a
    /// refund goes back to the expenses it came from; otherwise the category below `Expenses`
    /// for money leaving and `Income` for money coming in (`Expenses:Groceries`), else
    /// `Expenses:Unknown` or `Income:Unknown`.
    func counterAccount(category: String?, amount: Money, kind: JournalCounterpart) -> String {
        // A category of nothing but spaces is no category.
        let parts = category.flatMap { JournalText.singleLine($0).isEmpty ? nil : $0 }?
            .split(separator: ":").map { component(String($0)) }
        // hledger and ledger books often write their accounts in lower case: `expenses:food`.
        if let parts, parts.count > 1, Self.beancountRoots.contains(where: { $0.lowercased() == parts[0].lowercased() }) {
            return parts.joined(separator: ":")
        }
        if kind == .transfer { return Self.transfers }
        let root = kind == .refund || amount.isNegative ? "Expenses" : "Income"
        return root + ":" + (parts?.joined(separator: ":") ?? "Unknown")
    }

    /// The account between two of the user's own accounts: each side of a transfer books to it,
    /// and it comes back to zero once both statements are in the books.
    static let transfers = "Assets:Transfers"

    /// The account the balance before the first statement comes from.
    var openingBalances: String {
        format == .beancount ? "Equity:Opening-Balances" : "Equity:Opening Balances"
    }

    private static func isBeancountComponent(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase || first.isNumber else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}
