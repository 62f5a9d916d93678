import Booking
import ImportWords
import StatementChecks
import StatementValues

/// A row of a statement that the target holds already: the booking it duplicates, where the
/// target says which, and what the two share besides the booking date and the amount.
package struct AlreadyBooked: Equatable, Sendable {
    /// The id of the booking the row duplicates, where the target tells it.
    package var booking: Int?
    package var basis: Fingerprint.MatchBasis

    package init(booking: Int?, basis: Fingerprint.MatchBasis) {
        self.booking = booking
        self.basis = basis
    }

    /// What a person reads about the row: "already booked as booking 12: same booking date,
    /// amount and the counterparty's name".
    package func text(_ words: Words) -> String {
        basis.alreadyBookedText(words, booking: booking)
    }
}

extension StatementAgainstAccount {
    /// Checks `statement` against the account `name` names in `target`, as `preview` shows it
    /// (`check(_:accountNamed:in:filename:)`), and tells each row the account holds already.
    ///
    /// - Returns: the rows the account holds already, by index; `nil` when `target` has no
    ///   such account.
    package static func alreadyBooked(
        _ statement: inout StatementPreview, accountNamed name: String?, in target: any BookingTarget, filename: String
    ) throws(ImportEngineError) -> [Int: AlreadyBooked]? {
        guard let found = try check(&statement, accountNamed: name, in: target, filename: filename) else { return nil }
        var rows: [Int: AlreadyBooked] = [:]
        for (index, booking) in found {
            rows[index] = AlreadyBooked(booking: booking, basis: Fingerprint.matchBasis(of: statement.transactions[index]))
        }
        return rows
    }
}
