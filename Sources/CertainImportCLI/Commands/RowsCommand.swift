import CommandLineKit

/// `certain-import rows FILE`: the statement's table as plain CSV or JSON, every field as
/// text, with preamble and footer removed.
///
/// This command only reads and checks its options; the table itself is written by
/// `writeRows(_:output:)` in `Rows+Output.swift`.
struct RowsCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "The statement to read; '-' reads standard input.")
    static let format = Option<RowsOptions.Format>(
        "format", default: .csv,
        help: "How to write the table: RFC 4180 CSV (',' delimiter, CRLF line ends) or one JSON document."
    )
    static let delimiter = Option<RowsOptions.Delimiter?>(
        "delimiter", valueName: "D",
        help: "The text between fields: ';', '|', 'tab', or several characters such as a comma and a space. "
            + "Detected when left out."
    )
    static let quote = Option<RowsOptions.QuoteArgument?>(
        "quote", valueName: "Q|none",
        help: #"The character that encloses fields: '"' or "'", or 'none'. Detected when left out."#
    )
    static let escape = Option<RowsOptions.Escape?>(
        "escape",
        help: "How a quote inside a quoted field is written: doubled (\"\"), after a backslash (\\\"), "
            + "or not at all. Detected when left out."
    )
    static let encoding = Option<String?>(
        "encoding", valueName: "NAME",
        help: "The file's character encoding, such as utf-8, windows-1252 or iso-8859-15. Detected when left out."
    )
    static let skipLines = Option<Int?>(
        "skip-lines", valueName: "N",
        help: "The number of lines before the table, such as a bank's account summary. Detected when left out."
    )
    static let header = InvertedFlag(
        "header", help: "Whether the table's first line names the columns. Detected when neither is given."
    )

    static let configuration = CommandConfiguration(
        name: "rows",
        abstract: "Print a statement's table as plain CSV or JSON.",
        discussion: """
            Reads FILE, detects how it is written, and prints its table decoded to UTF-8: \
            the header (if any) and the records, every field as text, with the bank's \
            preamble and footer removed. Options given override what detection finds.

            The output is a data pipe for other programs: every field is written exactly as \
            the file holds it, control characters and cells starting with '=' included. On a \
            terminal, control characters are shown visibly (\\x1b), so that a cell cannot act \
            on it. To open a statement in a spreadsheet, use 'convert --to csv', which guards \
            such cells.
            """,
        arguments: [file, format, delimiter, quote, escape, encoding, skipLines, header],
        examples: [
            Example("Print a statement's table without the bank's preamble, as plain CSV", "certain-import rows Samples/dkb/girokonto-2025-03.csv"),
            Example("The same as JSON, for a script", "certain-import rows Samples/ubs/ubs-2025-03-de.csv --format json"),
            Example("Read the table with a delimiter and encoding of your own", "certain-import rows Samples/zkb/zkb-2025-03.csv --delimiter ';' --encoding utf-8"),
        ]
    )

    var options: RowsOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        options = RowsOptions(
            file: try arguments.value(of: Self.file),
            format: try arguments.value(of: Self.format),
            delimiter: try arguments.value(of: Self.delimiter)?.bytes,
            quote: try arguments.value(of: Self.quote)?.quote,
            escape: try arguments.value(of: Self.escape),
            encoding: try arguments.value(of: Self.encoding),
            skipLines: try arguments.value(of: Self.skipLines),
            header: arguments.value(of: Self.header)
        )
    }

    func validate() throws(CLIError) {
        if let skipLines = options.skipLines, skipLines < 0 {
            throw CLIError.usage("--skip-lines must be 0 or more, not \(skipLines)")
        }
        if options.encoding?.isEmpty == true {
            throw CLIError.usage("--encoding needs a name, such as utf-8 or windows-1252")
        }
        if let delimiter = options.delimiter, case .character(let quote)? = options.quote, delimiter.contains(quote) {
            throw CLIError.usage(
                "the delimiter '\(String(decoding: delimiter, as: UTF8.self))' contains the quote character "
                    + "'\(Character(Unicode.Scalar(quote)))'",
                hint: "choose another delimiter, or pass --quote none"
            )
        }
        if options.escape == .doubled, options.quote == .unquoted {
            throw CLIError.usage(
                "--escape doubled needs a quote character, but --quote is none",
                hint: "pass --quote '\"' or --escape none"
            )
        }
    }

    func run(_ context: CommandContext) throws {
        try writeRows(options, output: context.output, diagnostics: context.diagnostics)
    }
}
