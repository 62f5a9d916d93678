/// What a running command writes to: data to `output`, messages to `diagnostics`.
///
/// The runner builds one for the real standard streams; tests build one over memory
/// writers and read back what a command wrote.
struct CommandContext {
    /// Standard output, buffered; the runner flushes it when the command ends.
    var output: OutputWriter
    /// Errors and warnings on standard error.
    var diagnostics: DiagnosticPrinter
    var environment: [String: String]

    /// A context over the process's standard streams.
    static func standardStreams(programName: String, environment: [String: String]) -> CommandContext {
        let errorOutput = OutputWriter.standardError()
        let style = TerminalStyle.standardError(environment: environment)
        return CommandContext(
            output: .standardOutput(),
            diagnostics: DiagnosticPrinter(programName: programName, output: errorOutput, style: style),
            environment: environment
        )
    }

    /// A context that keeps both streams in memory, uncoloured.
    static func inMemory(programName: String, environment: [String: String] = [:]) -> CommandContext {
        CommandContext(
            output: OutputWriter(.memory),
            diagnostics: DiagnosticPrinter(programName: programName, output: OutputWriter(.memory), style: .plain),
            environment: environment
        )
    }
}
