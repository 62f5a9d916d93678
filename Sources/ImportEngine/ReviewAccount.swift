import Booking
import StatementImport
import StatementValues

/// The account a review is booked into.
public enum ReviewAccount {
    /// An account the target holds.
    case existing(Account)
    /// Not in the local ledger yet: booking opens it, named `name`.
    case missing(name: String)
    /// The statement states no IBAN and no account was named: the review can go on, booking cannot.
    case notNamed
    /// Booking cannot go on, and why; the review itself can.
    case unavailable(ImportEngineError)

    /// The account `name` (a name, number or IBAN; the statement's IBAN when not given) in
    /// `destination`; `nil` destination: a local ledger not created yet.
    package static func resolve(
        _ name: String?, in destination: (any BookingTarget)?, file: String
    ) throws(ImportEngineError) -> ReviewAccount {
        guard let name else { return .notNamed }
        guard let destination else { return .missing(name: name) }
        if destination.opensAccounts {
            let found = try ImportEngineError.catching { () throws(BookingError) in try destination.account(matching: name) }
            return found.map(ReviewAccount.existing) ?? .missing(name: name)
        }
        let accounts = try ImportEngineError.catching { () throws(BookingError) in try destination.accounts() }
        if let found = AccountLookup.find(name, in: accounts) { return .existing(found) }
        return .unavailable(ImportEngine.noServerAccount(
            Problem(.noSuchAccount, ["account": .text(name), "target": .text(destination.displayName)]), among: accounts, file: file))
    }
}
