import Foundation
import Testing

@testable import CertainImportCLI

/// The ledger commands (`history`, `accounts`, `undo`) and `validate` speak the locale's
/// language, word for word through the real binary; under `LANG=C` their English is as it was.
@Suite("Ledger commands in both languages")
struct LedgerLanguageTests {
    static let german = HelpLanguageTests.locale("de_CH.UTF-8")
    static let english = HelpLanguageTests.locale("C")

    /// The workspace's ledger as `CERTAIN_IMPORT_LEDGER` names it, under `locale`.
    static func environment(_ locale: [String: String], _ workspace: Workspace) -> [String: String] {
        locale.merging(["CERTAIN_IMPORT_LEDGER": workspace.path("l.sqlite")]) { _, new in new }
    }

    /// The output with each time of day replaced by a stand-in of the same width, so that
    /// the columns stay as the command aligned them.
    static func timeless(_ text: String) -> String {
        text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d"#, with: "YYYY-MM-DDThh:mm:ss", options: .regularExpression)
    }

    /// A workspace whose ledger holds account `Giro` with the UBS sample booked as import 1.
    static func bookedWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv", as: "s.csv")
        let environment = environment(english, workspace)
        #expect(try workspace.run(["accounts", "add", "Giro", "--currency", "CHF"], environment: environment).status == 0)
        #expect(try workspace.run(["import", file, "--account", "Giro"], environment: environment).status == 0)
        return workspace
    }

    @Test("history of an empty ledger", arguments: [(german, "Noch keine Importe.\n"), (english, "No imports yet.\n")])
    func emptyHistory(locale: [String: String], output: String) throws {
        let workspace = try Workspace()
        let run = try workspace.run(["history"], environment: Self.environment(locale, workspace))
        #expect(run.status == 0)
        #expect(run.standardOutput == output)
    }

    @Test("history with one import, before and after its undo", arguments: [
        (german, [
            "ID  IMPORTIERT           KONTO  DATEI  GEBUCHT  DUPLIKATE  STATUS",
            " 1  YYYY-MM-DDThh:mm:ss  Giro   s.csv       23          0  gebucht",
        ], "Import 1: rückgängig gemacht am YYYY-MM-DDThh:mm:ss, 23 Buchung(en) entfernt",
         " 1  YYYY-MM-DDThh:mm:ss  Giro   s.csv       23          0  rückgängig gemacht YYYY-MM-DDThh:mm:ss"),
        (english, [
            "ID  IMPORTED             ACCOUNT  FILE   BOOKED  DUPLICATES  STATUS",
            " 1  YYYY-MM-DDThh:mm:ss  Giro     s.csv      23           0  booked",
        ], "import 1: undone, 23 booking(s) removed at YYYY-MM-DDThh:mm:ss",
         " 1  YYYY-MM-DDThh:mm:ss  Giro     s.csv      23           0  undone YYYY-MM-DDThh:mm:ss"),
    ])
    func historyAndUndo(locale: [String: String], table: [String], undone: String, undoneRow: String) throws {
        let workspace = try Self.bookedWorkspace()
        let environment = Self.environment(locale, workspace)
        let history = try workspace.run(["history"], environment: environment)
        #expect(history.status == 0)
        #expect(Self.timeless(history.standardOutput) == table.joined(separator: "\n") + "\n")
        let undo = try workspace.run(["undo", "1"], environment: environment)
        #expect(undo.status == 0)
        #expect(Self.timeless(undo.standardOutput) == undone + "\n")
        let after = try workspace.run(["history"], environment: environment)
        #expect(Self.timeless(after.standardOutput) == [table[0], undoneRow].joined(separator: "\n") + "\n")
    }

    @Test("undo on an empty ledger", arguments: [
        (german, "certain-import: Fehler: es gibt keinen Import 1: noch ist nichts gebucht\nHinweis: siehe 'certain-import history'\n"),
        (english, "certain-import: error: there is no import 1: nothing is booked yet\nhint: see 'certain-import history'\n"),
    ])
    func undoNothing(locale: [String: String], error: String) throws {
        let workspace = try Workspace()
        let run = try workspace.run(["undo", "1"], environment: Self.environment(locale, workspace))
        #expect(run.status != 0)
        #expect(run.standardError == error)
    }

    @Test("accounts add and accounts list", arguments: [
        (german, "Konto 1 'Giro' angelegt: CHF, Anfangssaldo unbekannt, bis der erste Auszug gebucht ist.\n",
         "ID  NAME  IBAN  WÄHRUNG      SALDO\n1   Giro  -     CHF      unbekannt\n"),
        (english, "Added account 1 'Giro': CHF, opening balance unknown until the first statement is booked.\n",
         "ID  NAME  IBAN  CURRENCY  BALANCE\n1   Giro  -     CHF       unknown\n"),
    ])
    func accounts(locale: [String: String], added: String, table: String) throws {
        let workspace = try Workspace()
        let environment = Self.environment(locale, workspace)
        let add = try workspace.run(["accounts", "add", "Giro", "--currency", "CHF"], environment: environment)
        #expect(add.standardOutput == added)
        let list = try workspace.run(["accounts", "list"], environment: environment)
        #expect(list.status == 0)
        #expect(list.standardOutput == table)
    }

    @Test("validate of a sample", arguments: [
        (german, "ok    s.csv: 23 Buchung(en), 2 übersprungen, Abstimmung stimmt\n1 von 1 Datei(en) bestanden\n"),
        (english, "ok    s.csv: 23 transaction(s), 2 skipped, reconciliation ok\n1 of 1 file(s) passed\n"),
    ])
    func validate(locale: [String: String], report: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv", as: "s.csv")
        let run = try workspace.run(["validate", file], environment: Self.environment(locale, workspace))
        #expect(run.status == 0)
        #expect(run.standardOutput == report)
    }

    @Test("history and preview of an account the ledger lacks", arguments: [
        (german, "certain-import: Fehler: es gibt kein Konto 'Nope' in LEDGER\nHinweis: siehe 'certain-import accounts list'\n"),
        (english, "certain-import: error: there is no account 'Nope' in LEDGER\nhint: see 'certain-import accounts list'\n"),
    ])
    func unknownAccount(locale: [String: String], error: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv", as: "s.csv")
        let environment = Self.environment(locale, workspace)
        #expect(try workspace.run(["accounts", "add", "Giro", "--currency", "CHF"], environment: environment).status == 0)
        let expected = error.replacingOccurrences(of: "LEDGER", with: workspace.path("l.sqlite"))
        let history = try workspace.run(["history", "--account", "Nope"], environment: environment)
        #expect(history.status != 0)
        #expect(history.standardError == expected)
        let preview = try workspace.run(["preview", file, "--account", "Nope"], environment: environment)
        #expect(preview.status != 0)
        #expect(preview.standardError.hasSuffix(expected))
    }

    @Test("rows refusing a record of too many fields", arguments: [
        (german, "certain-import: Fehler: wide.csv:2: der Datensatz ab Zeile 2 hat mehr als 65536 Felder; "
            + "das ist keine Auszugstabelle, oder das Trennzeichen ist falsch (mit --delimiter nennen)\n"),
        (english, "certain-import: error: wide.csv:2: the record starting on line 2 has more than 65536 fields; "
            + "this is not a statement table, or the delimiter is wrong (name it with --delimiter)\n"),
    ])
    func rowsRefusal(locale: [String: String], error: String) throws {
        let workspace = try Workspace()
        try Data(("a,b\n" + Array(repeating: "1", count: 70_000).joined(separator: ",") + "\n").utf8).write(to: workspace.url.appendingPathComponent("wide.csv"))
        let run = try workspace.run(["rows", "wide.csv", "--encoding", "utf-8", "--delimiter", ",", "--quote", "\""], environment: locale)
        #expect(run.status != 0)
        #expect(run.standardError == error)
    }
}
