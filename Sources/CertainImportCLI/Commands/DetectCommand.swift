import CommandLineKit
import ImportEngine
import StatementDetection
import StatementImport
import StatementOutput
import TableReading
import TextDecoding

/// `certain-import detect FILE`: how a statement file is written, from a bounded sample.
struct DetectCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "detect.file")
    static let json = Flag("json", help: "detect.json")

    static let configuration = CommandConfiguration(
        name: "detect",
        abstract: "detect.abstract",
        discussion: "detect.discussion",
        arguments: [file, json] + readingArguments,
        examples: [
            Example("detect.example.1", "certain-import detect Samples/dkb/girokonto-2025-03.csv"),
            Example("detect.example.2", "certain-import detect Samples/ubs/ubs-2025-03-de.csv --json"),
            Example("detect.example.3", "certain-import detect Samples/zkb/zkb-2025-03.csv --decimal-separator ."),
        ]
    )

    /// What the user may settle instead of detection: every ambiguity `detect` reports.
    static let readingArguments: [any ArgumentDeclaration] = [
        StatementOptions.encoding, StatementOptions.delimiter, StatementOptions.quote,
        StatementOptions.decimalSeparator, StatementOptions.dateFormat,
    ]

    var file: InputFile
    var json: Bool
    var hints: DetectionHints

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        json = arguments.value(of: Self.json)
        hints = try readingHints(
            encoding: arguments.value(of: StatementOptions.encoding), delimiter: arguments.value(of: StatementOptions.delimiter)?.bytes,
            quote: arguments.value(of: StatementOptions.quote)?.quote,
            decimalSeparator: arguments.value(of: StatementOptions.decimalSeparator)?.mark,
            dateFormat: arguments.value(of: StatementOptions.dateFormat))
    }

    func run(_ context: CommandContext) throws {
        let source = try FileChunkSource(path: file.path)
        let format = try detectFormat(of: source, hints: hints)
        if json {
            context.output.write(format.jsonDocument(file: file.displayName).rendered() + "\n")
            return
        }
        context.output.write(format.summary(file: file.displayName, settling: ProblemWords(.english, offering: Set(Self.readingArguments.map(\.definition.name))).hint))
    }
}

/// Detects the format of the file behind `source` from its head and tail.
func detectFormat(of source: FileChunkSource, hints: DetectionHints = .none) throws -> StatementFormat {
    let sample = try source.sample(headLimit: FormatDetector.headLimit, tailLimit: FormatDetector.tailLimit)
    try checkStatementSample(sample.head, file: source.displayName)
    return FormatDetector.detect(head: sample.head, tail: sample.tail, hints: hints)
}

/// Refuses a sample that cannot be a statement table, with the reason: empty, another kind
/// of document (a PDF, a workbook, a picture, ...), binary (NUL bytes where text has none),
/// or one line longer than the whole sample.
func checkStatementSample(_ head: [UInt8], file: String) throws(CLIError) {
    let place = CLIError.Place(file: file)
    guard !head.isEmpty else {
        throw CLIError.input("the file is empty: there is no table to read", place: place, hint: "export the statement again")
    }
    if let kind = NotAStatement.recognize(head) {
        throw kind.error(file: file)
    }
    if let laidOut = head.withUnsafeBytes(ByteOrderMark.contradiction), let mark = head.withUnsafeBytes(ByteOrderMark.detect) {
        let bytes = head.prefix(mark.length).map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        throw CLIError.input(
            "the file starts with the \(mark.encoding.rawValue) byte order mark (\(bytes)), but its text is written in \(laidOut.rawValue)",
            place: CLIError.Place(file: file, line: 1),
            hint: "export the statement again: the mark decides how the file is read, so --encoding cannot overrule it")
    }
    let wide = head.count >= 4 && (head[0] == 0xFF || head[0] == 0xFE || head[1] == 0 || head[0] == 0)
    if !wide, let nul = TableReader.binaryEvidence(head[...]) {
        throw CLIError.input(ProblemWords(.english, offering: ["encoding"]).message(TableReadingError.binaryContent(byte: nul).problem), place: place)
    }
    if head.count >= FormatDetector.headLimit, !head.contains(0x0A), !head.contains(0x0D) {
        throw CLIError.input(
            "the first \(FormatDetector.headLimit / 1024) KiB hold no line break: this is not a statement table",
            place: CLIError.Place(file: file, line: 1),
            hint: "export the statement as CSV; if it is one, check that lines end in LF or CRLF")
    }
}
