import CommandLineKit

/// `certain-import help [COMMAND...]`: the help of the tool or of one of its commands.
///
/// It prints exactly what `certain-import COMMAND --help` prints.
struct HelpCommand: ParsableCommand {
    static let commandNames = RepeatedPositional<String>(
        "COMMAND", isRequired: false, help: "The command to explain, followed by its subcommand if it has any."
    )

    static let configuration = CommandConfiguration(
        name: "help",
        abstract: "Show help for a command.",
        arguments: [commandNames],
        examples: [
            Example("Show the help of import", "certain-import help import"),
            Example("Show the help of a subcommand", "certain-import help accounts add"),
        ]
    )

    /// The commands from the root to the one to explain.
    var path: [any ParsableCommand.Type]

    init(arguments: ParsedArguments) throws(CLIError) {
        path = [CertainImportCommand.self]
        for name in try arguments.values(of: Self.commandNames) {
            let configuration = path[path.count - 1].configuration
            guard let subcommand = configuration.subcommand(named: name) else {
                var error = configuration.unknownSubcommandError(name)
                // The usage shown with the error is that of `help`, so name the parent here.
                if path.count > 1 {
                    error.message += " of '\(HelpFormatter(path: path).commandName)'"
                }
                throw error
            }
            path.append(subcommand)
        }
    }

    func run(_ context: CommandContext) throws {
        context.output.write(HelpFormatter(path: path).render())
    }
}
