import Foundation

/// A shell completion script for the tool, generated from the command tree the parser uses:
/// the commands and their abstracts, each command's options with their help, and what a value
/// can be — one of a fixed set (`--to csv|json`), a file, a name the tool knows (templates,
/// accounts, servers), or anything.
///
/// The names are asked for while completing (`PROGRAM completions --names KIND`), so that a
/// name the tool learns later (a template added, an account opened) completes too.
package struct CompletionScript {
    package enum Shell: String, CaseIterable, Sendable, ExpressibleByArgument {
        case bash
        case zsh
        case fish
    }

    /// What the value of an option or positional can be.
    package enum Values: Equatable {
        /// A flag: none.
        case none
        /// Any text; nothing to offer.
        case free
        case files
        case fixed([String])
        /// Names the tool lists (`completions --names KIND`), and files as well where a path
        /// would do (`--template`).
        case names(String, alsoFiles: Bool)
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

    /// The tool's name as the shell runs it.
    let program: String
    /// Every command, the root first, each before its subcommands.
    let commands: [Command]

    /// The script of the command tree under `root`, for the tool `program`, its descriptions in
    /// `words`; `names` tells which arguments take names the tool lists (`nil`: none), by
    /// definition and command path.
    package init(
        root: any ParsableCommand.Type, program: String, words: HelpWords, names: (ArgumentDefinition, _ path: [String]) -> Values?
    ) {
        self.program = program
        var commands: [Command] = []
        func visit(_ command: any ParsableCommand.Type, path: [String]) {
            let configuration = command.configuration
            let definitions = configuration.definitions
            let positionals = definitions.filter(\.isPositional).map { Self.values(of: $0, path: path, names: names) }
            commands.append(Command(
                path: path,
                subcommands: configuration.subcommands.map { ($0.configuration.name, words.text($0.configuration.abstract)) },
                options: definitions.filter { !$0.isPositional }.map { definition in
                    Option(spellings: definition.spellings, summary: Self.firstSentence(of: words.text(definition.help)),
                           values: Self.values(of: definition, path: path, names: names))
                },
                positionals: positionals.first { $0 != .free } ?? (positionals.isEmpty ? .none : .free)))
            for subcommand in configuration.subcommands {
                visit(subcommand, path: path + [subcommand.configuration.name])
            }
        }
        visit(root, path: [])
        self.commands = commands
    }

    /// What `definition` takes: nothing for a flag, its fixed values, names the tool lists,
    /// else files where its placeholder (`PATH`, `FILE`, `DIR`) says so, else anything.
    static func values(
        of definition: ArgumentDefinition, path: [String], names: (ArgumentDefinition, _ path: [String]) -> Values?
    ) -> Values {
        switch definition.kind {
        case .flag, .invertedFlag: return .none
        case .option, .optionalValue, .positional: break
        }
        if !definition.allowedValues.isEmpty { return .fixed(definition.allowedValues) }
        if let named = names(definition, path) { return named }
        return takesFile(definition) ? .files : .free
    }

    /// Whether the placeholder of `definition` names a file: `PATH`, `FILE` or `DIR`.
    package static func takesFile(_ definition: ArgumentDefinition) -> Bool {
        let placeholders = Set(definition.valueName.split(separator: "|").map { $0.split(separator: ".")[0] })
        return !placeholders.isDisjoint(with: ["PATH", "FILE", "DIR"])
    }

    /// The first sentence of a help text, for a one-line description.
    static func firstSentence(of help: String) -> String {
        guard let end = help.range(of: ". ") else { return help.hasSuffix(".") ? String(help.dropLast()) : help }
        return String(help[..<end.lowerBound])
    }

    /// The script for `shell`.
    package func rendered(for shell: Shell) -> String {
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
    func namesCommand(_ kind: String) -> String {
        "\(program) completions --names \(kind) 2>/dev/null"
    }

    /// The prefix of the script's shell functions: `_certain_import`.
    var function: String { "_" + program.replacingOccurrences(of: "-", with: "_") }
}
