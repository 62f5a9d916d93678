import Foundation
import Testing

/// The usage block follows a command line that does not parse, and nothing else: a message
/// found while running stays on the screen with its hint, followed by one line to the help.
@Suite("The usage block after errors")
struct UsageBlockTests {
    @Test("a statement without an IBAN (exit 2 while running) gets its hint and the help's name, no usage block")
    func usageErrorWhileRunning() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("raiffeisen-at/meinelba-2025-03.csv")
        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite"])
        #expect(run.status == 2)
        #expect(run.standardError == """
            certain-import: error: meinelba-2025-03.csv: the statement states no IBAN, so the account must be named
            hint: pass --account NAME (see 'certain-import accounts list')
            See 'certain-import import --help'.

            """)
    }

    @Test("a command line that does not parse still gets the usage block")
    func usageErrorOfTheCommandLine() throws {
        let workspace = try Workspace()
        let run = try workspace.run(["history", "--limit", "0", "--ledger", "ledger.sqlite"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("certain-import: error: --limit must be 1 or more, not 0\nUsage: certain-import history"))
        #expect(run.standardError.hasSuffix("See 'certain-import history --help'.\n"))
    }

    @Test("an input error (exit 3) and a problem (exit 1) get no usage block")
    func noUsageAfterInputOrProblem() throws {
        let workspace = try Workspace()
        try Data("Datum;Betrag\n".utf8).write(to: workspace.url.appendingPathComponent("empty.csv"))
        let input = try workspace.run(["import", "empty.csv", "--ledger", "ledger.sqlite", "--account", "Giro", "--yes"])
        #expect(input.status == 3)
        #expect(!input.standardError.contains("Usage:"))
        #expect(!input.standardError.contains("--help"))
        let problem = try workspace.run(["undo", "7", "--ledger", "ledger.sqlite"])
        #expect(problem.status != 0 && problem.status != 2)
        #expect(!problem.standardError.contains("Usage:"))
    }
}
