import ImportWords
import StatementValues


/// An account an import opens in its own transaction: checked and given its id when the
/// statement is checked, opened only when the import is booked, so that an import that is
/// refused or fails leaves no account behind.
public struct AccountToOpen: Sendable, Equatable {
    /// The account as it will be once opened: the id it will get (which the fingerprints of an
    /// account without IBAN are computed with), its balance the opening balance.
    public var account: Account
    /// The balance the statement says the bank account had before it; `nil` when it states
    /// none, and the account opens with 0.
    public var openingBalance: Money?

    /// The account `account` as booking will open it, with its opening balance where known.
    public init(account: Account, openingBalance: Money?) {
        self.account = account
        self.openingBalance = openingBalance
    }
}

extension BookingTarget {
    /// A target that opens no accounts (a server) plans none either.
    public func planAccount(name: String, iban: String?, currency: Currency, openingBalance: Money?) throws(BookingError) -> AccountToOpen {
        throw BookingError(.invalid, target: displayName, Problem(
            .targetOpensNoAccounts, ["name": .text(name), "target": .text(displayName)], remedy: .openAccountElsewhere(inCertain: false)))
    }
}
