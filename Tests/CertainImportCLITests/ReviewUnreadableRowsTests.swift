import Foundation
import Testing
import TestSupport

/// `review` of a statement with a row that cannot be read (line 14, amount `12a`): the review
/// opens, leaves the row out of the list, the review file and the booking, and says so.
@Suite("review of a statement with an unreadable row", .serialized)
struct ReviewUnreadableRowsTests {
    static let fixture = Corpus.repositoryRoot.appendingPathComponent("Tests/Fixtures/mapping/unreadable-amount.csv")
    static let leftOut =
        "1 unreadable row(s) left out, the first at line 14: column 'Betrag': Cannot read '12a' as an amount with decimal comma and no grouping, such as -1234,56"

    /// A workspace holding the fixture as `statement.csv`.
    static func workspace() throws -> ReviewWorkspace {
        let workspace = try ReviewWorkspace()
        try workspace.write(try String(contentsOf: fixture, encoding: .utf8), to: "statement.csv")
        return workspace
    }

    @Test("--export writes the readable rows and warns of the row left out")
    func export() throws {
        let workspace = try Self.workspace()
        let file = workspace.directory.appendingPathComponent("statement.csv").path
        let csvPath = workspace.directory.appendingPathComponent("review.csv").path
        let run = try workspace.run(["review", file, "--no-template", "--currency", "CHF", "--export", csvPath, "--ledger", workspace.ledgerPath])
        #expect(run.status == 0)
        #expect(run.standardError == "certain-import: warning: \(file): \(Self.leftOut)\n")
        #expect(run.standardOutput == "\(csvPath): review of 13 transaction(s) from \(file); edit include and the fields, then read it back with 'certain-import review \(file) --apply \(csvPath)'\n")
        let records = try workspace.text("review.csv").components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(records.map { $0.split(separator: ",", omittingEmptySubsequences: false)[1] } == (2...13).map { "\($0)" } + ["15"])
        #expect(records.last?.hasSuffix(",new,,2025-03-14,,1000.00,CHF,,Lohn,") == true)
    }

    @Test("the list says what is left out; b and y book the readable rows, and the booked line and the history say so",
          .enabled(if: PseudoTerminal.isAvailable, "needs tmux"))
    func bookThroughTheList() throws {
        let workspace = try Self.workspace()
        let binary = try ExecutableTests.executableURL().path
        let command = "LC_ALL=C.UTF-8 XDG_STATE_HOME='\(workspace.stateHome)' USER=anna '\(binary)' review statement.csv --no-template "
            + "--currency CHF --account Kasse --ledger ledger.sqlite; echo $? > status"
        let terminal = try PseudoTerminal(command: command, columns: 260, lines: 24, directory: workspace.directory)
        var screen = try terminal.waitFor("certain-import review")
        #expect(screen[21] == Self.leftOut)
        try terminal.send("b")
        screen = try terminal.waitFor("book 13 new transaction(s)")
        try terminal.send("y")
        #expect(terminal.waitForFile("status") == "0\n")
        screen = try terminal.screen()
        // The pane wraps the line at its width.
        #expect(Array(screen[1...2]) == [
            "statement.csv: booked 13 transaction(s) into 'Kasse' as import 1, 0 duplicate(s) skipped, 0 excluded in review; reconciliation unverifiable; "
                + "1 unreadable row(s) left out, the first at line 14: column 'Betrag': Cannot read '12a' as an amount with decimal comma",
            "and no grouping, such as -1234,56",
        ])

        let bookings = try workspace.run(["bookings", "list", "--json", "--ledger", workspace.ledgerPath])
        let booked = try JSONSerialization.jsonObject(with: Data(bookings.standardOutput.utf8)) as! [[String: Any]]
        #expect(booked.count == 13)
        #expect(booked.map { $0["amount"] as! String }.suffix(2) == ["-112.50", "1000.00"])
        let history = try workspace.run(["history", "--ledger", workspace.ledgerPath])
        #expect(history.standardOutput.split(separator: "\n").contains { $0.hasSuffix(Self.leftOut) })
    }
}
