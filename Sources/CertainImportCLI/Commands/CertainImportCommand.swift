import CommandLineKit

/// The root of the command tree: `certain-import`, which only groups the subcommands.
struct CertainImportCommand: ParsableCommand {
    /// The tool's version, shown by `--version`; the one place it is written down.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        name: "certain-import",
        abstract: "Import bank CSV statements, checked before anything is booked.",
        discussion: """
            certain-import reads the CSV statements banks export, works out their layout \
            (encoding, delimiter, header, date and number formats), maps the rows to \
            transactions and reconciles them against the balances the statement states.
            """,
        version: version,
        subcommands: [
            DetectCommand.self, RowsCommand.self, PreviewCommand.self, ConvertCommand.self, ValidateCommand.self,
            ImportCommand.self, HistoryCommand.self, UndoCommand.self, AccountsCommand.self, BookingsCommand.self,
            ServerCommand.self, TemplatesCommand.self, ReviewCommand.self,
            CompletionsCommand.self, HelpCommand.self,
        ],
        examples: [
            Example("See what a statement holds and whether its balances add up", "certain-import preview Samples/dkb/girokonto-2025-03.csv"),
            Example("Book it into the local ledger, opening the account named after its IBAN", "certain-import import Samples/dkb/girokonto-2025-03.csv --yes"),
            Example("List the imports, to undo one by its number", "certain-import history"),
        ]
    )

    init(arguments: ParsedArguments) {}
}
