import CSVCore
import CommandLineKit
import Foundation
import ImportEngine
import StatementChecks
import StatementImport
import StatementOutput

/// `certain-import convert FILE --to csv|json`: the statement's transactions, normalised, for
/// other tools.
struct ConvertCommand: ParsableCommand {
    enum Target: String, CaseIterable, Sendable, ExpressibleByArgument {
        case csv
        case json
        case hledger
        case ledger
        case beancount
    }

    static let file = Positional<InputFile>("FILE", help: "convert.file")
    static let to = Option<Target>(
        "to", default: .csv,
        help: "convert.to")
    static let accountName = Option<String?>(
        "account-name", valueName: "ACCOUNT",
        help: "convert.account_name")
    static let spreadsheetSafe = InvertedFlag(
        "spreadsheet-safe",
        help: "convert.spreadsheet_safe")
    static let configuration = CommandConfiguration(
        name: "convert",
        abstract: "convert.abstract",
        discussion: "convert.discussion",
        arguments: [file, to, accountName, spreadsheetSafe] + StatementOptions.arguments,
        examples: [
            Example("convert.example.1", "certain-import convert Samples/dkb/girokonto-2025-03.csv --to hledger --account-name assets:bank:dkb"),
            Example("convert.example.2", "certain-import convert Samples/ubs/ubs-2025-03-de.csv --to csv"),
            Example("convert.example.3", "certain-import convert Samples/revolut/revolut-2025-03.csv --to json"),
        ]
    )

    var file: InputFile
    var to: Target
    var accountName: String?
    var spreadsheetSafe: Bool
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        to = try arguments.value(of: Self.to)
        accountName = try arguments.value(of: Self.accountName)
        spreadsheetSafe = arguments.value(of: Self.spreadsheetSafe) ?? true
        statement = try StatementOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        let progress = ProgressDisplay(context: context)
        defer { progress?.clear() }
        progress?.begin("reading", files: 1, bytes: StatementFiles.size(of: file))
        let preview: StatementPreview
        switch to {
        case .json, .csv:
            // Row by row, in bounded memory, as the statement is read.
            // The rows are written on a thread of their own while the next ones are read.
            var writer: ConvertWriter
            (preview, writer) = try ReceivingThread.reading(
                into: ConvertWriter(json: to == .json, spreadsheetSafe: spreadsheetSafe) { context.output.write(data: $0) }
            ) {
                try statement.stream(file, context: context, progress: progress, accountKey: StatementReading.ownAccountKey(of:), hashesFile: false, into: &$0)
            }
            writer.finish(skipped: preview.skipped)
        case .hledger, .ledger, .beancount:
            // A journal asserts the balances before and after the statement: it is written once
            // the whole statement is read.
            var read = try statement.read(file, context: context, progress: progress)
            StatementPipeline.check(&read, accountKey: StatementReading.ownAccountKey(of: read.format))
            let journal = try PlainTextJournal(
                read, format: PlainTextJournal.Format(rawValue: to.rawValue)!, accountName: accountName,
                source: (file.displayName as NSString).lastPathComponent, file: file.displayName)
            context.output.write(journal.rendered)
            preview = read
        }
        let words = context.problemWords(offering: StatementOptions.optionNames)
        for warning in preview.warnings { context.diagnostics.warning(words.message(warning), place: CLIError.Place(file: file.displayName)) }
        for line in preview.skipped {
            context.diagnostics.note("\(file.displayName):\(line.line): skipped: \(line.reason)\n")
        }
    }
}
