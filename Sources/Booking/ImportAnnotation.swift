import StatementValues


/// What a target notes about an import beyond the contract's fields, for the history (the
/// local ledger keeps it; the contract has no place for it).
public struct ImportAnnotation: Sendable, Equatable {
    /// The user booked although the statement's balances did not reconcile.
    public var acceptedMismatch: Bool
    /// Free text for the history, such as why a mismatch was booked.
    public var notes: String?
    /// The account's opening balance as the statement tells it, for an account whose opening
    /// balance is unknown: set in the same transaction as the booking. An account that has one
    /// keeps it.
    public var openingBalance: Money?
    /// The account the import books into, when the import opens it (`BookingTarget.planAccount`):
    /// opened in the same transaction as the booking, so that a failed import leaves none.
    public var accountToOpen: AccountToOpen?

    package init(acceptedMismatch: Bool = false, notes: String? = nil, openingBalance: Money? = nil, accountToOpen: AccountToOpen? = nil) {
        self.acceptedMismatch = acceptedMismatch
        self.notes = notes
        self.openingBalance = openingBalance
        self.accountToOpen = accountToOpen
    }

    /// No notes, no opening balance, no account to open: what a target that keeps no notes returns.
    public static let none = ImportAnnotation()
}
