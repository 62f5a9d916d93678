import CommandLineKit

/// A shell completion script for the tool, generated from the command tree the parser uses:
/// the commands and their abstracts, each command's options with their help, and what a value
/// can be — one of a fixed set (`--to csv|json`), a file, a name the tool knows (templates,
/// accounts, servers), or anything.
///
/// The names are asked for while completing (`certain-import completions --names KIND`), so
/// that a template added or an account opened later completes too.
struct CompletionScript {
    enum Shell: String, CaseIterable, Sendable, ExpressibleByArgument {
        case bash
        case zsh
        case fish
    }

    /// What the value of an option or positional can be.
    enum Values: Equatable {
        /// A flag: none.
        case none
        /// Any text; nothing to offer.
        case free
        case files
        case fixed([String])
        /// Names the tool lists, and files as well where a path would do (`--template`).
        case names(CompletionNames, alsoFiles: Bool)
    }

    /// An option as completion offers it.
    struct Option {
        /// `--account`, and `-y` where there is a short one.
        var spellings: [String]
        /// The first sentence of its help.
        var summary: String
        var values: Values
    }

    /// One command of the tree, named by its path from the root (`["accounts", "list"]`).
    struct Command {
        var path: [String]
        var subcommands: [(name: String, abstract: String)]
        var options: [Option]
        /// What the positional arguments take.
        var positionals: Values
    }

    static let program = "certain-import"

    /// Every command, the root first, each before its subcommands.
    let commands: [Command]

    init(root: any ParsableCommand.Type) {
        var commands: [Command] = []
        func visit(_ command: any ParsableCommand.Type, path: [String]) {
            let configuration = command.configuration
            let definitions = configuration.definitions
            let positionals = definitions.filter(\.isPositional).map { Self.values(of: $0, path: path) }
            commands.append(Command(
                path: path,
                subcommands: configuration.subcommands.map { ($0.configuration.name, $0.configuration.abstract) },
                options: definitions.filter { !$0.isPositional }.map { definition in
                    Option(spellings: definition.spellings, summary: Self.firstSentence(of: definition.help),
                           values: Self.values(of: definition, path: path))
                },
                positionals: positionals.first { $0 != .free } ?? (positionals.isEmpty ? .none : .free)))
            for subcommand in configuration.subcommands {
                visit(subcommand, path: path + [subcommand.configuration.name])
            }
        }
        visit(root, path: [])
        self.commands = commands
    }

    /// What `definition` takes, from its kind, its fixed values and its placeholder: `PATH`,
    /// `FILE` and `DIR` are files; `--template`, `--account`, `--server` and the template
    /// `ID` of `templates` are names the tool can list.
    static func values(of definition: ArgumentDefinition, path: [String]) -> Values {
        switch definition.kind {
        case .flag, .invertedFlag: return .none
        case .option, .positional: break
        }
        if !definition.allowedValues.isEmpty { return .fixed(definition.allowedValues) }
        let placeholders = Set(definition.valueName.split(separator: "|").map { $0.split(separator: ".")[0] })
        let takesFile = !placeholders.isDisjoint(with: ["PATH", "FILE", "DIR"])
        switch (definition.isPositional, definition.isPositional ? definition.valueName : definition.name) {
        case (false, "template"):
            return .names(.templates, alsoFiles: takesFile)
        case (true, "ID") where path.first == "templates":
            return .names(.templates, alsoFiles: false)
        case (false, "account"): return .names(.accounts, alsoFiles: false)
        case (false, "server"): return .names(.servers, alsoFiles: false)
        default: return takesFile ? .files : .free
        }
    }

    /// The first sentence of a help text, for a one-line description.
    static func firstSentence(of help: String) -> String {
        guard let end = help.range(of: ". ") else { return help.hasSuffix(".") ? String(help.dropLast()) : help }
        return String(help[..<end.lowerBound])
    }

    /// The script for `shell`.
    func rendered(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// `/accounts/list`: a command's path as the scripts match it, `""` for the root.
    static func key(_ path: [String]) -> String {
        path.map { "/" + $0 }.joined()
    }

    /// The command line that lists names of `kind`, one a line, errors silenced.
    static func namesCommand(_ kind: CompletionNames) -> String {
        "\(program) completions --names \(kind.rawValue) 2>/dev/null"
    }
}
