import StatementChecks

extension StatementReview {
    /// The order a run reviews and books `reviews` in: by period, as a batch books an
    /// account's statements (`StatementChain.periodOrder`); a statement without transactions
    /// has no period and goes last.
    package static func bookingOrder(of reviews: [StatementReview]) -> [Int] {
        let statements = reviews.map { StatementChain.Statement($0.preview, name: $0.file.displayName) }
        let dated = statements.indices.filter { statements[$0] != nil }
        return StatementChain.periodOrder(dated.compactMap { statements[$0] }).map { dated[$0] }
            + statements.indices.filter { statements[$0] == nil }
    }
}
