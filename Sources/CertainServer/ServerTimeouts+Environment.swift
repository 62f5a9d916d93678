import Foundation

extension ServerTimeouts {
    /// A deadline variable of the environment that holds no whole number of seconds from 1 to
    /// 86400.
    package struct UnreadableDeadline: Error, Equatable {
        /// `CERTAIN_IMPORT_CALL_DEADLINE` or `CERTAIN_IMPORT_COMMAND_DEADLINE`.
        package var variable: String
        /// What the variable holds.
        package var text: String
    }

    /// The timeouts of one command: the standard ones, with the deadlines the environment sets
    /// (`CERTAIN_IMPORT_CALL_DEADLINE`, `CERTAIN_IMPORT_COMMAND_DEADLINE`, whole seconds), and
    /// the command's deadline counted from now.
    package init(commandEnvironment environment: [String: String]) throws(UnreadableDeadline) {
        self = .standard
        commandStart = .now
        if let seconds = try Self.seconds(Self.callDeadlineVariable, in: environment) { callDeadline = seconds }
        if let seconds = try Self.seconds(Self.commandDeadlineVariable, in: environment) { commandDeadline = seconds }
    }

    private static func seconds(_ variable: String, in environment: [String: String]) throws(UnreadableDeadline) -> TimeInterval? {
        guard let text = environment[variable] else { return nil }
        guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)), (1...86_400).contains(seconds) else {
            throw UnreadableDeadline(variable: variable, text: text)
        }
        return TimeInterval(seconds)
    }
}
