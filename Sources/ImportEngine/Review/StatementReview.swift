import Booking
import Foundation
import StatementChecks
import StatementImport
import StatementReview

/// A statement under review, with what booking it needs: where the rows would be booked, the
/// account, and where the review is kept between runs.
///
/// Opening a review checks the statement against the account it goes to as `preview` does,
/// marks the rows the account has booked already, and resumes the kept review of the same
/// file and template if there is one.
package struct StatementReview {
    /// A kept review that no longer fits its statement.
    package struct UnresumableReview: Error {
        /// The file that keeps it.
        package var path: String
        package var reason: ReviewResumeError
    }

    package var file: ImportFile
    /// The statement as read, checked with `accountKey`.
    package var preview: StatementPreview
    package var session: ReviewSession
    package var account: ReviewAccount
    /// What the fingerprints were computed with: the account's IBAN, or its id in the target.
    package var accountKey: String
    /// The ledger's path or the server's name, for messages.
    package var targetName: String
    package var store: any ReviewKeeping
    /// What resuming a kept review found; `nil` for a new review.
    package var resumeReport: ReviewResumeReport?

    /// Opens the review of `preview`, read from `file`, for booking into the account
    /// `accountName` names (the statement's IBAN when `nil`) in `destination` (`nil`: a local
    /// ledger not created yet), by `user`.
    package static func open(
        _ preview: StatementPreview, file: ImportFile, accountName: String?, in destination: (any BookingTarget)?, targetName: String,
        store: any ReviewKeeping, user: String
    ) throws -> StatementReview {
        var preview = preview
        let account = try ReviewAccount.resolve(
            StatementAccount.designator(named: accountName, statedIn: preview.format), in: destination, file: file.displayName)
        let existing: Account? = if case .existing(let existing) = account { existing } else { nil }
        let (accountKey, alreadyBooked, balanceBefore) = try ReviewBooking.check(&preview, for: existing, in: destination, file: file)

        let statement = ReviewSession.StatementID(sha256: preview.hashedSourceSHA256, template: preview.reviewTemplate)
        var session = ReviewSession(
            preview: preview, statement: statement, user: user, alreadyBooked: alreadyBooked, targetBalanceBefore: balanceBefore)
        var resumeReport: ReviewResumeReport?
        if let state = try store.load(statement) {
            do {
                (session, resumeReport) = try ReviewSession.resume(
                    state, preview: preview, statement: statement, user: user, alreadyBooked: alreadyBooked,
                    targetBalanceBefore: balanceBefore)
            } catch {
                throw UnresumableReview(path: store.path(for: statement), reason: error)
            }
        }
        return StatementReview(
            file: file, preview: preview, session: session, account: account, accountKey: accountKey, targetName: targetName,
            store: store, resumeReport: resumeReport)
    }

    /// Whether the review is kept between runs.
    package var isKept: Bool { store.contains(session.statement) }

    /// Keeps the review for the next run; a review that never changed anything is not kept.
    package func save() throws {
        guard session.canUndo || session.canRedo || isKept else { return }
        try store.save(session.state)
    }
}
