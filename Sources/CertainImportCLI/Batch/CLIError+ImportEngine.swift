import CommandLineKit
import ImportEngine
import StatementValues

extension CLIError {
    /// The engine's error as the command line reports it, in `words`, with the exit code of
    /// its kind.
    init(_ error: ImportEngineError, words: ProblemWords) {
        let place = error.file.map { CLIError.Place(file: $0, line: error.line, column: error.column) }
        let (message, hint) = words.error(error.problem, hint: error.hint)
        self.init(ExitCode(error.kind), message, place: place, hint: hint)
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
    /// it comes out as it went in: the command line made its message and hint in the user's
    /// words already, naming its own options, so the engine carries them as they are.
    init(_ error: CLIError) {
        let kind: Kind = switch error.exitCode {
        case .problemsFound: .problemsFound
        case .usage: .usage
        case .targetError: .target
        default: .input
        }
        let problem = Problem(
            .commandLineError, ["text": .text(error.message)], file: error.place?.file, line: error.place?.line, column: error.place?.column)
        self.init(kind, problem, hint: error.hint)
    }
}
