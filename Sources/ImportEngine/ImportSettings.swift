/// What the user decided for a run of the engine: the flags of `import`.
package struct ImportSettings: Sendable {
    /// `--account`: the account to book into (name, number or IBAN); else the statement's IBAN.
    package var account: String?
    /// Check everything against the target, book nothing, open no account.
    package var dryRun = false
    /// Open a missing account without asking; name a statement without IBAN after its bank.
    package var opensMissingAccounts = false
    /// Book although the balances do not reconcile; the history records it.
    package var acceptsMismatch = false
    /// The files (by `ImportFile.displayName`) booked although their balances do not
    /// reconcile, where not every file's mismatch is accepted.
    package var filesAcceptingMismatch: Set<String> = []
    /// The balance the account must have after the run, as the user typed it (`1523.17`).
    package var expectedBalance: String?
    /// Book all files as one unit, or none.
    package var allOrNothing = false
    /// An edited review file that decides which rows are booked and with which values.
    package var reviewFile: String?
    /// Who applies the review file, for the import's history.
    package var reviewer = "unknown"
    /// Whether a dry run's outcomes list each row it would book or skip.
    package var listsPlannedRows = false

    package init() {}
}
