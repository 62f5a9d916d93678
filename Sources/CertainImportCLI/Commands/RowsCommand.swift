import CommandLineKit

/// `certain-import rows FILE`: the statement's table as plain CSV or JSON, every field as
/// text, with preamble and footer removed.
///
/// This command only reads and checks its options; the table itself is written by
/// `writeRows(_:output:)` in `Rows+Output.swift`.
struct RowsCommand: ParsableCommand {
    static let file = Positional<InputFile>("FILE", help: "rows.file")
    static let format = Option<RowsOptions.Format>(
        "format", default: .csv,
        help: "rows.format"
    )
    static let delimiter = Option<RowsOptions.Delimiter?>(
        "delimiter", valueName: "D",
        help: "rows.delimiter"
    )
    static let quote = Option<RowsOptions.QuoteArgument?>(
        "quote", valueName: "Q|none",
        help: "rows.quote"
    )
    static let escape = Option<RowsOptions.Escape?>(
        "escape",
        help: "rows.escape"
    )
    static let encoding = Option<String?>(
        "encoding", valueName: "NAME",
        help: "rows.encoding"
    )
    static let skipLines = Option<Int?>(
        "skip-lines", valueName: "N",
        help: "rows.skip_lines"
    )
    static let header = InvertedFlag(
        "header", help: "rows.header"
    )

    static let configuration = CommandConfiguration(
        name: "rows",
        abstract: "rows.abstract",
        discussion: "rows.discussion",
        arguments: [file, format, delimiter, quote, escape, encoding, skipLines, header],
        examples: [
            Example("rows.example.1", "certain-import rows Samples/dkb/girokonto-2025-03.csv"),
            Example("rows.example.2", "certain-import rows Samples/ubs/ubs-2025-03-de.csv --format json"),
            Example("rows.example.3", "certain-import rows Samples/zkb/zkb-2025-03.csv --delimiter ';' --encoding utf-8"),
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
        try writeRows(options, output: context.output, diagnostics: context.diagnostics, words: context.words)
    }
}
