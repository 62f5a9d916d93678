/// A command of the tool: declared by its configuration, built from parsed arguments,
/// validated, then run.
///
/// To add a command, write a type conforming to this in its own file under `Commands/` and
/// list it in the parent's `subcommands`. Read typed values in `init(arguments:)`; check how
/// they fit together in `validate()`; do the work in `run(_:)`, writing data to
/// `context.output` and throwing `CLIError` or `ExitCode` to fail.
protocol ParsableCommand: SendableMetatype {
    static var configuration: CommandConfiguration { get }

    /// Creates the command from the arguments the parser sorted for it; conversion errors of
    /// single values are thrown from here.
    init(arguments: ParsedArguments) throws(CLIError)

    /// Checks how the values fit together, before anything is read or written. A
    /// `CLIError.usage` thrown here is shown with the usage line.
    func validate() throws(CLIError)

    func run(_ context: CommandContext) throws
}

extension ParsableCommand {
    func validate() throws(CLIError) {}

    /// Commands that only group subcommands keep this; the parser shows their help instead.
    func run(_ context: CommandContext) throws {}
}
