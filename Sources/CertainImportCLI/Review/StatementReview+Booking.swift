import Booking
import Foundation
import LocalLedger
import StatementImport

/// What booking the review would do, for the confirmation line; or why it cannot.
struct ReviewBookingPlan: Equatable {
    /// `'Girokonto'`, or `a new account 'DE39…'`.
    var account: String
    /// The ledger's path or the server's name.
    var target: String
    /// Why booking cannot go on (no account can be told); `nil` when it can.
    var refusal: String?
}

extension StatementReview {
    var bookingPlan: ReviewBookingPlan {
        switch account {
        case .existing(let account): ReviewBookingPlan(account: "'\(account.name)'", target: targetName)
        case .missing(let name): ReviewBookingPlan(account: "a new account '\(name)'", target: targetName)
        case .unavailable(let error):
            ReviewBookingPlan(account: "", target: targetName, refusal: error.message + (error.hint.map { "; \($0)" } ?? ""))
        }
    }

    /// Books exactly what the review shows: the included rows with their edits, under the
    /// fingerprints the statement gave them, with the review's operations in the import's
    /// notes (local ledger). Removes the stored review once booked.
    ///
    /// - Returns: the line to print: what was booked where.
    func book(target: TargetOptions, context: CommandContext) throws -> String {
        let result = session.result()
        guard !result.transactions.isEmpty else {
            throw CLIError.problemsFound("nothing was booked: the review excludes every row", hint: "include rows with space, or leave with q")
        }
        if case .unavailable(let error) = account { throw error }
        guard let destination = try target.open(context: context, creating: true) else {
            throw CLIError.target("the target \(targetName) cannot be opened")
        }
        let bookedAccount: Account
        switch account {
        case .existing(let existing): bookedAccount = existing
        case .missing(let name): bookedAccount = try openAccount(named: name, in: destination, context: context)
        case .unavailable(let error): throw error
        }
        let fingerprints = try bookingFingerprints(of: result, accountKey: bookedAccount.iban ?? "account-\(bookedAccount.id)")
        let batch = Batch(
            accountID: bookedAccount.id, source: preview.batchSource(file: file),
            transactions: result.transactions.map(\.transaction), fingerprints: fingerprints,
            openingBalance: preview.statedOpeningBalance, closingBalance: preview.statedClosingBalance)
        let mismatch = result.reconciliation.status == .mismatch
        let notes = [
            mismatch ? "booked from review despite a balance mismatch: " + result.reconciliation.problems.map(\.message).joined(separator: "; ") : nil,
            result.historyNote,
        ].compactMap { $0 }
        // An account added without an opening balance takes it from this statement.
        let opening = try OpeningBalanceFromStatement(account: bookedAccount, preview: preview, in: destination).fromStatement
        let record: ImportRecord
        do {
            let key = Batch.idempotencyKey(for: batch, run: UUID().uuidString)
            if let ledger = destination.ledger {
                record = try ledger.book(
                    batch, idempotencyKey: key,
                    annotation: ImportAnnotation(
                        acceptedMismatch: mismatch, notes: notes.isEmpty ? nil : notes.joined(separator: "\n"), openingBalance: opening))
            } else {
                record = try destination.target.book(batch, idempotencyKey: key)
            }
        } catch {
            throw CLIError(error)
        }
        try store.discard(session.statement)
        if let opening {
            context.diagnostics.note(OpeningBalanceFromStatement.note(account: bookedAccount.name, opening: opening, file: file.displayName))
        }
        return "\(file.displayName): booked \(record.booked) transaction(s) into '\(bookedAccount.name)' as import \(record.id), "
            + "\(record.skippedDuplicates) duplicate(s) skipped, \(result.excluded.count) excluded in review; "
            + "reconciliation \(result.reconciliation.status.rawValue)"
    }

    /// The fingerprints to book `result`'s rows under: the statement's, computed for the
    /// account actually booked into (an account opened just now may have a key the review
    /// could not know).
    func bookingFingerprints(of result: ReviewResult, accountKey bookedKey: String) throws(CLIError) -> [String] {
        guard bookedKey != accountKey else { return result.transactions.map(\.fingerprint) }
        let renamed = Dictionary(
            uniqueKeysWithValues: zip(
                session.rows.map(\.fingerprint),
                Fingerprint.fingerprints(of: session.rows.map(\.original), accountKey: bookedKey)))
        return result.transactions.map { renamed[$0.fingerprint] ?? $0.fingerprint }
    }

    /// Opens the local account the review books into, starting from the balance the statement
    /// says the bank account had before it.
    func openAccount(named name: String, in destination: BookingDestination, context: CommandContext) throws -> Account {
        guard let ledger = destination.ledger else {
            throw CLIError.problemsFound("\(targetName) has no account '\(name)'", hint: "accounts of a server are opened in Certain")
        }
        return try openLocalAccount(named: name, for: preview, in: ledger, context: context)
    }
}
