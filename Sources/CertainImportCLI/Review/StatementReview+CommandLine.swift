import Booking
import CommandLineKit
import ImportEngine
import ImportWords
import LocalLedger
import StatementImport
import StatementReview
import StatementTemplates

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
    /// Reads `file` and opens its review (`open(_:file:...)`); a run that opens several passes
    /// the `registry` it loaded once.
    static func open(
        _ file: InputFile, statement options: StatementOptions, target: TargetOptions, accountName: String?,
        context: CommandContext, registry: TemplateRegistry? = nil
    ) throws -> StatementReview {
        let preview = try options.read(file, context: context, registry: registry)
        let destination = try target.open(context: context, creating: false)
        let targetName = try target.server ?? LedgerLocation(option: target.ledger, environment: context.environment).path
        do {
            return try open(
                preview, file: file.importFile, accountName: accountName, in: destination, targetName: targetName,
                store: try ReviewStore(environment: context.environment), user: Reviewer.name(environment: context.environment))
        } catch let error as UnresumableReview {
            throw CLIError.input(
                "the stored review cannot be resumed: \(error.reason.message)", place: CLIError.Place(file: error.path),
                hint: "start again with 'certain-import review \(file.displayName) --discard'")
        }
    }

    /// What booking would do, in `words`.
    func bookingPlan(words: ProblemWords) -> ReviewBookingPlan {
        switch account {
        case .existing(let account):
            return ReviewBookingPlan(account: words.words.text("review.screen.account", ["name": .text(account.name)]), target: targetName)
        case .missing(let name):
            return ReviewBookingPlan(account: words.words.text("review.screen.new_account", ["name": .text(name)]), target: targetName)
        case .notNamed, .unavailable:
            let said = bookingRefusal.map { CLIError($0, words: words) }
            return ReviewBookingPlan(account: "", target: targetName, refusal: said.map { $0.message + ($0.hint.map { "; \($0)" } ?? "") })
        }
    }

    /// Books what the review shows (`book(into:report:)`) into the target `target` names.
    ///
    /// - Returns: the line to print: what was booked where.
    func book(target: TargetOptions, context: CommandContext) throws -> String {
        let booked = try book(
            into: { () throws(CLIError) -> any BookingTarget in
                guard let destination = try target.open(context: context, creating: true) else {
                    throw CLIError.target("the target \(targetName) cannot be opened")
                }
                return destination
            },
            report: { event in
                if case .accountOpened(let account, let target, let opening) = event {
                    context.diagnostics.note(ImportEventPrinter.accountOpenedNote(account, in: target, openingBalance: opening))
                }
            })
        if let opening = booked.openingBalance {
            context.diagnostics.note(ImportEventPrinter.openingBalanceNote(account: booked.account.name, opening: opening, file: file.displayName))
        }
        let record = booked.record
        let words = context.words
        let leftOut = Self.unreadableRowsNote(unreadableRows, in: words).map { "; " + $0 } ?? ""
        return words.text("review.end.booked", [
            "file": .text(file.displayName), "booked": .number(record.booked), "account": .text(booked.account.name),
            "import": .number(record.id), "duplicates": .number(record.skippedDuplicates),
            "excluded": .number(booked.result.excluded.count),
            "status": .text(words.text("reconciliation." + booked.result.reconciliation.status.rawValue)),
        ]) + leftOut
    }

    /// `resumed the stored review: 2 changes`, with the rows that no longer match.
    func resumeSummary(in words: Words) -> String? {
        guard let report = resumeReport else { return nil }
        let count = session.operations.count
        let changes = count == 1 ? words.text("review.screen.one_change") : words.text("review.screen.changes", ["count": .number(count)])
        var summary = words.text("review.screen.resumed", ["changes": .text(changes)])
        if !report.isClean || report.statementChanged {
            summary += "; " + report.description.replacingOccurrences(of: "\n", with: "; ")
        }
        return summary
    }
}
