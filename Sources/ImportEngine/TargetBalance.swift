import Booking
import StatementChecks
import StatementValues

/// What an account holds in a booking target around a statement: the one balance that
/// `preview`, `review` and `import` hold a statement against.
///
/// A known opening balance is a balance like any other: an account without live bookings
/// (none yet, or all undone) holds its opening balance, and a statement that opens elsewhere
/// does not reconcile with it.
package struct TargetBalance: Sendable, Equatable {
    /// The account's balance before the statement's first day: its opening balance and its
    /// live bookings dated before that day.
    package var beforeStatement: Money
    /// What the account's live bookings dated after the statement's last day add up to.
    package var bookedAfterStatement: Money

    /// The balance `account` holds in `target` around `statement`; `nil` where it says nothing
    /// about the bank's balance: the account's opening balance is unknown (the statement sets
    /// it), the account is not opened yet, the statement has no period, or the target cannot
    /// sum the account's bookings by date.
    package static func of(
        _ account: Account, around statement: StatementPreview, in target: any BookingTarget
    ) throws(ImportEngineError) -> TargetBalance? {
        guard account.id > 0, let period = statement.period else { return nil }
        return try ImportEngineError.catching { () throws(BookingError) -> TargetBalance? in
            guard !(try target.accountsWithUnknownOpeningBalance().contains(account.id)),
                  let totals = try target.bookedTotals(accountID: account.id, from: period.from, after: period.to),
                  let before = try? totals.balance.subtracting(totals.fromOn)
            else { return nil }
            return TargetBalance(beforeStatement: before, bookedAfterStatement: totals.after)
        }
    }
}
