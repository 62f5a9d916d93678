import Testing
import TextDecoding

/// Splitting the input anywhere, or feeding it one byte at a time, never changes the output.
@Suite struct ChunkSplitTests {
    /// Text with 2-, 3- and 4-byte UTF-8 sequences, which are surrogate pairs in UTF-16.
    static let mixedText = "Kaffee ☕ Zürich 😀 ß€ 𝄞 Ende"

    static let inputs: [(String, TextEncoding, [UInt8])] = [
        ("statement utf-8", .utf8, Fixtures.bytes("statement-de.utf-8.csv")),
        ("statement utf-16le", .utf16LittleEndian, withoutByteOrderMark(Fixtures.bytes("statement-de.utf-16le-bom.csv")).body),
        ("statement utf-16be", .utf16BigEndian, Fixtures.bytes("statement-de.utf-16be.csv")),
        ("statement utf-32le", .utf32LittleEndian, withoutByteOrderMark(Fixtures.bytes("statement-de.utf-32le-bom.csv")).body),
        ("statement windows-1252", .windows1252, Fixtures.bytes("statement-de.windows-1252.csv")),
        ("statement ibm850", .ibm850, Fixtures.bytes("statement-de.ibm850.csv")),
        ("mixed utf-8", .utf8, Array(mixedText.utf8)),
        ("mixed utf-16le", .utf16LittleEndian, mixedText.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ("mixed utf-16be", .utf16BigEndian, mixedText.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ("mixed utf-32be", .utf32BigEndian, mixedText.unicodeScalars.flatMap { scalar in
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: scalar.value >> $0) }
        }),
        ("invalid utf-8", .utf8, [0x41, 0xE2, 0x82, 0xFF, 0xC3, 0xA4, 0xF0, 0x9F, 0x42, 0xED, 0xA0, 0x80, 0xE2, 0x82]),
        ("invalid utf-16le", .utf16LittleEndian, [0x3D, 0xD8, 0x41, 0x00, 0x3D, 0xD8, 0x00, 0xDE, 0x00, 0xDC, 0x3D, 0xD8, 0x42]),
        ("invalid utf-32le", .utf32LittleEndian, [0x41, 0, 0, 0, 0, 0, 0x11, 0, 0x00, 0xD8, 0, 0, 0x42, 0, 0]),
    ]

    @Test(arguments: inputs.indices)
    func everySplitOffsetGivesTheSameResult(index: Int) throws {
        let (name, encoding, input) = Self.inputs[index]
        let whole = try transcode(input, from: encoding)
        for split in 0...input.count {
            let result = try transcode(input, from: encoding, splitAt: [split])
            #expect(result == whole, "\(name) split at \(split)")
        }
    }

    @Test(arguments: inputs.indices)
    func oneByteAtATimeGivesTheSameResult(index: Int) throws {
        let (name, encoding, input) = Self.inputs[index]
        let whole = try transcode(input, from: encoding)
        let result = try transcode(input, from: encoding, splitAt: Array(input.indices.dropFirst()))
        #expect(result == whole, "\(name)")
    }

    /// Pins the whole-input results that the split sweeps compare against.
    @Test func wholeInputResults() throws {
        for (name, encoding, input) in Self.inputs.prefix(10) {
            let result = try transcode(input, from: encoding)
            #expect(result.replacementCount == 0, "\(name)")
        }
        let mixed = try transcode(Self.inputs[7].2, from: .utf16LittleEndian)
        #expect(mixed.text == Self.mixedText)
        let invalidUTF8 = try transcode(Self.inputs[10].2, from: .utf8)
        #expect(invalidUTF8 == Transcoded(
            utf8: Array("A\u{FFFD}\u{FFFD}ä\u{FFFD}B\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}".utf8),
            replacementCount: 7, firstReplacementOffset: 1))
        let invalidUTF16 = try transcode(Self.inputs[11].2, from: .utf16LittleEndian)
        #expect(invalidUTF16 == Transcoded(
            utf8: Array("\u{FFFD}A😀\u{FFFD}\u{FFFD}".utf8), replacementCount: 3, firstReplacementOffset: 0))
        let invalidUTF32 = try transcode(Self.inputs[12].2, from: .utf32LittleEndian)
        #expect(invalidUTF32 == Transcoded(
            utf8: Array("A\u{FFFD}\u{FFFD}\u{FFFD}".utf8), replacementCount: 3, firstReplacementOffset: 4))
    }
}
