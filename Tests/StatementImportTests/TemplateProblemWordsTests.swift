import Foundation
import ImportWords
import StatementDetection
import StatementImport
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// A template file's errors and a bank's changed export as typed problems: their codes, places
/// and data, and golden renderings in German and English.
@Suite("Template problems in words")
struct TemplateProblemWordsTests {
    static let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
    static let english = Words(environment: ["LANG": "C"])

    @Test("a value of the wrong kind: the key path, the kind expected and found, at the value's line and column")
    func wrongKind() throws {
        let diagnostics = templateDiagnostics(try templateFixture("wrong-type.json"))
        #expect(diagnostics.count == 1)
        let problem = try #require(diagnostics.first?.problem)
        #expect(problem.code == .templateWrongKind)
        #expect(problem.file == "wrong-type.json")
        #expect(problem.line == 5)
        #expect(problem.column == 14)
        #expect(problem.data == [
            "key": .text("version"), "expected": .phrase("template.expected.whole_number", [:]),
            "found": .phrase("template.kind.string", [:]),
        ])
        #expect(diagnostics[0].message(Self.swiss) == "'version' muss eine ganze Zahl sein, nicht ein Text")
        #expect(diagnostics[0].message(Self.english) == "'version' must be a whole number, not a string")
    }

    @Test("an unknown key in a nested object: its path in the data, the key it was taken for as the suggestion")
    func unknownKey() throws {
        let diagnostics = templateDiagnostics(try templateFixture("unknown-key.json"))
        let problem = try #require(diagnostics.first?.problem)
        #expect(problem.code == .templateUnknownKey)
        #expect((problem.line, problem.column) == (11, 5))
        #expect(problem.data["key"] == .text("delimeter"))
        #expect(problem.data["place"] == .phrase("template.place.in", ["path": .text("format")]))
        #expect(problem.data["suggestion"] == .text("delimiter"))
        #expect(diagnostics[0].message(Self.swiss) == "unbekannter Schlüssel 'delimeter' in 'format'")
        #expect(diagnostics[0].hint(Self.swiss) == "war 'delimiter' gemeint?")
        #expect(diagnostics[0].hint(Self.english) == "did you mean 'delimiter'?")
    }

    @Test("a syntax error: its code and place, the character found as data")
    func syntaxError() {
        let diagnostics = templateDiagnostics(TemplateSource(path: "t.json", text: "{\n  \"id\": \"x\" \"name\": \"y\"\n}"))
        #expect(diagnostics.map(\.problem) == [Problem(.templateJSONSeparatorExpected, [
            "found": .phrase("label.quoted", ["name": .text("\"")]), "close": .text("}"),
            "item": .phrase("template.item.object", [:]), "items": .phrase("template.items.object", [:]),
        ], file: "t.json", line: 2, column: 13)])
        #expect(diagnostics[0].rendered(Self.swiss) == """
            t.json:2:13: Fehler: unerwartet '"', erwartet war ',' oder '}'
              |
            2 |   "id": "x" "name": "y"
              |             ^
            Hinweis: Einträge eines Objekts werden durch Kommas getrennt

            """)
        #expect(diagnostics[0].rendered(Self.english) == """
            t.json:2:13: error: unexpected '"', expected ',' or '}'
              |
            2 |   "id": "x" "name": "y"
              |             ^
            hint: members of an object are separated by commas

            """)
    }

    @Test("a column not in the header: golden renderings with the place, the quoted line and the hint")
    func columnNotInHeader() throws {
        let diagnostics = templateDiagnostics(try templateFixture("column-not-in-header.json"))
        let problem = try #require(diagnostics.first?.problem)
        #expect(problem.code == .templateColumnNotInHeader)
        #expect(problem.data["column"] == .text("Betrag"))
        #expect(problem.data["role"] == .text("amount"))
        #expect(problem.data["suggestion"] == .text("Betrag (EUR)"))
        #expect(diagnostics[0].rendered(Self.swiss) == """
            column-not-in-header.json:20:15: Fehler: die Spalte 'Betrag' für 'amount' steht nicht in match.header
               |
            20 |     "amount": "Betrag",
               |               ^
            Hinweis: war 'Betrag (EUR)' gemeint?

            """)
    }

    @Test("a missing key without a suggestion: the catalogue's advice is the hint, in each language")
    func missingCurrencyAdvice() throws {
        let diagnostics = templateDiagnostics(try templateFixture("missing-currency.json"))
        #expect(diagnostics.map(\.problem.code) == [.templateCurrencyMissing])
        #expect(diagnostics[0].hint(Self.swiss)
            == "die Währungsspalte in 'columns.currency' nennen oder \"currency\": \"EUR\" auf oberster Ebene setzen")
        #expect(diagnostics[0].hint(Self.english)
            == "name the currency column in 'columns.currency', or set \"currency\": \"EUR\" at the top level")
    }

    @Test("a bank's changed export: the template, what identifies it and each change with its columns as data")
    func changedExport() throws {
        let url = Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv")
        let original = String(decoding: try Corpus.bytes(url), as: UTF8.self)
        let renamed = original.replacingOccurrences(of: "\"Betrag (€)\"", with: "\"Betrag (EUR)\"")
        let plan = try StatementLoader.plan(
            head: Array(renamed.utf8), tail: nil, fileName: "girokonto-2025-03.csv", registry: TemplateRegistry(),
            choice: .automatic)
        #expect(plan.notes.map(\.code) == [.templateChangedExport])
        let problem = try #require(plan.notes.first)
        #expect(problem.data["template"] == .text("dkb-giro"))
        #expect(problem.data["template_name"] == .text("DKB Girokonto"))
        #expect(problem.data["identified_by"] == .phrases([
            .phrase("template.identified_by_preamble", [:]),
            .phrase("template.identified_by_column", [
                "columns": .phrases([.phrase("label.quoted", ["name": .text("Umsatztyp")])], separator: "label.comma"),
            ]),
        ], separator: "label.and"))
        #expect(problem.data["differences"] == .phrase("template.what_differs", [
            "changes": .phrases([
                .phrase("template.difference.renamed", ["column": .number(9), "from": .text("Betrag (€)"), "to": .text("Betrag (EUR)")]),
            ], separator: "label.semicolon"),
        ]))
        #expect(problem.message(Self.swiss)
            == "die Datei sieht nach einem geänderten Export von 'DKB Girokonto' aus (Vorlage dkb-giro, erkannt an ihrem Vorspann "
            + "und der Spalte 'Umsatztyp', die keine andere Bank schreibt); ihre Spalten wurden über ihre Namen durch die "
            + "Erkennung gelesen; was abweicht: Spalte 9 'Betrag (€)' heisst jetzt 'Betrag (EUR)'. Um die Vorlage "
            + "nachzuführen, neu aus dieser Datei mit der ID dkb-giro schreiben")
    }

    @Test("more than six changes: six listed, the rest counted, in each language")
    func manyChanges() {
        let template = TemplateMatchingTests.dkb
        let differences = (1...8).map { TemplateDifference.added("N\($0)", column: 12 + $0) }
        let mismatch = TemplateMismatch(template: template, differences: differences, similarity: 1, identifiedBy: [.fileName])
        let english = mismatch.changedExportWarning.message(Self.english)
        #expect(english.contains("(template dkb-giro, identified by its file name)"))
        #expect(english.contains("what differs: column 13 'N1' is new; column 14 'N2' is new; column 15 'N3' is new; "
            + "column 16 'N4' is new; column 17 'N5' is new; column 18 'N6' is new; and 2 more. To update"))
        #expect(mismatch.changedExportWarning.message(Self.swiss).contains("Spalte 18 'N6' ist neu; und 2 weitere. Um die Vorlage"))
    }
}

/// What a template written from a detected format leaves to check, as typed notes.
@Suite("A written template's notes in words")
struct TemplateDraftWordsTests {
    @Test("a file without currency or IBAN: the notes' codes and data, and their words in each language")
    func notes() {
        let csv = "Datum;Text;Betrag\n01.03.2024;Miete;-1.150,00\n05.03.2024;Lohn;2.500,00\n12.03.2024;Strom;-84,20\n"
        let format = FormatDetector.detect(head: Array(csv.utf8), tail: nil)
        let draft = TemplateDraft(format: format, id: "meine-bank", fileName: "konto.csv")
        #expect(draft.notes == [
            Problem(.templateDraftCurrencyUnknown, ["currency": .text("EUR")]),
            Problem(.templateDraftCountryUnknown),
            Problem(.templateDraftFillInName),
        ])
        #expect(draft.notes.map { $0.message(TemplateProblemWordsTests.swiss) } == [
            "die Datei nennt ihre Währung nicht; \"currency\": \"EUR\" prüfen",
            "das Land der Bank (ISO 3166, etwa CH oder DE) statt XX eintragen",
            "\"name\" eintragen; Vorspann-Muster und Saldo-Regeln ergänzen, wo die Bank sie schreibt",
        ])
        #expect(draft.notes.map { $0.message(TemplateProblemWordsTests.english) } == [
            "the file does not state its currency; check \"currency\": \"EUR\"",
            "fill in the bank's country (ISO 3166, such as CH or DE) instead of XX",
            "fill in \"name\"; add preamble patterns and balance rules where the bank writes them",
        ])
    }

    @Test("a column of debit/credit marks: the note shows the object to write, the braces kept")
    func debitCreditFlag() {
        let note = Problem(.templateDraftDebitCreditFlag, ["column": .text("S/H")])
        #expect(note.message(.english)
            == "column 'S/H' says debit or credit: write it as \"debit_credit_flag\": {\"column\": \"S/H\", \"debit\": [...], \"credit\": [...]}")
    }
}
