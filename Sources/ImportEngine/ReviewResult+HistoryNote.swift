import StatementReview


extension ReviewResult {
    /// What the import's history keeps of the review: every operation in effect, oldest first,
    /// with who and when (`reviewed: 2024-05-02T09:30:00Z anna: excluded line 7; ...`); `nil`
    /// when the review changed nothing.
    package var historyNote: String? {
        operations.isEmpty ? nil : "reviewed: " + operations.map(\.description).joined(separator: "; ")
    }
}
