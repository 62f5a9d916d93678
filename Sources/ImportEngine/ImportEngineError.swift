import Booking
import ImportWords
import StatementImport
import StatementValues

/// Why the engine could not import a file, or the run: what went wrong (a typed problem, with
/// its place and the need that settles it), of which kind, and what to do.
public struct ImportEngineError: Error, Sendable, Equatable {
    /// Whose the failure is; a command line gives each kind its exit code. Ordered from the
    /// mildest to the gravest, so that a run reports its gravest.
    public enum Kind: Sendable, Comparable {
        /// The run worked and found problems: a mismatch, a missing account, a conflict.
        case problemsFound
        /// What the user asked for does not fit: a missing account, an amount that is none.
        case usage
        /// A file cannot be read, or holds rows that cannot be read.
        case input
        /// The ledger or server failed or refused.
        case target
    }

    /// Where in the chain it failed: the statement, the account, the target.
    public var kind: Kind
    /// What went wrong, where, and the need that settles it.
    public var problem: Problem
    /// What the core's error said to do, in its own sentence, where the core has not yet given
    /// it a need or a remedy (`Problem.advice(_:)`, its need and its remedy say the rest).
    public var hint: String?

    /// What went wrong in English, starting lower-case and without a final full stop.
    public var message: String { problem.englishMessage }
    /// The file (as the user named it) and the line and column it is about.
    public var file: String? { problem.file }
    /// The line of the file it is about, from 1, when it is about one.
    public var line: Int? { problem.line }
    /// The column of the file it is about, from 1, when it is about one.
    public var column: Int? { problem.column }

    package init(_ kind: Kind, _ problem: Problem, hint: String? = nil) {
        self.kind = kind
        self.problem = problem
        self.hint = hint
    }

    /// The user cancelled a question; nothing was booked (exit 1, as a refusal in review).
    package static let cancelled = ImportEngineError(.problemsFound, Problem(.cancelled))

    /// A booking target's refusal or failure, of the kind the CLI spec gives it: the target
    /// and call it is about (`ledger PATH`, `server NAME (URL) CALL`) is its place, as a file is.
    package init(_ error: BookingError) {
        let kind: Kind = switch error.kind {
        case .unreachable, .unauthorized, .failed: .target
        case .conflict, .notFound: .problemsFound
        case .invalid: .input
        }
        var problem = error.problem
        (problem.file, problem.remedy) = (error.target, error.remedy)
        self.init(kind, problem, hint: error.hint)
    }

    /// The value of a call to a booking target, or its error as an engine error.
    static func catching<Value>(_ call: () throws(BookingError) -> Value) throws(ImportEngineError) -> Value {
        do {
            return try call()
        } catch {
            throw ImportEngineError(error)
        }
    }
}
