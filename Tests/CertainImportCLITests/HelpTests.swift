import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

@Suite("Help and version")
struct HelpTests {
    @Test("-h, --help and help COMMAND print the same text", arguments: [
        [["-h"], ["--help"], ["help"], []],
        [["rows", "-h"], ["rows", "--help"], ["help", "rows"], ["rows", "--bogus", "--help"]],
        [["help", "-h"], ["help", "--help"], ["help", "help"]],
    ])
    func helpSpellingsAgree(spellings: [[String]]) {
        let runs = spellings.map { ToolRun($0) }
        for (spelling, run) in zip(spellings, runs) {
            #expect(run.exitCode == .success, "\(spelling)")
            #expect(run.standardError == "", "\(spelling)")
            #expect(run.standardOutput == runs[0].standardOutput, "\(spelling)")
        }
    }

    @Test("help has its sections in order", arguments: [
        ([], ["OVERVIEW: ", "USAGE: certain-import COMMAND", "OPTIONS:", "SUBCOMMANDS:"]),
        (["rows"], ["OVERVIEW: ", "USAGE: certain-import rows FILE", "ARGUMENTS:", "OPTIONS:"]),
    ] as [([String], [String])])
    func sections(command: [String], headings: [String]) throws {
        let help = ToolRun(["help"] + command).standardOutput
        var rest = help[...]
        for heading in headings {
            let range = try #require(rest.range(of: heading), "\(heading) in\n\(help)")
            rest = rest[range.upperBound...]
        }
    }

    @Test("no help line is wider than 80 columns", arguments: [[], ["rows"], ["help"]])
    func width(command: [String]) {
        let help = ToolRun(["help"] + command).standardOutput
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test("the root help lists every subcommand with its abstract")
    func rootHelp() {
        let help = ToolRun(["--help"]).standardOutput
        #expect(help.contains("  rows                    Print a statement's table as plain CSV or JSON.\n"))
        #expect(help.contains("  help                    Show help for a command.\n"))
        #expect(help.contains("  --version               Show the version.\n"))
        #expect(help.contains("  -h, --help              Show help information.\n"))
        #expect(help.contains("\n\n  See 'certain-import help COMMAND' for detailed help.\n\nEXAMPLES:\n"))
    }

    @Test("the rows help shows every option with its values and default")
    func rowsHelp() {
        let help = ToolRun(["rows", "--help"]).standardOutput
        let expectedOptions = """
            OPTIONS:
              --format csv|json       How to write the table: RFC 4180 CSV (',' delimiter,
                                      CRLF line ends) or one JSON document. (default: csv)
              --delimiter D           The text between fields: ';', '|', 'tab', or several
                                      characters such as a comma and a space. Detected when
                                      left out.
              --quote Q|none          The character that encloses fields: '"' or "'", or
                                      'none'. Detected when left out.
              --escape doubled|backslash|none
                                      How a quote inside a quoted field is written: doubled
                                      (""), after a backslash (\\"), or not at all. Detected
                                      when left out.
              --encoding NAME         The file's character encoding, such as utf-8,
                                      windows-1252 or iso-8859-15. Detected when left out.
              --skip-lines N          The number of lines before the table, such as a bank's
                                      account summary. Detected when left out.
              --header/--no-header    Whether the table's first line names the columns.
                                      Detected when neither is given.
              -h, --help              Show help information.

            """
        #expect(help.contains(expectedOptions + "\nEXAMPLES:\n"), "\(help)")
        #expect(help.contains("""
            USAGE: certain-import rows FILE [--format csv|json] [--delimiter D]
                                       [--quote Q|none] [--escape doubled|backslash|none]
                                       [--encoding NAME] [--skip-lines N]
                                       [--header|--no-header]
            """))
        #expect(help.contains("""
            ARGUMENTS:
              FILE                    The statement to read; '-' reads standard input.
            """))
    }

    @Test("--version prints the name and the one version constant")
    func version() {
        let run = ToolRun(["--version"])
        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "certain-import \(CertainImportCommand.version)\n")
        #expect(run.standardError == "")
    }

    @Test("help for an unknown command is a usage error with a suggestion", arguments: [
        (["help", "rwos"], "unknown command 'rwos'", "did you mean 'rows'?"),
        (["help", "rows", "extra"], "unknown command 'extra' of 'certain-import rows'", nil),
        (["hlep"], "unknown command 'hlep'", "did you mean 'help'?"),
    ] as [([String], String, String?)])
    func unknownCommand(arguments: [String], message: String, hint: String?) {
        let run = ToolRun(arguments)
        #expect(run.exitCode == .usage)
        let hintLine = hint.map { "hint: \($0)\n" } ?? ""
        #expect(run.standardError.hasPrefix("certain-import: error: \(message)\n\(hintLine)Usage: certain-import "))
    }
}
