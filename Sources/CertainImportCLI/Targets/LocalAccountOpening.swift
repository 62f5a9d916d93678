import Booking
import LocalLedger
import StatementImport

/// Opens a local account for a statement, starting from the balance the statement says the
/// bank account had before it (stated, or derived from the closing or running balance), so
/// that the account's balance is the bank's and later statements can be checked against it;
/// says so on standard error.
func openLocalAccount(
    named name: String, for preview: StatementPreview, in ledger: LocalLedger, currency: Currency? = nil, context: CommandContext
) throws -> Account {
    let currency = try currency ?? newAccountCurrency(for: preview, prompt: nil)
    let opening = StatementChain.Statement(preview, name: name)?.openingBalance
    let account: Account
    do {
        account = try ledger.addAccount(
            name: name, iban: preview.format.accountIBAN, currency: currency.code, openingBalance: opening?.description ?? "0")
    } catch {
        throw CLIError(error)
    }
    context.diagnostics.note(
        "created account '\(account.name)' (\(account.currency)\(account.iban.map { ", \($0)" } ?? "")) in \(ledger.path)"
            + (opening.map { ", opening balance \($0) from the statement\n" } ?? ", opening balance 0 (the statement states none)\n"))
    return account
}

/// The currency a new account for `preview` keeps: the statement's. When the statement states
/// none, the user's answer at a terminal; else an error that lists the likely currencies of
/// the IBAN's country. Never assumed.
func newAccountCurrency(for preview: StatementPreview, prompt: AccountPrompt?) throws(CLIError) -> Currency {
    if let stated = preview.transactions.first?.currency ?? preview.format.currency, !stated.isUnknown { return stated }
    if !preview.currencyIsUnknown, preview.transactions.isEmpty, let stated = preview.format.currency { return stated }
    let country = preview.format.accountIBAN.map { String($0.prefix(2)) } ?? ""
    let likely = Currency.likely(forCountry: country)
    if let prompt, let answer = prompt.chooseCurrency(among: likely) { return answer }
    let iban = preview.format.accountIBAN.map { " (the IBAN \($0) is from \(country); likely \(likely.map(\.code).joined(separator: " or ")))" } ?? ""
    throw CLIError.usage(
        "the statement does not state its currency, and a new account needs one\(iban)",
        hint: "give it with --currency \(likely.first?.code ?? "CHF"), or book into an existing account with --account")
}
