import CommandLineKit
import Foundation
import ImportEngine
import StatementChecks
import StatementImport
import StatementOutput
import StatementTemplates

/// `certain-import validate FILE...`: the dry run for CI — every file must detect, map and
/// reconcile cleanly.
struct ValidateCommand: ParsableCommand {
    enum Report: String, CaseIterable, Sendable, ExpressibleByArgument {
        case text
        case json
        case junit
        case github
        case html
    }

    static let files = RepeatedPositional<InputFile>(
        "FILE", help: "The statements to check; a directory stands for the .csv files in it.")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "Check all files as statements of one account (for files that state no IBAN): their balances must chain.")
    static let report = Option<Report>(
        "report", default: .text,
        help: "text for people, json for scripts, junit for CI test tabs (one test case per file), github for annotations, "
            + "html for a page to look at (each account's balance over time, gaps and mismatches marked, the problems below).")
    static let expect = Option<String?>(
        "expect", valueName: "FILE.json",
        help: "Compare the result with a golden expected output: counts, totals, or the full transaction list.")
    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check statements without booking: detection, mapping, reconciliation, expectations.",
        discussion: """
            Exits 0 when every file detects, maps and reconciles cleanly, 1 otherwise; every \
            problem is reported with its file and line. A file that cannot be read at all is a \
            failed check too, not an abort: the other files are still checked.

            The statements of one account (the IBAN they state, or all with --account) must \
            chain: in period order, each opens with the balance the one before closes with. A \
            missing statement (a gap) and balances that do not meet (a break) are problems of \
            the later file; overlapping statements are fine.
            """,
        arguments: [files, account, report, expect] + StatementOptions.arguments,
        examples: [
            Example("Check that a statement detects, maps and reconciles", "certain-import validate Samples/ubs/ubs-2025-03-de.csv"),
            Example("Check a folder of statements in CI, as GitHub annotations", "certain-import validate Samples/raiffeisen-ch --report github"),
            Example("Check statements that state no IBAN as one account's, whose balances chain", "certain-import validate Samples/raiffeisen-ch --account Privatkonto --report junit"),
        ]
    )

    var files: [InputFile]
    var account: String?
    var report: Report
    var expect: String?
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        files = try arguments.values(of: Self.files)
        account = try arguments.value(of: Self.account)
        report = try arguments.value(of: Self.report)
        expect = try arguments.value(of: Self.expect)
        statement = try StatementOptions(arguments: arguments)
    }

    func validate() throws(CLIError) {
        if expect != nil && files.count != 1 {
            throw CLIError.usage("--expect compares one file with its expected output, but \(files.count) files were given")
        }
    }

    func run(_ context: CommandContext) throws {
        let expectation = try expect.map { try StatementExpectation(path: $0) }
        let files = try StatementFiles.expand(files)
        if expect != nil && files.count != 1 {
            throw CLIError.usage("--expect compares one file with its expected output, but \(files.count) files were given")
        }
        let progress = ProgressDisplay(context: context)
        let sizes = files.map(StatementFiles.size(of:))
        progress?.begin("checking", files: files.count, bytes: sizes.contains(nil) ? nil : sizes.reduce(0) { $0 + $1! })
        // The templates load once for all files; a broken user template is reported once.
        let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
        var run = ValidationRun(account: account)
        for (index, file) in files.enumerated() {
            let (result, preview, curve) = check(
                file, expectation: expectation, registry: registry, context: context, progress: progress)
            run.add(result, file: file.displayName, statement: preview, curve: curve)
            progress?.finishFile(rows: result.transactions, bytes: preview?.sourceSize ?? sizes[index])
        }
        run.finish()
        progress?.clear()
        let words = context.problemWords(offering: StatementOptions.optionNames)
        context.output.write(render(run.results, words: words, page: run.page(title: "certain-import validate", headline: ValidationReport.passedLine(run.results))))
        if run.failed { throw ExitCode.problemsFound }
    }

    /// One file's check, the statement as read, and its rows' balance curve for the html
    /// report; every failure becomes a problem of the file, none stops the run.
    func check(
        _ file: InputFile, expectation: StatementExpectation?, registry: TemplateRegistry, context: CommandContext,
        progress: ProgressDisplay?
    ) -> (ValidationResult, StatementPreview?, BalanceCurve?) {
        var result = ValidationResult(file: file.displayName)
        // Only the result is kept, not the statement: the next file may use the whole size limit
        // (which applies only when the statement is held to compare with an expected output).
        let budget = context.statementBudget.mark
        defer { context.statementBudget.restore(budget) }
        do {
            let preview: StatementPreview
            var curve: BalanceCurve?
            var differences: [ValidationResult.Problem] = []
            if let expectation {
                // The expected output may list every transaction: they are kept to compare.
                var read = try statement.read(file, context: context, progress: progress, registry: registry)
                StatementPipeline.check(&read, accountKey: StatementReading.ownAccountKey(of: read.format))
                differences = expectation.compare(read).map { .init(line: $0.line, message: $0.message) }
                preview = read
                if report == .html { curve = BalanceCurve(read.transactions) }
            } else if report == .html {
                var drawing = BalanceCurveReceiver()
                preview = try statement.stream(
                    file, context: context, progress: progress, registry: registry, accountKey: { _ in nil }, hashesFile: false,
                    into: &drawing)
                curve = drawing.curve
            } else {
                var discarding = DiscardingReceiver()
                preview = try statement.stream(
                    file, context: context, progress: progress, registry: registry, accountKey: { _ in nil }, hashesFile: false,
                    into: &discarding)
            }
            result.add(preview) { ProblemWords(.english, offering: StatementOptions.optionNames).hint($0) }
            result.problems += differences
            return (result, preview, curve)
        } catch let error as CLIError {
            result.problems.append(.init(line: error.place?.line, message: error.message + (error.hint.map { " (\($0))" } ?? "")))
        } catch let error as ImportEngineError {
            result.problems.append(.init(line: error.line, message: error.message + (error.hint.map { " (\($0))" } ?? "")))
        } catch {
            result.problems.append(.init(line: nil, message: String(describing: error)))
        }
        return (result, nil, nil)
    }

    /// The report of `results`; `page` is built only for the html report.
    func render(_ results: [ValidationResult], words: ProblemWords, page: @autoclosure () -> BalanceReport) -> String {
        switch report {
        case .text: ValidationReport.text(results, words: words.words, warningText: words.message)
        case .json: ValidationReport.json(results, words: words.words)
        case .junit: ValidationReport.junit(results)
        case .github: ValidationReport.github(results)
        case .html: page().html()
        }
    }
}
