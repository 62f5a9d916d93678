import Booking
import ImportEngine
import StatementImport
import StatementMapping
import StatementValues
import TableReading

/// Why the core did not go on with a statement, as a value the app shows in its own words;
/// nothing was booked.
public enum ImportRefusal: Error, Sendable {
    /// The core cannot decide `need` on its own: the app asks the user and answers it in
    /// `StatementChoices` (a currency may also come from the account booked into).
    case undecided(StatementNeed)
    /// The statement names no account and the app named none: one of `candidates`, the
    /// target's accounts, or a new account's name, settles it.
    case accountUndecided(candidates: [Account])
    /// The statement cannot be read at all: `message` at `line` (from 1), when known.
    case unreadable(message: String, line: Int?, hint: String?)
    /// Rows of the statement cannot be read; a statement is booked whole or not at all.
    case unreadableRows([MappingProblem])
    /// The engine or the booking target refused or failed (a review that leaves out every
    /// row is refused so too).
    case notBooked(ImportEngineError)

    /// The refusal for an error of the loader: its need where it has one.
    init(_ error: StatementLoader.LoadingError) {
        if let need = error.need {
            self = .undecided(need)
        } else {
            self = .unreadable(message: error.message, line: error.line, hint: error.hint ?? error.problem?.advice())
        }
    }

    /// The refusal for an error reading the statement's bytes.
    init(_ error: any Error) {
        switch error {
        case let error as StatementLoader.LoadingError: self.init(error)
        case let error as TableReadingError: self = .unreadable(message: error.description, line: error.line, hint: nil)
        case let error as ImportEngineError: self = .notBooked(error)
        case let error as ImportRefusal: self = error
        default: self = .unreadable(message: "\(error)", line: nil, hint: nil)
        }
    }
}
