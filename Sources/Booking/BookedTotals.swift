import StatementValues


/// What `BookingTarget.bookedTotals(accountID:from:after:)` found about an account.
public struct BookedTotals: Sendable, Equatable {
    /// The account's balance now: its opening balance and every live booking.
    public var balance: Money
    /// How many live bookings the account holds.
    public var count: Int
    /// The sum of the bookings dated on or after the first date.
    public var fromOn: Money
    /// The sum of the bookings dated after the second date.
    public var after: Money

    /// The totals as the app's store sums them: `balance` now, `count` live bookings, and the
    /// bookings' sums on or after the statement's first day (`fromOn`) and after its last (`after`).
    public init(balance: Money, count: Int, fromOn: Money, after: Money) {
        self.balance = balance
        self.count = count
        self.fromOn = fromOn
        self.after = after
    }
}
