import ImportWords
@testable import StatementDetection
@testable import StatementValues
import Testing

/// Why detection leaves a setting undecided, as a value: the code, the telling cell, each
/// candidate's reading and the count of values, worded in English and German.
@Suite("Ambiguity reasons")
struct AmbiguityReasonTests {
    static let german = Words(language: .german, conventions: .swiss)

    static func detect(_ text: String) -> [Ambiguity] {
        FormatDetector.detect(head: Array(text.utf8), tail: nil).ambiguities
    }

    @Test("an undecided date order carries the telling cell, both readings and the count")
    func dateOrder() throws {
        let ambiguity = try #require(Self.detect("Datum;Text;Betrag\n03/04/2025;A;-1.50\n05/06/2025;B;-2.50\n").first)
        #expect(ambiguity.reason.code == .ambiguousDateFormat)
        #expect(ambiguity.reason.code.rawValue == "ambiguous_date_format")
        #expect(ambiguity.reason.data == [
            "cell": .text("03/04/2025"),
            "readings": .phrases([
                .phrase("ambiguity.date_reading", ["date": .date("2025-04-03"), "pattern": .text("dd/MM/yyyy")]),
                .phrase("ambiguity.date_reading", ["date": .date("2025-03-04"), "pattern": .text("MM/dd/yyyy")]),
            ], separator: "ambiguity.date_readings_separator"),
            "values": .number(2),
            "undecided": .phrase("ambiguity.undecided_many", ["values": .number(2)]),
        ])
        #expect(ambiguity.why
            == "'03/04/2025' reads as 2025-04-03 as dd/MM/yyyy, 2025-03-04 as MM/dd/yyyy, and none of the 2 values tells them apart (a day above 12 would)")
        #expect(ambiguity.reason.message(Self.german)
            == "'03/04/2025' liest sich als 03.04.2025 nach dd/MM/yyyy, 04.03.2025 nach MM/dd/yyyy, und keiner der 2 Werte unterscheidet sie (ein Tag über 12 würde es)")
    }

    @Test("an undecided decimal mark words each format in the reader's language")
    func decimalMark() throws {
        let ambiguity = try #require(Self.detect("Datum;Text;Betrag\n01.03.2024;Coop;-1,234\n02.03.2024;Migros;2,500\n").first)
        #expect(ambiguity.reason.code == .ambiguousDecimalMark)
        #expect(ambiguity.reason.message(Self.german)
            == "'-1,234' liest sich als -1234 mit Dezimalpunkt und Zifferngruppierung ',' oder als -1.234 mit Dezimalkomma und ohne Zifferngruppierung, "
            + "und keiner der 2 Werte unterscheidet sie")
    }

    @Test("whole numbers alone leave the decimal mark open, in both languages")
    func wholeNumbers() throws {
        let ambiguity = try #require(NumberFormatDetector.detect(["100", "-25", "1500"], column: 4).ambiguity)
        #expect(ambiguity.reason.code == .ambiguousDecimalMarkWholeNumbers)
        #expect(ambiguity.reason.data == [
            "cell": .text("100"), "values": .number(3), "whole": .phrase("ambiguity.whole_many", ["values": .number(3)]),
        ])
        #expect(ambiguity.why == "all 3 values are whole numbers (such as '100'), so no decimal mark shows")
        #expect(ambiguity.reason.message(Self.german) == "alle 3 Werte sind ganze Zahlen (etwa '100'), also zeigt sich kein Dezimalzeichen")
    }

    @Test("validate's undecided line renders the reason and the command's advice in German")
    func undecidedLine() throws {
        let ambiguity = try #require(Self.detect("Datum;Text;Betrag\n03/04/2025;A;-1.50\n05/06/2025;B;-2.50\n").first)
        let problem = ambiguity.undecided(settling: "mit --date-format dd/MM/yyyy angeben")
        #expect(problem.code.rawValue == "undecided_setting")
        #expect(problem.message() == "undecided date_format: dd/MM/yyyy or MM/dd/yyyy — '03/04/2025' reads as 2025-04-03 as dd/MM/yyyy, "
            + "2025-03-04 as MM/dd/yyyy, and none of the 2 values tells them apart (a day above 12 would) (mit --date-format dd/MM/yyyy angeben)")
        #expect(problem.message(Self.german) == "unentschieden date_format: dd/MM/yyyy oder MM/dd/yyyy — '03/04/2025' liest sich als 03.04.2025 nach dd/MM/yyyy, "
            + "04.03.2025 nach MM/dd/yyyy, und keiner der 2 Werte unterscheidet sie (ein Tag über 12 würde es) (mit --date-format dd/MM/yyyy angeben)")
        #expect(ambiguity.undecided(settling: nil).message().hasSuffix("(a day above 12 would)"))
    }
}
