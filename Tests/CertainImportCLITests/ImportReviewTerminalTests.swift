import Foundation
import Testing
import TestSupport

/// `import FILE... --review` in a real terminal (tmux, 80×24): the review list of `review FILE`
/// for each statement in turn, booking what it shows once confirmed.
@Suite("import --review in a terminal", .enabled(if: PseudoTerminal.isAvailable, "needs tmux"), .serialized)
struct ImportReviewTerminalTests {
    /// April and May, continuing the March statement of `ReviewWorkspace`.
    static let april = """
        Buchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag;Saldo;Währung
        02.04.2024;02.04.2024;Arbeitgeber AG;Gehalt April;2.500,00;4.289,35;EUR
        04.04.2024;04.04.2024;Hausverwaltung Meier;Miete April;-1.150,00;3.139,35;EUR

        """
    static let may = """
        Buchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag;Saldo;Währung
        02.05.2024;02.05.2024;Arbeitgeber AG;Gehalt Mai;2.500,00;5.639,35;EUR

        """

    /// Starts `import ARGUMENTS --review` in the workspace; the exit status goes to `status`.
    static func start(_ workspace: ReviewWorkspace, _ arguments: String) throws -> PseudoTerminal {
        let binary = try ExecutableTests.executableURL().path
        let command = "XDG_STATE_HOME='\(workspace.stateHome)' USER=anna '\(binary)' import \(arguments) --review "
            + "--no-template --account Giro --ledger ledger.sqlite; echo $? > status"
        return try PseudoTerminal(command: command, columns: 80, lines: 24, directory: workspace.directory)
    }

    func bookedAmounts(_ workspace: ReviewWorkspace) throws -> [String] {
        let bookings = try workspace.run(["bookings", "list", "--json", "--ledger", workspace.ledgerPath])
        let booked = try JSONSerialization.jsonObject(with: Data(bookings.standardOutput.utf8)) as? [[String: Any]] ?? []
        return booked.map { $0["amount"] as? String ?? "?" }
    }

    @Test("one file: the list of 'review FILE', titled with what read it; b and y book exactly what it shows")
    func oneFile() throws {
        let workspace = try ReviewWorkspace()
        let terminal = try Self.start(workspace, "giro.csv")
        var screen = try terminal.waitFor("certain-import review")
        #expect(screen[0] == " certain-import review  giro.csv  detection                 row 1/5 · 0 changes")
        try terminal.send("End", "Space")
        try terminal.waitFor("> excluded     6")
        try terminal.send("b")
        screen = try terminal.waitFor("book 4 new transaction(s)")
        #expect(screen[22] == "book 4 new transaction(s) into a new account 'Giro'?")
        try terminal.send("y")
        #expect(terminal.waitForFile("status") == "0\n")
        #expect(try terminal.screen().joined().contains(
            "giro.csv: booked 4 transaction(s) into 'Giro' as import 1, 0 duplicate(s) skipped, 1 excluded in review;"))
        #expect(try bookedAmounts(workspace) == ["2500.00", "-1150.00", "-42.10", "-500.00"])
        #expect(workspace.storedReviews() == [])
    }

    @Test("a statement read by a template says which in the title")
    func templateInTitle() throws {
        let workspace = try ReviewWorkspace()
        let sample = Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv")
        try FileManager.default.copyItem(at: sample, to: workspace.directory.appendingPathComponent("dkb.csv"))
        let binary = try ExecutableTests.executableURL().path
        let terminal = try PseudoTerminal(
            command: "XDG_STATE_HOME='\(workspace.stateHome)' '\(binary)' import dkb.csv --review --ledger ledger.sqlite; echo $? > status",
            columns: 80, lines: 24, directory: workspace.directory)
        let screen = try terminal.waitFor("certain-import review")
        #expect(screen[0] == " certain-import review  dkb.csv  template dkb-giro         row 1/18 · 0 changes")
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
    }

    @Test("several files: one review after another in period order; after one is left, the account's later ones are not shown")
    func severalFiles() throws {
        let workspace = try ReviewWorkspace()
        try workspace.write(Self.april, to: "april.csv")
        try workspace.write(Self.may, to: "may.csv")
        let terminal = try Self.start(workspace, "may.csv april.csv giro.csv")

        var screen = try terminal.waitFor("statement 1 of 3")
        #expect(screen[0].hasPrefix(" certain-import review  giro.csv  detection"))
        #expect(screen[21] == "statement 1 of 3: b books it, q leaves it unbooked and goes on")
        try terminal.send("b")
        try terminal.waitFor("book 5 new transaction(s)")
        try terminal.send("y")

        screen = try terminal.waitFor("statement 2 of 3")
        #expect(screen[0].hasPrefix(" certain-import review  april.csv  detection"))
        // The account exists now, and the April statement leads on from its balance.
        #expect(screen[20] == " reconciliation ok · included 2: 2 new · excluded 0 · total 1,350.00 EUR")
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
        let output = try terminal.screen().joined(separator: "\n")
        #expect(output.contains("giro.csv: booked 5 transaction(s) into 'Giro' as import 1,"))
        #expect(output.contains("april.csv: nothing changed, nothing booked"))
        #expect(output.contains("may.csv: not booked: april.csv was not booked"))
        #expect(try bookedAmounts(workspace) == ["2500.00", "-1150.00", "-42.10", "-500.00", "-18.55"])
    }

    @Test("--review refuses what the list replaces, and standard input", arguments: [
        (["giro.csv", "--review", "--dry-run"],
         "certain-import: error: --review and --dry-run exclude each other: the review list shows the balances and books what it shows\n"),
        (["giro.csv", "--review", "--review-file", "r.csv"],
         "certain-import: error: --review and --review-file exclude each other: the review list shows the balances and books what it shows\n"),
        (["-", "--review"],
         "certain-import: error: the review list reads its keys from standard input, so a statement cannot come from there\n"),
        (["giro.csv", "--review"],
         "certain-import: error: the review list needs a terminal, and standard input or output is not one\n"),
    ])
    func refusals(arguments: [String], error: String) throws {
        let workspace = try ReviewWorkspace()
        let run = try ExecutableTests.run(["import"] + arguments + ["--ledger", workspace.ledgerPath], environment: workspace.environment)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(error))
    }
}
