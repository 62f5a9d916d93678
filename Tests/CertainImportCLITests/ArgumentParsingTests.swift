import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

/// A command with one argument of every kind, so that the parser is tested apart from the
/// tool's real commands.
struct SampleCommand: ParsableCommand, Equatable {
    static let files = RepeatedPositional<InputFile>("FILE", help: "Files to read.")
    static let name = Option<String>("name", short: "n", help: "A required name.")
    static let count = Option<Int>("count", default: 1, help: "How many.")
    static let note = Option<String?>("note", help: "An optional note.")
    static let filters = RepeatedOption<String>("filter", valueName: "EXPR", help: "Keep matching rows.")
    static let json = Flag("json", short: "j", help: "Print JSON.")
    static let header = InvertedFlag("header", help: "Whether there is a header.")

    static let configuration = CommandConfiguration(
        name: "sample", abstract: "A sample.",
        arguments: [files, name, count, note, filters, json, header]
    )

    var files: [InputFile]
    var name: String
    var count: Int
    var note: String?
    var filters: [String]
    var json: Bool
    var header: Bool?

    init(
        files: [InputFile], name: String, count: Int = 1, note: String? = nil, filters: [String] = [],
        json: Bool = false, header: Bool? = nil
    ) {
        (self.files, self.name, self.count, self.note) = (files, name, count, note)
        (self.filters, self.json, self.header) = (filters, json, header)
    }

    init(arguments: ParsedArguments) throws(CLIError) {
        files = try arguments.values(of: Self.files)
        name = try arguments.value(of: Self.name)
        count = try arguments.value(of: Self.count)
        note = try arguments.value(of: Self.note)
        filters = try arguments.values(of: Self.filters)
        json = arguments.value(of: Self.json)
        header = arguments.value(of: Self.header)
    }
}

struct SampleRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "tool", abstract: "A sample tool.", version: "9.9", subcommands: [SampleCommand.self]
    )

    init(arguments: ParsedArguments) {}
}

@Suite("Argument parsing")
struct ArgumentParsingTests {
    private func parse(_ arguments: [String]) throws(CommandParser.Failure) -> SampleCommand? {
        guard case .run(let command, _) = try CommandParser(root: SampleRoot.self).parse(["sample"] + arguments)
        else { return nil }
        return command as? SampleCommand
    }

    @Test(
        "good command lines",
        arguments: [
            (["a.csv", "--name", "x"], SampleCommand(files: [.path("a.csv")], name: "x")),
            (["--name=x", "a.csv", "b.csv"], SampleCommand(files: [.path("a.csv"), .path("b.csv")], name: "x")),
            (["-n", "x", "-"], SampleCommand(files: [.standardInput], name: "x")),
            (["a", "--name", "x", "--count", "3", "--count=4"],
             SampleCommand(files: [.path("a")], name: "x", count: 4)),
            (["a", "--name", "x", "--note="], SampleCommand(files: [.path("a")], name: "x", note: "")),
            (["a", "--name=-dash"], SampleCommand(files: [.path("a")], name: "-dash")),
            (["a", "--name", "x", "--filter", "p ~ A", "--filter=q"],
             SampleCommand(files: [.path("a")], name: "x", filters: ["p ~ A", "q"])),
            (["a", "--name", "x", "--json"], SampleCommand(files: [.path("a")], name: "x", json: true)),
            (["a", "--name", "x", "-j"], SampleCommand(files: [.path("a")], name: "x", json: true)),
            (["a", "--name", "x", "--header"], SampleCommand(files: [.path("a")], name: "x", header: true)),
            (["a", "--name", "x", "--no-header"], SampleCommand(files: [.path("a")], name: "x", header: false)),
            (["a", "--name", "x", "--header", "--no-header"],
             SampleCommand(files: [.path("a")], name: "x", header: false)),
            (["--name", "x", "--", "--json", "-"], SampleCommand(files: [.path("--json"), .standardInput], name: "x")),
            (["--name", "x", "a", "--", "--"], SampleCommand(files: [.path("a"), .path("--")], name: "x")),
        ] as [([String], SampleCommand)]
    )
    func goodCommandLine(arguments: [String], expected: SampleCommand) throws {
        #expect(try parse(arguments) == expected)
    }

    @Test(
        "bad command lines",
        arguments: [
            (["--name", "x"], "missing argument FILE", nil),
            (["a"], "missing option --name NAME", nil),
            (["a", "--name"], "missing value for --name", nil),
            (["a", "--name", "--json"], "missing value for --name",
             "write --name=NAME for a value that starts with '-'"),
            (["a", "--name", "x", "--count", "many"],
             "invalid value 'many' for --count: expected a whole number, such as 3", nil),
            (["", "--name", "x"], "invalid value '' for FILE: expected a file path, or '-' for standard input", nil),
            (["a", "--name", "x", "--json=yes"], "--json takes no value", nil),
            (["a", "--name", "x", "--no-header=1"], "--no-header takes no value", nil),
            (["a", "--name", "x", "--jsno"], "unknown option '--jsno'", "did you mean '--json'?"),
            (["a", "--name", "x", "--fliter=y"], "unknown option '--fliter'", "did you mean '--filter'?"),
            (["a", "--name", "x", "--no-json"], "unknown option '--no-json'", nil),
            (["a", "--name", "x", "-x"], "unknown option '-x'", nil),
            (["a", "--name", "x", "-name"], "unknown option '-name'", "did you mean '--name'?"),
            (["a", "--name", "x", "--version"], "unknown option '--version'", nil),
            (["a", "--name", "x", "--zzzzzz"], "unknown option '--zzzzzz'", nil),
        ] as [([String], String, String?)]
    )
    func badCommandLine(arguments: [String], message: String, hint: String?) {
        #expect(throws: CommandParser.Failure.self) { try parse(arguments) }
        do {
            _ = try parse(arguments)
        } catch {
            #expect(error.error == CLIError.usage(message, hint: hint))
            #expect(error.path.map { $0.configuration.name } == ["tool", "sample"])
        }
    }

    @Test("-h and --help win over errors elsewhere on the line", arguments: [
        ["sample", "--bogus", "-h"], ["sample", "--help"], ["-h", "sample"], ["sample", "a", "b", "--help"],
    ])
    func helpWins(arguments: [String]) throws {
        guard case .help(let path) = try CommandParser(root: SampleRoot.self).parse(arguments) else {
            Issue.record("expected a help request")
            return
        }
        #expect(path.map { $0.configuration.name } == ["tool", "sample"])
    }

    @Test("-h after -- is a positional")
    func helpAfterTerminator() throws {
        #expect(try parse(["--name", "x", "--", "-h"]) == SampleCommand(files: [.path("-h")], name: "x"))
    }

    @Test("--version is answered by the command that has a version")
    func version() throws {
        guard case .version(let version) = try CommandParser(root: SampleRoot.self).parse(["--version"]) else {
            Issue.record("expected a version request")
            return
        }
        #expect(version == "9.9")
    }

    @Test("a command with subcommands and none chosen shows its help")
    func groupAlone() throws {
        guard case .help(let path) = try CommandParser(root: SampleRoot.self).parse([]) else {
            Issue.record("expected a help request")
            return
        }
        #expect(path.map { $0.configuration.name } == ["tool"])
    }

    @Test("an unknown subcommand is a usage error of the parent, with a suggestion")
    func unknownSubcommand() {
        let run = ToolRun(["smaple"], root: SampleRoot.self)
        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == """
            tool: error: unknown command 'smaple'
            hint: did you mean 'sample'?
            Usage: tool COMMAND
            See 'tool --help'.

            """)
    }

    @Test("every command of the tool is declared consistently")
    func toolDeclarations() {
        var pending: [any ParsableCommand.Type] = [CertainImportCommand.self]
        while let command = pending.popLast() {
            command.configuration.checkInvariants()
            for definition in command.configuration.definitions {
                #expect(!definition.help.key.isEmpty, "\(command.configuration.name) \(definition.displayName)")
            }
            pending += command.configuration.subcommands
        }
    }
}
