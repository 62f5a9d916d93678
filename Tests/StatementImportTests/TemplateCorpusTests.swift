import CSVCore
import Foundation
@testable import StatementDetection
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// The built-in templates against the bank exports of the shared corpus: each file finds its
/// template, resolves, and every data row reads with the template's formats, with the row
/// counts and sums the source projects' own tests expect (banks/*/EXPECTED.md).
@Suite("Templates on the bank corpus")
struct TemplateCorpusTests {
    struct Expectation: Sendable, CustomStringConvertible {
        var file: String
        var template: String
        var headerLine: Int
        var rows: Int
        /// Sums of money coming in and going out, in minor units.
        var income: Int64
        var expenses: Int64
        var balances: [TemplateBalanceLine]

        var description: String { file }
    }

    static let cases = [
        Expectation(
            file: "banks/dkb/banana_csv_dkb_deutschland_example_format1_20250331.csv", template: "dkb-giro",
            headerLine: 5, rows: 2, income: 0, expenses: 8634,
            balances: [TemplateBalanceLine(kind: .closing, line: 3, amount: DecimalAmount(significand: 136116, scale: 2),
                                           date: CalendarDate(year: 2025, month: 3, day: 31), problem: nil)]),
        Expectation(
            file: "banks/dkb/beancount-dkb_ec_v2_semicolon.csv", template: "dkb-giro",
            headerLine: 5, rows: 3, income: 100000, expenses: 145867,
            balances: [TemplateBalanceLine(kind: .closing, line: 3, amount: DecimalAmount(significand: 500001, scale: 2),
                                           date: CalendarDate(year: 2023, month: 6, day: 30), problem: nil)]),
        Expectation(
            file: "banks/postfinance/banana_csv_postfinance_example_format6_20240215-DE.csv", template: "postfinance-de",
            headerLine: 7, rows: 115, income: 2_161_415, expenses: 3_815_120, balances: []),
        Expectation(
            file: "banks/ubs/banana_csv_ubs_example_format3_de_20241115.csv", template: "ubs-account",
            headerLine: 10, rows: 2, income: 116750, expenses: 1395,
            balances: [
                TemplateBalanceLine(kind: .opening, line: 5, amount: DecimalAmount(significand: 10798261, scale: 2), date: nil, problem: nil),
                TemplateBalanceLine(kind: .closing, line: 6, amount: DecimalAmount(significand: 10913616, scale: 2), date: nil, problem: nil),
            ]),
    ]

    @Test("each corpus file matches its template and reads",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)), arguments: cases)
    func corpusFile(expected: Expectation) throws {
        var bytes = try Corpus.bytes(Corpus.url(expected.file))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let registry = TemplateRegistry()
        let template = try #require(registry.template(id: expected.template))

        let located = try #require(template.locateHeader(inSample: bytes))
        #expect(located.line == expected.headerLine)
        let input = TemplateMatchInput(header: located.header, preamble: located.preamble,
                                       fileName: String(expected.file.split(separator: "/").last!))
        #expect(registry.match(input) == .matched(TemplateMatch(template: template, tolerated: [])))

        let mapping = try template.mapping(forHeader: located.header)
        let lineStarts = Template.lineStarts(bytes)
        let records = SampleRecords.read(Array(bytes[lineStarts[located.line]...]), dialect: template.format.dialect, limit: 100_000)
        var rows = 0
        var income: Int64 = 0
        var expenses: Int64 = 0
        for record in records {
            let fields = record.utf8Fields
            // The table ends where a record is narrower than the header (blank lines and
            // disclaimers after it).
            guard fields.count >= Template.normalizedHeader(located.header).count else { break }
            _ = try mapping.dateFormat.parse(fields[mapping.bookingDate])
            let amount: DecimalAmount
            switch mapping.amount {
            case .single(let column):
                amount = try mapping.numberFormat.parse(fields[column])
            case let .debitCredit(debit, credit):
                amount = fields[debit].isEmpty
                    ? try mapping.numberFormat.parse(fields[credit])
                    : DecimalAmount(significand: -abs(try mapping.numberFormat.parse(fields[debit]).significand),
                                    scale: try mapping.numberFormat.parse(fields[debit]).scale)
            case .flagged:
                Issue.record("no corpus template uses a flag")
                return
            }
            let cents = try #require(amount.rescaled(to: 2)).significand
            if cents < 0 { expenses -= cents } else { income += cents }
            rows += 1
        }
        #expect(rows == expected.rows)
        #expect(income == expected.income)
        #expect(expenses == expected.expenses)

        // The lines around the table: the preamble, and whatever follows the last data record.
        var lines = located.preamble.enumerated().map { (line: $0.offset + 1, text: $0.element) }
        if let footer = records.first(where: { $0.utf8Fields.count < located.header.count }) {
            let firstFooterLine = located.line + footer.position.line
            lines += (firstFooterLine...lineStarts.count).map { line in
                let end = line < lineStarts.count ? lineStarts[line] : bytes.count
                return (line: line, text: String(decoding: bytes[lineStarts[line - 1]..<end], as: UTF8.self))
            }
        }
        #expect(template.statedBalances(in: lines) == expected.balances)
    }

    @Test("the template settles the detected format",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
    func appliedFormat() throws {
        var bytes = try Corpus.bytes(Corpus.url("banks/ubs/banana_csv_ubs_example_format3_de_20241115.csv"))
        let detected = FormatDetector.detect(head: bytes, tail: nil)
        bytes.removeFirst(3)
        let template = try #require(TemplateRegistry().template(id: "ubs-account"))
        let located = try #require(template.locateHeader(inSample: bytes))
        let format = template.applied(to: detected, header: located)
        #expect(format.template == "ubs-account")
        #expect(format.region.preambleLines == 9)
        #expect(format.region.headerLine == 10)
        #expect(format.region.footerLines == 0)
        #expect(format.dateFormat == "yyyy-MM-dd")
        #expect(format.decimalSeparator == ".")
        #expect(format.thousandsSeparator == nil)
        #expect(format.confidence == 1)
        #expect(format.ambiguities.isEmpty)
        #expect(format.columns.map(\.role) == [
            .bookingDate, nil, nil, .valueDate, .currency, .debit, .credit, nil, .balance, .reference, .counterparty,
            nil, .purpose, nil, nil,
        ])
    }

    @Test("a fixed preamble count takes the record after it as the header")
    func fixedPreamble() throws {
        let source = TemplateSource(path: "t.json", text: """
            {"id": "t", "name": "T", "country": "CH", "version": 1,
             "match": {"header": ["Datum", "Betrag"]},
             "format": {"encoding": "utf-8", "delimiter": ";", "preamble_lines": 2, "date_format": "dd.MM.yyyy", "decimal_separator": "."},
             "currency": "CHF", "columns": {"booking_date": "Datum", "amount": "Betrag"}}
            """)
        let template = try Template(source: source)
        let text = Array("Konto;\"1\r\n\r\nDatum;Betrag\r\n01.02.2024;1.00\r\n".utf8)
        #expect(template.locateHeader(inSample: text)
            == TemplateHeaderLocation(line: 3, header: ["Datum", "Betrag"], preamble: ["Konto;\"1", ""]))
    }

    @Test("a header search shared by all templates finds what each template finds on its own",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)), arguments: [
        "banks/dkb/banana_csv_dkb_deutschland_example_format1_20250331.csv",
        "banks/postfinance/banana_csv_postfinance_example_format6_20240215-DE.csv",
        "banks/ubs/banana_csv_ubs_example_format3_de_20241115.csv",
    ])
    func sharedHeaderSearch(file: String) throws {
        let text = FormatDetector.decodedHead(Array(try Corpus.bytes(Corpus.url(file)).prefix(FormatDetector.headLimit)), isComplete: true)
        let shared = TemplateHeaderSearch(text)
        var found = 0
        for template in TemplateRegistry().templates {
            let alone = template.locateHeader(inSample: text)
            #expect(template.locateHeader(in: shared) == alone, "\(template.id)")
            if alone != nil { found += 1 }
        }
        #expect(found >= 1)
    }

    @Test("a balance rule that matches a dated line at each end of the period: the latest closes")
    func closingRuleMatchingTwoDatedLines() throws {
        let template = try #require(TemplateRegistry().template(id: "dkb-legacy-giro"))
        let lines = [
            (line: 1, text: "\"Kontonummer:\";\"DE89370400440532013000 / Girokonto\";"),
            (line: 3, text: "\"Kontostand vom 01.01.2019:\";\"12.345,67 EUR\";"),
            (line: 4, text: "\"Kontostand vom 28.11.2038:\";\"2.276.581,95 EUR\";"),
        ]
        let balances = template.statedBalances(in: lines)
        #expect(balances.map(\.kind) == [.closing])
        #expect(balances.map(\.line) == [4])
        #expect(balances.map { $0.amount?.description } == ["2276581.95"])
        #expect(balances.map { $0.date?.description } == ["2038-11-28"])
        // One dated line, as the bank writes it: that one.
        #expect(template.statedBalances(in: Array(lines.prefix(2))).map(\.line) == [3])
    }
}
