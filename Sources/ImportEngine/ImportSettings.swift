/// What the user decided for a run of the engine: the flags of `import`.
public struct ImportSettings: Sendable {
    /// `--account`: the account to book into (name, number or IBAN); else the statement's IBAN.
    public var account: String?
    /// Check everything against the target, book nothing, open no account.
    public var dryRun = false
    /// Open a missing account without asking; name a statement without IBAN after its bank.
    public var opensMissingAccounts = false
    /// Book although the balances do not reconcile; the history records it.
    public var acceptsMismatch = false
    /// The files (by `ImportFile.displayName`) booked although their balances do not
    /// reconcile, where not every file's mismatch is accepted.
    public var filesAcceptingMismatch: Set<String> = []
    /// The balance the account must have after the run, as the user typed it (`1523.17`).
    public var expectedBalance: String?
    /// Book all files as one unit, or none.
    public var allOrNothing = false
    /// An edited review file that decides which rows are booked and with which values.
    public var reviewFile: String?
    /// Who applies the review file, for the import's history.
    public var reviewer = "unknown"
    /// Whether a dry run's outcomes list each row it would book or skip.
    public var listsPlannedRows = false

    public init() {}
}
