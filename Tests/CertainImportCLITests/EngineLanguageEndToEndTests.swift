import Foundation
import TestSupport
import Testing

/// The engine's and the ledger's refusals speak the locale's language, as the statement's
/// warnings do: German under `LANG=de_CH.UTF-8`, English under `LANG=C`; `import --dry-run
/// --json` differs in nothing but the rendered messages, as `preview --json` does.
@Suite("Engine and ledger languages end to end")
struct EngineLanguageEndToEndTests {
    static func locale(_ lang: String) -> [String: String] { LanguageEndToEndTests.locale(lang) }

    @Test("a statement without IBAN imported without an account: German and English", arguments: [
        ("de_CH.UTF-8", """
            certain-import: Fehler: neon-2025-03.csv: der Auszug nennt keine IBAN, daher muss das Konto genannt werden
            Hinweis: mit --account NAME angeben (siehe 'certain-import accounts list')
            """),
        ("C", """
            certain-import: error: neon-2025-03.csv: the statement states no IBAN, so the account must be named
            hint: pass --account NAME (see 'certain-import accounts list')
            """),
    ])
    func accountNotNamed(lang: String, expected: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("neon/neon-2025-03.csv")
        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite"], environment: Self.locale(lang))
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").prefix(2).joined(separator: "\n") == expected)
    }

    @Test("an import the ledger does not hold, undone: German and English", arguments: [
        ("de_CH.UTF-8", """
            certain-import: Fehler: ledger ledger.sqlite: es gibt keinen Import 99
            Hinweis: die Importe mit 'certain-import history' auflisten

            """),
        ("C", """
            certain-import: error: ledger ledger.sqlite: there is no import 99
            hint: list the imports with 'certain-import history'

            """),
    ])
    func importNotFound(lang: String, expected: String) throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["accounts", "add", "Haus", "--currency", "CHF", "--ledger", "ledger.sqlite"]).status == 0)
        let run = try workspace.run(["undo", "99", "--ledger", "ledger.sqlite"], environment: Self.locale(lang))
        #expect(run.status == 1)
        #expect(run.standardError == expected)
    }

    @Test("import --dry-run --json is the same in German and English but for the rendered messages")
    func dryRunJSONAlike() throws {
        let workspace = try LanguageEndToEndTests.workspace()
        #expect(try workspace.run(["accounts", "add", "Haus", "--currency", "CHF", "--ledger", "ledger.sqlite"]).status == 0)
        let arguments = ["import", "cantonal-generic.csv", "--account", "Haus", "--ledger", "ledger.sqlite", "--dry-run", "--json"]
        let german = try workspace.run(arguments, environment: Self.locale("de_CH.UTF-8"))
        let english = try workspace.run(arguments, environment: Self.locale("C"))
        #expect(german.status == 0, "\(german.standardError)")
        let germanImport = try #require((try JSONSerialization.jsonObject(with: Data(german.standardOutput.utf8)) as? [String: Any])?["imports"] as? [[String: Any]])
        let englishImport = try #require((try JSONSerialization.jsonObject(with: Data(english.standardOutput.utf8)) as? [String: Any])?["imports"] as? [[String: Any]])
        let germanDiagnostics = try #require(germanImport.first?["diagnostics"] as? [[String: Any]])
        let englishDiagnostics = try #require(englishImport.first?["diagnostics"] as? [[String: Any]])
        #expect(englishDiagnostics.map { $0["code"] as? String } == ["currency_from_account"])
        #expect(englishDiagnostics.first?["data"] as? [String: String] == ["account": "Haus", "currency": "CHF"])
        #expect(germanDiagnostics.map { $0["message"] as? String } == ["Währung: CHF, die Währung des Kontos 'Haus'; die Datei nennt keine"])
        #expect(englishDiagnostics.map { $0["message"] as? String } == ["currency: CHF, the currency of the account 'Haus'; the file names none"])
        // `warnings` stays English in both, as scripts know it.
        #expect(germanImport.first?["warnings"] as? [String] == ["currency: CHF, the currency of the account 'Haus'; the file names none"])
        #expect(LanguageEndToEndTests.withoutMessages(german.standardOutput) == LanguageEndToEndTests.withoutMessages(english.standardOutput))
        #expect(german.standardOutput != english.standardOutput)
    }
}
