import Booking
import StatementImport

/// The account a review is booked into.
public enum ReviewAccount {
    case existing(Account)
    /// Not in the local ledger yet: booking opens it, named `name`.
    case missing(name: String)
    /// Booking cannot go on, and why; the review itself can.
    case unavailable(ImportEngineError)

    /// The account `name` (a name, number or IBAN; the statement's IBAN when not given) in
    /// `destination`; `nil` destination: a local ledger not created yet.
    public static func resolve(
        _ name: String?, in destination: (any BookingTarget)?, targetName: String, file: String
    ) throws(ImportEngineError) -> ReviewAccount {
        guard let name else {
            return .unavailable(ImportEngineError(
                .usage, "the statement states no IBAN, so the account must be named",
                hint: "leave with q and start again with --account NAME (see 'certain-import accounts list')"))
        }
        guard let destination else { return .missing(name: name) }
        if destination.opensAccounts {
            let found = try ImportEngineError.catching { () throws(BookingError) in try destination.account(matching: name) }
            return found.map(ReviewAccount.existing) ?? .missing(name: name)
        }
        let accounts = try ImportEngineError.catching { () throws(BookingError) in try destination.accounts() }
        if let found = AccountLookup.find(name, in: accounts) { return .existing(found) }
        return .unavailable(ImportEngineError(
            .problemsFound, "\(targetName) has no account '\(name)'", file: file,
            hint: "accounts of a server are opened in Certain; name one of \(accounts.map(\.name).joined(separator: ", ")) with --account"))
    }
}
