import Booking
import StatementChecks
import StatementValues

/// What importing one file of a batch did, for the summary table and `--json`.
package struct ImportOutcome: Sendable {
    package enum Status: String, Sendable {
        case booked
        case dryRun = "dry-run"
        case failed
        /// Could be booked, but was not: another file of an all-or-nothing batch failed.
        case notBooked = "not-booked"
        /// Booked, then undone because another file of an all-or-nothing batch failed.
        case undone
    }

    package var file: String
    package var status: Status
    package var account: String?
    package var period: String?
    package var rows: Int?
    package var new: Int?
    package var duplicates: Int?
    /// The reconciliation status and what the chain found before this statement.
    package var reconciliation: String?
    /// The statement's reconciliation as it was checked, with the balances it states.
    package var report: ReconciliationReport?
    /// What reading the statement decided on its own, as `preview` warns it.
    package var warnings: [Problem] = []
    package var record: ImportRecord?
    /// Why a file that could be read was not booked: `not booked: feb.csv failed`.
    package var reason: String?
    /// What a dry run would do with each row, in the statement's order.
    package var plannedRows: [PlannedRow] = []

    /// One row of a dry run: booked as new, or skipped as the duplicate of a booking.
    package struct PlannedRow: Sendable {
        package var line: Int?
        package var date: CalendarDate
        package var amount: Money
        package var text: String
        /// `nil` for a new row; else the booking it duplicates, or an earlier file of the run.
        package var duplicateOf: String?
    }

    static func failed(_ file: String) -> ImportOutcome {
        ImportOutcome(file: file, status: .failed)
    }
}
