import CertainServer
import CommandLineKit
import Foundation

extension ServerTimeouts {
    /// The timeouts of one command: the standard ones, with the deadlines the environment sets
    /// (`CERTAIN_IMPORT_CALL_DEADLINE`, `CERTAIN_IMPORT_COMMAND_DEADLINE`, whole seconds), and
    /// the command's deadline counted from now.
    init(commandEnvironment environment: [String: String]) throws(CLIError) {
        self = .standard
        commandStart = .now
        if let seconds = try Self.seconds(Self.callDeadlineVariable, in: environment) { callDeadline = seconds }
        if let seconds = try Self.seconds(Self.commandDeadlineVariable, in: environment) { commandDeadline = seconds }
    }

    private static func seconds(_ variable: String, in environment: [String: String]) throws(CLIError) -> TimeInterval? {
        guard let text = environment[variable] else { return nil }
        guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)), (1...86_400).contains(seconds) else {
            throw CLIError.usage("\(variable)='\(text)' is not a number of seconds from 1 to 86400",
                                 hint: "set it to whole seconds, such as \(variable)=600, or unset it for the default")
        }
        return TimeInterval(seconds)
    }
}
