import Booking
import CommandLineKit
import Foundation
import ImportEngine

/// Asks at the terminal what `import`'s flags leave open: which account a statement without
/// an IBAN goes to, and whether to open an account that does not exist yet.
///
/// Only where somebody can answer: standard input and standard error are terminals and the
/// statement is not read from standard input. Scripts and CI never wait for an answer; they get
/// the error that names `--account` and `--yes`.
struct AccountPrompt: ImportQuestions {
    let context: CommandContext
    /// Cleared before the list of accounts is shown.
    let progress: ProgressDisplay?

    init?(context: CommandContext, files: [InputFile], progress: ProgressDisplay?) {
        guard !files.contains(.standardInput), isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return nil }
        self.context = context
        self.progress = progress
    }

    func confirmOpening(account name: String, currency: String, in target: String) -> Bool {
        confirm("There is no account '\(name)' in \(target). Open it (\(currency))?")
    }

    /// Whether the user answers yes (`y`, `yes`, `j`, `ja`); end of input is no.
    func confirm(_ question: String) -> Bool {
        context.diagnostics.note(question + " [y/N] ")
        guard let answer = readLine(strippingNewline: true) else { return false }
        return ["y", "yes", "j", "ja"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The account the user names for `file` (a number, name or IBAN of `accounts`, or a new
    /// name); an empty answer or the end of input cancels.
    func chooseAccount(for file: String, among accounts: [Account]) throws(ImportEngineError) -> String? {
        progress?.clear()
        var text = "\(file) states no IBAN. Which account does it belong to?\n"
        for account in accounts where !account.archived {
            text += "  \(account.id)  \(account.name)  \(account.currency)\(account.iban.map { "  \($0)" } ?? "")\n"
        }
        text += accounts.isEmpty ? "There are no accounts yet. " : ""
        text += "Number or name (a new name opens an account; empty cancels): "
        context.diagnostics.note(text)
        return try answerOrCancel()
    }

    /// The next line typed, trimmed; an empty one or the end of input cancels the import.
    func answerOrCancel() throws(ImportEngineError) -> String {
        guard let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else {
            throw ImportEngineError.cancelled
        }
        return answer
    }
}
