import Foundation
import TestSupport
import Testing

/// The binary speaks the locale's language: German sentences and Swiss amounts under
/// `LANG=de_CH.UTF-8`, English under `LANG=C`; the JSON documents differ in nothing but the
/// rendered messages.
@Suite("Languages end to end")
struct LanguageEndToEndTests {
    /// The locale variables of a run: `LANG` alone decides, whatever the test's environment holds.
    static func locale(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LC_NUMERIC": ""]
    }

    /// A workspace holding the Swiss export that states no currency.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try FileManager.default.copyItem(
            at: Corpus.fixture("unseen/cantonal-generic.csv"), to: workspace.url.appendingPathComponent("cantonal-generic.csv"))
        return workspace
    }

    @Test("preview of a statement without a currency: German words and Swiss amounts under de_CH")
    func germanPreview() throws {
        let run = try Self.workspace().run(["preview", "cantonal-generic.csv"], environment: Self.locale("de_CH.UTF-8"))
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            cantonal-generic.csv: 4 Buchung(en), 0 Zeile(n) übersprungen
            Zeile  Datum          Betrag  Gegenpartei · Zweck
                2  31.03.2025     -45.60  Migros Bern
                3  28.03.2025   5'200.00  Lohn März
                4  15.03.2025     -89.00  Swisscom
                5  03.03.2025  -1'500.00  Miete
                   Summe        3'565.40  (Währung unbekannt)
            Abstimmung: stimmt (laufender Saldo (neueste zuerst))
            Warnung: die Datei nennt ihre Währung nicht: die Beträge werden ohne Währung gezeigt; \
            mit --currency CHF angeben oder in ein bestehendes Konto buchen, dessen Währung dann gilt

            """)
    }

    @Test("preview of the same statement: English words and amounts under LANG=C")
    func englishPreview() throws {
        let run = try Self.workspace().run(["preview", "cantonal-generic.csv"], environment: Self.locale("C"))
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            cantonal-generic.csv: 4 transaction(s), 0 line(s) skipped
            line  date           amount  counterparty · purpose
               2  2025-03-31     -45.60  Migros Bern
               3  2025-03-28   5,200.00  Lohn März
               4  2025-03-15     -89.00  Swisscom
               5  2025-03-03  -1,500.00  Miete
                  total        3,565.40  (currency unknown)
            reconciliation: ok (running balance (newest first))
            warning: the file does not state its currency: amounts are shown with the currency unknown; \
            give it with --currency CHF, or book into an existing account, whose currency is used

            """)
    }

    @Test("German amounts use the German marks under de_DE")
    func germanAmounts() throws {
        let run = try Self.workspace().run(["preview", "cantonal-generic.csv"], environment: Self.locale("de_DE.UTF-8"))
        #expect(run.standardOutput.contains("    3  28.03.2025   5.200,00  Lohn März\n"))
    }

    @Test("preview --json is the same in German and English but for the rendered messages")
    func jsonAlike() throws {
        let workspace = try Self.workspace()
        let german = try workspace.run(["preview", "cantonal-generic.csv", "--json"], environment: Self.locale("de_CH.UTF-8"))
        let english = try workspace.run(["preview", "cantonal-generic.csv", "--json"], environment: Self.locale("C"))
        let germanDocument = try #require(try JSONSerialization.jsonObject(with: Data(german.standardOutput.utf8)) as? [String: Any])
        let englishDocument = try #require(try JSONSerialization.jsonObject(with: Data(english.standardOutput.utf8)) as? [String: Any])
        let germanDiagnostics = try #require(germanDocument["diagnostics"] as? [[String: Any]])
        let englishDiagnostics = try #require(englishDocument["diagnostics"] as? [[String: Any]])
        #expect(germanDiagnostics.map { $0["message"] as? String } == [
            "die Datei nennt ihre Währung nicht: die Beträge werden ohne Währung gezeigt",
        ])
        #expect(englishDiagnostics.map { $0["message"] as? String } == [
            "the file does not state its currency: amounts are shown with the currency unknown",
        ])
        #expect(englishDiagnostics.map { $0["code"] as? String } == ["currency_unknown"])
        #expect(Self.withoutMessages(german.standardOutput) == Self.withoutMessages(english.standardOutput))
        #expect(german.standardOutput != english.standardOutput)
    }

    /// The document with every `message` member's value blanked, as text.
    static func withoutMessages(_ json: String) -> String {
        json.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"message\":") ? "\"message\": …" : String($0) }
            .joined(separator: "\n")
    }

    @Test("an error and its hint are labelled in German under de_CH, in English under C")
    func errorLabels() throws {
        let workspace = try Self.workspace()
        let german = try workspace.run(
            ["convert", "cantonal-generic.csv", "--to", "ledger"], environment: Self.locale("de_CH.UTF-8"))
        let english = try workspace.run(["convert", "cantonal-generic.csv", "--to", "ledger"], environment: Self.locale("C"))
        #expect(german.status == 3)
        #expect(german.standardError == """
            certain-import: Fehler: cantonal-generic.csv: der Auszug nennt seine Währung nicht, und ein Journal schreibt sie \
            zu jedem Betrag; es wurde nichts geschrieben
            Hinweis: mit --currency CHF angeben (wahrscheinlich: CHF, EUR)

            """)
        #expect(english.status == 3)
        #expect(english.standardError == """
            certain-import: error: cantonal-generic.csv: the statement does not state its currency, which a journal writes with \
            every amount; nothing was written
            hint: give it with --currency CHF (likely: CHF, EUR)

            """)
    }
}
