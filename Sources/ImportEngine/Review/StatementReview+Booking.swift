import Booking
import StatementImport

extension StatementReview {
    /// Why booking this review cannot go on, where the account cannot be told; `nil` when it can.
    package var bookingRefusal: ImportEngineError? {
        do {
            _ = try accountToBook()
            return nil
        } catch {
            return error
        }
    }

    /// Books exactly what the review shows: the included rows with their edits, under the
    /// fingerprints the statement gave them, with the review's operations in the import's notes
    /// (where the target keeps notes). Removes the kept review once booked.
    ///
    /// - Parameter target: Opens the target, once the review is known to be bookable.
    package func book(into target: () throws -> any BookingTarget, report: (ImportEvent) -> Void) throws -> ReviewBooking.Booked {
        let result = try ReviewBooking.bookable(session)
        let (existing, name) = try accountToBook()
        let booked = try ReviewBooking.book(
            result, of: session, statement: preview, file: file, into: existing, opening: name, accountKey: accountKey,
            target: try target(), report: report)
        try store.discard(session.statement)
        return booked
    }

    /// The account to book into (`nil` for one that booking opens) and its name; refused when
    /// the account cannot be told.
    private func accountToBook() throws(ImportEngineError) -> (existing: Account?, name: String) {
        switch account {
        case .existing(let account): (account, account.name)
        case .missing(let name): (nil, name)
        case .notNamed: throw ImportEngine.accountNotNamed(in: preview.format, file: file.displayName)
        case .unavailable(let error): throw error
        }
    }
}
