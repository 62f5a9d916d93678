import Booking
import CommandLineKit
import Foundation
import ImportEngine
import LocalLedger
import StatementChecks
import StatementImport
import StatementReview
import StatementTemplates

/// A statement under review, with what booking it needs: where the rows would be booked, the
/// account, and the store that keeps the review between runs.
///
/// Opening a review reads the statement as `preview` does, marks the rows the account has
/// booked already, and resumes the stored review of the same file and template if there is one.
struct StatementReview {
    var file: InputFile
    /// The statement as read, checked with `accountKey`.
    var preview: StatementPreview
    var session: ReviewSession
    var account: ReviewAccount
    /// What the fingerprints were computed with: the account's IBAN, or its id in the target.
    var accountKey: String
    /// The ledger's path or the server's name, for messages.
    var targetName: String
    var store: ReviewStore
    /// What resuming a stored review found; `nil` for a new review.
    var resumeReport: ReviewResumeReport?

    /// Reads `file` and opens its review; a run that opens several passes the `registry` it
    /// loaded once.
    static func open(
        _ file: InputFile, statement options: StatementOptions, target: TargetOptions, accountName: String?,
        context: CommandContext, registry: TemplateRegistry? = nil
    ) throws -> StatementReview {
        var preview = try options.read(file, context: context, registry: registry)
        if let first = preview.problems.first {
            throw CLIError.input(
                "\(preview.problems.count) row(s) cannot be read: \(first.message)",
                place: CLIError.Place(file: file.displayName, line: first.line),
                hint: first.hint ?? "fix the rows, or leave them out with --filter")
        }
        let destination = try target.open(context: context, creating: false)
        let targetName = try target.server ?? LedgerLocation(option: target.ledger, environment: context.environment).path
        let account: ReviewAccount
        do {
            account = try ReviewAccount.resolve(
                accountName ?? preview.format.accountIBAN, in: destination, file: file.displayName)
        } catch {
            throw CLIError(error, words: context.problemWords(offering: StatementOptions.optionNames))
        }
        let existing: Account? = if case .existing(let existing) = account { existing } else { nil }
        let (accountKey, alreadyBooked, balanceBefore) = try ReviewBooking.check(
            &preview, for: existing, in: destination, file: file.importFile)

        let statement = ReviewSession.StatementID(sha256: preview.hashedSourceSHA256, template: preview.reviewTemplate)
        let store = try ReviewStore(environment: context.environment)
        let user = Reviewer.name(environment: context.environment)
        var session = ReviewSession(
            preview: preview, statement: statement, user: user, alreadyBooked: alreadyBooked,
            targetBalanceBefore: balanceBefore)
        var resumeReport: ReviewResumeReport?
        if let state = try store.load(statement) {
            do {
                (session, resumeReport) = try ReviewSession.resume(
                    state, preview: preview, statement: statement, user: user, alreadyBooked: alreadyBooked,
                    targetBalanceBefore: balanceBefore)
            } catch {
                throw CLIError.input(
                    "the stored review cannot be resumed: \(error.message)", place: CLIError.Place(file: store.path(for: statement)),
                    hint: "start again with 'certain-import review \(file.displayName) --discard'")
            }
        }
        return StatementReview(
            file: file, preview: preview, session: session, account: account, accountKey: accountKey,
            targetName: targetName, store: store, resumeReport: resumeReport)
    }

    /// Keeps the review for the next run; a review that never changed anything is not stored.
    func save() throws(CLIError) {
        guard session.canUndo || session.canRedo || store.contains(session.statement) else { return }
        try store.save(session.state)
    }

    /// `resumed the stored review: 2 changes`, with the rows that no longer match.
    var resumeSummary: String? {
        guard let report = resumeReport else { return nil }
        let changes = session.operations.count == 1 ? "1 change" : "\(session.operations.count) changes"
        var summary = "resumed the stored review: \(changes)"
        if !report.isClean || report.statementChanged {
            summary += "; " + report.description.replacingOccurrences(of: "\n", with: "; ")
        }
        return summary
    }
}
