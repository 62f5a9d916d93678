import Foundation
import ImportWords
@testable import StatementChecks
@testable import StatementImport
@testable import StatementMapping
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// The rows the mapper cannot read are reported as codes with data, worded in the user's
/// language only when shown, while the kept English stays as scripts have always read it.
@Suite("Mapping words")
struct MappingWordsTests {
    static let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
    static let english = Words(environment: ["LANG": "C"])

    /// Thirteen bookings in decimal comma and one amount cell, `12a` on line 14, that reads as none.
    static func unreadableAmount() throws -> StatementPreview {
        let name = "unreadable-amount.csv"
        let bytes = try Corpus.bytes(Corpus.fixture("mapping/\(name)"))
        return try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request())
    }

    @Test("an unreadable amount: the row's code and data, its cell's problem named by key")
    func unreadableAmountValue() throws {
        let preview = try Self.unreadableAmount()
        let row = try #require(preview.problems.first)
        #expect(preview.problems.count == 1)
        #expect(row.line == 14)
        #expect(row.column == 1)
        #expect(row.problem.code == .unreadableCell)
        #expect(row.problem.data == [
            "column": .number(2), "column_name": .text("Betrag"), "reason_key": .text("amount_unreadable"), "cell": .text("12a"),
            "decimal_mark_key": .text("amount_format.decimal_comma"), "grouping_key": .text("amount_format.no_grouping"),
            "grouping": .text(""), "example": .text("-1234,56"),
        ])
        #expect(preview.skipped.map(\.line) == [14])
        #expect(preview.skipped[0].problem.code == .skippedUnreadableCell)
        #expect(preview.skipped[0].problem.data == row.problem.data)
    }

    @Test("an unreadable amount in German and English, its advice and its skipped line")
    func unreadableAmountWords() throws {
        let preview = try Self.unreadableAmount()
        let row = try #require(preview.problems.first)
        #expect(row.message(Self.swiss)
            == "Spalte 'Betrag': '12a' lässt sich nicht als Betrag mit Dezimalkomma und ohne Zifferngruppierung lesen, etwa -1234,56")
        #expect(row.hint(Self.swiss) == "verwendet die Datei ein anderes Zahlenformat, decimal_separator in der Vorlage setzen")
        #expect(preview.skipped[0].problem.message(Self.swiss)
            == "unlesbar: Spalte 'Betrag': '12a' lässt sich nicht als Betrag mit Dezimalkomma und ohne Zifferngruppierung lesen, etwa -1234,56")
        #expect(row.message(Self.english)
            == "column 'Betrag': Cannot read '12a' as an amount with decimal comma and no grouping, such as -1234,56")
        #expect(row.message == row.message(Self.english))
        #expect(row.hint == "if the file uses another number format, set decimal_separator in the template")
        #expect(preview.skipped[0].reason
            == "unreadable: column 'Betrag': Cannot read '12a' as an amount with decimal comma and no grouping, such as -1234,56")
    }

    /// A cell, the format it is read in, and the problem's German words.
    static let unreadableCells: [(cell: String, format: NumberFormat, code: ProblemCode, german: String)] = [
        ("1.234.5", NumberFormat(decimalMark: .comma, grouping: .period), .amountUnreadable,
         "'1.234.5' lässt sich nicht als Betrag mit Dezimalkomma und Zifferngruppierung '.' lesen, etwa -1.234,56"),
        ("12a", NumberFormat(decimalMark: .period, grouping: .apostrophe), .amountUnreadable,
         "'12a' lässt sich nicht als Betrag mit Dezimalpunkt und Zifferngruppierung durch Apostroph lesen, etwa -1'234.56"),
        ("1234567890123456789", NumberFormat(decimalMark: .period), .amountTooManyDigits,
         "'1234567890123456789' lässt sich nicht als Betrag lesen: es hat mehr als 18 Ziffern"),
    ]

    @Test("a cell that reads as no amount: its code, and its words in German", arguments: unreadableCells)
    func unreadableCell(cell: String, format: NumberFormat, code: ProblemCode, german: String) throws {
        let error = try #require(throws: AmountParsingError.self) { try format.parseAllowingGrouping(cell) }
        #expect(error.problem.code == code)
        #expect(error.problem.message(Self.swiss) == german)
        #expect(error.description == error.problem.message(Self.english))
    }

    @Test("a cell that reads as no date: its code, data and words in both languages")
    func unreadableDate() throws {
        let format = try DateFormat(pattern: "dd.MM.yyyy")
        let error = try #require(throws: DateParsingError.self) { try format.parse("31.13.2024") }
        #expect(error.problem.code == .dateUnreadable)
        #expect(error.problem.data == ["cell": .text("31.13.2024"), "pattern": .text("dd.MM.yyyy"), "example": .text("05.03.2024")])
        #expect(error.problem.message(Self.swiss) == "'31.13.2024' lässt sich nicht als Datum im Format dd.MM.yyyy lesen, etwa 05.03.2024")
        #expect(error.description == "Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024")
    }

    @Test("a card statement's sign: the reason by key and data, in German and English")
    func cardSignReason() throws {
        let name = "card-purchases-positive.csv"
        let bytes = try Corpus.bytes(Corpus.fixture("unseen/\(name)"))
        let preview = try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request())
        let warning = try #require(preview.warnings.first { $0.code == .signInverted })
        #expect(warning.data == [
            "reason_key": .text("sign.reason.card_vocabulary_and_payments"), "card_word": .text("card"), "share": .number(80),
        ])
        #expect(warning.message(Self.swiss) == "Vorzeichen: Belastungen sind positiv geschrieben; als Kartenabrechnung gelesen, "
            + "die Einkäufe positiv schreibt: Wörter einer Karte ('card'), die negativen Zeilen sind Zahlungen an die Karte, "
            + "80 % der Beträge sind positiv")
        #expect(warning.message(Self.english) == "sign: debits are written positive; read as a card statement that writes purchases "
            + "positive: card vocabulary ('card'), the negative rows are payments to the card, 80 % of the amounts are positive")
    }

    @Test("a difference from the expected output: its code and data, in German and English")
    func expectationDifference() throws {
        let preview = try Self.unreadableAmount()
        let expectation = StatementExpectation(path: "expected.json", document: ["count": 14, "skipped": [] as [[String: Any]]])
        let differences = expectation.compare(preview)
        #expect(differences.map { $0.problem?.code } == [.expectedTransactionCount, .unexpectedSkippedLine])
        #expect(differences.map { $0.problem?.data } == [
            ["path": .text("expected.json"), "expected": .number(14), "found": .number(13)],
            ["path": .text("expected.json"), "line": .number(14)],
        ])
        #expect(differences.map { $0.problem?.message(Self.swiss) } == [
            "erwartet laut expected.json: 14 Buchungen, gefunden 13",
            "erwartet laut expected.json: Zeile 14 nicht übersprungen, sie wurde es aber",
        ])
        #expect(differences.map(\.message) == [
            "expected by expected.json: 14 transactions, found 13",
            "expected by expected.json: line 14 not skipped, but it was",
        ])
    }

    @Test("a filter syntax error: its place, code and data, rendered in German and English")
    func filterSyntaxError() throws {
        let source = "amount < 0 and\n\tbooking_date > \"x\""
        let error = try #require(throws: FilterError.self) { try FilterExpression(parsing: source) }
        #expect(error.line == 2)
        #expect(error.column == 17)
        #expect(error.problem.code == .filterInvalid)
        #expect(error.problem.line == 2)
        #expect(error.problem.column == 17)
        #expect(error.problem.data == [
            "reason_key": .text("filter.mismatched_literal"), "field": .text("booking_date"), "noun_key": .text("filter.noun.date"),
            "literal_key": .text("filter.literal.date"), "example_key": .text("filter.example.date"), "found_key": .text("filter.literal.text"),
        ])
        #expect(error.rendered(source: source, label: "filter", words: Self.swiss) == """
            filter:2:17: Fehler: booking_date ist ein Datum: es mit einem Datum vergleichen, etwa 2024-01-01, nicht mit einer Zeichenkette
            \tbooking_date > "x"
            \t               ^
            """)
        #expect(error.rendered(source: source) == """
            filter:2:17: error: booking_date is a date: compare it with a date, such as 2024-01-01, not a string
            \tbooking_date > "x"
            \t               ^
            """)
    }

    @Test("a filter error's way out and a nested reason in German and English")
    func filterHintAndNestedReason() throws {
        let unterminated = try #require(throws: FilterError.self) { try FilterExpression(parsing: "counterparty = \"Migros") }
        #expect(unterminated.column == 16)
        #expect(unterminated.problem.data == ["reason_key": .text("filter.unterminated_string"), "hint_key": .text("filter.hint.end_string")])
        #expect(unterminated.message(Self.swiss) == "nicht abgeschlossene Zeichenkette")
        #expect(unterminated.hint(Self.swiss) == "die Zeichenkette mit einem doppelten Anführungszeichen abschliessen")
        #expect(unterminated.hint == "end the string with a double quote")
        let noDate = try #require(throws: FilterError.self) { try FilterExpression(parsing: "booking_date = 2023-02-29") }
        #expect(noDate.message(Self.swiss) == "es gibt kein Datum 2023-02-29: der Februar 2023 hat 28 Tage")
        #expect(noDate.message == "there is no date 2023-02-29: February 2023 has 28 days")
    }

    @Test("a break between two statements of an account: its code and data, in German and English")
    func statementChainBreak() throws {
        func date(_ text: String) throws -> CalendarDate {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            return try #require(CalendarDate(year: parts[0], month: parts[1], day: parts[2]))
        }
        let march = StatementChain.Statement(
            name: "march.csv", from: try date("2025-03-01"), to: try date("2025-03-31"),
            openingBalance: Money(contractString: "100.00", currency: .chf), closingBalance: Money(contractString: "1250.00", currency: .chf),
            firstLine: 2)
        let april = StatementChain.Statement(
            name: "april.csv", from: try date("2025-04-01"), to: try date("2025-04-30"),
            openingBalance: Money(contractString: "1240.00", currency: .chf), closingBalance: Money(contractString: "1300.00", currency: .chf),
            firstLine: 5)
        let finding = try #require(StatementChain.link(march, april, previous: 0, next: 1))
        #expect(finding.kind == .balanceBreak)
        #expect(finding.problem.code == .statementBalanceBreak)
        #expect(finding.problem.line == 5)
        #expect(finding.problem.data == [
            "earlier": .text("march.csv"), "earlier_to": .date("2025-03-31"), "later": .text("april.csv"), "later_from": .date("2025-04-01"),
            "days": .number(0), "closing": .amount("1250.00"), "opening": .amount("1240.00"),
            "difference_key": .text("chain.difference"), "difference": .amount("-10.00"),
        ])
        #expect(finding.problem.message(Self.swiss) == "april.csv beginnt mit 1'240.00, aber march.csv endet mit 1'250.00 (Differenz -10.00): "
            + "zwischen den beiden Auszügen fehlen Buchungen oder sind doppelt")
        #expect(finding.message == "april.csv opens with 1240.00, but march.csv closes with 1250.00 (difference -10.00): "
            + "bookings are missing or doubled between the two statements")
    }
}
