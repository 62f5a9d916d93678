import Foundation
import Testing

/// The review list in a real terminal (tmux, 80×24 unless said otherwise), driven by keys:
/// what the screen shows, what booking books, and that the terminal is left as it was.
@Suite("review list in a terminal", .enabled(if: PseudoTerminal.isAvailable, "needs tmux"), .serialized)
struct ReviewTerminalTests {
    /// Starts `review giro.csv` in a terminal; the shell notes `stty -g` before and after, and
    /// then the exit status, in files of the workspace.
    static func start(
        _ workspace: ReviewWorkspace, arguments: String = "--account Giro --ledger ledger.sqlite", columns: Int = 80, lines: Int = 24,
        locale: String = "C.UTF-8"
    ) throws -> PseudoTerminal {
        let binary = try ExecutableTests.executableURL().path
        let command = "stty -g > stty-before; LC_ALL='\(locale)' XDG_STATE_HOME='\(workspace.stateHome)' USER=anna '\(binary)' review giro.csv --no-template \(arguments); "
            + "code=$?; stty -g > stty-after; echo $code > status"
        return try PseudoTerminal(command: command, columns: columns, lines: lines, directory: workspace.directory)
    }

    static let helpLines = [
        "↑↓ PgUp PgDn Home End move  space exclude/include  e edit  c category  / search",
        "n next  f filter, bulk  u undo  r redo  b book  q leave",
    ]

    @Test("the list at 80×24: title, columns, rows, detail, totals, help")
    func firstScreen() throws {
        let workspace = try ReviewWorkspace()
        let terminal = try Self.start(workspace)
        let screen = try terminal.waitFor("certain-import review")
        #expect(Array(screen.prefix(7)) == [
            // A file read without a template says so: "detection", not a template's id.
            " certain-import review  giro.csv  detection                 row 1/5 · 0 changes",
            "  status    line  date           amount  [category] counterparty · purpose",
            "> new          2  2024-03-01   2,500.00  Arbeitgeber AG · Gehalt März",
            "  new          3  2024-03-04  -1,150.00  Hausverwaltung Meier · Miete März",
            "  new          4  2024-03-05     -42.10  REWE Markt GmbH · Kartenzahlung",
            "  new          5  2024-03-07    -500.00  Eigenes Sparkonto · Umbuchung Sparen",
            "  new          6  2024-03-11     -18.55  REWE Markt GmbH · Kartenzahlung",
        ])
        #expect(screen[7..<19].allSatisfy { $0.isEmpty })
        #expect(Array(screen[19...]) == [
            "line 2 · Arbeitgeber AG · Gehalt März · category none",
            " reconciliation ok · included 5: 5 new · excluded 0 · total 789.35 EUR",
            "",
        ] + Self.helpLines)
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
    }

    @Test("under a Swiss German locale the list speaks German, with Swiss amounts and dates; the booking is the same")
    func germanScreen() throws {
        let workspace = try ReviewWorkspace()
        let terminal = try Self.start(workspace, locale: "de_CH.UTF-8")
        var screen = try terminal.waitFor("certain-import review")
        #expect(Array(screen.prefix(4)) == [
            " certain-import review  giro.csv  Erkennung            Zeile 1/5 · 0 Änderungen",
            "  Status      Zeile  Datum          Betrag  [Kategorie] Gegenpartei · Zweck",
            "> neu             2  01.03.2024   2'500.00  Arbeitgeber AG · Gehalt März",
            "  neu             3  04.03.2024  -1'150.00  Hausverwaltung Meier · Miete März",
        ])
        #expect(Array(screen[19...]) == [
            "Zeile 2 · Arbeitgeber AG · Gehalt März · keine Kategorie",
            " Abstimmung stimmt · enthalten 5: 5 neu · ausgeschlossen 0 · Summe 789.35 EUR",
            "",
            "↑↓ PgUp PgDn Home End bewegen  space aus-/einschliessen  e bearbeiten",
            "c Kategorie  / suchen  n weiter  f Filter, alle  u rückgängig  r wiederholen",
        ])
        try terminal.send("End", "Space")
        screen = try terminal.waitFor("> ausgelassen")
        #expect(screen[21] == "Zeile 6 ausgeschlossen")
        try terminal.send("b")
        screen = try terminal.waitFor("buchen?")
        #expect(Array(screen[22...]) == [
            "4 neue Buchung(en) in ein neues Konto 'Giro' buchen?",
            "y in ledger.sqlite buchen  andere Tasten abbrechen",
        ])
        try terminal.send("y")
        #expect(terminal.waitForFile("status") == "0\n")
        #expect(try terminal.screen().joined().contains(
            "giro.csv: 4 Buchung(en) als Import 1 in 'Giro' gebucht, 0 Duplikat(e) übersprungen, 1 in der Durchsicht ausgeschlossen;"))
    }

    @Test("space, an edit refused, a category, b and y: books exactly what the list shows, and the terminal is restored")
    func editAndBook() throws {
        let workspace = try ReviewWorkspace()
        let terminal = try Self.start(workspace)
        try terminal.waitFor("certain-import review")

        try terminal.send("End", "Space")
        var screen = try terminal.waitFor("> excluded     6")
        #expect(screen[6] == "> excluded     6  2024-03-11     -18.55  REWE Markt GmbH · Kartenzahlung")
        #expect(screen[20] == " reconciliation ok · included 4: 4 new · excluded 1 · total 807.90 EUR")
        #expect(screen[21] == "excluded line 6")

        // A value that does not read is shown as an error; nothing changes.
        try terminal.send("Up", "Up", "e")
        screen = try terminal.waitFor("which field?")
        #expect(Array(screen[22...]) == [
            "edit line 4: which field? (Esc cancels)",
            "d date  v value date  a amount  o counterparty  p purpose  c category",
        ])
        try terminal.send("a")
        screen = try terminal.waitFor("amount of line 4: -42.10")
        #expect(screen[21] == "type the new amount, such as -1234.50")
        try terminal.send("C-u")
        try terminal.send("42,1x", literal: true)
        try terminal.send("Enter")
        screen = try terminal.waitFor("not applied")
        #expect(screen[21].hasPrefix("not applied: amount: Cannot read '42,1x' as an amount"))
        #expect(screen[22] == "amount of line 4: 42,1x")
        try terminal.send("Escape")
        screen = try terminal.waitFor("row 3/5 · 1 change")
        #expect(screen[4] == "> new          4  2024-03-05     -42.10  REWE Markt GmbH · Kartenzahlung")

        try terminal.send("c")
        try terminal.waitFor("category of line 4:")
        try terminal.send("Groceries", literal: true)
        try terminal.send("Enter")
        screen = try terminal.waitFor("set category of line 4 to 'Groceries'")
        #expect(screen[4] == "> edited       4  2024-03-05     -42.10  [Groceries] REWE Markt GmbH · Kartenza…")
        #expect(screen[19] == "line 4 · REWE Markt GmbH · Kartenzahlung · category Groceries · edited: category")

        try terminal.send("b")
        screen = try terminal.waitFor("book 4 new transaction(s)")
        #expect(Array(screen[22...]) == [
            "book 4 new transaction(s) into a new account 'Giro'?",
            "y book into ledger.sqlite  other keys cancel",
        ])
        try terminal.send("y")
        #expect(terminal.waitForFile("status") == "0\n")
        screen = try terminal.screen()
        // The pane wraps the line at 80 columns.
        #expect(screen.joined().contains(
            "giro.csv: booked 4 transaction(s) into 'Giro' as import 1, 0 duplicate(s) skipped, 1 excluded in review;"))
        #expect(try workspace.text("stty-before") == workspace.text("stty-after"))
        #expect(workspace.storedReviews() == [])

        let bookings = try workspace.run(["bookings", "list", "--json", "--ledger", workspace.directory.appendingPathComponent("ledger.sqlite").path])
        let booked = try JSONSerialization.jsonObject(with: Data(bookings.standardOutput.utf8)) as! [[String: Any]]
        #expect(booked.map { $0["amount"] as! String } == ["2500.00", "-1150.00", "-42.10", "-500.00"])
        #expect(booked.map { $0["category"] as? String } == [nil, nil, "Groceries", nil])
        let history = try workspace.run(["history", "--ledger", workspace.directory.appendingPathComponent("ledger.sqlite").path])
        let note = history.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        #expect(note.hasPrefix("    reviewed: "))
        #expect(note.contains(" anna: excluded line 6; "))
        #expect(note.hasSuffix(" anna: set category of line 4 to 'Groceries'"))
    }

    @Test("q keeps the review; opening it again resumes it; Ctrl-C leaves (exit 130) and restores the terminal")
    func keepResumeInterrupt() throws {
        let workspace = try ReviewWorkspace()
        var terminal = try Self.start(workspace)
        try terminal.waitFor("certain-import review")
        try terminal.send("Space", "q")
        #expect(terminal.waitForFile("status") == "0\n")
        #expect(try terminal.screen().joined().contains("giro.csv: review kept with 1 change(s), nothing booked;"))
        #expect(workspace.storedReviews().count == 1)
        try FileManager.default.removeItem(at: workspace.directory.appendingPathComponent("status"))

        terminal = try Self.start(workspace)
        let screen = try terminal.waitFor("resumed the stored review")
        #expect(screen[2] == "> excluded     2  2024-03-01   2,500.00  Arbeitgeber AG · Gehalt März")
        #expect(screen[21] == "resumed the stored review: 1 change")
        try terminal.send("C-c")
        #expect(terminal.waitForFile("status") == "130\n")
        #expect(try workspace.text("stty-before") == workspace.text("stty-after"))
        #expect(workspace.storedReviews().count == 1)
    }

    @Test("a long statement scrolls with PgDn, End, Home and j/k; a wide terminal gets a category column; a resize redraws")
    func scrollingAndResize() throws {
        let workspace = try ReviewWorkspace()
        var lines = ["Buchungstag;Empfänger;Verwendungszweck;Betrag;Saldo;Währung"]
        for day in 1...40 {
            lines.append(String(format: "%02d.04.2024;Bäckerei Korn;Brötchen %d;-%d,00;%d,00;EUR", (day - 1) % 28 + 1, day, day, 1000 - day * (day + 1) / 2))
        }
        try workspace.write(lines.joined(separator: "\n") + "\n", to: "giro.csv")
        let terminal = try Self.start(workspace, columns: 120, lines: 30)
        var screen = try terminal.waitFor("certain-import review")
        #expect(screen[1] == "  status    line  date        amount  counterparty · purpose" + String(repeating: " ", count: 52) + "category")
        #expect(screen[2].hasPrefix("> new          2  2024-04-01   -1.00  Bäckerei Korn · Brötchen 1"))
        #expect(screen[26] == " reconciliation ok · included 40: 40 new · excluded 0 · total -820.00 EUR")

        try terminal.resize(columns: 80, lines: 24)
        // The footer is drawn after the rows: once it is in place, so is the whole list.
        screen = try terminal.waitForScreen { $0[1].hasSuffix("[category] counterparty · purpose") && $0[20].hasPrefix(" reconciliation ok") }
        #expect(screen[1] == "  status    line  date        amount  [category] counterparty · purpose")
        #expect(screen[18] == "  new         18  2024-04-17  -17.00  Bäckerei Korn · Brötchen 17")

        try terminal.send("PageDown")
        screen = try terminal.waitFor("row 17/40")
        #expect(screen[18] == "> new         18  2024-04-17  -17.00  Bäckerei Korn · Brötchen 17")
        try terminal.send("PageDown")
        screen = try terminal.waitFor("row 33/40")
        #expect(screen[2] == "  new         18  2024-04-17  -17.00  Bäckerei Korn · Brötchen 17")
        #expect(screen[18] == "> new         34  2024-04-05  -33.00  Bäckerei Korn · Brötchen 33")
        try terminal.send("End")
        screen = try terminal.waitFor("row 40/40")
        #expect(screen[18] == "> new         41  2024-04-12  -40.00  Bäckerei Korn · Brötchen 40")
        try terminal.send("k", "k")
        try terminal.waitFor("row 38/40")
        try terminal.send("Home")
        screen = try terminal.waitFor("row 1/40")
        #expect(screen[2] == "> new          2  2024-04-01   -1.00  Bäckerei Korn · Brötchen 1")
        try terminal.send("j")
        try terminal.waitFor("row 2/40")

        try terminal.send("/")
        try terminal.send("brötchen 25", literal: true)
        try terminal.send("Enter")
        screen = try terminal.waitFor("found 'brötchen 25' on line 26")
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
    }
}
