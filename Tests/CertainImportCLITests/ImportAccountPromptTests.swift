import Foundation
import Testing
import TestSupport

/// `import` at a terminal asks what its flags leave open: whether to open the statement's
/// missing account, and which account a statement without an IBAN goes to. Driven in tmux.
@Suite("import asks at the terminal", .enabled(if: PseudoTerminal.isAvailable, "needs tmux"), .serialized)
struct ImportAccountPromptTests {
    /// Starts `import FILE --ledger ledger.sqlite` in a terminal; the shell writes the exit
    /// status to `status` when it ends.
    static func start(_ workspace: Workspace, file: String, and others: [String] = []) throws -> PseudoTerminal {
        let binary = try ExecutableTests.executableURL().path
        let files = ([file] + others).map { "'\($0)'" }.joined(separator: " ")
        let command = "NO_COLOR=1 '\(binary)' import \(files) --ledger ledger.sqlite; echo $? > status"
        return try PseudoTerminal(command: command, columns: 160, lines: 30, directory: workspace.url)
    }

    @Test("a missing account of the statement's IBAN is opened when the user says yes")
    func opensTheIBANsAccountOnYes() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv")
        let terminal = try Self.start(workspace, file: file)
        try terminal.waitFor("[y/N]")
        let screen = try terminal.screen()
        #expect(screen.contains("There is no account 'DE39120300005924142608' in ledger.sqlite. Open it (EUR)? [y/N]"))
        try terminal.send("y", "Enter")
        #expect(terminal.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(try workspace.bookings().count == 18)
    }

    @Test("no is the default: nothing is opened or booked, and the error says how to go on")
    func refusesOnEnter() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv")
        let terminal = try Self.start(workspace, file: file)
        try terminal.waitFor("[y/N]")
        try terminal.send("Enter")
        #expect(terminal.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        let screen = try terminal.screen().joined(separator: "\n")
        #expect(screen.contains("no account in ledger.sqlite has the statement's IBAN DE39120300005924142608"))
        #expect(try workspace.bookings().isEmpty)
    }

    @Test("a statement without an IBAN: the user names the account, a new name opens it")
    func namesTheAccountOfAStatementWithoutIBAN() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("raiffeisen-at/meinelba-2025-03.csv")
        #expect(try workspace.run(["accounts", "add", "Sparbuch", "--currency", "EUR", "--ledger", "ledger.sqlite"]).status == 0)
        let terminal = try Self.start(workspace, file: file)
        let question = try terminal.waitFor("empty cancels")
        #expect(question.contains("meinelba-2025-03.csv states no IBAN. Which account does it belong to?"))
        #expect(question.contains("  1  Sparbuch  EUR"))
        try terminal.send("Giro", literal: true)
        try terminal.send("Enter")
        try terminal.waitFor("[y/N]")
        #expect(try terminal.screen().contains("There is no account 'Giro' in ledger.sqlite. Open it (EUR)? [y/N]"))
        try terminal.send("ja", literal: true)
        try terminal.send("Enter")
        #expect(terminal.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(try workspace.bookings().count == 16)
        let accounts = try workspace.run(["accounts", "list", "--ledger", "ledger.sqlite"])
        #expect(accounts.standardOutput.contains("Giro"))
    }

    @Test("an empty answer cancels: the import says so and exits 1 with nothing booked")
    func emptyAnswerCancels() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("raiffeisen-at/meinelba-2025-03.csv")
        let terminal = try Self.start(workspace, file: file)
        try terminal.waitFor("empty cancels")
        try terminal.send("Enter")
        #expect(terminal.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        let screen = try terminal.screen()
        #expect(screen.contains("certain-import: error: cancelled: nothing booked"))
        #expect(!screen.contains { $0.contains("Usage:") || $0.contains("states no IBAN, so") })
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    // The cancel was taken for one file's failure: the run asked about the next file and
    // booked the others.
    @Test("an empty answer about one file of several cancels the whole run")
    func emptyAnswerCancelsTheBatch() throws {
        let workspace = try Workspace()
        let withoutIBAN = try workspace.copySample("raiffeisen-at/meinelba-2025-03.csv")
        let withIBAN = try workspace.copySample("dkb/girokonto-2025-03.csv")
        #expect(try workspace.run(["accounts", "add", "Giro", "--currency", "EUR", "--iban", "DE39120300005924142608",
                                   "--ledger", "ledger.sqlite"]).status == 0)
        let terminal = try Self.start(workspace, file: withoutIBAN, and: [withIBAN])
        try terminal.waitFor("empty cancels")
        try terminal.send("Enter")
        #expect(terminal.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        #expect(try terminal.screen().contains("certain-import: error: cancelled: nothing booked"))
        #expect(try workspace.bookings().isEmpty)
    }
}
