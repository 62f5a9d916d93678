import StatementMapping

/// A filter expression is what a review bulk action takes: its normalized text is what the
/// history records.
extension FilterExpression: TransactionPredicate {}
