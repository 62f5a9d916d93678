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
        let remedy = error.remedy.map { ProblemWords(.english, offering: []).hint($0) }
        let hints = [error.hint, remedy].compactMap { $0 }
        self.init(code, error.description, hint: hints.isEmpty ? nil : hints.joined(separator: "; "))
    }
}
