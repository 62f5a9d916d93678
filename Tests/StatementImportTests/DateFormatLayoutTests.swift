@testable import StatementValues
import Testing


/// Patterns of fixed-width numbers and literals are read by position (`DateFormat.FixedLayout`),
/// with the answers the field-by-field reading gives.
@Suite("Date formats: reading by position")
struct DateFormatLayoutTests {
    /// The last one has 16 bytes, as many as a layout holds.
    static let patterns = ["dd.MM.yyyy", "yyyy-MM-dd", "dd/MM/yy", "MM/dd/yyyy", "yyyyMMdd", "dd.MM.yy", "yy-MM-dd", "dd-MM-yyyy", "'Datum 'dd.MM.yyyy"]

    static func both(_ format: DateFormat, _ text: String) -> (byPosition: CalendarDate?, fieldByField: CalendarDate?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { (format.read(utf8: $0[...]), format.read(utf8: $0[...], byPosition: false)) }
    }

    @Test func theUsualPatternsHaveALayoutAndTheOthersNone() throws {
        for pattern in Self.patterns {
            #expect(try DateFormat(pattern: pattern).fixedLayout != nil, "\(pattern)")
        }
        for pattern in ["d.M.yyyy", "dd.MM.y", "dd MMM yyyy", "yyyy-MM-dd HH:mm:ss", "dd.M.yy", "'Valuta 'dd.MM.yyyy"] {
            #expect(try DateFormat(pattern: pattern).fixedLayout == nil, "\(pattern)")
        }
    }

    @Test("exact dates", arguments: [
        ("dd.MM.yyyy", " 29.02.2024\t", "2024-02-29"),
        ("dd.MM.yyyy", "29.02.2023", nil),
        ("dd.MM.yy", "31.12.69", "2069-12-31"),
        ("dd.MM.yy", "01.01.70", "1970-01-01"),
        ("yyyyMMdd", "20240305", "2024-03-05"),
        ("MM/dd/yyyy", "12/31/2024", "2024-12-31"),
        ("MM/dd/yyyy", "31/12/2024", nil),
        ("dd.MM.yyyy", "5.3.2024", nil),
        ("dd.MM.yyyy", "05.03.2024x", nil),
        ("dd.MM.yyyy", "05-03-2024", nil),
        ("'Datum 'dd.MM.yyyy", "Datum 05.03.2024", "2024-03-05"),
        ("'Datum 'dd.MM.yyyy", "Datum 05.03.2O24", nil),
    ] as [(String, String, String?)])
    func exactDates(pattern: String, text: String, expected: String?) throws {
        let format = try DateFormat(pattern: pattern)
        let (byPosition, fieldByField) = Self.both(format, text)
        #expect(byPosition?.description == expected)
        #expect(fieldByField?.description == expected)
    }

    @Test("random cells read alike both ways", arguments: patterns)
    func randomCells(pattern: String) throws {
        let format = try DateFormat(pattern: pattern)
        let pieces = ["0", "1", "2", "3", "9", "12", "31", "02", "29", "2024", "1999", ".", "-", "/", " ", "\t", "a", "ä", "١"]
        let characters = pieces.filter { $0.count == 1 }.map(Character.init)
        var generator = SeededGenerator(seed: 21)
        var read = 0
        for _ in 0..<4000 {
            // Half of the cells start from a date in the pattern, with a piece changed.
            var text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if Bool.random(using: &generator) {
                var date = Array(format.format(CalendarDate(
                    year: Int.random(in: 1950...2049, using: &generator), month: Int.random(in: 1...12, using: &generator),
                    day: Int.random(in: 1...28, using: &generator))!))
                date[Int.random(in: 0..<date.count, using: &generator)] = characters.randomElement(using: &generator)!
                text = Bool.random(using: &generator) ? String(date) : format.format(CalendarDate(year: 2024, month: 2, day: 29)!)
            }
            let (byPosition, fieldByField) = Self.both(format, text)
            #expect(byPosition == fieldByField, "\(pattern): \(text)")
            if byPosition != nil { read += 1 }
        }
        #expect(read > 1000, "\(pattern): only \(read) of the cells were dates")
    }
}
