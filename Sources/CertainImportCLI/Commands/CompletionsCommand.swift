import CommandLineKit

/// `certain-import completions bash|zsh|fish`: a completion script for the shell, made from the
/// same declarations the parser reads.
struct CompletionsCommand: ParsableCommand {
    static let shell = Positional<CompletionScript.Shell?>("SHELL", help: "completions.shell")
    static let names = Option<CompletionNames?>(
        "names",
        help: "completions.names")

    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "completions.abstract",
        discussion: "completions.discussion",
        arguments: [shell, names],
        examples: [
            Example("completions.example.1", "source <(certain-import completions bash)"),
            Example("completions.example.2", "certain-import completions zsh"),
            Example("completions.example.3", "certain-import completions --names accounts"),
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
            context.output.write(CompletionScript(
                root: CertainImportCommand.self, program: "certain-import", words: context.helpWords, names: CompletionNames.values)
                .rendered(for: shell))
        }
    }
}
