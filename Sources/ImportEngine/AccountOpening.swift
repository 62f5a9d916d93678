import Booking
import StatementImport

/// Opening an account for a statement, in a target that opens accounts.
enum AccountOpening {
    /// Opens the account `name` for `statement`, starting from the balance the statement says
    /// the bank account had before it (stated, or derived from the closing or running balance),
    /// so that the account's balance is the bank's and later statements can be checked
    /// against it; reports it.
    static func open(
        named name: String, for statement: StatementPreview, in target: any BookingTarget, currency: Currency? = nil,
        report: (ImportEvent) -> Void
    ) throws(ImportEngineError) -> Account {
        let currency = if let currency { currency } else { try newAccountCurrency(for: statement, questions: nil) }
        let opening = StatementChain.Statement(statement, name: name)?.openingBalance
        let account = try ImportEngineError.catching { () throws(BookingError) in
            try target.addAccount(
                name: name, iban: statement.format.accountIBAN, currency: currency.code, openingBalance: opening?.description ?? "0")
        }
        report(.accountOpened(account, target: target.displayName, openingBalance: opening))
        return account
    }

    /// The currency a new account for `statement` keeps: the statement's. When the statement
    /// states none, the answer to `questions`; else an error that lists the likely currencies
    /// of the IBAN's country. Never assumed.
    static func newAccountCurrency(for statement: StatementPreview, questions: (any ImportQuestions)?) throws(ImportEngineError) -> Currency {
        if let stated = statement.transactions.first?.currency ?? statement.format.currency, !stated.isUnknown { return stated }
        if !statement.currencyIsUnknown, statement.transactions.isEmpty, let stated = statement.format.currency { return stated }
        let country = statement.format.accountIBAN.map { String($0.prefix(2)) } ?? ""
        let likely = Currency.likely(forCountry: country)
        if let questions, let answer = questions.chooseCurrency(among: likely) { return answer }
        let iban = statement.format.accountIBAN.map {
            " (the IBAN \($0) is from \(country); likely \(likely.map(\.code).joined(separator: " or ")))"
        } ?? ""
        throw ImportEngineError(
            .usage, "the statement does not state its currency, and a new account needs one\(iban)",
            hint: "give it with --currency \(likely.first?.code ?? "CHF"), or book into an existing account with --account")
    }
}
