import Foundation
import Testing

/// A row the ledger holds already, as the review list's detail line tells it: in the reader's
/// language, while the review's JSON `reason` stays the English one the preview writes.
@Suite("review list of rows already booked", .enabled(if: PseudoTerminal.isAvailable, "needs tmux"), .serialized)
struct ReviewDuplicateTerminalTests {
    @Test("the detail line of a row already booked", arguments: [
        ("C.UTF-8", "line 2 · Arbeitgeber AG · Gehalt März · category none · already booked: same booking date, amount and the counterparty's name"),
        ("de_CH.UTF-8", "Zeile 2 · Arbeitgeber AG · Gehalt März · keine Kategorie · bereits gebucht: gleiches Buchungsdatum, gleicher Betrag und gleicher Name der Gegenpartei"),
    ])
    func detailLine(locale: String, expected: String) throws {
        let workspace = try ReviewWorkspace()
        let booked = try workspace.run([
            "import", workspace.statementURL.path, "--no-template", "--account", "Giro", "--ledger", workspace.ledgerPath, "--yes",
        ])
        #expect(booked.status == 0, "\(booked.standardError)")
        let terminal = try ReviewTerminalTests.start(workspace, columns: 160, locale: locale)
        let screen = try terminal.waitFor("certain-import review")
        #expect(screen[19] == expected)
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
    }
}
