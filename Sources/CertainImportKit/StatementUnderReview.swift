import Booking
import ImportEngine
import StatementChecks
import StatementReview

/// A statement under review for one account of a booking target: the user's operations on
/// its rows (`session`), and booking what the review shows.
///
/// Opening the review holds the statement against the account as booking will: in the
/// account's currency, fingerprinted with the account's key, its rows already booked marked
/// duplicates, reconciled with the account's balance where the target tells it.
///
/// ```swift
/// var review = try StatementUnderReview(preview, of: statement, account: "Privatkonto", in: ledger, user: "anna")
/// review.session.exclude(row: 2)
/// try review.session.edit(row: 0, field: .category, text: "Lohn")
/// let booked = try review.book(into: ledger)
/// ```
public struct StatementUnderReview {
    /// The statement as it is booked: checked against the account.
    public private(set) var preview: StatementPreview
    /// The review operations: `exclude(row:)`, `include(row:)`, `edit(row:field:text:)`,
    /// `excludeAll(matching:)`, `setCategory(_:ofAllMatching:)`, `undo()`, `redo()`; the rows
    /// with their status and the reconciliation of the rows left in, after each.
    public var session: ReviewSession
    /// The account the rows are booked into: one the target holds, or one booking opens.
    public let account: ReviewAccount
    /// What the fingerprints were computed with: the account's key.
    let accountKey: String
    let file: ImportFile

    /// The review of `preview` (read from `statement`) for the account `accountName` of
    /// `target` (a name, number or IBAN; else the statement's IBAN), by `user`, whom the
    /// import's history names.
    ///
    /// - Throws: `ImportRefusal.unreadableRows` for a statement with rows that cannot be read,
    ///   `.notBooked` when the target cannot be asked.
    public init(
        _ preview: StatementPreview, of statement: Statement, account accountName: String? = nil, in target: any BookingTarget,
        user: String
    ) throws(ImportRefusal) {
        guard preview.problems.isEmpty else { throw .unreadableRows(preview.problems) }
        var preview = preview
        let file = ImportFile(displayName: statement.displayName, filename: statement.displayName)
        do throws(ImportEngineError) {
            account = try ReviewAccount.resolve(accountName ?? preview.format.accountIBAN, in: target, file: file.displayName)
            let existing: Account? = if case .existing(let existing) = account { existing } else { nil }
            let (accountKey, alreadyBooked, balanceBefore) = try ReviewBooking.check(&preview, for: existing, in: target, file: file)
            self.accountKey = accountKey
            session = ReviewSession(
                preview: preview,
                statement: ReviewSession.StatementID(sha256: preview.hashedSourceSHA256, template: preview.reviewTemplate),
                user: user, alreadyBooked: alreadyBooked, targetBalanceBefore: balanceBefore)
        } catch {
            throw .notBooked(error)
        }
        self.preview = preview
        self.file = file
    }

    /// Books exactly what the review shows into `target`: the included rows with their edits,
    /// under the fingerprints the statement gave them, with the review's operations in the
    /// import's history where the target keeps notes; opens the account first where it is new.
    /// Balances that do not reconcile do not stop it, as in `certain-import review`: the user
    /// confirmed what the review showed (`session.reconciliation`), and the history notes it.
    ///
    /// - Throws: `ImportRefusal.accountUndecided` with the target's accounts when no account
    ///   is named; `.undecided` for what the statement leaves open (a new account needs the
    ///   currency the statement does not state); `.notBooked` when the review leaves out
    ///   every row or the target refuses. Nothing is booked then.
    public func book(into target: any BookingTarget) throws(ImportRefusal) -> ReviewBooking.Booked {
        let existing: Account?
        let name: String
        switch account {
        case .existing(let account): (existing, name) = (account, account.name)
        case .missing(let missing): (existing, name) = (nil, missing)
        case .notNamed:
            let accounts: [Account]
            do { accounts = try target.accounts() } catch { throw .notBooked(ImportEngineError(error)) }
            throw .accountUndecided(candidates: accounts)
        case .unavailable(let error): throw .notBooked(error)
        }
        if let need = preview.undecided.first { throw .undecided(need) }
        do throws(ImportEngineError) {
            let result = try ReviewBooking.bookable(session)
            return try ReviewBooking.book(
                result, of: session, statement: preview, file: file, into: existing, opening: name, accountKey: accountKey,
                target: target, report: { _ in })
        } catch {
            throw .notBooked(error)
        }
    }
}
