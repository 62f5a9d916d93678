/// A command of the tool: declared by its configuration, built from parsed arguments,
/// validated, then run.
///
/// To add a command, write a type conforming to this in its own file under `Commands/` and
/// list it in the parent's `subcommands`. Read typed values in `init(arguments:)`; check how
/// they fit together in `validate()`; do the work in `run(_:)`, writing data to
/// `context.output` and throwing `CLIError` or `ExitCode` to fail.
///
/// `Context` is what the tool hands a running command (its streams, its environment); this
/// layer only parses, so it never makes one. A command that only groups subcommands has none.
package protocol ParsableCommand<Context>: SendableMetatype {
    associatedtype Context = Never

    static var configuration: CommandConfiguration { get }

    /// Creates the command from the arguments the parser sorted for it; conversion errors of
    /// single values are thrown from here.
    init(arguments: ParsedArguments) throws(CLIError)

    /// Checks how the values fit together, before anything is read or written. A
    /// `CLIError.usage` thrown here is shown with the usage line.
    func validate() throws(CLIError)

    func run(_ context: Context) throws
}

extension ParsableCommand {
    package func validate() throws(CLIError) {}
}

extension ParsableCommand where Context == Never {
    /// Commands that only group subcommands run nothing; the parser shows their help instead.
    package func run(_ context: Never) throws {}
}
