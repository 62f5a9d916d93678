import Foundation
import TestSupport
import Testing

/// `import` of one statement longer than the streaming window, run as a user runs it: the
/// binary in a process, a temporary ledger. It is booked as it is read; what users see and
/// what the ledger holds are what the held import gives (`--all-or-nothing` keeps that path).
@Suite("import streaming end to end")
struct ImportStreamingEndToEndTests {
    /// A statement of `rows` rows in one currency, without balances; `unreadableAt` writes that
    /// row's amount as a word.
    static func writeStatement(_ workspace: Workspace, name: String, rows: Int, unreadableAt: Int? = nil) throws {
        var text = "Date,Counterparty,Purpose,Amount,Currency\n"
        for index in 0..<rows {
            let amount = index == unreadableAt ? "twelve" : "-\(index % 900 + 100).\(String(format: "%02d", index % 100))"
            text += "2024-\(String(format: "%02d", index / 1_000 % 12 + 1))-\(String(format: "%02d", index % 28 + 1)),Laden \(index % 40),Einkauf,\(amount),EUR\n"
        }
        try text.write(to: workspace.url.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    /// `history --json` without the times the imports were made.
    static func history(_ workspace: Workspace, ledger: String) throws -> [[String: String]] {
        try workspace.history(ledger: ledger).map { entry in
            entry.filter { $0.key != "created_at" && $0.key != "undone_at" }.mapValues { "\($0)" }
        }
    }

    static func bookings(_ workspace: Workspace, ledger: String) throws -> [[String: String]] {
        try workspace.bookings(ledger: ledger).map { $0.mapValues { "\($0)" } }
    }

    @Test("a 7,000-row statement is booked as it is read: the same summary, history and bookings as held; re-imported it books nothing; undo works")
    func streamedAsHeld() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, name: "year.csv", rows: 7_000)

        let streamed = try workspace.run(["import", "year.csv", "--account", "Giro", "--yes", "--ledger", "streamed.sqlite"])
        let held = try workspace.run(["import", "year.csv", "--account", "Giro", "--yes", "--all-or-nothing", "--ledger", "held.sqlite"])

        #expect(streamed.status == 0, "\(streamed.standardError)")
        #expect(held.status == 0, "\(held.standardError)")
        #expect(streamed.standardOutput == """
            FILE      ACCOUNT  PERIOD                  ROWS   NEW  DUPLICATES  RECONCILIATION  IMPORT
            year.csv  Giro     2024-01-01..2024-07-28  7000  7000           0  unverifiable    #1
            booked 1 of 1 file(s): 7000 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(streamed.standardOutput == held.standardOutput)
        #expect(streamed.standardError == "created account 'Giro' (EUR) in streamed.sqlite, opening balance 0 (the statement states none)\n")
        let bookings = try Self.bookings(workspace, ledger: "streamed.sqlite")
        #expect(bookings.count == 7_000)
        #expect(bookings == (try Self.bookings(workspace, ledger: "held.sqlite")))
        #expect(try Self.history(workspace, ledger: "streamed.sqlite") == (try Self.history(workspace, ledger: "held.sqlite")))

        let again = try workspace.run(["import", "year.csv", "--account", "Giro", "--json", "--ledger", "streamed.sqlite"])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput == """
            {
              "imports": [
                {"id": 2, "file": "year.csv", "booked": 0, "skipped_duplicates": 7000, "status": "booked"}
              ]
            }

            """)

        let undo = try workspace.run(["undo", "1", "--ledger", "streamed.sqlite"])
        #expect(undo.status == 0, "\(undo.standardError)")
        #expect(try workspace.bookings(ledger: "streamed.sqlite").isEmpty)
        let history = try workspace.history(ledger: "streamed.sqlite")
        #expect(history.map { $0["id"] as? Int } == [2, 1])
        #expect(history.map { $0["status"] as? String } == ["booked", "undone"])
        #expect(history.map { $0["booked"] as? Int } == [0, 7_000])
    }

    @Test("a row that cannot be read on row 6,500 fails the import (exit 3) and books nothing: the ledger is as it was")
    func unreadableRow() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, name: "small.csv", rows: 100)
        try Self.writeStatement(workspace, name: "broken.csv", rows: 7_000, unreadableAt: 6_500)
        #expect(try workspace.run(["import", "small.csv", "--account", "Giro", "--yes", "--ledger", "ledger.sqlite"]).status == 0)
        let before = (try Self.history(workspace, ledger: "ledger.sqlite"), try Self.bookings(workspace, ledger: "ledger.sqlite"))

        let run = try workspace.run(["import", "broken.csv", "--account", "Giro", "--yes", "--ledger", "ledger.sqlite"])

        #expect(run.status == 3)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("certain-import: error: broken.csv:6502: 1 row(s) cannot be read; nothing was booked: "))
        #expect(try Self.history(workspace, ledger: "ledger.sqlite") == before.0)
        #expect(try Self.bookings(workspace, ledger: "ledger.sqlite") == before.1)
        #expect(before.1.count == 100)
    }

    @Test("a streamed dry run (--json) books nothing and says what it would book")
    func dryRun() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, name: "year.csv", rows: 7_000)
        let run = try workspace.run(["import", "year.csv", "--account", "Giro", "--yes", "--dry-run", "--json", "--ledger", "ledger.sqlite"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            {
              "imports": [
                {
                  "id": null,
                  "file": "year.csv",
                  "booked": 7000,
                  "skipped_duplicates": 0,
                  "status": "dry-run",
                  "rows": 7000,
                  "reconciliation": {"status": "unverifiable", "opening_balance": null, "closing_balance": null, "total": "-3779965.00", "problems": [], "checks": [], "order": null},
                  "warnings": [],
                  "diagnostics": []
                }
              ]
            }

            """)
        #expect(run.standardError == "dry run: would create account 'Giro' (EUR); nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }
}
