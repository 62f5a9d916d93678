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
        "FILE", help: "validate.file")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "validate.account")
    static let report = Option<Report>(
        "report", default: .text,
        help: "validate.report")
    static let expect = Option<String?>(
        "expect", valueName: "FILE.json",
        help: "validate.expect")
    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "validate.abstract",
        discussion: "validate.discussion",
        arguments: [files, account, report, expect] + StatementOptions.arguments,
        examples: [
            Example("validate.example.1", "certain-import validate Samples/ubs/ubs-2025-03-de.csv"),
            Example("validate.example.2", "certain-import validate Samples/raiffeisen-ch --report github"),
            Example("validate.example.3", "certain-import validate Samples/raiffeisen-ch --account Privatkonto --report junit"),
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
        let words = context.problemWords(offering: StatementOptions.optionNames)
        for (index, file) in files.enumerated() {
            let (result, preview) = run.check(
                path: file.path, file: file.displayName,
                reading: { try statement.reading(context: context, progress: progress, registry: registry) },
                environment: context.environment, budget: context.statementBudget, expectation: expectation,
                drawsCurve: report == .html, hint: words.hint,
                problem: { Self.problem(of: $0, words: words) })
            progress?.finishFile(rows: result.transactions, bytes: preview?.sourceSize ?? sizes[index])
        }
        run.finish()
        progress?.clear()
        context.output.write(render(run.results, words: words, page: run.page(title: "certain-import validate", headline: ValidationReport.passedLine(run.results, words: words.words), words: words.words)))
        if run.failed { throw ExitCode.problemsFound }
    }

    /// A command's or the engine's error as a problem of the file it was reading.
    static func problem(of error: any Error, words: ProblemWords) -> ValidationResult.Problem {
        let said: CLIError
        switch error {
        case let error as CLIError: said = error
        case let error as ImportEngineError: said = CLIError(error, words: words)
        default: return .init(line: nil, message: String(describing: error))
        }
        return .init(line: said.place?.line, message: said.message + (said.hint.map { " (\($0))" } ?? ""))
    }

    /// The report of `results`; `page` is built only for the html report.
    func render(_ results: [ValidationResult], words: ProblemWords, page: @autoclosure () -> BalanceReport) -> String {
        switch report {
        case .text: ValidationReport.text(results, words: words.words, warningText: words.message)
        case .json: ValidationReport.json(results, words: words.words)
        case .junit: ValidationReport.junit(results)
        case .github: ValidationReport.github(results)
        case .html: page().html(words: words.words)
        }
    }
}
