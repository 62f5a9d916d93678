import Testing

@testable import CertainImportCLI

/// The table an import run ends with speaks the locale's language; the reconciliation verdict
/// and the planned rows' dates still come from below the command line in their contract form.
@Suite("Import summary in both languages")
struct ImportSummaryLanguageTests {
    @Test("import --dry-run under de_CH: German summary, German dry-run note")
    func germanDryRun() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        let run = try workspace.run(["import", "--dry-run", file, "--ledger", "ledger.sqlite"], environment: HelpLanguageTests.locale("de_CH.UTF-8"))
        #expect(run.status == 0)
        #expect(run.standardError == "Probelauf: würde das Konto 'CH2600235800137511983' (CHF) anlegen; es wurde nichts geschrieben\n")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "DATEI               KONTO                  ZEITRAUM                ZEILEN  NEU  DUPLIKATE  ABSTIMMUNG  IMPORT",
            "ubs-2025-03-de.csv  CH2600235800137511983  2025-03-01..2025-03-31      23   23          0  ok          Probelauf",
            "würde 1 von 1 Datei(en) buchen: 23 neue Buchung(en), 0 Duplikat(e) übersprungen",
            "",
            "ubs-2025-03-de.csv → CH2600235800137511983:",
            "  11  2025-03-31   -112.63  Velo Zentrum Aare · Kartenzahlung Velo Zentrum Aare, Transaktions-Nr. 9967090LP3484214  (buchen)",
        ])
    }

    @Test("import --dry-run under LANG=C: the English summary as before")
    func englishDryRun() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        let run = try workspace.run(["import", "--dry-run", file, "--ledger", "ledger.sqlite"], environment: HelpLanguageTests.locale("C"))
        #expect(run.standardError == "dry run: would create account 'CH2600235800137511983' (CHF); nothing was written\n")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "FILE                ACCOUNT                PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT",
            "ubs-2025-03-de.csv  CH2600235800137511983  2025-03-01..2025-03-31    23   23           0  ok              dry run",
            "would book 1 of 1 file(s): 23 new transaction(s), 0 duplicate(s) skipped",
        ])
    }

    @Test("the note on an account created for a statement, in each language", arguments: [
        ("de_CH.UTF-8", "Konto 'CH2600235800137511983' (CHF, CH2600235800137511983) in ledger.sqlite angelegt, Anfangssaldo 18600.81 aus dem Auszug\n"),
        ("C", "created account 'CH2600235800137511983' (CHF, CH2600235800137511983) in ledger.sqlite, opening balance 18600.81 from the statement\n"),
    ])
    func accountCreatedNote(lang: String, note: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        let run = try workspace.run(["import", "--yes", file, "--ledger", "ledger.sqlite"], environment: HelpLanguageTests.locale(lang))
        #expect(run.status == 0)
        #expect(run.standardError == note)
    }
}
