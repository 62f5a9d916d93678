import Booking

/// Why the engine could not import a file, or the run: what went wrong, where, and what to do.
///
/// The kinds are the exit codes of `spec/cli.md`, so that a command line maps an engine error
/// to its own error one to one.
public struct ImportEngineError: Error, Sendable, Equatable {
    public enum Kind: Int32, Sendable, Comparable {
        /// The run worked and found problems: a mismatch, a missing account, a conflict (1).
        case problemsFound = 1
        /// What the user asked for does not fit: a missing `--account`, an amount that is none (2).
        case usage = 2
        /// A file cannot be read, or holds rows that cannot be read (3).
        case input = 3
        /// The ledger or server failed or refused (4).
        case target = 4

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    /// What went wrong, starting lower-case and without a final full stop.
    public var message: String
    /// The file (as the user named it) and the line and column it is about.
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// What the user can do about it.
    public var hint: String?

    public init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.hint = hint
    }

    /// The user cancelled a question; nothing was booked (exit 1, as a refusal in review).
    public static let cancelled = ImportEngineError(.problemsFound, "cancelled: nothing booked")

    /// A booking target's refusal or failure, of the kind the CLI spec gives it.
    public init(_ error: BookingError) {
        let kind: Kind = switch error.kind {
        case .unreachable, .unauthorized, .failed: .target
        case .conflict, .notFound: .problemsFound
        case .invalid: .input
        }
        self.init(kind, error.description, hint: error.hint)
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
