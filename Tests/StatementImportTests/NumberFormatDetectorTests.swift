import StatementDetection
import StatementValues
import Testing

@Suite("Number formats: detecting a column")
struct NumberFormatDetectorTests {
    /// A format as `decimal|grouping` (grouping empty when none), for compact tables.
    static func shape(_ format: NumberFormat) -> String {
        "\(format.decimalMark.rawValue)|\(format.grouping.map { String($0.rawValue) } ?? "")"
    }

    @Test(arguments: [
        (["1.234,56"], ",|."),
        (["12,30"], ",|"),
        (["12,30", "-1,5", "0,99"], ",|"),
        (["1,234.56"], ".|,"),
        (["12.30", "-1.5"], ".|"),
        (["1.000,0"], ",|."),
        (["1'234.50"], ".|'"),
        (["1\u{2019}234.50", "12.00"], ".|\u{2019}"),
        (["1 234,56", "12,00"], ",| "),
        (["1\u{00A0}234,56", "12,00 EUR"], ",|\u{00A0}"),
        (["-1.450", "12,30"], ",|."),
        (["1,234", "12.30"], ".|,"),
        (["1,234", "12,30"], ",|"),
        (["-1.450", "-1.450", "-1.450", "0.5"], ".|"),
        (["1.234.567"], ",|."),
        (["1,234,567"], ".|,"),
        (["EUR -12,30", "12,30-", "(5,00)"], ",|"),
        (["CHF 1'234.50", "-12.30 CHF"], ".|'"),
    ])
    func settlesTheDecimalMark(cells: [String], expected: String) throws {
        let detection = NumberFormatDetector.detect(cells)
        let format = try #require(detection.format)
        #expect(Self.shape(format) == expected)
        #expect(detection.ambiguity == nil)
        #expect(detection.amountLikeness == 1)
    }

    @Test func oneSettlingValueAnywhereSettlesTheColumn() throws {
        var cells = Array(repeating: "-1.450", count: 200)
        cells.insert("3.000,5", at: 137)
        #expect(try Self.shape(#require(NumberFormatDetector.detect(cells).format)) == ",|.")
        cells[137] = "3.5"
        #expect(try Self.shape(#require(NumberFormatDetector.detect(cells).format)) == ".|")
    }

    @Test(arguments: [
        (["-1.450"], [".|", ",|."], [".", ","],
         "'-1.450' reads as -1.450 with decimal point and no grouping or as -1450 with decimal comma and '.' grouping, and the only value does not tell them apart"),
        (["1,234", "5,678", ""], [".|,", ",|"], [".", ","],
         "'1,234' reads as 1234 with decimal point and ',' grouping or as 1.234 with decimal comma and no grouping, and none of the 2 values tells them apart"),
        (["100", "-25", "1500"], [".|", ",|"], [".", ","],
         "all 3 values are whole numbers (such as '100'), so no decimal mark shows"),
        (["1 234", "100"], [".| ", ",| "], [".", ","],
         "all 2 values are whole numbers (such as '1 234'), so no decimal mark shows"),
    ])
    func reportsBothReadingsWhenNoValueSettlesIt(cells: [String], shapes: [String], candidates: [String], why: String) {
        let detection = NumberFormatDetector.detect(cells, column: 4)
        #expect(detection.format == nil)
        #expect(detection.candidates.map(Self.shape) == shapes)
        #expect(detection.ambiguity?.what == .decimalSeparator)
        #expect(detection.ambiguity?.candidates == candidates)
        #expect(detection.ambiguity?.why == why)
        #expect(detection.ambiguity?.column == 4)
    }

    @Test func mixedColumnsKeepTheMajorityAndListTheRest() throws {
        let cells = ["12.30", "-4.50", "1.234,56", "", "Total", "7.00"]
        let detection = NumberFormatDetector.detect(cells)
        #expect(try Self.shape(#require(detection.format)) == ".|")
        #expect(detection.readCount == 3)
        #expect(detection.nonEmptyCount == 5)
        #expect(detection.unreadableExamples == ["1.234,56", "Total"])
        #expect(detection.amountLikeness == 0.6)
    }

    @Test(arguments: [
        (["12,30", "-4,50"], 1.0),
        (["12,30", "Saldo", "", "-4,50", "n/a"], 0.5),
        (["Miete", "Kaffee"], 0.0),
        ([String](), 0.0),
    ])
    func scoresHowAmountLikeAColumnIs(cells: [String], score: Double) {
        #expect(NumberFormatDetector.amountLikeness(of: cells) == score)
    }

    @Test(arguments: [
        (["CH93 0076 2011 6238 5295 7", "DE89370400440532013000"], true),
        (["0012345678", "0099887766"], true),
        (["1234567890123", "9876543210987"], true),
        (["20240301", "0123"], true),
        (["1500", "-25", "12,30"], false),
        (["1500", "250", "99"], false),
        (["20240301", "20240302"], false),
        (["ABC-123", "0012"], false),
        ([String](), false),
    ])
    func tellsIdentifiersFromAmounts(cells: [String], isIdentifier: Bool) {
        #expect(NumberFormatDetector.isIdentifierColumn(cells) == isIdentifier)
    }
}
