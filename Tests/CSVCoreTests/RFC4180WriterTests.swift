import CSVCore
import Testing

@Suite("RFC 4180 writer")
struct RFC4180WriterTests {
    /// `needsQuotes` looks 8 bytes at a time and at an overlapping last word: a comma, quote,
    /// CR or LF at every place of every length up to three words is found, and none is seen
    /// where there is none.
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\""), 0x0D, 0x0A])
    func needsQuotesFindsTheByteAnywhere(special: UInt8) {
        for length in 0...24 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(!plain.withUnsafeBufferPointer(RFC4180Writer.needsQuotes), "length \(length)")
            for place in 0..<length {
                var field = plain
                field[place] = special
                #expect(field.withUnsafeBufferPointer(RFC4180Writer.needsQuotes), "length \(length), place \(place)")
            }
        }
    }

    /// Bytes of other encodings are not mistaken for the special ones.
    @Test func needsQuotesIgnoresHighBytes() {
        let field: [UInt8] = [0xAC, 0xA2, 0x8D, 0x8A, 0xC3, 0xBC, 0xE2, 0x82, 0xAC, 0x2D]
        #expect(!field.withUnsafeBufferPointer(RFC4180Writer.needsQuotes))
    }

    @Test(arguments: [
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("line 1\r\nline 2", "\"line 1\r\nline 2\""),
    ])
    func writeQuotedEnclosesAndDoublesQuotes(field: String, expected: String) {
        let bytes = Array(field.utf8)
        var destination = [UInt8](repeating: 0, count: 2 * bytes.count + 2)
        let written = bytes.withUnsafeBufferPointer { field in
            destination.withUnsafeMutableBufferPointer { RFC4180Writer.writeQuoted(field, to: $0.baseAddress!) }
        }
        #expect(String(decoding: destination[..<written], as: UTF8.self) == expected)
    }
}
