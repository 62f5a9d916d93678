@testable import CertainImportCLI
@testable import CommandLineKit

/// What one in-process run of a command tree wrote and returned.
struct ToolRun {
    var exitCode: ExitCode
    var standardOutput: String
    var standardError: String

    /// Runs `arguments` (without the program name) through `root`, with both streams in memory.
    init(_ arguments: [String], root: any ParsableCommand.Type = CertainImportCommand.self) {
        let context = CommandContext.inMemory(programName: root.configuration.name)
        exitCode = CommandRunner(root: root).run(arguments, in: context)
        standardOutput = context.output.writtenText
        standardError = context.diagnostics.output.writtenText
    }
}
