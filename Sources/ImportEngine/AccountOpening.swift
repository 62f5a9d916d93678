import Booking
import StatementChecks
import StatementDetection
import StatementValues

/// Opening an account for a statement, in a target that opens accounts.
enum AccountOpening {
    /// Plans the account `name` for `statement`, starting from the balance the statement says
    /// the bank account had before it (stated, or derived from the closing or running balance),
    /// so that the account's balance is the bank's and later statements can be checked
    /// against it. Opens nothing: the account is opened with the statement's booking
    /// (`ImportAnnotation.accountToOpen`).
    static func plan(
        named name: String, for statement: StatementPreview, in target: any BookingTarget, currency: Currency? = nil
    ) throws(ImportEngineError) -> AccountToOpen {
        let currency = if let currency { currency } else { try newAccountCurrency(for: statement, questions: nil) }
        let opening = StatementChain.Statement(statement, name: name)?.openingBalance
        return try ImportEngineError.catching { () throws(BookingError) in
            try target.planAccount(name: name, iban: statement.format.accountIBAN, currency: currency, openingBalance: opening)
        }
    }

    /// The currency a new account for `statement` keeps: the statement's (`StatementCurrency`).
    /// When the statement states none, the answer to `questions`; else an error that lists the
    /// likely currencies of the IBAN's country. Never assumed.
    static func newAccountCurrency(for statement: StatementPreview, questions: (any ImportQuestions)?) throws(ImportEngineError) -> Currency {
        if let stated = statement.currency, !stated.isUnknown { return stated }
        return try newAccountCurrency(ofUnstatedIn: statement.format, questions: questions)
    }

    /// The currency a new account for a statement in `format` that states none keeps: the
    /// answer to `questions`, else an error that lists the likely currencies of the IBAN's
    /// country. Asked on the format alone, before the rows are read.
    static func newAccountCurrency(ofUnstatedIn format: StatementFormat, questions: (any ImportQuestions)?) throws(ImportEngineError) -> Currency {
        let country = format.accountIBAN.map { String($0.prefix(2)) } ?? ""
        let likely = Currency.likely(forCountry: country)
        if let questions, let answer = try questions.chooseCurrency(among: likely) { return answer }
        let problem = format.accountIBAN.map {
            Problem(.newAccountCurrencyUnknownForIBAN, ["iban": .text($0), "country": .text(country), "likely": .list(likely.map(\.code))])
        } ?? Problem(.newAccountCurrencyUnknown)
        throw ImportEngineError(.usage, Problem(problem.code, problem.data, remedy: .currencyOrAccount(likely: likely.map(\.code))))
    }
}
