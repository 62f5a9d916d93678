import Booking
import Foundation
import StatementChecks
import StatementImport
import StatementReview
import StatementValues

/// Booking what a review shows, as `review` does when the user confirms.
public enum ReviewBooking {
    /// What was booked where.
    public struct Booked {
        /// The import as the target recorded it: its id, rows booked and duplicates left out.
        public var record: ImportRecord
        /// The account booked into, opened by the booking where it was new.
        public var account: Account
        package var result: ReviewResult
        /// The opening balance the statement set for an account that had none.
        package var openingBalance: Money?
    }

    /// Checks `statement` for a review before booking into `account` (`nil`: one not opened
    /// yet): in the account's currency, fingerprinted with the account's key, with the rows
    /// `target` has booked already.
    ///
    /// - Returns: the key the fingerprints were computed with, the fingerprints of the rows the
    ///   account holds already, and the account's balance before the statement where the
    ///   target can tell it.
    package static func check(
        _ statement: inout StatementPreview, for account: Account?, in target: (any BookingTarget)?, file: ImportFile
    ) throws(ImportEngineError) -> (accountKey: String, alreadyBooked: Set<Fingerprint>, balanceBefore: Money?) {
        guard let account, let target else {
            // An account the ledger does not have yet is opened with the statement's IBAN, which
            // is then its key; without one, booking computes the fingerprints again.
            let accountKey = account?.fingerprintKey ?? StatementReading.ownAccountKey(of: statement.format)
            StatementPipeline.check(&statement, accountKey: accountKey)
            return (accountKey, [], nil)
        }
        let found = try StatementAgainstAccount.check(&statement, account: account, in: target, filename: file.filename)
        return (
            account.fingerprintKey, Set(found.alreadyBooked.keys.map { statement.fingerprints[$0] }), found.balance?.beforeStatement
        )
    }

    /// What `session` shows to book; refused when it leaves out every row, before a target
    /// is opened for it.
    package static func bookable(_ session: ReviewSession) throws(ImportEngineError) -> ReviewResult {
        let result = session.result()
        guard !result.transactions.isEmpty else {
            throw ImportEngineError(.problemsFound, Problem(.reviewExcludesEveryRow))
        }
        return result
    }

    /// Books exactly what a review shows (`result`, from `bookable`): the included rows with
    /// their edits, under the fingerprints the statement gave them, with the review's
    /// operations in the import's notes (where the target keeps notes).
    ///
    /// - Parameters:
    ///   - account: The account to book into; `nil` opens the account `name` with the booking.
    ///   - accountKey: What the review's fingerprints were computed with.
    package static func book(
        _ result: ReviewResult, of session: ReviewSession, statement: StatementPreview, file: ImportFile, into account: Account?,
        opening name: String, accountKey: String, target: any BookingTarget, report: (ImportEvent) -> Void
    ) throws(ImportEngineError) -> Booked {
        let bookedAccount: Account
        var accountToOpen: AccountToOpen?
        if let account {
            bookedAccount = account
        } else {
            guard target.opensAccounts else {
                throw ImportEngineError(.problemsFound, Problem(.noSuchAccount, ["account": .text(name), "target": .text(target.displayName)], remedy: .openAccountElsewhere(inCertain: true)))
            }
            let planned = try AccountOpening.plan(named: name, for: statement, in: target)
            accountToOpen = planned
            bookedAccount = planned.account
        }
        let batch = Batch(
            statement: statement, reviewed: result,
            fingerprints: fingerprints(of: result, in: session, computedWith: accountKey, bookedWith: bookedAccount.fingerprintKey),
            accountID: bookedAccount.id, filename: file.filename)
        let mismatch = result.reconciliation.status == .mismatch
        let notes = ImportAnnotation.historyNotes(warnings: statement.warnings, [
            mismatch ? "booked from review despite a balance mismatch: " + result.reconciliation.problems.map(\.message).joined(separator: "; ") : nil,
            result.historyNote,
            StatementReview.unreadableRowsNote(statement.problems, in: .english),
        ])
        // An account added without an opening balance takes it from this statement.
        let opening = try OpeningBalanceFromStatement(account: bookedAccount, preview: statement, in: target).fromStatement
        let record = try ImportEngineError.catching { () throws(BookingError) in
            try target.book(
                batch, idempotencyKey: Batch.idempotencyKey(for: batch, run: UUID().uuidString),
                annotation: ImportAnnotation(
                    acceptedMismatch: mismatch, notes: notes, openingBalance: opening,
                    accountToOpen: accountToOpen))
        }
        if let accountToOpen {
            report(.accountOpened(accountToOpen.account, target: target.displayName, openingBalance: accountToOpen.openingBalance))
        }
        return Booked(record: record, account: bookedAccount, result: result, openingBalance: opening)
    }

    /// The fingerprints to book `result`'s rows under: the statement's, computed for the
    /// account actually booked into (an account opened just now may have a key the review
    /// could not know).
    static func fingerprints(of result: ReviewResult, in session: ReviewSession, computedWith reviewKey: String, bookedWith bookedKey: String) -> [BookingFingerprint] {
        guard bookedKey != reviewKey else { return result.transactions.map { BookingFingerprint($0.fingerprint) } }
        let renamed = Dictionary(
            uniqueKeysWithValues: zip(
                session.rows.map(\.fingerprint),
                Fingerprint.fingerprints(of: session.rows.map(\.original), accountKey: bookedKey)))
        return result.transactions.map { renamed[$0.fingerprint].map(BookingFingerprint.init) ?? BookingFingerprint($0.fingerprint) }
    }
}
