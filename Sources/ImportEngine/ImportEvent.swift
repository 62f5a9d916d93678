import Booking
import StatementChecks
import StatementValues

/// What happens during a run of the engine, in the order it happens, for a front end to show:
/// progress, messages, and each file's outcome at the end.
package enum ImportEvent {
    /// The files of the run are about to be read.
    case readingStarted(files: Int)
    /// File `index` was read (`statement`), or could not be (`nil`).
    case fileRead(index: Int, statement: StatementPreview?)
    /// What reading file `index` decided on its own and the user should know (the sign read
    /// as a card statement's, the currency taken from the account), as `preview` says it;
    /// reported before the file is checked, so that it is said also when the check refuses.
    case statementWarnings(index: Int, warnings: [Problem])
    /// A file, an account or the whole run failed: the run goes on with the other files.
    case failed(ImportEngineError)
    /// What lies between two statements of an account: a missing one (gap) or an overlap.
    /// A break is the later statement's reconciliation problem, not an event.
    case chainFinding(index: Int, finding: StatementChain.Finding)
    /// The statements, in booking order, are about to be checked and booked.
    case checkingStarted(files: Int)
    /// File `index` was checked (and booked, unless the run books at the end or not at all).
    case fileChecked(index: Int, rows: Int)
    /// A dry run would open the account `name` in `currency`.
    case accountWouldOpen(name: String, currency: String)
    /// The account was opened in `target` with the opening balance the statement states.
    case accountOpened(Account, target: String, openingBalance: Money?)
    /// The opening balance of `account`, unknown so far, is set (or would be) from `file`.
    case openingBalanceSet(account: String, opening: Money, file: String, dryRun: Bool)
    /// An all-or-nothing run books nothing: `failed` of `files` files failed.
    case nothingBooked(failed: Int, files: Int)
    /// An import booked earlier in an all-or-nothing run was undone after a later one failed.
    case importUndone(id: Int, file: String)
    /// What became of one file, in the order of the summary: booked files in booking order,
    /// then those that belong to no account.
    case fileOutcome(ImportOutcome)
}
