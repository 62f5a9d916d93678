import StatementValues


/// A place that books imports: the local SQLite ledger or a Certain server.
///
/// The operations and their semantics are those of the Certain import API v1 (see
/// `docs/certain-api.md`), so that both targets behave the same and one behavioural test
/// suite runs against both:
/// - a row is a duplicate when the account holds a booking with the same fingerprint that is
///   not part of an undone import;
/// - `book` books all new rows of a batch or none; duplicates are skipped, not errors; a batch
///   whose rows are all duplicates is still recorded with `booked: 0`;
/// - the same idempotency key with the same batch returns the first answer and books nothing
///   again; with a different batch it is a conflict;
/// - `undo` refuses when a booking of the import was modified since, unless `force`;
///   undoing an undone import answers as the first time; undone bookings are no duplicates.
///
/// Beyond the contract, what the local ledger keeps and a server leaves to Certain, so that no
/// caller asks which target it has: a server opens no accounts (`opensAccounts`), knows every
/// opening balance, does not sum bookings by date (`bookedTotals` is `nil` but for an account
/// without live imports), keeps no notes
/// (`annotation` is dropped) and books one import per call (`bookAsOne` is `nil`).
public protocol BookingTarget {
    /// A name for messages: the ledger's path or the server's name and URL.
    var displayName: String { get }
    /// Whether an import may open the account it books into: the local ledger's accounts are
    /// opened by certain-import, a server's in Certain itself.
    var opensAccounts: Bool { get }

    /// Every account of the target, archived ones too.
    func accounts() throws(BookingError) -> [Account]
    /// The account `text` names: its name, else its number, else its IBAN (spaces and letter
    /// case ignored); `nil` when none matches.
    func account(matching text: String) throws(BookingError) -> Account?
    /// Opens an account; `openingBalance` `nil` when it is not known yet (the first statement
    /// booked sets it). Only where `opensAccounts`.
    func addAccount(name: String, iban: String?, currency: String, openingBalance: String?) throws(BookingError) -> Account
    /// Checks the account an import would open and gives it the id it will get, without
    /// opening it: `book` opens it in the import's own transaction when the first import of
    /// the account carries it (`ImportAnnotation.accountToOpen`). Only where `opensAccounts`.
    func planAccount(name: String, iban: String?, currency: Currency, openingBalance: Money?) throws(BookingError) -> AccountToOpen
    /// The accounts whose opening balance is not known yet, so that their balance is not the bank's.
    func accountsWithUnknownOpeningBalance() throws(BookingError) -> Set<Int>
    /// The account's balance and live bookings around a statement's period; `nil` when the
    /// target cannot sum them by date (a server account with live imports), so that a statement
    /// is checked on its own.
    func bookedTotals(accountID: Int, from: CalendarDate, after: CalendarDate) throws(BookingError) -> BookedTotals?
    /// What booking `batch` would do, row by row, without booking anything: which rows the
    /// account holds already (by their fingerprints), and the balance after.
    func preview(_ batch: Batch) throws(BookingError) -> BatchPreview
    /// Books the new rows of `batch` as one import, or nothing; a repeated `idempotencyKey`
    /// answers as the first time and books nothing again.
    func book(_ batch: Batch, idempotencyKey: String) throws(BookingError) -> ImportRecord
    /// Books like `book(_:idempotencyKey:)` and keeps `annotation` with the import where the
    /// target keeps notes (the local ledger; the contract has no place for them).
    func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord
    /// Books `imports` in order as one unit: every import is recorded, or none is; `nil` when
    /// the target books one import per call (a server), so that the caller books them in turn
    /// and undoes the booked ones when one fails.
    func bookAsOne(_ imports: [PendingImport]) throws(BookingError) -> [ImportRecord]?
    /// Begins booking one statement as it is read (`ImportSession`); `nil` when the target
    /// cannot take it so (a server, for an account it would have to open), so that the caller
    /// holds the statement.
    func beginImport(into account: ImportSessionAccount, dryRun: Bool) throws(BookingError) -> (any ImportSession)?
    /// The target's own notes on an import (`ImportAnnotation.none` where it keeps none).
    func annotation(ofImport id: Int) throws(BookingError) -> ImportAnnotation
    /// Newest first.
    func history(accountID: Int?, limit: Int, offset: Int) throws(BookingError) -> [ImportRecord]
    /// The import `id` with its bookings.
    func importDetail(id: Int) throws(BookingError) -> ImportDetail
    /// Takes back the import `id`; `force` undoes bookings changed since, which otherwise refuse.
    func undo(importID: Int, force: Bool) throws(BookingError) -> UndoResult
}

/// Why a booking target refused or failed: a typed problem a user can act on, and the target
/// and call it is about.
public struct BookingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure, which decides what the user can do.
    public enum Kind: Sendable, Equatable {
        /// The ledger or server cannot be reached or read (exit 4).
        case unreachable
        /// The token or login was refused (exit 4).
        case unauthorized
        /// The request conflicts with what is booked: a modified import's undo, an idempotency
        /// key reused with another batch (exit 1).
        case conflict(modifiedBookings: [Int])
        /// No such account or import.
        case notFound
        /// The batch is invalid for the target (422, 413).
        case invalid
        /// Anything else the target answered.
        case failed
    }

    /// What kind of failure.
    public var kind: Kind
    /// Which target and which call: `ledger ~/.local/share/certain-import/ledger.sqlite` or
    /// `server home (https://certain.example) POST /api/imports`.
    public var target: String
    /// What went wrong: its code and data, worded by the catalogues.
    public var problem: Problem
    /// What to do, in words that name no option: a target's own sentence (a server's answer,
    /// a target of the app's own) where the problem's code has no advice of its own.
    public var hint: String?
    /// What to do, as a value a command line words with its own options.
    public var remedy: Remedy?

    /// What went wrong in English.
    public var message: String { problem.englishMessage }

    /// A refusal told in the target's own sentence: a target of the app's own words its
    /// failures itself, and the ledger and server still tell some that way.
    public init(_ kind: Kind, target: String, message: String, hint: String? = nil, remedy: Remedy? = nil) {
        self.init(kind, target: target, Problem(.targetMessage, ["text": .text(message)], remedy: remedy), hint: hint)
    }

    /// A refusal as a typed problem; its remedy is the problem's.
    public init(_ kind: Kind, target: String, _ problem: Problem, hint: String? = nil) {
        self.kind = kind
        self.target = target
        self.problem = problem
        self.hint = hint
        self.remedy = problem.remedy
    }

    public var description: String { "\(target): \(message)" }
}
