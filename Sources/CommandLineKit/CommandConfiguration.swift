/// Everything a command declares about itself: its name, its help, its arguments and its
/// subcommands, in one place.
package struct CommandConfiguration: Sendable {
    /// The word that selects the command on the command line; for the root, the tool's name.
    package var name: String
    /// One sentence for the command list and the help's OVERVIEW.
    package var abstract: HelpText
    /// Further paragraphs for the help, separated by blank lines; `nil` for none.
    package var discussion: HelpText?
    /// Shown by `--version`; only the root has one.
    var version: String?
    package var arguments: [any ArgumentDeclaration]
    package var subcommands: [any ParsableCommand.Type]
    /// The subcommand that runs when none is named, as `git remote` lists; `nil` shows help.
    package var defaultSubcommand: (any ParsableCommand.Type)?
    /// Two or three real uses, the help's last section.
    package var examples: [Example]

    package init(
        name: String,
        abstract: HelpText,
        discussion: HelpText? = nil,
        version: String? = nil,
        arguments: [any ArgumentDeclaration] = [],
        subcommands: [any ParsableCommand.Type] = [],
        defaultSubcommand: (any ParsableCommand.Type)? = nil,
        examples: [Example] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = arguments
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.examples = examples
    }

    /// `-h, --help`, which every command accepts.
    static let helpFlag = Flag("help", short: "h", help: "help.help_flag")

    /// `--version`, which a command with a version accepts.
    static let versionFlag = Flag("version", help: "help.version_flag")

    /// The declared arguments followed by the built-in flags, as the parser and help see them.
    package var definitions: [ArgumentDefinition] {
        var definitions = arguments.map(\.definition)
        if version != nil {
            definitions.append(Self.versionFlag.definition)
        }
        definitions.append(Self.helpFlag.definition)
        return definitions
    }

    /// The positional definitions, in the order they take values.
    var positionals: [ArgumentDefinition] {
        definitions.filter(\.isPositional)
    }

    /// The subcommand with this name, if there is one.
    package func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        subcommands.first { $0.configuration.name == name }
    }

    /// The usage error for a word that names none of the subcommands, with a suggestion.
    package func unknownSubcommandError(_ name: String, words: HelpWords) -> CLIError {
        CLIError.usage(
            words.text("usage.unknown_command", ["command": name]),
            hint: Suggestion.hint(for: name, among: subcommands.map { $0.configuration.name }, words: words)
        )
    }

    /// Checks in debug builds that the declaration can be parsed without ambiguity.
    func checkInvariants() {
        let spellings = definitions.flatMap(\.spellings)
        assert(Set(spellings).count == spellings.count, "\(name): two arguments share a spelling")
        let positionals = positionals
        for positional in positionals.dropLast() {
            if case .positional(let arity) = positional.kind {
                assert(arity == .one, "\(name): only the last positional may be optional or repeating")
            }
        }
        // A command with subcommands is never instantiated itself, so its own arguments
        // would be read and then dropped.
        assert(subcommands.isEmpty || arguments.isEmpty, "\(name): a command with subcommands takes no arguments")
        let names = subcommands.map { $0.configuration.name }
        assert(Set(names).count == names.count, "\(name): two subcommands share a name")
        if let defaultSubcommand {
            assert(names.contains(defaultSubcommand.configuration.name), "\(name): the default subcommand is not one of its subcommands")
        }
    }
}
