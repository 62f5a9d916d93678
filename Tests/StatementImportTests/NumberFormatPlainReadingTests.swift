@testable import StatementValues
import Testing


/// The byte-level reading of plain numbers (ASCII digits, a leading minus, the mark and ASCII
/// grouping separators) against the scalar-by-scalar reading every other text gets.
@Suite("Number formats: plain numbers read byte by byte")
struct NumberFormatPlainReadingTests {
    static let formats: [NumberFormat] = NumberFormat.DecimalMark.allCases.flatMap { mark in
        ([nil] + NumberFormat.GroupingSeparator.allCases).flatMap { grouping -> [NumberFormat] in
            guard grouping?.rawValue != mark.rawValue else { return [] }
            return [
                NumberFormat(decimalMark: mark, grouping: grouping),
                NumberFormat(decimalMark: mark, grouping: grouping, signStyles: [.trailingMinus, .parentheses]),
            ]
        }
    }

    static func plain(_ format: NumberFormat, _ text: String) -> NumberFormat.PlainReading {
        var text = text
        return text.withUTF8 { format.readPlain($0) }
    }

    static func describe(_ reading: NumberFormat.PlainReading) -> String {
        switch reading {
        case .read(let reading): reading.amount.description
        case .fails: "fails"
        case .notPlain: "not plain"
        }
    }

    @Test("plain numbers, plain texts that are no numbers, and what is left to the scalar reading", arguments: [
        (NumberFormat(decimalMark: .comma, grouping: .period), "-1.234,56", "-1234.56"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "12.401,49", "12401.49"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "0,00", "0.00"),
        (NumberFormat(decimalMark: .period, grouping: .apostrophe), "1'234.50", "1234.50"),
        (NumberFormat(decimalMark: .comma, grouping: .space), "1 234,5", "1234.5"),
        (NumberFormat(decimalMark: .period), "007", "7"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "01.01.2017", "fails"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "1.23,4", "fails"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "1,2,3", "fails"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "2017 Miete 01", "fails"),
        (NumberFormat(decimalMark: .period), "1234567890123456789", "fails"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "12,30-", "not plain"),
        (NumberFormat(decimalMark: .comma, grouping: .period), ",50", "not plain"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "1.234 €", "not plain"),
        (NumberFormat(decimalMark: .comma, grouping: .noBreakSpace), "1\u{00A0}234,5", "not plain"),
        (NumberFormat(decimalMark: .comma, grouping: .period, signStyles: .trailingMinus), "-1,00", "not plain"),
    ])
    func table(format: NumberFormat, text: String, expected: String) {
        #expect(Self.describe(Self.plain(format, text)) == expected)
    }

    @Test("random number-like texts: what the bytes decide, the scalars decide alike")
    func randomTexts() {
        let pieces = ["0", "1", "5", "9", "000", "123", "-", "+", ".", ",", "'", " ", "\u{2019}", "\u{00A0}", "(", ")", "€", "EUR",
                      "CHF", "Fr.", "sfr", "a", "Miete", "/", "0000000000"]
        var generator = SeededGenerator(seed: 4)
        var decided = (read: 0, fails: 0)
        for _ in 0..<20_000 {
            let format = Self.formats.randomElement(using: &generator)!
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let scalars = format.readScalars(text)
            switch Self.plain(format, text) {
            case .read(let plain):
                decided.read += 1
                #expect(scalars.reading?.amount == plain.amount && scalars.reading?.usedGrouping == plain.usedGrouping, "'\(text)' in \(format)")
            case .fails:
                decided.fails += 1
                #expect(scalars.reading == nil, "'\(text)' in \(format)")
            case .notPlain:
                continue
            }
            #expect(format.reading(of: text)?.amount == scalars.reading?.amount)
        }
        #expect(decided.read > 1000 && decided.fails > 500, "\(decided)")
    }
}
