import Testing

@testable import StatementImport

/// Cleaning cell texts: trimmed, white space runs as one space, Excel's `="..."` unwrapped,
/// byte by byte for Latin text and character by character for the rest, with one result; the
/// one pass from a field's bytes gives it too, into a string (`cleanedString`, which `clean` uses)
/// and into the reader's batch (`writeCleaned`).
@Suite("Cell text")
struct CellTextTests {
    @Test("cleaned cells", arguments: [
        ("Lastschrift", "Lastschrift"),
        ("  Miete   01/2024 ", "Miete 01/2024"),
        ("\tBäckerei\u{00A0}Grün\r\n", "Bäckerei Grün"),
        ("a\u{0085}b", "a b"),
        ("=\"01.07.2023\"", "01.07.2023"),
        ("=\" 0042 \"", "0042"),
        ("=\"\"", ""),
        ("=\"", "=\""),
        ("\"Zitat\"", "\"Zitat\""),
        ("", ""),
        ("   ", ""),
        // Not Latin: an em space is white space, and a combining mark joins its base character,
        // so a space carrying one is white space as a whole.
        ("a\u{2003}\u{2003}b", "a b"),
        ("x \u{0301}y", "x y"),
        ("e\u{0301}  €", "e\u{0301} €"),
        // Past eight bytes the reader copies words: runs on both sides of a word's edge.
        ("Kartenzahlung  REWE\r\nMarkt GmbH\u{00A0}\u{00A0}2024", "Kartenzahlung REWE Markt GmbH 2024"),
        ("   12345678   9abcdefgh  ", "12345678 9abcdefgh"),
        ("=\"DE02120300000000202051\"", "DE02120300000000202051"),
        ("Überweisung Grüße aus Zürich, Straße 5", "Überweisung Grüße aus Zürich, Straße 5"),
    ])
    func cleaned(text: String, expected: String) {
        #expect(CellText.clean(text) == expected)
        #expect(CellText.cleanCharacters(text) == expected)
        #expect(Self.onePass(text) == expected)
    }

    /// What the reader makes of a field with these bytes (`CellText.writeCleaned`, into a
    /// buffer of exactly the field's length, as a `CellBatch` gives it).
    static func onePass(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
            defer { output.deallocate() }
            let count = CellText.writeCleaned(utf8: utf8, to: output)
            return String(decoding: UnsafeBufferPointer(start: output, count: count), as: UTF8.self)
        }
    }

    static let latinScalars = (0..<CellText.latinLimit).compactMap(Unicode.Scalar.init)

    @Test("every Latin scalar cleans byte by byte as it does character by character")
    func everyLatinScalar() {
        for scalar in Self.latinScalars {
            let character = String(scalar)
            for text in [character, "a\(character)b", " \(character) ", "\(character)\(character)x", "=\"\(character)\""] {
                #expect(CellText.clean(text) == CellText.cleanCharacters(text), "U+\(String(scalar.value, radix: 16))")
                #expect(Self.onePass(text) == CellText.cleanCharacters(text), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test("random texts clean alike both ways")
    func randomTexts() {
        let pieces = ["a", "Z", "0", " ", "  ", "\t", "\r", "\n", "\r\n", "\u{00A0}", "\u{0085}", "=", "\"", "ü", "ß", "é",
                      "\u{0301}", "\u{2003}", "€", "😀", "\u{200D}", "Straße"]
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(CellText.clean(text) == CellText.cleanCharacters(text), "\(Array(text.unicodeScalars))")
            #expect(Self.onePass(text) == CellText.cleanCharacters(text), "\(Array(text.unicodeScalars))")
        }
    }
}
