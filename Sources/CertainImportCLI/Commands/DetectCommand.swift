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
        context.output.write(format.summary(file: file.displayName, words: context.words, settling: ProblemWords(context.words, offering: Set(Self.readingArguments.map(\.definition.name))).hint))
    }
}

/// Detects the format of the file behind `source` from its head and tail.
func detectFormat(of source: FileChunkSource, hints: DetectionHints = .none) throws -> StatementFormat {
    let sample = try source.sample(headLimit: FormatDetector.headLimit, tailLimit: FormatDetector.tailLimit)
    try checkStatementSample(sample.head, file: source.displayName)
    return FormatDetector.detect(head: sample.head, tail: sample.tail, hints: hints)
}

/// Refuses a sample that cannot be a statement table (`StatementSampleRefusal.check`), with
/// the reason in words and what to export instead.
func checkStatementSample(_ head: [UInt8], file: String) throws(CLIError) {
    do {
        try StatementSampleRefusal.check(head)
    } catch {
        throw CLIError(error, file: file)
    }
}

extension CLIError {
    /// Why the file `file` cannot be a statement table.
    init(_ refusal: StatementSampleRefusal, file: String) {
        let place = CLIError.Place(file: file)
        switch refusal {
        case .empty:
            self = .input("the file is empty: there is no table to read", place: place, hint: "export the statement again")
        case .notAStatement(let kind):
            self = kind.error(file: file)
        case .contradictingByteOrderMark(let mark, let markBytes, let laidOut):
            let bytes = markBytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            self = .input(
                "the file starts with the \(mark.rawValue) byte order mark (\(bytes)), but its text is written in \(laidOut.rawValue)",
                place: CLIError.Place(file: file, line: 1),
                hint: "export the statement again: the mark decides how the file is read, so --encoding cannot overrule it")
        case .binary(let byte):
            self = .input(ProblemWords(.english, offering: ["encoding"]).message(TableReadingError.binaryContent(byte: byte).problem), place: place)
        case .noLineBreak(let headLimit):
            self = .input(
                "the first \(headLimit / 1024) KiB hold no line break: this is not a statement table",
                place: CLIError.Place(file: file, line: 1),
                hint: "export the statement as CSV; if it is one, check that lines end in LF or CRLF")
        }
    }
}
