import CommandLineKit

extension ProgressDisplay {
    /// The display for `context`'s standard error, or `nil` when that is not a terminal.
    convenience init?(context: CommandContext) {
        self.init(diagnostics: context.diagnostics, environment: context.environment)
    }
}
