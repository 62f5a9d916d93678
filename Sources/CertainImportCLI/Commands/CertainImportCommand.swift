import CommandLineKit

/// The root of the command tree: `certain-import`, which only groups the subcommands.
struct CertainImportCommand: ParsableCommand {
    /// The tool's version, shown by `--version`; the one place it is written down.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        name: "certain-import",
        abstract: "root.abstract",
        discussion: "root.discussion",
        version: version,
        subcommands: [
            DetectCommand.self, RowsCommand.self, PreviewCommand.self, ConvertCommand.self, ValidateCommand.self,
            ImportCommand.self, HistoryCommand.self, UndoCommand.self, AccountsCommand.self, BookingsCommand.self,
            ServerCommand.self, TemplatesCommand.self, ReviewCommand.self,
            CompletionsCommand.self, HelpCommand.self,
        ],
        examples: [
            Example("root.example.1", "certain-import preview Samples/dkb/girokonto-2025-03.csv"),
            Example("root.example.2", "certain-import import Samples/dkb/girokonto-2025-03.csv --yes"),
            Example("root.example.3", "certain-import history"),
        ]
    )

    init(arguments: ParsedArguments) {}
}
