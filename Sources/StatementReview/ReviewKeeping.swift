/// Where a review in progress waits between runs: the command line keeps it in the user's
/// state directory (`ReviewStore`, in the local ledger's module).
package protocol ReviewKeeping {
    func contains(_ statement: ReviewSession.StatementID) -> Bool
    /// The kept review of `statement`, `nil` when there is none.
    func load(_ statement: ReviewSession.StatementID) throws -> ReviewSession.State?
    func save(_ state: ReviewSession.State) throws
    /// Removes the kept review of `statement`; `false` when there was none.
    @discardableResult
    func discard(_ statement: ReviewSession.StatementID) throws -> Bool
    /// The file that keeps the review of `statement`, for messages.
    func path(for statement: ReviewSession.StatementID) -> String
}
