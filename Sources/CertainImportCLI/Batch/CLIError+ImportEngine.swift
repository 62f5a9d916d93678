import CommandLineKit
import ImportEngine

extension CLIError {
    /// The engine's error as the command line reports it: its kind is the exit code.
    init(_ error: ImportEngineError) {
        self.init(
            ExitCode(error.kind.rawValue), error.message,
            place: error.file.map { CLIError.Place(file: $0, line: error.line, column: error.column) }, hint: error.hint)
    }
}

extension ImportEngineError {
    /// A command's error handed through the engine (a statement that cannot be read), so that
    /// it comes out as it went in.
    init(_ error: CLIError) {
        self.init(
            Kind(rawValue: error.exitCode.rawValue) ?? .input, error.message, file: error.place?.file, line: error.place?.line,
            column: error.place?.column, hint: error.hint)
    }
}
