import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("colour only on a terminal, and never with NO_COLOR set or TERM=dumb", arguments: [
        (true, [:], true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (false, [:], false),
    ] as [(Bool, [String: String], Bool)])
    func colourDecision(isTerminal: Bool, environment: [String: String], usesColor: Bool) {
        #expect(TerminalStyle(isTerminal: isTerminal, environment: environment).usesColor == usesColor)
    }

    private static let error = CLIError.input(
        "found 5 fields, expected 6", place: CLIError.Place(file: "giro.csv", line: 14, column: 3),
        hint: "pass --delimiter ';' if the file is not comma-separated"
    )

    @Test("an error prints its place, message and hint")
    func plainError() {
        let printer = DiagnosticPrinter(programName: "certain-import", output: OutputWriter(.memory), style: .plain)
        printer.error(Self.error)
        #expect(printer.output.writtenText == """
            certain-import: error: giro.csv:14:3: found 5 fields, expected 6
            hint: pass --delimiter ';' if the file is not comma-separated

            """)
    }

    @Test("a coloured error colours only the labels and the place")
    func colouredError() {
        let printer = DiagnosticPrinter(
            programName: "certain-import", output: OutputWriter(.memory), style: TerminalStyle(usesColor: true)
        )
        printer.error(Self.error)
        #expect(printer.output.writtenText == """
            certain-import: \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mgiro.csv:14:3:\u{1B}[0m found 5 fields, expected 6
            \u{1B}[1;36mhint:\u{1B}[0m pass --delimiter ';' if the file is not comma-separated

            """)
    }

    @Test("a place prints as file:line[:column]", arguments: [
        (CLIError.Place(file: "a.csv"), "a.csv"),
        (CLIError.Place(file: "a.csv", line: 7), "a.csv:7"),
        (CLIError.Place(file: "<stdin>", line: 7, column: 12), "<stdin>:7:12"),
        (CLIError.Place(file: "a.csv", column: 12), "a.csv"),
    ])
    func place(place: CLIError.Place, text: String) {
        #expect(place.description == text)
    }

    @Test("a command's ExitCode ends the run quietly; other errors count as input errors")
    func thrownCodes() {
        #expect(ToolRun(["quietly"], root: FailingCommand.self).exitCode == .problemsFound)
        #expect(ToolRun(["quietly"], root: FailingCommand.self).standardError == "")
        let foreign = ToolRun(["foreign"], root: FailingCommand.self)
        #expect(foreign.exitCode == .inputError)
        #expect(foreign.standardError == "fail: error: ForeignError()\n")
        #expect(foreign.standardOutput == "written before failing\n")
    }
}

struct ForeignError: Error {}

/// A command that fails in the ways `CommandRunner` must translate.
struct FailingCommand: ParsableCommand {
    static let how = Positional<String>("HOW", help: "quietly or foreign")
    static let configuration = CommandConfiguration(name: "fail", abstract: "Fails.", arguments: [how])

    var how: String

    init(arguments: ParsedArguments) throws(CLIError) {
        how = try arguments.value(of: Self.how)
    }

    func run(_ context: CommandContext) throws {
        context.output.write("written before failing\n")
        if how == "quietly" {
            throw ExitCode.problemsFound
        }
        throw ForeignError()
    }
}
