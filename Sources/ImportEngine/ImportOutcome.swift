import Booking
import StatementChecks
import StatementValues

/// What importing one file of a batch did, for the summary table and `--json`.
public struct ImportOutcome: Sendable {
    public enum Status: String, Sendable {
        case booked
        case dryRun = "dry-run"
        case failed
        /// Could be booked, but was not: another file of an all-or-nothing batch failed.
        case notBooked = "not-booked"
        /// Booked, then undone because another file of an all-or-nothing batch failed.
        case undone
    }

    public var file: String
    public var status: Status
    public var account: String?
    public var period: String?
    public var rows: Int?
    public var new: Int?
    public var duplicates: Int?
    /// The reconciliation status and what the chain found before this statement.
    public var reconciliation: String?
    /// The statement's reconciliation as it was checked, with the balances it states.
    public var report: ReconciliationReport?
    /// What reading the statement decided on its own, as `preview` warns it.
    public var warnings: [Problem] = []
    public var record: ImportRecord?
    /// Why a file that could be read was not booked: `not booked: feb.csv failed`.
    public var reason: String?
    /// What a dry run would do with each row, in the statement's order.
    public var plannedRows: [PlannedRow] = []

    /// One row of a dry run: booked as new, or skipped as the duplicate of a booking.
    public struct PlannedRow: Sendable {
        public var line: Int?
        public var date: CalendarDate
        public var amount: Money
        public var text: String
        /// `nil` for a new row; else the booking it duplicates, or an earlier file of the run.
        public var duplicateOf: String?
    }

    static func failed(_ file: String) -> ImportOutcome {
        ImportOutcome(file: file, status: .failed)
    }
}
