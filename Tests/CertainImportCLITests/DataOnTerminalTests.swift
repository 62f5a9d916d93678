import Foundation
import Testing
import TestSupport

/// `rows` and `convert --to csv|json` are pipes: into a pipe or a file every byte of a cell
/// goes out as the statement holds it; on a terminal, what the terminal would act on is shown
/// visibly, as every other output shows it.
@Suite("data on a terminal", .enabled(if: PseudoTerminal.isAvailable))
struct DataOnTerminalTests {
    /// A statement whose cells set the window title, clear the screen and reverse the text.
    static let statement = "Datum;Empfänger;Verwendungszweck;Betrag\r\n"
        + "01.03.2025;\"Title\u{1B}]0;pwned\u{07}Corp\";clear\u{1B}[2Jscreen \u{202E}evil;-10,00\r\n"

    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try statement.write(to: workspace.url.appendingPathComponent("s.csv"), atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Corpus.fixture("hostile/every-control.csv"), to: workspace.url.appendingPathComponent("every-control.csv"))
        return workspace
    }

    /// The screen of a 500-column terminal after `arguments` ran in it, up to the line `END`.
    static func screen(_ arguments: String, in workspace: Workspace) throws -> [String] {
        let binary = try ExecutableTests.executableURL().path
        let terminal = try PseudoTerminal(
            command: "XDG_CONFIG_HOME=config '\(binary)' \(arguments); echo END", columns: 500, lines: 300, directory: workspace.url)
        let screen = try terminal.waitFor("END")
        return Array(screen.prefix { $0 != "END" })
    }

    @Test("rows shows the cells' escapes as \\x1b and \\u{202E} on a terminal, and writes them exactly into a pipe")
    func rows() throws {
        let workspace = try Self.workspace()
        #expect(try Self.screen("rows s.csv", in: workspace) == [
            "Datum,Empfänger,Verwendungszweck,Betrag",
            #"01.03.2025,Title\x1b]0;pwned\x07Corp,clear\x1b[2Jscreen \u{202E}evil,"-10,00""#,
        ])
        #expect(try Self.screen("rows s.csv --format json", in: workspace) == [
            #"{"header": ["Datum","Empfänger","Verwendungszweck","Betrag"], "records": [["01.03.2025","Title\u001b]0;pwned\u0007Corp","clear\u001b[2Jscreen \u{202E}evil","-10,00"]]}"#,
        ])
        let piped = try workspace.run(["rows", "s.csv"])
        #expect(piped.status == 0)
        #expect(piped.standardOutput == "Datum,Empfänger,Verwendungszweck,Betrag\r\n"
            + "01.03.2025,Title\u{1B}]0;pwned\u{07}Corp,clear\u{1B}[2Jscreen \u{202E}evil,\"-10,00\"\r\n")
    }

    // JSON escapes control and bidi characters itself; CSV writes them as they are.
    @Test("convert --to csv shows the escapes on a terminal and writes them exactly into a pipe")
    func convert() throws {
        let workspace = try Self.workspace()
        let piped = try workspace.run(["convert", "every-control.csv", "--to", "csv"])
        #expect(piped.status == 0)
        #expect(piped.standardOutput.contains("Title\u{1B}]0;pwned\u{07}Corp"))
        let shown = try Self.screen("convert every-control.csv --to csv", in: workspace).joined(separator: "\n")
        #expect(shown.contains(#"Title\x1b]0;pwned\x07Corp"#))
        #expect(shown.contains(#"Bidi \u{202E}evil\u{202C}"#))
    }
}
