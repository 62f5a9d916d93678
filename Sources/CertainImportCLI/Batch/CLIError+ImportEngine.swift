import CommandLineKit
import ImportEngine

extension CLIError {
    /// The engine's error as the command line reports it, in `words`, with the exit code of
    /// its kind.
    init(_ error: ImportEngineError, words: ProblemWords) {
        let place = error.file.map { CLIError.Place(file: $0, line: error.line, column: error.column) }
        if error.problem.code == .note, let need = error.problem.need {
            // A refusal told in a sentence (a statement that cannot be mapped) says what
            // settles it on its hint line, as every refusal does, not inside its message.
            var told = error.problem
            told.need = nil
            self.init(ExitCode(error.kind), words.message(told), place: place, hint: words.hint(need))
        } else {
            self.init(ExitCode(error.kind), words.message(error.problem), place: place, hint: words.hint(for: error.problem, otherwise: error.hint))
        }
    }
}

extension ExitCode {
    /// The exit code `spec/cli.md` gives an engine error of `kind`.
    init(_ kind: ImportEngineError.Kind) {
        self = switch kind {
        case .problemsFound: .problemsFound
        case .usage: .usage
        case .input: .inputError
        case .target: .targetError
        }
    }
}

extension ImportEngineError {
    /// A command's error handed through the engine (a statement that cannot be read), so that
    /// it comes out as it went in.
    init(_ error: CLIError) {
        let kind: Kind = switch error.exitCode {
        case .problemsFound: .problemsFound
        case .usage: .usage
        case .targetError: .target
        default: .input
        }
        self.init(kind, error.message, file: error.place?.file, line: error.place?.line, column: error.place?.column, hint: error.hint)
    }
}
