import Booking
import LocalLedger
import StatementImport

/// Opens a local account for a statement, starting from the balance the statement says the
/// bank account had before it (stated, or derived from the closing or running balance), so
/// that the account's balance is the bank's and later statements can be checked against it;
/// says so on standard error.
func openLocalAccount(named name: String, for preview: StatementPreview, in ledger: LocalLedger, context: CommandContext) throws -> Account {
    guard let currency = preview.transactions.first?.currency ?? preview.format.currency else {
        throw CLIError.usage("the account's currency is unknown", hint: "pass --currency CODE")
    }
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
