import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

@Suite("rows options")
struct RowsOptionsTests {
    private func options(_ arguments: [String]) throws -> RowsOptions? {
        guard case .run(let command, _) = try CommandParser(root: CertainImportCommand.self).parse(["rows"] + arguments)
        else { return nil }
        let rows = try #require(command as? RowsCommand)
        try rows.validate()
        return rows.options
    }

    private static let semicolon = Array(";".utf8)
    private static let tab: [UInt8] = [9]

    @Test(
        "good option lists",
        arguments: [
            (["a.csv"], RowsOptions(file: .path("a.csv"))),
            (["-"], RowsOptions(file: .standardInput)),
            (["a.csv", "--format", "json"], RowsOptions(file: .path("a.csv"), format: .json)),
            (["a.csv", "--delimiter", ";"], RowsOptions(file: .path("a.csv"), delimiter: semicolon)),
            (["a.csv", "--delimiter=;"], RowsOptions(file: .path("a.csv"), delimiter: semicolon)),
            (["a.csv", "--delimiter", "semicolon"], RowsOptions(file: .path("a.csv"), delimiter: semicolon)),
            (["a.csv", "--delimiter", "tab"], RowsOptions(file: .path("a.csv"), delimiter: tab)),
            (["a.csv", "--delimiter", #"\t"#], RowsOptions(file: .path("a.csv"), delimiter: tab)),
            (["a.csv", "--delimiter", "\t"], RowsOptions(file: .path("a.csv"), delimiter: tab)),
            (["a.csv", "--delimiter", "|"], RowsOptions(file: .path("a.csv"), delimiter: Array("|".utf8))),
            (["a.csv", "--delimiter", ", "], RowsOptions(file: .path("a.csv"), delimiter: Array(", ".utf8))),
            (["a.csv", "--delimiter=-"], RowsOptions(file: .path("a.csv"), delimiter: Array("-".utf8))),
            (["a.csv", "--delimiter", "-"], RowsOptions(file: .path("a.csv"), delimiter: Array("-".utf8))),
            (["a.csv", "--quote", "\""], RowsOptions(file: .path("a.csv"), quote: .character(0x22))),
            (["a.csv", "--quote", "'"], RowsOptions(file: .path("a.csv"), quote: .character(0x27))),
            (["a.csv", "--quote", "none"], RowsOptions(file: .path("a.csv"), quote: .unquoted)),
            (["a.csv", "--escape", "doubled"], RowsOptions(file: .path("a.csv"), escape: .doubled)),
            (["a.csv", "--escape", "backslash", "--quote", "none"],
             RowsOptions(file: .path("a.csv"), quote: .unquoted, escape: .backslash)),
            (["a.csv", "--escape", "none"], RowsOptions(file: .path("a.csv"), escape: .unescaped)),
            (["a.csv", "--encoding", "windows-1252"], RowsOptions(file: .path("a.csv"), encoding: "windows-1252")),
            (["a.csv", "--skip-lines", "4"], RowsOptions(file: .path("a.csv"), skipLines: 4)),
            (["a.csv", "--skip-lines", "0"], RowsOptions(file: .path("a.csv"), skipLines: 0)),
            (["a.csv", "--header"], RowsOptions(file: .path("a.csv"), header: true)),
            (["--no-header", "a.csv"], RowsOptions(file: .path("a.csv"), header: false)),
            (["--", "-a.csv"], RowsOptions(file: .path("-a.csv"))),
        ] as [([String], RowsOptions)]
    )
    func goodOptions(arguments: [String], expected: RowsOptions) throws {
        #expect(try options(arguments) == expected)
    }

    @Test(
        "bad option lists are usage errors with exact messages",
        arguments: [
            ([], "missing argument FILE", nil),
            (["a.csv", "b.csv"], "unexpected argument 'b.csv'", nil),
            (["a.csv", "--format", "xml"], "invalid value 'xml' for --format: expected one of csv, json", nil),
            (["a.csv", "--delimiter", ""],
             "invalid value '' for --delimiter: expected one or more characters without line breaks, such as ';', "
                + "'|', 'tab' or ', '", nil),
            (["a.csv", "--delimiter", "a\nb"],
             "invalid value 'a\nb' for --delimiter: expected one or more characters without line breaks, such as ';', "
                + "'|', 'tab' or ', '", nil),
            (["a.csv", "--delimiter"], "missing value for --delimiter", nil),
            (["a.csv", "--delimiter", "--header"], "missing value for --delimiter",
             "write --delimiter=D for a value that starts with '-'"),
            (["a.csv", "--quote", "`"], #"invalid value '`' for --quote: expected '"', "'" or 'none'"#, nil),
            (["a.csv", "--escape", "double"],
             "invalid value 'double' for --escape: expected one of doubled, backslash, none", nil),
            (["a.csv", "--skip-lines", "three"],
             "invalid value 'three' for --skip-lines: expected a whole number, such as 3", nil),
            (["a.csv", "--skip-lines=-1"], "--skip-lines must be 0 or more, not -1", nil),
            (["a.csv", "--encoding="], "--encoding needs a name, such as utf-8 or windows-1252", nil),
            (["a.csv", "--delimiter", ";'", "--quote", "'"], #"the delimiter ';'' contains the quote character '''"#,
             "choose another delimiter, or pass --quote none"),
            (["a.csv", "--quote", "none", "--escape", "doubled"],
             "--escape doubled needs a quote character, but --quote is none", #"pass --quote '"' or --escape none"#),
            (["a.csv", "--delimter", ";"], "unknown option '--delimter'", "did you mean '--delimiter'?"),
            (["a.csv", "--hedaer"], "unknown option '--hedaer'", "did you mean '--header'?"),
            (["a.csv", "--no-haeder"], "unknown option '--no-haeder'", "did you mean '--no-header'?"),
            (["a.csv", "--skip"], "unknown option '--skip'", "did you mean '--skip-lines'?"),
        ] as [([String], String, String?)]
    )
    func badOptions(arguments: [String], message: String, hint: String?) {
        let run = ToolRun(["rows"] + arguments)
        var expected = "certain-import: error: \(message)\n"
        if let hint {
            expected += "hint: \(hint)\n"
        }
        expected += """
            Usage: certain-import rows FILE [--format csv|json] [--delimiter D]
                                       [--quote Q|none] [--escape doubled|backslash|none]
                                       [--encoding NAME] [--skip-lines N]
                                       [--header|--no-header]
            See 'certain-import rows --help'.

            """
        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == expected)
    }

    @Test("a failure after the options were accepted is reported without the usage line")
    func failureAfterParsing() {
        let run = ToolRun(["rows", "/nonexistent/statement.csv"])
        #expect(run.exitCode == .inputError)
        #expect(run.standardError.hasPrefix("certain-import: error: "))
        #expect(!run.standardError.contains("Usage:"))
    }
}
