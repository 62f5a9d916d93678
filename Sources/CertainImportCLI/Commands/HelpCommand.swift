import CommandLineKit

/// `certain-import help [COMMAND...]`: the help of the tool or of one of its commands.
///
/// It prints exactly what `certain-import COMMAND --help` prints.
struct HelpCommand: ParsableCommand {
    static let commandNames = RepeatedPositional<String>(
        "COMMAND", isRequired: false, help: "help_command.command"
    )

    static let configuration = CommandConfiguration(
        name: "help",
        abstract: "help_command.abstract",
        arguments: [commandNames],
        examples: [
            Example("help_command.example.1", "certain-import help import"),
            Example("help_command.example.2", "certain-import help accounts add"),
        ]
    )

    /// The commands from the root to the one to explain.
    var path: [any ParsableCommand.Type]

    init(arguments: ParsedArguments) throws(CLIError) {
        path = [CertainImportCommand.self]
        for name in try arguments.values(of: Self.commandNames) {
            let configuration = path[path.count - 1].configuration
            guard let subcommand = configuration.subcommand(named: name) else {
                var error = configuration.unknownSubcommandError(name, words: arguments.words)
                // The usage shown with the error is that of `help`, so name the parent here.
                if path.count > 1 {
                    error.message = arguments.words.text(
                        "usage.unknown_subcommand", ["command": name, "parent": HelpFormatter(path: path, words: arguments.words).commandName])
                }
                throw error
            }
            path.append(subcommand)
        }
    }

    func run(_ context: CommandContext) throws {
        context.output.write(HelpFormatter(path: path, words: context.helpWords).render())
    }
}
