import Booking
import CommandLineKit
import Foundation
import ImportEngine
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
        case .notNamed:
            ReviewBookingPlan(account: "", target: targetName, refusal: accountNotNamed.message + (accountNotNamed.hint.map { "; \($0)" } ?? ""))
        case .unavailable(let error):
            ReviewBookingPlan(account: "", target: targetName, refusal: error.message + (error.hint.map { "; \($0)" } ?? ""))
        }
    }

    /// Why a review of a statement without IBAN (or with a wrong one), and without
    /// `--account`, cannot be booked.
    var accountNotNamed: CLIError {
        CLIError.usage(
            preview.format.unnamedAccountReason,
            hint: "leave with q and start again with --account NAME (see 'certain-import accounts list')")
    }

    /// Books exactly what the review shows: the included rows with their edits, under the
    /// fingerprints the statement gave them, with the review's operations in the import's
    /// notes (local ledger). Removes the stored review once booked.
    ///
    /// - Returns: the line to print: what was booked where.
    func book(target: TargetOptions, context: CommandContext) throws -> String {
        let result = try ReviewBooking.bookable(session)
        let existing: Account?
        let name: String
        switch account {
        case .existing(let account): (existing, name) = (account, account.name)
        case .missing(let missing): (existing, name) = (nil, missing)
        case .notNamed: throw accountNotNamed
        case .unavailable(let error): throw CLIError(error, words: context.problemWords(offering: StatementOptions.optionNames))
        }
        guard let destination = try target.open(context: context, creating: true) else {
            throw CLIError.target("the target \(targetName) cannot be opened")
        }
        let booked = try ReviewBooking.book(
            result, of: session, statement: preview, file: file.importFile, into: existing, opening: name, accountKey: accountKey,
            target: destination,
            report: { event in
                if case .accountOpened(let account, let target, let opening) = event {
                    context.diagnostics.note(ImportEventPrinter.accountOpenedNote(account, in: target, openingBalance: opening))
                }
            })
        try store.discard(session.statement)
        if let opening = booked.openingBalance {
            context.diagnostics.note(ImportEventPrinter.openingBalanceNote(account: booked.account.name, opening: opening, file: file.displayName))
        }
        let record = booked.record
        return "\(file.displayName): booked \(record.booked) transaction(s) into '\(booked.account.name)' as import \(record.id), "
            + "\(record.skippedDuplicates) duplicate(s) skipped, \(booked.result.excluded.count) excluded in review; "
            + "reconciliation \(booked.result.reconciliation.status.rawValue)"
    }
}
