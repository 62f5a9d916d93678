import CommandLineKit

/// `certain-import completions bash|zsh|fish`: a completion script for the shell, made from the
/// same declarations the parser reads.
struct CompletionsCommand: ParsableCommand {
    static let shell = Positional<CompletionScript.Shell?>("SHELL", help: "The shell to complete in.")
    static let names = Option<CompletionNames?>(
        "names",
        help: "Print the names of that kind, one a line, as the scripts ask for them while completing: "
            + "template ids, the local ledger's accounts, the stored servers.")

    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options, the values of options that take one of a \
            few, files, and template ids, account names and server names (asked from \
            certain-import while completing). Install it for bash with 'source <(certain-import \
            completions bash)' in ~/.bashrc; for zsh write it as _certain-import into a directory \
            of $fpath; for fish write it to ~/.config/fish/completions/certain-import.fish.
            """,
        arguments: [shell, names],
        examples: [
            Example("Complete commands in bash (put this in ~/.bashrc)", "source <(certain-import completions bash)"),
            Example("Write the zsh script into a directory of $fpath", "certain-import completions zsh"),
            Example("List the account names completion offers", "certain-import completions --names accounts"),
        ]
    )

    var shell: CompletionScript.Shell?
    var names: CompletionNames?

    init(arguments: ParsedArguments) throws(CLIError) {
        shell = try arguments.value(of: Self.shell)
        names = try arguments.value(of: Self.names)
    }

    func validate() throws(CLIError) {
        if shell == nil && names == nil {
            throw CLIError.usage("name the shell: bash, zsh or fish")
        }
        if shell != nil && names != nil {
            throw CLIError.usage("SHELL and --names exclude each other: choose one")
        }
    }

    func run(_ context: CommandContext) throws {
        if let names {
            let list = names.list(environment: context.environment)
            context.output.write(list.map { $0 + "\n" }.joined())
        } else if let shell {
            context.output.write(CompletionScript(root: CertainImportCommand.self, program: "certain-import", names: CompletionNames.values)
                .rendered(for: shell))
        }
    }
}
