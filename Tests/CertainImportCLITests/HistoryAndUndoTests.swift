import Foundation
import Testing

/// `history` as a table with account names, and `undo` of an import undone already.
@Suite("history and undo say what they mean")
struct HistoryAndUndoTests {
    /// The text with every timestamp replaced by `<time>` (the columns' padding is the
    /// timestamps' width, so the header's IMPORTED stays wider).
    static func maskingTimes(_ text: String) -> String {
        text.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/, with: "<time>")
    }

    /// A ledger with the DKB March statement in 'Giro' (import 1) and the Raiffeisen one in
    /// 'Sparbuch' (import 2).
    static func twoImports() throws -> Workspace {
        let workspace = try Workspace()
        let giro = try workspace.copySample("dkb/girokonto-2025-03.csv")
        let savings = try workspace.copySample("raiffeisen-at/meinelba-2025-03.csv")
        #expect(try workspace.run(["import", giro, "--ledger", "ledger.sqlite", "--account", "Giro", "--yes"]).status == 0)
        #expect(try workspace.run(["import", savings, "--ledger", "ledger.sqlite", "--account", "Sparbuch", "--yes"]).status == 0)
        return workspace
    }

    @Test("history names each import's account under a header line")
    func historyTable() throws {
        let workspace = try Self.twoImports()
        #expect(try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"]).status == 0)
        let run = try workspace.run(["history", "--ledger", "ledger.sqlite"])
        #expect(run.status == 0)
        #expect(Self.maskingTimes(run.standardOutput) == """
            ID  IMPORTED             ACCOUNT   FILE                   BOOKED  DUPLICATES  STATUS
             2  <time>  Sparbuch  meinelba-2025-03.csv       16           0  booked
             1  <time>  Giro      girokonto-2025-03.csv      18           0  undone <time>

            """)
    }

    @Test("undo of an undone import says when it was undone, changes nothing and exits 1")
    func undoTwice() throws {
        let workspace = try Self.twoImports()
        let first = try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"])
        #expect(first.status == 0)
        #expect(Self.maskingTimes(first.standardOutput) == "import 1: undone, 18 booking(s) removed at <time>\n")
        let undoneAt = try #require(first.standardOutput.firstMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)).output
        let again = try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"])
        #expect(again.status == 1)
        #expect(again.standardOutput == "")
        #expect(again.standardError == """
            certain-import: error: import 1 (girokonto-2025-03.csv) was undone already, at \(undoneAt): nothing was changed
            hint: import the file again to book it anew; 'certain-import history' lists the imports

            """)
        #expect(try workspace.bookings().count == 16)
    }
}
