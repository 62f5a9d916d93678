/// A way out of a refusal that is no reading of the statement (those are `StatementNeed`s):
/// an account to name, a ledger to start, an undo to force. A value, never an option's name:
/// a command line words it with its own options, an app with its own controls.
public enum Remedy: Sendable, Hashable {
    /// Name the account to book into.
    case nameAccount
    /// Name an account, or let one be created after the statement's IBAN.
    case nameOrCreateAccount
    /// Create the account `name` in `currency`, or let it be created now.
    case createAccount(name: String, currency: String)
    /// Name one of the server's accounts, which are opened in Certain.
    case nameServerAccount(among: [String])
    /// Open the account where the target opens its accounts (`inCertain` for a server), then name it.
    case openAccountElsewhere(inCertain: Bool)
    /// Give the statement's currency, or book into an existing account, whose currency is used.
    case currencyOrAccount(likely: [String])
    /// Check the statement for missing or doubled rows; book anyway, accepting the mismatch.
    case acceptMismatch
    /// Fix the rows, or leave them out with a filter.
    case filterRows
    /// Undo the import `importID` once the server answers.
    case undoLater(importID: Int)
    /// Write a review file from the review of the statement.
    case writeReviewFile
    /// Import each account's statements on their own.
    case importAccountsApart
    /// Start a new ledger at another path.
    case startNewLedger
    /// Name the ledger file itself rather than the dangling link to it.
    case nameLedgerNotLink
    /// Name another ledger path: this file belongs to another program.
    case nameOtherLedger
    /// Undo import `importID` by force, removing the bookings changed since.
    case forceUndo(importID: Int, onServer: Bool)
    /// Look at the server's history before importing again.
    case checkServerHistory(server: String)
    /// List the server's imports.
    case listServerImports(server: String)
    /// List (check) the server's accounts.
    case listServerAccounts(server: String)
    /// Log in to the server, or bind the token in the environment.
    case logIn(server: String, tokenRevoked: Bool)
    /// Use https, or allow plain http only on a trusted network.
    case allowInsecureHTTP
}
