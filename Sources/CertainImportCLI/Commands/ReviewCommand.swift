import Booking
import CommandLineKit
import Foundation
import ImportEngine
import LocalLedger
import StatementReview

/// `certain-import review FILE`: look through a statement's transactions before booking,
/// leave rows out, correct fields, set categories; in a full-screen list, or through a review
/// file edited elsewhere.
struct ReviewCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "review.file")
    static let export = Option<String?>(
        "export", valueName: "PATH",
        help: "review.export")
    static let apply = Option<String?>(
        "apply", valueName: "PATH",
        help: "review.apply")
    static let discard = Flag("discard", help: "review.discard")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "review.account")

    static let configuration = CommandConfiguration(
        name: "review",
        abstract: "review.abstract",
        discussion: "review.discussion",
        arguments: [file, export, apply, discard, account] + TargetOptions.arguments + StatementOptions.arguments,
        examples: [
            Example("review.example.1", "certain-import review Samples/dkb/girokonto-2025-03.csv"),
            Example("review.example.2", "certain-import review Samples/dkb/girokonto-2025-03.csv --export review.csv"),
            Example("review.example.3", "certain-import import Samples/dkb/girokonto-2025-03.csv --review-file review.csv --yes"),
        ]
    )

    var file: InputFile
    var export: String?
    var apply: String?
    var discard: Bool
    var account: String?
    var target: TargetOptions
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        export = try arguments.value(of: Self.export)
        apply = try arguments.value(of: Self.apply)
        discard = arguments.value(of: Self.discard)
        account = try arguments.value(of: Self.account)
        target = try TargetOptions(arguments: arguments)
        statement = try StatementOptions(arguments: arguments)
    }

    func validate() throws(CLIError) {
        let modes = [export.map { _ in "--export" }, apply.map { _ in "--apply" }, discard ? "--discard" : nil].compactMap { $0 }
        if modes.count > 1 {
            throw CLIError.usage("\(modes.joined(separator: " and ")) exclude each other: choose one")
        }
        if let export, !["csv", "json"].contains((export as NSString).pathExtension.lowercased()) {
            throw CLIError.usage("--export \(export): name the review file .csv or .json, which says how it is written")
        }
        if modes.isEmpty && file == .standardInput {
            throw CLIError.usage(
                "the review list reads its keys from standard input, so the statement cannot come from there",
                hint: "name the statement's file, or use --export for a review file")
        }
    }

    func run(_ context: CommandContext) throws {
        if discard { return try discardReview(context) }
        if export == nil && apply == nil && !RawTerminal.isInteractive {
            throw CLIError.usage(
                "the review list needs a terminal, and standard input or output is not one",
                hint: "use --export for a review file: 'certain-import review \(fileArgument) --export review.csv'")
        }
        var review = try StatementReview.open(file, statement: statement, target: target, accountName: account, context: context)
        guard export == nil && apply == nil else {
            if let report = review.resumeReport, !report.isClean {
                context.diagnostics.warning(report.description, place: CLIError.Place(file: file.displayName))
            }
            if let leftOut = StatementReview.unreadableRowsNote(review.unreadableRows, in: context.words) {
                context.diagnostics.warning(leftOut, place: CLIError.Place(file: file.displayName))
            }
            if let export { return try exportReview(review, to: export, context: context) }
            if let apply { return try applyReview(&review, from: apply, context: context) }
            return
        }
        _ = try review.runInTerminal(target: target, context: context, fileArgument: fileArgument)
    }

    /// FILE as the user types it again: `-` for standard input.
    private var fileArgument: String { file == .standardInput ? "-" : file.displayName }

    private func exportReview(_ review: StatementReview, to path: String, context: CommandContext) throws {
        let bytes: [UInt8] = (path as NSString).pathExtension.lowercased() == "json"
            ? Array((review.session.reviewJSON().rendered() + "\n").utf8)
            : review.session.reviewCSV()
        do {
            try PrivateFile.write(Data(bytes), to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.input("cannot write the review file: \(error.message)", place: CLIError.Place(file: path))
        }
        context.output.write(
            "\(path): review of \(review.session.rows.count) transaction(s) from \(file.displayName); "
                + "edit include and the fields, then read it back with 'certain-import review \(fileArgument) --apply \(path)'\n")
    }

    private func applyReview(_ review: inout StatementReview, from path: String, context: CommandContext) throws {
        let operation = try review.session.applyReviewFile(path)
        try review.save()
        guard let operation else {
            context.output.write("\(path): changes nothing in the review of \(file.displayName)\n")
            return
        }
        context.output.write(
            "\(path): \(operation.summary); the review is kept, 'certain-import review \(fileArgument)' shows it and books it\n")
    }

    private func discardReview(_ context: CommandContext) throws {
        let preview = try statement.read(file, context: context)
        let store = try ReviewStore(environment: context.environment)
        let statement = ReviewSession.StatementID(sha256: preview.hashedSourceSHA256, template: preview.reviewTemplate)
        let removed = try store.discard(statement)
        context.output.write(
            removed ? "\(file.displayName): the kept review was removed\n" : "\(file.displayName): there was no kept review\n")
    }
}
