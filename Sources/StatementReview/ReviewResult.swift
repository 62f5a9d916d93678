import StatementChecks
import StatementMapping

/// The outcome of a review: what booking books, and what the history records.
public struct ReviewResult: Sendable {
    public let statement: ReviewSession.StatementID
    /// The included rows with their edits, in statement order; duplicates among them are marked
    /// (booking skips them and counts them as skipped duplicates).
    public let transactions: [ReviewedTransaction]
    /// The rows left out, with the operation that left them out as the reason, for the
    /// `skipped` list (no line disappears silently).
    public let excluded: [ReviewedTransaction]
    /// The operations in effect, oldest first.
    public let operations: [ReviewOperation]
    /// The included rows' reconciliation.
    public let reconciliation: ReconciliationReport

    /// The included rows not booked yet.
    public var newTransactions: [ReviewedTransaction] { transactions.filter { !$0.isDuplicate } }
}

/// A transaction as review leaves it.
public struct ReviewedTransaction: Sendable, Equatable {
    /// With the user's edits.
    public let transaction: Transaction
    /// The fingerprint of the transaction as the statement states it: booking it under this
    /// one keeps the statement recognised when it is imported again, whatever was edited.
    public let fingerprint: String
    public let editedFields: [ReviewField]
    public let status: ReviewRowStatus
    /// Whether the target has booked it already.
    public let isDuplicate: Bool

    init(_ row: ReviewRow) {
        transaction = row.current
        fingerprint = row.fingerprint
        editedFields = row.editedFields
        status = row.status
        isDuplicate = row.isDuplicate
    }
}
