import Foundation
import Testing
import TestSupport

/// A known opening balance is a balance like any other: `import` and `preview` hold a
/// statement against the balance of an account without bookings, or whose bookings were all
/// undone, as against any other.
@Suite("target balance end to end")
struct TargetBalanceEndToEndTests {
    /// Raiffeisen's March statement: its running balance opens at 4182.33 and ends at 7602.22.
    static let statement = "raiffeisen-ch/raiffeisen-2025-03.csv"
    static let mismatch = """
        certain-import: error: raiffeisen-2025-03.csv: the balances do not reconcile; nothing was booked:
          the account's booked balance 100.00 + 3419.89 = 3519.89, but the statement ends at 7602.22: bookings are missing or doubled between the account and this statement
        hint: check the statement for missing or doubled rows; book anyway with --accept-mismatch

        """

    /// A workspace with the statement and an account 'Test CHF' opened at 100.00.
    static func accountOpenedAt100() throws -> (Workspace, String) {
        let workspace = try Workspace()
        let file = try workspace.copySample(statement)
        let added = try workspace.run(["accounts", "add", "Test CHF", "--currency", "CHF", "--opening-balance", "100.00", "--ledger", "ledger.sqlite"])
        #expect(added.status == 0, "\(added.standardError)")
        return (workspace, file)
    }

    @Test("an account without bookings: import refuses a statement that opens elsewhere, and books nothing")
    func importRefusesAStatementThatDoesNotOpenWithTheOpeningBalance() throws {
        let (workspace, file) = try Self.accountOpenedAt100()

        let run = try workspace.run(["import", file, "--account", "Test CHF", "--ledger", "ledger.sqlite"])

        #expect(run.status == 1)
        #expect(run.standardError == Self.mismatch)
        #expect(try workspace.history().isEmpty)
        #expect(try workspace.bookings().isEmpty)
    }

    @Test("an account without bookings: --accept-mismatch books")
    func acceptMismatchBooksIntoTheAccountWithoutBookings() throws {
        let (workspace, file) = try Self.accountOpenedAt100()

        let run = try workspace.run(["import", file, "--account", "Test CHF", "--ledger", "ledger.sqlite", "--accept-mismatch"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("raiffeisen-2025-03.csv  Test CHF  2025-03-01..2025-03-25    15   15           0  mismatch (accepted)  #1"))
        #expect(try workspace.bookings().count == 15)
    }

    @Test("an account whose bookings were all undone holds its opening balance: import refuses the statement again")
    func importRefusesAfterEveryBookingWasUndone() throws {
        let (workspace, file) = try Self.accountOpenedAt100()
        #expect(try workspace.run(["import", file, "--account", "Test CHF", "--ledger", "ledger.sqlite", "--accept-mismatch"]).status == 0)
        #expect(try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"]).status == 0)

        let run = try workspace.run(["import", file, "--account", "Test CHF", "--ledger", "ledger.sqlite"])

        #expect(run.status == 1)
        #expect(run.standardError == Self.mismatch)
        #expect(try workspace.bookings().isEmpty)
    }

    @Test("an account opened with the statement's opening balance reconciles")
    func importBooksAStatementThatOpensWithTheOpeningBalance() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.statement)
        #expect(try workspace.run(["accounts", "add", "Test CHF", "--currency", "CHF", "--opening-balance", "4182.33", "--ledger", "ledger.sqlite"]).status == 0)

        let run = try workspace.run(["import", file, "--account", "Test CHF", "--ledger", "ledger.sqlite"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("raiffeisen-2025-03.csv  Test CHF  2025-03-01..2025-03-25    15   15           0  ok              #1"))
    }

    @Test("preview with the ledger says the same mismatch as import")
    func previewHoldsTheStatementAgainstTheAccountWithoutBookings() throws {
        let (workspace, file) = try Self.accountOpenedAt100()

        let run = try workspace.run(["preview", file, "--account", "Test CHF", "--ledger", "ledger.sqlite"])

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("""
            reconciliation: mismatch (running balance (oldest first); account balance + total = statement closing balance)
              the account's booked balance 100.00 + 3,419.89 = 3,519.89, but the statement ends at 7,602.22: bookings are missing or doubled between the account and this statement

            """))
    }
}
