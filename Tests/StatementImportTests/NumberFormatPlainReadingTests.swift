import Testing

@testable import StatementImport

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

    static func plain(_ format: NumberFormat, _ text: String) -> NumberFormat.Reading? {
        var text = text
        return text.withUTF8 { format.readPlain($0) }
    }

    @Test("plain numbers and what is left to the scalar reading", arguments: [
        (NumberFormat(decimalMark: .comma, grouping: .period), "-1.234,56", "-1234.56" as String?),
        (NumberFormat(decimalMark: .comma, grouping: .period), "12.401,49", "12401.49"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "0,00", "0.00"),
        (NumberFormat(decimalMark: .period, grouping: .apostrophe), "1'234.50", "1234.50"),
        (NumberFormat(decimalMark: .period), "007", "7"),
        (NumberFormat(decimalMark: .comma, grouping: .period), "12,30-", nil),
        (NumberFormat(decimalMark: .comma, grouping: .period), ",50", nil),
        (NumberFormat(decimalMark: .comma, grouping: .period), "1.23,4", nil),
        (NumberFormat(decimalMark: .comma, grouping: .period), "1,2,3", nil),
        (NumberFormat(decimalMark: .comma, grouping: .space), "1 234,5", nil),
        (NumberFormat(decimalMark: .comma, grouping: .period, signStyles: .trailingMinus), "-1,00", nil),
        (NumberFormat(decimalMark: .period), "1234567890123456789", nil),
    ])
    func table(format: NumberFormat, text: String, expected: String?) {
        #expect(Self.plain(format, text)?.amount.description == expected)
    }

    @Test("random number-like texts: a plain reading is always the scalar reading")
    func randomTexts() {
        let pieces = ["0", "1", "5", "9", "000", "123", "-", "+", ".", ",", "'", " ", "\u{2019}", "(", ")", "€", "0000000000"]
        var generator = SeededGenerator(seed: 4)
        var plainReadings = 0
        for _ in 0..<20_000 {
            let format = Self.formats.randomElement(using: &generator)!
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard let plain = Self.plain(format, text) else { continue }
            plainReadings += 1
            guard case .read(let reading) = format.readScalars(text) else {
                Issue.record("'\(text)' in \(format) reads plainly as \(plain.amount) but not by scalars")
                continue
            }
            #expect(reading.amount == plain.amount && reading.usedGrouping == plain.usedGrouping, "'\(text)' in \(format)")
        }
        #expect(plainReadings > 1500)
    }
}
