import CommandLineKit
import CommandLineWords
import Foundation
import ImportEngine
import ImportWords

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
    /// Whether the process ends with the command, so that what `keepUntilExit` is given need
    /// not be freed.
    var endsWithProcess = false
    /// The rows and bytes of the statements the command holds, against `StatementSizeLimit`.
    var statementBudget = StatementSizeBudget()

    /// A context over the process's standard streams.
    static func standardStreams(programName: String, environment: [String: String]) -> CommandContext {
        let errorOutput = OutputWriter.standardError()
        let style = TerminalStyle.standardError(environment: environment)
        return CommandContext(
            output: .standardOutput(),
            diagnostics: DiagnosticPrinter(programName: programName, output: errorOutput, style: style, words: Words(environment: environment)),
            environment: environment,
            endsWithProcess: true
        )
    }

    /// A context that keeps both streams in memory, uncoloured.
    static func inMemory(programName: String, environment: [String: String] = [:]) -> CommandContext {
        CommandContext(
            output: OutputWriter(.memory),
            diagnostics: DiagnosticPrinter(
                programName: programName, output: OutputWriter(.memory), style: .plain, words: Words(environment: environment)),
            environment: environment
        )
    }

    /// The words the locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`): German or English,
    /// amounts and dates in the user's conventions.
    var words: Words { Words(environment: environment) }

    /// The command line's help and usage errors in the language of `words`.
    var helpWords: HelpWords { HelpWords(words, catalogue: CommandLineWords.catalogue) }

    /// Problems in `words`, their needs settled by the options `options` names.
    func problemWords(offering options: Set<String>) -> ProblemWords {
        ProblemWords(words, offering: options)
    }

    /// Hands `value` to the end of the process when the process ends with the command: a
    /// statement of a million rows is millions of small objects, and freeing them one by one
    /// took longer than booking them. In tests (and any other caller) `value` is freed as usual.
    func keepUntilExit<Value>(_ value: Value) {
        guard endsWithProcess else { return }
        KeptUntilExit.shared.keep(value)
    }
}

/// What `CommandContext.keepUntilExit` keeps.
private final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var values: [Any] = []

    func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
