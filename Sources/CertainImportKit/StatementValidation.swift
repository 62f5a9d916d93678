import StatementChecks
import StatementDetection
import StatementMapping
import StatementValues

/// Whether a statement holds together, as values: the reconciliation's verdict, the balances
/// the bank states, and everything the app should show beside it.
public struct StatementValidation: Sendable {
    /// The verdict (`ok`, `mismatch`, `unverifiable`), the balances it compared, and each
    /// difference with its line, expected and found amounts.
    public var reconciliation: ReconciliationReport
    /// The balances the statement states, in its rows, footer or preamble, each with its line.
    public var statedBalances: [StatedBalance]
    /// What the core decided on its own and the user should know, such as the sign read as a
    /// card statement's: each a code with its data, worded by `Problem.message(_:)`.
    public var warnings: [Problem]
    /// The rows that cannot be read, each with its line and column.
    public var problems: [MappingProblem]
    /// What detection could not tell apart, with the candidates and the reason.
    public var ambiguities: [Ambiguity]
    /// What the app must settle before booking (`StatementPreview.undecided`).
    public var undecided: [StatementNeed]
    /// The needs of reading the statement, which `validate` counts; the currency is not one.
    let readingNeeds: [StatementNeed]

    /// The validation of `preview` as read.
    init(_ preview: StatementPreview) {
        reconciliation = preview.reconciliation
        statedBalances = preview.statedBalances
        warnings = preview.warnings
        problems = preview.problems
        ambiguities = preview.format.ambiguities
        undecided = preview.undecided
        readingNeeds = preview.needs
    }

    /// Whether the statement passes as `certain-import validate` judges it: its balances do
    /// not contradict its rows, every row reads, and detection and reading left nothing
    /// undecided. A currency the statement does not state is no failure: the account booked
    /// into may settle it.
    public var passes: Bool {
        reconciliation.problems.isEmpty && problems.isEmpty && ambiguities.isEmpty && readingNeeds.isEmpty
    }
}
