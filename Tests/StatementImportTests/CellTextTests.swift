@testable import TableReading
import Testing
import TextDecoding


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

    static let singleByteEncodings: [TextEncoding] = [.windows1252, .isoLatin1, .isoLatin9, .windows1250, .ibm850, .macintosh]

    /// A field of a single-byte code page cleaned in one pass from its own bytes
    /// (`writeCleaned(singleByte:)`), or `nil` when its decoding has a scalar from `latinLimit` up.
    static func onePass(singleByte bytes: [UInt8], _ decoder: FieldDecoder) -> String? {
        decoder.withSingleByteTable { entries in
            bytes.withUnsafeBufferPointer { field in
                let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * field.count + 8)
                defer { output.deallocate() }
                return CellText.writeCleaned(singleByte: field, entries: entries!, to: output).map {
                    String(decoding: UnsafeBufferPointer(start: output, count: $0), as: UTF8.self)
                }
            }
        }
    }

    /// Checks the one pass against decoding and then cleaning; returns whether it cleaned.
    static func expectOnePassAsTwo(_ bytes: [UInt8], _ decoder: FieldDecoder) -> Bool {
        let decoded = bytes.withUnsafeBufferPointer { decoder.string($0) }
        let isLatin = decoded.unicodeScalars.allSatisfy { $0.value < CellText.latinLimit }
        let cleaned = onePass(singleByte: bytes, decoder)
        #expect(cleaned == (isLatin ? CellText.cleanCharacters(decoded) : nil), "\(decoder.encoding) \(bytes)")
        return cleaned != nil
    }

    @Test("a single-byte field cleans in one pass as it does decoded and then cleaned", arguments: singleByteEncodings)
    func singleByteOnePass(encoding: TextEncoding) throws {
        let decoder = try FieldDecoder(encoding: encoding)
        // Every byte, alone and among others, on both sides of an eight-byte word's edge.
        for byte in UInt8.min...UInt8.max {
            for bytes in [[byte], [0x61, byte, 0x62], [0x20, byte, 0x20], [byte, byte, 0x78], Array("=\"".utf8) + [byte, 0x22],
                          Array("Zahlung ".utf8) + [byte, byte] + Array(" an Mueller".utf8)] {
                _ = Self.expectOnePassAsTwo(bytes, decoder)
            }
        }
        // Random fields of white space, wrappers, letters and high bytes.
        let pieces: [[UInt8]] = [[0x61], [0x5A], [0x30], [0x20], [0x20, 0x20], [0x09], [0x0D], [0x0A], [0x0D, 0x0A], [0x3D], [0x22],
                                 [0xA0], [0x85], [0xE4], [0xFC], [0xDF], [0x80], [0x81], [0x9F], [0xC4], [0xFF], Array("Strasse".utf8)]
        var generator = SeededGenerator(seed: 14)
        var onePassCount = 0
        var latinCount = 0
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...30, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            if Self.expectOnePassAsTwo(bytes, decoder) { onePassCount += 1 }
            if bytes.withUnsafeBufferPointer({ decoder.string($0) }).unicodeScalars.allSatisfy({ $0.value < CellText.latinLimit }) {
                latinCount += 1
            }
        }
        #expect(onePassCount == latinCount)
    }
}
