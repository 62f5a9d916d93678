import Foundation
import ImportWords
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
import StatementChecks
import StatementValues
@testable import StatementTemplates
import TestSupport
import Testing

/// The detection and mapping rules of issue 32, each on a statement of our own
/// (`Tests/Fixtures/detection32/`) with exact values, and what decided it said as a typed problem.
@Suite("Detection rules of issue 32")
struct Detection32RulesTests {
    static func read(_ name: String) throws -> StatementPreview {
        let bytes = try Corpus.bytes(Corpus.fixture("detection32/\(name)"))
        return try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request())
    }

    static func rows(_ preview: StatementPreview) -> [String] {
        preview.transactions.map { "\($0.bookingDate) \($0.amount)" }
    }

    @Test("an amount named as the amount after the fee, beside a fee column and no balance: the fee is taken off, and it says so")
    func feeOnTopByName() throws {
        let preview = try Self.read("transfers-amount-after-fees.csv")
        #expect(Self.rows(preview) == ["2026-01-05 -251.20", "2026-01-09 80.00", "2026-01-14 -42.35", "2026-01-21 -1204.85"])
        let problem = try #require(preview.warnings.first { $0.code == .feeOnTopByName })
        #expect(problem.data == [
            "amount_column": .text("Amount sent (after fees)"), "fee_column": .text("Fee sent"),
            "charged": .number(2), "rows": .number(4),
        ])
        #expect(problem.englishMessage == "'Fee sent' holds a fee on 2 of 4 rows, and 'Amount sent (after fees)' names the amount "
            + "after the fee, so the account paid both: each fee is taken off its amount")
        #expect(!preview.warnings.contains { $0.code == .note && $0.englishMessage.contains("holds a fee") })
    }

    @Test("Icelandic in windows-1252: æ, ð and þ are one alphabet's letters there, where windows-1250 mixes Polish ć with Croatian đ")
    func icelandicLetters() throws {
        let bytes = try Corpus.bytes(Corpus.fixture("detection32/icelandic-windows-1252.csv"))
        #expect(EncodingDetector.detect(Array(bytes)).encoding == .windows1252)
        let preview = try Self.read("icelandic-windows-1252.csv")
        #expect(preview.format.encoding == .windows1252)
        #expect(preview.format.columns.map(\.name) == ["Dagsetning", "Skýring", "Mótaðili", "Upphæð", "Staða"])
        #expect(Self.rows(preview) == [
            "2026-04-02 -12500.00", "2026-04-05 -4990.00", "2026-04-11 612000.00", "2026-04-17 -1850.00", "2026-04-24 -23400.00",
        ])
    }

    @Test("a Czech text in windows-1250 stays windows-1250: read in windows-1252 its ř and ě are ø and ì, no one alphabet's")
    func czechStaysCzech() {
        let czech: [UInt8] = Array("Datum;Popis;Částka\r\n03.04.2026;Převod na účet, nájem;-12 500,00\r\n".unicodeScalars.map { scalar in
            UInt8(["Č": 0xC8, "á": 0xE1, "ř": 0xF8, "ě": 0xEC, "č": 0xE8, "ú": 0xFA][Character(scalar)] ?? Int(scalar.value))
        })
        #expect(EncodingDetector.detect(czech).encoding == .windows1250)
    }

    @Test("a header on two lines with words broken at the line's end: the parts make one name each, and it says so")
    func headerOnTwoLines() throws {
        let preview = try Self.read("header-on-two-lines.csv")
        #expect(preview.format.columns.map(\.name) == ["Buchungsdatum", "Wertstellung", "Buchungstext", "Belastung", "Gutschrift", "Saldo EUR"])
        #expect(preview.mapping.amount == .debitCredit(debit: 3, credit: 4))
        #expect(Self.rows(preview) == ["2026-03-02 -84.20", "2026-03-05 2450.00", "2026-03-09 -6.35"])
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.transactions.first?.rawFields["Belastung"] == "84,20")
        #expect(preview.transactions.first?.rawFields["Buchungsdatum"] == "02.03.2026")
        let problem = try #require(preview.warnings.first { $0.code == .headerOnSeveralLines })
        #expect(problem.data == [
            "first_line": .number(3), "last_line": .number(4),
            "names": .text("'Buchungsdatum', 'Wertstellung', 'Buchungstext', 'Belastung', 'Gutschrift', 'Saldo EUR'"),
        ])
    }

    @Test("a part ending in a hyphen joins the next: dropped before lower case, kept before a capital", arguments: [
        (["Buchungs-", "datum"], "Buchungsdatum"), (["Empfänger-", "IBAN"], "Empfänger-IBAN"),
        (["Betrag", "EUR"], "Betrag EUR"), (["Soll -", "Haben"], "Soll - Haben"), (["Konto-", "2"], "Konto- 2"),
    ])
    func joinedHeaderParts(parts: [String], name: String) {
        #expect(ColumnAnalyzer.joinedHeaderParts(parts) == name)
    }

    @Test("a row that fills a field more than the header is said, with its line: its later fields may be shifted")
    func rowWiderThanHeader() throws {
        let preview = try Self.read("row-wider-than-header.csv")
        let problem = try #require(preview.warnings.first { $0.code == .rowsWiderThanHeader })
        #expect(problem.line == 4)
        #expect(problem.data == ["count": .number(1), "first_line": .number(4), "fields": .number(5), "header_fields": .number(4)])
        #expect(problem.englishMessage == "1 row(s) fill more fields than the header's 4, the first on line 4 with 5: "
            + "a delimiter inside a field may have shifted the fields after it, so check these rows against the bank's records")
    }

    @Test("rows that end in an empty field beyond the header, or a header shorter than every row, say nothing")
    func widerRowsThatSayNothing() {
        var trailing = WiderRows(headerWidth: 3)
        trailing.note(["01.02.2026", "Miete", "-950,00", ""], line: 2)
        trailing.note(["02.02.2026", "Lohn", "2.400,00"], line: 3)
        #expect(trailing.problem == nil)
        var shortHeader = WiderRows(headerWidth: 2)
        shortHeader.note(["01.02.2026", "Miete", "-950,00"], line: 2)
        shortHeader.note(["02.02.2026", "Lohn", "2.400,00"], line: 3)
        #expect(shortHeader.problem == nil)
    }
}
