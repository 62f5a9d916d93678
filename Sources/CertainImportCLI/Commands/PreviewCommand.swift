import StatementImport

/// `certain-import preview FILE`: everything up to booking — detection, mapping, and what
/// would be booked or skipped, line by line.
struct PreviewCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "The statement to read; '-' reads standard input.")
    static let json = Flag("json", help: "Print the preview document as JSON (the fixed format scripts rely on).")
    static let configuration = CommandConfiguration(
        name: "preview",
        abstract: "Show the transactions a statement holds, and every line that is not one.",
        discussion: """
            Runs the whole pipeline up to, not including, booking. A report: it exits 0 whatever \
            it finds; 'validate' and 'import' are the commands that fail on problems.
            """,
        arguments: [file, json] + StatementOptions.arguments
    )

    var file: InputFile
    var json: Bool
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        json = arguments.value(of: Self.json)
        statement = try StatementOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        var preview = try statement.read(file, context: context)
        StatementPipeline.check(&preview, accountKey: preview.format.accountIBAN ?? "unassigned")
        if json {
            context.output.write(preview.jsonDocument(file: file.displayName).rendered() + "\n")
        } else {
            context.output.write(preview.table(file: file.displayName, width: terminalWidth(context.environment)))
        }
    }
}

/// The terminal's width from `COLUMNS`, else 100.
func terminalWidth(_ environment: [String: String]) -> Int {
    environment["COLUMNS"].flatMap(Int.init).map { max(60, $0) } ?? 100
}
