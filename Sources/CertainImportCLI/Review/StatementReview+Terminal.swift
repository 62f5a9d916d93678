import CommandLineKit
import ImportEngine
import ImportWords

extension StatementReview {
    /// Shows the review list until the user leaves, keeps the review, and books it when the
    /// user confirms with `b`, printing what was booked or that the review is kept. Ctrl-C
    /// ends the run with exit status 130 once the review is kept.
    ///
    /// - Parameters:
    ///   - fileArgument: FILE as the user types it again, for the line that says how to resume.
    ///   - message: A line shown below the list at the start, when there is no resumed review
    ///     to report (`statement 2 of 3`).
    /// - Returns: Whether the statement was booked.
    mutating func runInTerminal(
        target: TargetOptions, context: CommandContext, fileArgument: String, message: String? = nil
    ) throws -> Bool {
        if let report = resumeReport, !report.isClean {
            context.diagnostics.warning(report.description, place: CLIError.Place(file: file.displayName))
        }
        let ending = try ReviewTerminalUI.run(&self, environment: context.environment, message: resumeSummary(in: context.words) ?? message)
        try save()
        switch ending {
        case .book:
            context.output.write(try book(target: target, context: context) + "\n")
            return true
        case .left, .interrupted:
            let changes = session.operations.count
            let words = context.words
            context.output.write(
                (changes == 0 && !isKept
                    ? words.text("review.end.nothing_changed", ["file": .text(file.displayName)])
                    : words.text("review.end.kept", [
                        "file": .text(file.displayName), "changes": .number(changes),
                        "command": .text("certain-import review \(fileArgument)"),
                    ])) + "\n")
            if ending == .interrupted { throw ExitCode(130) }
            return false
        }
    }
}
