import Booking
import CommandLineKit
import CommandLineWords
import ImportEngine
import StatementChecks
import StatementImport
import StatementOutput
import StatementValues

/// `certain-import preview FILE`: everything up to booking — detection, mapping, and what
/// would be booked or skipped, line by line.
struct PreviewCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "preview.file")
    static let json = Flag("json", help: "preview.json")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "preview.account")
    static let configuration = CommandConfiguration(
        name: "preview",
        abstract: "preview.abstract",
        discussion: "preview.discussion",
        arguments: [file, json, account] + TargetOptions.arguments + StatementOptions.arguments,
        examples: [
            Example("preview.example.1", "certain-import preview Samples/ubs/ubs-2025-03-de.csv"),
            Example("preview.example.2", "certain-import preview Samples/dkb/girokonto-2025-03-15_2025-04-15.csv --ledger ledger.sqlite"),
            Example("preview.example.3", "certain-import preview Samples/dkb/girokonto-2025-03.csv --filter 'purpose ~ /Umbuchung/i' --json"),
        ]
    )

    var file: InputFile
    var json: Bool
    var account: String?
    var target: TargetOptions
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        json = arguments.value(of: Self.json)
        account = try arguments.value(of: Self.account)
        target = try TargetOptions(arguments: arguments)
        statement = try StatementOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        let destination = try target.open(context: context, creating: false)
        if json, destination == nil {
            // Nothing is booked anywhere, so no row needs comparing: the rows are written as
            // they are read, in bounded memory.
            // The rows are written on a thread of their own while the next ones are read.
            let writing = PreviewJSONWriter(file: file.displayName, words: context.words) { context.output.write($0) }
            var (preview, writer) = try ReceivingThread.reading(into: writing) {
                try statement.stream(file, context: context, accountKey: StatementReading.ownAccountKey(of:), hashesFile: false, into: &$0)
            }
            writer.finish(preview)
            return
        }
        var preview = try statement.read(file, context: context)
        StatementPipeline.check(&preview, accountKey: StatementReading.ownAccountKey(of: preview.format))
        if let destination { try markDuplicates(&preview, in: destination, words: context.problemWords(offering: StatementOptions.optionNames)) }
        if json {
            var writer = PreviewJSONWriter(file: file.displayName, words: context.words) { context.output.write($0) }
            writer.write(preview)
        } else {
            let words = context.problemWords(offering: StatementOptions.optionNames)
            context.output.write(preview.table(file: file.displayName, width: terminalWidth(context.environment), words: context.words) {
                words.message($0)
            })
        }
    }
}

extension PreviewCommand {
    /// Marks the rows the target already holds and reconciles the statement with the
    /// account's balance (`StatementAgainstAccount`): a ledger that does not exist yet holds
    /// nothing.
    func markDuplicates(_ preview: inout StatementPreview, in destination: any BookingTarget, words: ProblemWords) throws {
        let checked: [Int: AlreadyBooked]?
        do {
            checked = try StatementAgainstAccount.alreadyBooked(&preview, accountNamed: account, in: destination, filename: file.displayName)
        } catch {
            throw CLIError(error, words: words)
        }
        guard let alreadyBooked = checked else {
            throw CLIError.problemsFound(
                words.words.text("ledger.no_account_in", ["account": .text(account ?? ""), "target": .text(destination.displayName)]),
                hint: words.words.command("see_accounts"))
        }
        for (index, row) in alreadyBooked { preview.duplicates[index] = row.text(words.words) }
    }
}

/// The terminal's width from `COLUMNS`, else 100.
func terminalWidth(_ environment: [String: String]) -> Int {
    environment["COLUMNS"].flatMap(Int.init).map { max(60, $0) } ?? 100
}
