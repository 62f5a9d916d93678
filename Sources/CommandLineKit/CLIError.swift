/// An error the user can act on: what went wrong, where, and what to do about it.
///
/// Every command throws this for failures it can explain; the runner prints it to standard
/// error as `certain-import: error: file:line:column: message`, followed by the hint, and
/// exits with `exitCode`. Usage errors (`exitCode == .usage`) also get the command's usage
/// line and a pointer to its help.
package struct CLIError: Error, Hashable, Sendable {
    /// A place in a file that an error is about, printed as `file:line[:column]`.
    package struct Place: Hashable, Sendable, CustomStringConvertible {
        /// The file as the user named it, or `<stdin>` for standard input.
        package var file: String
        /// The physical line, counted from 1.
        package var line: Int?
        /// The column, counted from 1; only printed together with a line.
        package var column: Int?

        package init(file: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }

        package var description: String {
            guard let line else { return file }
            guard let column else { return "\(file):\(line)" }
            return "\(file):\(line):\(column)"
        }
    }

    package var exitCode: ExitCode
    /// What went wrong, starting lower-case and without a final full stop.
    package var message: String
    package var place: Place?
    /// What the user can do about it, printed on a line of its own after the message.
    package var hint: String?

    package init(_ exitCode: ExitCode, _ message: String, place: Place? = nil, hint: String? = nil) {
        self.exitCode = exitCode
        self.message = message
        self.place = place
        self.hint = hint
    }

    /// The command line was wrong (exit code 2).
    package static func usage(_ message: String, hint: String? = nil) -> CLIError {
        CLIError(.usage, message, hint: hint)
    }

    /// A file was unreadable, not a table, or a template was invalid (exit code 3).
    package static func input(_ message: String, place: Place? = nil, hint: String? = nil) -> CLIError {
        CLIError(.inputError, message, place: place, hint: hint)
    }

    /// The ledger or server failed or refused us (exit code 4).
    package static func target(_ message: String, place: Place? = nil, hint: String? = nil) -> CLIError {
        CLIError(.targetError, message, place: place, hint: hint)
    }

    /// The run worked and found problems worth a message of their own (exit code 1).
    package static func problemsFound(_ message: String, place: Place? = nil, hint: String? = nil) -> CLIError {
        CLIError(.problemsFound, message, place: place, hint: hint)
    }
}
