import Testing
import TextDecoding

@Suite struct FieldDecoderTests {
    func decode(_ bytes: [UInt8], as encoding: TextEncoding) throws -> (text: String, replacements: Int) {
        let decoder = try FieldDecoder(encoding: encoding)
        var replacements = 0
        let text = bytes.withUnsafeBufferPointer { decoder.string($0, replacementCount: &replacements) }
        return (text, replacements)
    }

    @Test(arguments: [
        (TextEncoding.windows1252, [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x20, 0x80] as [UInt8], "Müller €"),
        (.windows1252, Array("Verwendungszweck Rechnung 2024".utf8), "Verwendungszweck Rechnung 2024"),
        (.windows1252, [], ""),
        (.isoLatin9, [0x47, 0x72, 0xF6, 0xDF, 0x65, 0x20, 0xA4], "Größe €"),
        (.ibm850, [0x53, 0x74, 0x72, 0x61, 0xE1, 0x65], "Straße"),
        (.macintosh, [0x43, 0x61, 0x66, 0x8E], "Café"),
        (.windows1250, [0x50, 0x6C, 0x7A, 0x65, 0xF2], "Plzeň"),
        (.utf8, Array("Zürich HB".utf8), "Zürich HB"),
        (.utf8, [], ""),
    ])
    func decodesField(encoding: TextEncoding, bytes: [UInt8], expected: String) throws {
        let result = try decode(bytes, as: encoding)
        #expect(result.text == expected)
        #expect(result.replacements == 0)
    }

    @Test func invalidUTF8IsReplacedAndCounted() throws {
        let result = try decode([0x4D, 0xFF, 0xC3, 0xE2, 0x82], as: .utf8)
        #expect(result.text == "M\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(result.replacements == 3)
    }

    @Test func replacementCountAccumulatesOverFields() throws {
        let decoder = try FieldDecoder(encoding: .utf8)
        var replacements = 0
        for field: [UInt8] in [[0xFF], [0x41], [0xC3, 0x28]] {
            _ = field.withUnsafeBufferPointer { decoder.string($0, replacementCount: &replacements) }
        }
        #expect(replacements == 2)
    }

    @Test(arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func wideEncodingsAreRejected(encoding: TextEncoding) {
        #expect(throws: TextDecodingError.notASCIICompatible(encoding)) {
            try FieldDecoder(encoding: encoding)
        }
    }

    /// Field decoding and the streaming transcoder agree on every byte of every code page.
    @Test(arguments: TextEncoding.allCases.filter { $0.isASCIICompatible && $0 != .utf8 })
    func agreesWithTheTranscoderOnAllBytes(encoding: TextEncoding) throws {
        let everyByte = (0...255).map { UInt8($0) }
        let field = try decode(everyByte, as: encoding)
        let stream = try transcode(everyByte, from: encoding)
        #expect(Array(field.text.utf8) == stream.utf8)
        #expect(field.text.unicodeScalars.count == 256)
    }

    /// `writeUTF8` goes 8 bytes at a time, takes an ASCII tail from the field's last word, and
    /// goes byte by byte otherwise: every length up to three words, with the non-ASCII
    /// character at every place, must give what the transcoder gives, written within the room
    /// `maximumUTF8Count` asks for (the bytes after it are checked untouched).
    @Test(arguments: [TextEncoding.windows1252, .utf8])
    func writeUTF8AgreesWithTheTranscoderAtEveryLengthAndPlace(encoding: TextEncoding) throws {
        let decoder = try FieldDecoder(encoding: encoding)
        // "ü", one byte in windows-1252 and two in UTF-8; then two upper-half bytes in a row,
        // or an invalid UTF-8 byte, which becomes U+FFFD.
        let special: [[UInt8]] = encoding == .utf8 ? [[0xC3, 0xBC], [0xFF]] : [[0xFC], [0x81, 0x8D]]
        for length in 0...24 {
            for insert in special {
                for place in 0...length {
                    var field = Array(repeating: UInt8(ascii: "a"), count: length)
                    field.insert(contentsOf: insert, at: place)
                    let expected = try transcode(field, from: encoding)
                    let room = FieldDecoder.maximumUTF8Count(forByteCount: field.count)
                    var destination = [UInt8](repeating: 0xEE, count: room + 16)
                    var replacements = 0
                    let written = field.withUnsafeBufferPointer { bytes in
                        destination.withUnsafeMutableBufferPointer {
                            decoder.writeUTF8(bytes, to: $0.baseAddress!, replacementCount: &replacements)
                        }
                    }
                    #expect(Array(destination[..<written]) == expected.utf8, "\(field)")
                    #expect(replacements == expected.replacementCount, "\(field)")
                    #expect(destination[room...].allSatisfy { $0 == 0xEE }, "\(field) wrote past its room")
                }
            }
        }
    }
}
