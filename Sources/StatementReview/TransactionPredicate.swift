import StatementMapping

/// A condition on a transaction that a review bulk action applies to: in practice a filter
/// expression (`purpose ~ /Umbuchung/i`).
///
/// The review records the condition by its `description`, so that the import's history says
/// which rows a bulk action meant, not only which rows it hit.
public protocol TransactionPredicate: Sendable, CustomStringConvertible {
    /// Whether `transaction` (with the review's edits applied) satisfies the condition.
    func matches(_ transaction: Transaction) -> Bool
}
