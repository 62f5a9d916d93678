import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
@testable import StatementValues
@testable import TableReading
import Testing
import TestSupport


/// The whole chain over bytes in memory: detect, propose a mapping, read, fingerprint and
/// reconcile.
@Suite("Statement pipeline")
struct StatementPipelineTests {
    static func run(_ bytes: [UInt8], chunkSize: Int? = nil, currency: Currency? = nil) throws -> StatementPreview {
        let format = FormatDetector.detect(head: bytes, tail: nil)
        let mapping = try ColumnMapping.proposed(from: format, currency: currency)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), format: format, mapping: mapping)
        StatementPipeline.check(&preview, accountKey: "DE89370400440532013000")
        return preview
    }

    static func eur(_ text: String) -> Money { Money(contractString: text, currency: .eur)! }

    static let withBalances = Array("""
        Kontonummer:;DE89370400440532013000;;
        Anfangssaldo:;1.000,00;;
        Zeitraum:;01.03.2024 - 31.03.2024;;

        Buchungstag;Verwendungszweck;Betrag;Währung
        01.03.2024;"Miete März
        Wohnung 3";-750,00;EUR
        04.03.2024;Gehalt;3.100,00;EUR
        05.03.2024;Vorgemerkt;-10,00;EUR
        11.03.2024;Coop;-85,20;EUR
        11.03.2024;Coop;-85,20;EUR

        Kontostand;;3.179,60;EUR

        """.utf8)

    @Test("a statement with an opening balance in the preamble and a Kontostand footer")
    func wholeStatement() throws {
        let preview = try Self.run(Self.withBalances)
        #expect(preview.format.region.preambleLines == 4)
        #expect(preview.format.region.headerLine == 5)
        #expect(preview.format.region.footerLines == 2)
        #expect(preview.transactions.map(\.line) == [6, 8, 10, 11])
        #expect(preview.transactions.map(\.amount) == ["-750.00", "3100.00", "-85.20", "-85.20"].map(Self.eur))
        #expect(preview.transactions.first?.purpose == "Miete März Wohnung 3")
        #expect(preview.skipped == [
            SkippedLine(line: 9, reason: "pending: not booked yet (Vorgemerkt)"),
            SkippedLine(line: 13, reason: "closing balance stated by the bank: 3179.60"),
        ])
        #expect(preview.problems == [])
        #expect(preview.statedOpeningBalance == Self.eur("1000.00"))
        #expect(preview.statedClosingBalance == Self.eur("3179.60"))
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.total == Self.eur("2179.60"))
        #expect(preview.fingerprints.count == 4)
        #expect(preview.fingerprints[2].description.hasSuffix("-1"))
        #expect(preview.fingerprints[3].description.hasSuffix("-2"))
        #expect(preview.fingerprints[2].description.dropLast(2) == preview.fingerprints[3].description.dropLast(2))
    }

    @Test("the same statement with a row missing: mismatch with the exact message")
    func missingRow() throws {
        let text = String(decoding: Self.withBalances, as: UTF8.self).replacingOccurrences(of: "04.03.2024;Gehalt;3.100,00;EUR\n", with: "")
        let preview = try Self.run(Array(text.utf8))
        #expect(preview.format.region.footerLines == 2)
        // Without the Gehalt row no amount shows grouping; '3.179,60' in the footer still reads.
        #expect(preview.mapping.numberFormat.grouping == nil)
        #expect(preview.skipped.last == SkippedLine(line: 12, reason: "closing balance stated by the bank: 3179.60"))
        #expect(preview.reconciliation.status == .mismatch)
        #expect(preview.reconciliation.problems.map(\.message) == [
            "opening balance 1000.00 + transactions -920.40 = 79.60, but the statement states a closing balance of 3179.60 (difference 3100.00)",
        ])
    }

    @Test("the DKB fixture: pending row skipped, counterparty columns, closing balance from the preamble")
    func dkb() throws {
        let preview = try Self.run(try Corpus.bytes(Corpus.fixture("statements/dkb-giro-2024-03.csv")))
        #expect(preview.transactions.map(\.line) == [7, 9, 10])
        #expect(preview.transactions.map(\.amount) == ["-73.97", "2500.00", "-1150.00"].map(Self.eur))
        #expect(preview.mapping.numberFormat.grouping == nil)
        #expect(preview.transactions.map(\.purpose) == ["Ferienwohnung Anzahlung Danke und bis bald", "Gehalt März", "Miete 03.2024"])
        #expect(preview.transactions.map(\.counterpartyIBAN) == ["DE19494389802549652183", "DE89370400440532013000", "DE21239328328794382360"])
        #expect(preview.skipped == [SkippedLine(line: 6, reason: "pending: not booked yet (Vorgemerkt)")])
        #expect(preview.reconciliation.status == .unverifiable)
        // DKB writes amounts without grouping ('-1150') but the balance with it ('3.027,27 €').
        #expect(preview.statedClosingBalance == Self.eur("3027.27"))
        #expect(preview.reconciliation.closingBalance == Self.eur("3027.27"))
        // The payee for money leaving, the payer for money coming in.
        #expect(preview.mapping.counterparty == .byDirection(outgoing: 4, incoming: 3))
        #expect(preview.transactions.map(\.counterparty) == ["Marie Krüger", "Arbeitgeber GmbH", "Wohnbau Südhang eG"])
    }

    @Test("the windows-1252 Deutsche Bank fixture: text decoded, the footer read as the closing balance")
    func deutscheBank() throws {
        let preview = try Self.run(try Corpus.bytes(Corpus.fixture("statements/db-giro-2025-03.windows-1252.csv")))
        #expect(preview.format.encoding == .windows1252)
        #expect(preview.transactions.map(\.line) == [5, 6, 7, 8])
        #expect(preview.transactions.map(\.purpose) == [
            "Kartenzahlung Drogerie „Sonnenschein“", "Rückerstattung € 30,37", "Miete 03.2025", "Lohn 03/2025",
        ])
        #expect(preview.transactions.map(\.counterparty) == [
            "Drogerie Sonnenschein", "Tankstelle Am Ring", "Wohnbau Südhang eG", "Holzwerk Grünthal GmbH",
        ])
        #expect(preview.skipped == [SkippedLine(line: 9, reason: "closing balance stated by the bank: 4755.10")])
        #expect(preview.replacementCount == 0)
        #expect(preview.warnings == [])
    }

    @Test("UTF-16LE: lines and amounts survive the conversion, the running balance chains")
    func utf16() throws {
        let preview = try Self.run(try Corpus.bytes(Corpus.fixture("statements/umsaetze.utf-16le-bom.csv")))
        #expect(preview.transactions.map(\.line) == [2, 3, 4, 5])
        #expect(preview.transactions.map(\.counterparty) == ["Bäckerei Müller", "Großmarkt Süd", "Arbeitgeber", "Café Zürich"])
        #expect(preview.transactions.map(\.amount.description) == ["-4.50", "-12.30", "2500.00", "-4.20"])
        #expect(preview.transactions.allSatisfy { $0.currency.code == "CHF" })
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.order == .oldestFirst)
    }

    @Test("a footer that states no balance is reported as a summary line")
    func summaryFooter() throws {
        let text = """
            Buchungstag;Verwendungszweck;Betrag;Währung
            01.03.2024;Coop;-10,00;EUR
            02.03.2024;Migros;-20,00;EUR
            03.03.2024;Lohn;100,00;EUR
            Umsätze gesamt;;70,00;EUR

            """
        let preview = try Self.run(Array(text.utf8))
        #expect(preview.format.region.footerLines == 1)
        #expect(preview.transactions.map(\.line) == [2, 3, 4])
        #expect(preview.skipped == [SkippedLine(line: 5, reason: "footer: a summary line after the table")])
        #expect(preview.reconciliation.status == .unverifiable)
    }

    /// Rows are mapped on a thread of their own, handed over in batches of 2,048 records:
    /// a long statement must come out as one thread would map it, continuation rows merged
    /// into the row above even when a batch ends between them, and the running balance
    /// chaining in file order.
    @Test("a statement longer than several hand-over batches maps in file order")
    func longStatementAcrossBatches() throws {
        var text = "Buchungstag;Verwendungszweck;Betrag;Saldo;Währung\n"
        var balance = 0
        var lines: [Int] = []
        var line = 1
        for row in 1...5_000 {
            balance += row
            line += 1
            lines.append(line)
            text += "15.03.2024;Zahlung \(row);\(row),00;\(balance),00;EUR\n"
            // Records 2,049 and 4,097 are continuation rows: each starts a batch, and the row
            // it continues is in the batch before.
            if row == 2_044 || row == 4_087 || row % 500 == 0 {
                line += 1
                text += ";Detail zu \(row);;;\n"
            }
        }
        let preview = try Self.run(Array(text.utf8))
        #expect(preview.problems == [])
        #expect(preview.transactions.count == 5_000)
        #expect(preview.transactions.map(\.line) == lines)
        #expect(preview.transactions.map(\.amount.minorUnits) == (1...5_000).map { Int64($0 * 100) })
        #expect(preview.transactions[2_043].purpose == "Zahlung 2044 Detail zu 2044")
        #expect(preview.transactions[4_086].purpose == "Zahlung 4087 Detail zu 4087")
        #expect(preview.transactions[4_999].purpose == "Zahlung 5000 Detail zu 5000")
        #expect(preview.transactions[4_998].purpose == "Zahlung 4999")
        #expect(preview.skipped.count == 12)
        #expect(preview.skipped.first == SkippedLine(line: 502, reason: "continuation of line 501, merged into its purpose"))
        #expect(preview.transactions[4_999].rawFields["Verwendungszweck"] == "Zahlung 5000")
        #expect(preview.reconciliation.problems == [])
    }
}
