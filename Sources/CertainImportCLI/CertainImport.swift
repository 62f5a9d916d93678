import Foundation

/// The entry point of the `certain-import` executable.
package enum CertainImport {
    /// Runs the tool on a full command line (the program name first, as in
    /// `CommandLine.arguments`) and returns the exit status.
    package static func main(arguments: [String]) -> Int32 {
        let root = CertainImportCommand.self
        let context = CommandContext.standardStreams(
            programName: root.configuration.name, environment: ProcessInfo.processInfo.environment
        )
        return CommandRunner(root: root).run(Array(arguments.dropFirst()), in: context).rawValue
    }
}
