import Booking
import CommandLineKit

extension CLIError {
    /// A booking target's refusal or failure, with the exit code the CLI spec gives it.
    init(_ error: BookingError) {
        let code: ExitCode = switch error.kind {
        case .unreachable, .unauthorized, .failed: .targetError
        case .conflict, .notFound: .problemsFound
        case .invalid: .inputError
        }
        self.init(code, error.description, hint: error.hint)
    }
}
