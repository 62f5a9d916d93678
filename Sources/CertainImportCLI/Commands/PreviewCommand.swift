import StatementImport

/// `certain-import preview FILE`: everything up to booking — detection, mapping, and what
/// would be booked or skipped, line by line.
struct PreviewCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "The statement to read; '-' reads standard input.")
    static let json = Flag("json", help: "Print the preview document as JSON (the fixed format scripts rely on).")
    static let currency = Option<Currency?>(
        "currency", valueName: "CODE", help: "The account's currency, when the file does not state it.")
    static let filters = RepeatedOption<String>(
        "filter", valueName: "EXPR",
        help: "Leave out the transactions EXPR matches, such as 'purpose ~ /Umbuchung/i' or 'amount > 0 and counterparty = \"SBB\"'; repeatable.")
    static let dateFormat = Option<DateFormat?>(
        "date-format", valueName: "PATTERN",
        help: "The booking date's format, when detection reports the order as undecided (dd/MM/yyyy or MM/dd/yyyy).")

    static let configuration = CommandConfiguration(
        name: "preview",
        abstract: "Show the transactions a statement holds, and every line that is not one.",
        discussion: """
            Runs the whole pipeline up to, not including, booking. A report: it exits 0 whatever \
            it finds; 'validate' and 'import' are the commands that fail on problems.
            """,
        arguments: [file, json, filters, currency, dateFormat]
    )

    var file: InputFile
    var json: Bool
    var currency: Currency?
    var dateFormat: DateFormat?
    var filters: [FilterExpression]

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        json = arguments.value(of: Self.json)
        filters = try parseFilters(arguments.values(of: Self.filters))
        currency = try arguments.value(of: Self.currency)
        dateFormat = try arguments.value(of: Self.dateFormat)
    }

    func run(_ context: CommandContext) throws {
        var preview = try readStatement(file, currency: currency, dateFormat: dateFormat)
        StatementPipeline.applyFilters(&preview, filters: filters)
        StatementPipeline.check(&preview, accountKey: preview.format.accountIBAN ?? "unassigned")
        if json {
            context.output.write(preview.jsonDocument(file: file.displayName).rendered() + "\n")
        } else {
            context.output.write(preview.table(file: file.displayName, width: terminalWidth(context.environment)))
        }
    }
}

/// Detects, maps and reads a statement, turning every failure into an error with its place.
func readStatement(_ file: InputFile, currency: Currency?, dateFormat: DateFormat?) throws -> StatementPreview {
    let source = try FileChunkSource(file)
    let format = try detectFormat(of: source)
    let mapping: ColumnMapping
    do {
        mapping = try ColumnMapping.proposed(from: format, currency: currency, dateFormat: dateFormat)
    } catch {
        throw CLIError.input(
            "cannot map the columns: \(error.message)",
            place: CLIError.Place(file: file.displayName, line: format.region.headerLine), hint: error.hint)
    }
    do {
        return try StatementPipeline.read(source, format: format, mapping: mapping)
    } catch let error as TableReadingError {
        throw CLIError.input(error.description, place: CLIError.Place(file: file.displayName, line: error.line))
    }
}

/// The terminal's width from `COLUMNS`, else 100.
func terminalWidth(_ environment: [String: String]) -> Int {
    environment["COLUMNS"].flatMap(Int.init).map { max(60, $0) } ?? 100
}
