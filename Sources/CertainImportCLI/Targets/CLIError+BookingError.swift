import Booking
import CommandLineKit

extension CLIError {
    /// A booking target's refusal or failure in `words`, at the target and call it is about,
    /// with the exit code the CLI spec gives it.
    init(_ error: BookingError, words: ProblemWords) {
        let code: ExitCode = switch error.kind {
        case .unreachable, .unauthorized, .failed: .targetError
        case .conflict, .notFound: .problemsFound
        case .invalid: .inputError
        }
        var problem = error.problem
        problem.remedy = error.remedy
        let (message, hint) = words.error(problem, hint: error.hint)
        self.init(code, message, place: CLIError.Place(file: error.target), hint: hint)
    }
}
