import Booking
import CertainServer
import CommandLineKit
import Foundation
import ImportEngine
import ImportWords
import LocalLedger
import StatementImport
import StatementOutput
import TextPrimitives

/// `certain-import import FILE...`: books statements into the local ledger (or a Certain
/// server), after reconciliation and the duplicate check.
struct ImportCommand: ParsableCommand {
    static let files = RepeatedPositional<InputFile>(
        "FILE", help: "import.file")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "import.account")
    static let dryRun = Flag("dry-run", help: "import.dry_run")
    static let yes = Flag("yes", short: "y", help: "import.yes")
    static let json = Flag("json", help: "import.json")
    static let acceptMismatch = OptionalValueOption<String>(
        "accept-mismatch", valueName: "FILE",
        help: "import.accept_mismatch")
    static let expectBalance = Option<String?>(
        "expect-balance", valueName: "AMOUNT",
        help: "import.expect_balance")
    static let reviewFile = Option<String?>(
        "review-file", valueName: "PATH",
        help: "import.review_file")
    static let review = Flag(
        "review",
        help: "import.review")
    static let allOrNothing = Flag(
        "all-or-nothing", help: "import.all_or_nothing")
    static let reportHTML = Option<String?>(
        "report-html", valueName: "FILE",
        help: "import.report_html")

    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "import.abstract",
        discussion: "import.discussion",
        arguments: [files, account] + TargetOptions.arguments
            + [dryRun, yes, json, acceptMismatch, expectBalance, allOrNothing, review, reviewFile, reportHTML]
            + StatementOptions.arguments,
        examples: [
            Example("import.example.1", "certain-import import Samples/dkb/girokonto-2025-03.csv --yes"),
            Example("import.example.2", "certain-import import Samples/raiffeisen-ch --account Privatkonto --yes --dry-run"),
            Example("import.example.3", "certain-import import Samples/ubs --yes --accept-mismatch Samples/ubs/ubs-classic-2025-02.csv"),
        ]
    )

    var files: [InputFile]
    var account: String?
    var target: TargetOptions
    var dryRun: Bool
    var yes: Bool
    var json: Bool
    var acceptMismatch: OptionalValueOption<String>.Given
    var expectBalance: String?
    var allOrNothing: Bool
    var reportHTML: String?
    var reviewFile: String?
    var review: Bool
    /// Who applies a review file, for the import's history.
    var reviewer: String
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        files = try arguments.values(of: Self.files)
        account = try arguments.value(of: Self.account)
        target = try TargetOptions(arguments: arguments)
        dryRun = arguments.value(of: Self.dryRun)
        yes = arguments.value(of: Self.yes)
        json = arguments.value(of: Self.json)
        acceptMismatch = try arguments.value(of: Self.acceptMismatch)
        expectBalance = try arguments.value(of: Self.expectBalance)
        allOrNothing = arguments.value(of: Self.allOrNothing)
        reportHTML = try arguments.value(of: Self.reportHTML)
        reviewFile = try arguments.value(of: Self.reviewFile)
        review = arguments.value(of: Self.review)
        reviewer = Reviewer.name(environment: ProcessInfo.processInfo.environment)
        statement = try StatementOptions(arguments: arguments)
    }

    func validate() throws(CLIError) {
        guard review else { return }
        let excluded = [
            reviewFile.map { _ in "--review-file" }, dryRun ? "--dry-run" : nil, json ? "--json" : nil,
            allOrNothing ? "--all-or-nothing" : nil, expectBalance.map { _ in "--expect-balance" },
            acceptMismatch.alone || !acceptMismatch.values.isEmpty ? "--accept-mismatch" : nil, reportHTML.map { _ in "--report-html" },
        ].compactMap { $0 }
        if let first = excluded.first {
            throw CLIError.usage(
                "--review and \(first) exclude each other: the review list shows the balances and books what it shows",
                hint: "leave out \(first), or review first with 'certain-import review FILE' and import then")
        }
        if files.contains(.standardInput) {
            throw CLIError.usage(
                "the review list reads its keys from standard input, so a statement cannot come from there",
                hint: "name the statement's file")
        }
    }

    func run(_ context: CommandContext) throws {
        let statementFiles = try StatementFiles.expand(files)
        let filesAcceptingMismatch = try Self.files(named: acceptMismatch.values, among: statementFiles)
        if review {
            guard RawTerminal.isInteractive else {
                throw CLIError.usage(
                    "the review list needs a terminal, and standard input or output is not one",
                    hint: "leave out --review, or use a review file: 'certain-import review FILE --export review.csv'")
            }
            return try ImportReview(command: self).run(statementFiles, context: context)
        }
        var scratch: ScratchDirectory?
        defer { scratch?.remove() }
        let opened = try target.openTarget(context: context, creating: !dryRun)
        var destination = opened.target
        if destination == nil {
            // A dry run writes nothing, not even the ledger file.
            let scratchLedger = try LedgerLocation.placing(words: context.problemWords(offering: []), LedgerLocation.scratch)
            scratch = scratchLedger.directory
            destination = scratchLedger.ledger
        }
        guard let destination else { return }
        do {
            try book(statementFiles, into: destination, acceptingMismatchOf: filesAcceptingMismatch, context: context)
        } catch {
            // A ledger this import created and booked nothing into is not left behind.
            opened.removeIfUnused()
            throw error
        }
    }

    /// Runs the import engine over `files`, showing what it reports, and ends with the summary.
    private func book(
        _ files: [InputFile], into destination: any BookingTarget, acceptingMismatchOf filesAcceptingMismatch: Set<String>,
        context: CommandContext
    ) throws {
        let progress = ProgressDisplay(context: context)
        defer { progress?.clear() }
        let printer = ImportEventPrinter(files: files, context: context, progress: progress, dryRun: dryRun)
        let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
        let statement = statement
        let recorder = reportHTML.map { _ in ImportReportRecorder(files: files.map(\.displayName), words: context.words) }
        var engine = ImportEngine(
            files: files.map(\.importFile), target: destination, settings: settings(acceptingMismatchOf: filesAcceptingMismatch),
            questions: AccountPrompt(context: context, files: files, progress: progress), templates: registry,
            read: { index in
                do {
                    return try statement.read(files[index], context: context, progress: progress, registry: registry)
                } catch let error as CLIError {
                    throw ImportEngineError(error)
                }
            },
            stream: { index, receiver in
                do {
                    // The rows are booked on a thread of their own while the next ones are read.
                    return try ReceivingThread.reading(into: receiver) {
                        try statement.stream(
                            files[index], context: context, progress: progress, registry: registry,
                            accountKey: receiver.accountKey(for:), hashesFile: true, holdingShortStatement: true, into: &$0)
                    }.read
                } catch let error as CLIError {
                    throw ImportEngineError(error)
                }
            },
            report: { event in
                recorder?.record(event)
                printer.show(event)
            },
            keep: context.keepUntilExit)
        defer { context.keepUntilExit(engine) }
        let worst: ImportEngineError.Kind?
        do {
            worst = try engine.run()
        } catch {
            // The page shows the failure that ended the run, as the error says it below.
            if let error = error as? ImportEngineError { recorder?.record(error) }
            try writeReport(recorder, words: context.words)
            throw error
        }
        try writeReport(recorder, words: context.words)
        progress?.clear()
        if json {
            context.output.write(JSONValue.object([("imports", .array(printer.outcomes.map { $0.jsonValue(context.words) }))]).rendered() + "\n")
        } else {
            context.output.write(ImportOutcome.table(printer.outcomes, words: context.words) + ImportOutcome.plannedRowsText(printer.outcomes, words: context.words))
        }
        if let worst { throw ExitCode(worst) }
    }

    /// The display names of the `files` that `--accept-mismatch FILE` names: the file as
    /// given, or a directory given for the files in it.
    static func files(named names: [String], among files: [InputFile]) throws(CLIError) -> Set<String> {
        var named: Set<String> = []
        for name in names {
            let matching = StatementFiles.named(name, among: files.compactMap(\.path))
            guard !matching.isEmpty else {
                let example = files.first.map { ", such as --accept-mismatch \($0.displayName)" } ?? ""
                throw CLIError.usage(
                    "--accept-mismatch \(name) names none of the files to import",
                    hint: "name one of the files as given\(example); --accept-mismatch alone, last or before another option, accepts every file's mismatch")
            }
            named.formUnion(matching)
        }
        return named
    }

    /// Writes the page `--report-html` asks for, readable only by the user: it shows balances.
    private func writeReport(_ recorder: ImportReportRecorder?, words: Words) throws(CLIError) {
        guard let recorder, let path = reportHTML else { return }
        do {
            try PrivateFile.write(Data(recorder.report(title: dryRun ? "certain-import import --dry-run" : "certain-import import", dryRun: dryRun).html(words: words).utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.input(
                "cannot write the report page: \(error.message)", place: CLIError.Place(file: path),
                hint: "name a file in a directory you may write to")
        }
    }

    /// What the flags decide for the engine.
    private func settings(acceptingMismatchOf filesAcceptingMismatch: Set<String>) -> ImportSettings {
        var settings = ImportSettings()
        settings.account = account
        settings.dryRun = dryRun
        settings.opensMissingAccounts = yes
        settings.acceptsMismatch = acceptMismatch.alone
        settings.filesAcceptingMismatch = filesAcceptingMismatch
        settings.expectedBalance = expectBalance
        settings.allOrNothing = allOrNothing
        settings.reviewFile = reviewFile
        settings.reviewer = reviewer
        settings.listsPlannedRows = !json
        return settings
    }
}
