import StatementChecks
import StatementMapping

/// The outcome of a review: what booking books, and what the history records.
package struct ReviewResult: Sendable {
    package let statement: ReviewSession.StatementID
    /// The included rows with their edits, in statement order; duplicates among them are marked
    /// (booking skips them and counts them as skipped duplicates).
    package let transactions: [ReviewedTransaction]
    /// The rows left out, with the operation that left them out as the reason, for the
    /// `skipped` list (no line disappears silently).
    package let excluded: [ReviewedTransaction]
    /// The operations in effect, oldest first.
    package let operations: [ReviewOperation]
    /// The included rows' reconciliation.
    package let reconciliation: ReconciliationReport

    /// The included rows not booked yet.
    package var newTransactions: [ReviewedTransaction] { transactions.filter { !$0.isDuplicate } }
}

/// A transaction as review leaves it.
package struct ReviewedTransaction: Sendable, Equatable {
    /// With the user's edits.
    package let transaction: Transaction
    /// The fingerprint of the transaction as the statement states it: booking it under this
    /// one keeps the statement recognised when it is imported again, whatever was edited.
    package let fingerprint: String
    package let editedFields: [ReviewField]
    package let status: ReviewRowStatus
    /// Whether the target has booked it already.
    package let isDuplicate: Bool

    init(_ row: ReviewRow) {
        transaction = row.current
        fingerprint = row.fingerprint
        editedFields = row.editedFields
        status = row.status
        isDuplicate = row.isDuplicate
    }
}
