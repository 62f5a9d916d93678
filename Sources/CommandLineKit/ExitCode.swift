/// The status the tool ends with, as fixed by the exit-code table of `spec/cli.md`.
///
/// A command that has already reported what it found (a validation report, a reconciliation
/// table) throws one of these to end with a non-zero status without a further message; a
/// command that has something to say throws a `CLIError` instead.
package struct ExitCode: Error, Hashable, Sendable {
    /// The number handed to the operating system.
    package var rawValue: Int32

    package init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Done, nothing wrong.
    package static let success = ExitCode(0)
    /// The run worked but found problems: validation failed, a reconciliation mismatch, a
    /// booking refused as a conflict, the user declined in review.
    package static let problemsFound = ExitCode(1)
    /// The command line itself was wrong: an unknown command or option, a missing argument.
    package static let usage = ExitCode(2)
    /// A file was unreadable, not a CSV table, or a template was invalid.
    package static let inputError = ExitCode(3)
    /// The ledger or server was unreachable, or authentication was refused.
    package static let targetError = ExitCode(4)
}
