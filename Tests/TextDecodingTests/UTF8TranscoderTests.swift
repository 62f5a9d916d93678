import Testing
import TextDecoding

@Suite struct UTF8TranscoderTests {
    static let statement = Fixtures.bytes("statement-de.utf-8.csv")

    /// The same German statement in every encoding converts to the identical UTF-8.
    @Test(arguments: [
        ("statement-de.utf-8.csv", TextEncoding.utf8, nil as TextEncoding?),
        ("statement-de.utf-8-bom.csv", .utf8, .utf8),
        ("statement-de.utf-16le-bom.csv", .utf16LittleEndian, .utf16LittleEndian),
        ("statement-de.utf-16be.csv", .utf16BigEndian, nil),
        ("statement-de.utf-32le-bom.csv", .utf32LittleEndian, .utf32LittleEndian),
        ("statement-de.windows-1252.csv", .windows1252, nil),
        ("statement-de.iso-8859-1.csv", .isoLatin1, nil),
        ("statement-de.iso-8859-15.csv", .isoLatin9, nil),
        ("statement-de.macintosh.csv", .macintosh, nil),
        ("statement-de.ibm850.csv", .ibm850, nil),
    ])
    func statementConvertsToIdenticalUTF8(file: String, encoding: TextEncoding, byteOrderMark: TextEncoding?) throws {
        let (markedEncoding, body) = withoutByteOrderMark(Fixtures.bytes(file))
        #expect(markedEncoding == byteOrderMark)
        let result = try transcode(body, from: encoding)
        #expect(result == Transcoded(utf8: Self.statement, replacementCount: 0, firstReplacementOffset: nil))
    }

    @Test(arguments: [
        ("euro-line.utf-8.csv", TextEncoding.utf8),
        ("euro-line.windows-1252.csv", .windows1252),
        ("euro-line.iso-8859-15.csv", .isoLatin9),
        ("euro-line.macintosh.csv", .macintosh),
    ])
    func euroSignConverts(file: String, encoding: TextEncoding) throws {
        let result = try transcode(Fixtures.bytes(file), from: encoding)
        #expect(result.text == "Überweisung;Gebühr 2,50 €;Café Größe\n")
        #expect(result.replacementCount == 0)
    }

    @Test func czechLineConvertsFromWindows1250() throws {
        let result = try transcode(Fixtures.bytes("czech-line.windows-1250.csv"), from: .windows1250)
        #expect(result.utf8 == Fixtures.bytes("czech-line.utf-8.csv"))
        #expect(result.text == "Platba kartou – Plzeň, Čáslav;Příkaz k úhradě;-1 250,00;Kč\n")
    }

    /// Single bytes of each code page and the scalar ICU maps them to.
    ///
    /// ICU maps the five bytes Windows leaves undefined in windows-1252 (0x81, 0x8D, 0x8F,
    /// 0x90, 0x9D) and in windows-1250 to the C1 controls of the same value, as the WHATWG
    /// Encoding Standard does, so they are not replaced and not counted. Bytes below 0x80 are
    /// ASCII in every code page, although ICU's ibm-850 table would swap 0x1A, 0x1C and 0x7F.
    @Test(arguments: [
        (TextEncoding.windows1252, 0x80 as UInt8, "\u{20AC}"), (.windows1252, 0x81, "\u{81}"),
        (.windows1252, 0x8A, "Š"), (.windows1252, 0x9D, "\u{9D}"), (.windows1252, 0x9F, "Ÿ"),
        (.windows1252, 0xA0, "\u{A0}"), (.windows1252, 0xDF, "ß"), (.windows1252, 0xFF, "ÿ"),
        (.isoLatin1, 0x80, "\u{80}"), (.isoLatin1, 0xA4, "¤"), (.isoLatin1, 0xE9, "é"),
        (.isoLatin9, 0xA4, "€"), (.isoLatin9, 0xBD, "œ"), (.isoLatin9, 0xFC, "ü"),
        (.windows1250, 0x81, "\u{81}"), (.windows1250, 0x8A, "Š"), (.windows1250, 0xE8, "č"),
        (.windows1250, 0xF8, "ř"),
        (.ibm850, 0x84, "ä"), (.ibm850, 0xE1, "ß"), (.ibm850, 0xD5, "ı"), (.ibm850, 0x1A, "\u{1A}"),
        (.ibm850, 0x7F, "\u{7F}"),
        (.macintosh, 0x8A, "ä"), (.macintosh, 0xA7, "ß"), (.macintosh, 0xDB, "€"), (.macintosh, 0xF0, "\u{F8FF}"),
    ])
    func codePageByteMapsToScalar(encoding: TextEncoding, byte: UInt8, expected: String) throws {
        let result = try transcode([byte], from: encoding)
        #expect(result.text == expected)
        #expect(result.replacementCount == 0)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let encoding: TextEncoding
        let input: [UInt8]
        let expected: String
        let count: Int
        let offset: Int?

        var testDescription: String {
            "\(encoding.rawValue) " + input.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        }
    }

    /// Each maximal ill-formed subsequence becomes one U+FFFD, counted, first one located.
    @Test(arguments: [
        Invalid(encoding: .utf8, input: [0x41, 0xFF, 0x42], expected: "A\u{FFFD}B", count: 1, offset: 1),
        Invalid(encoding: .utf8, input: [0x80], expected: "\u{FFFD}", count: 1, offset: 0),
        Invalid(encoding: .utf8, input: [0x41, 0xE2, 0x82], expected: "A\u{FFFD}", count: 1, offset: 1),
        Invalid(encoding: .utf8, input: [0xE2, 0x82, 0x41], expected: "\u{FFFD}A", count: 1, offset: 0),
        Invalid(encoding: .utf8, input: [0xC0, 0xAF], expected: "\u{FFFD}\u{FFFD}", count: 2, offset: 0),
        Invalid(encoding: .utf8, input: [0xED, 0xA0, 0x80], expected: "\u{FFFD}\u{FFFD}\u{FFFD}", count: 3, offset: 0),
        Invalid(encoding: .utf8, input: [0xF4, 0x90, 0x80, 0x80], expected: String(repeating: "\u{FFFD}", count: 4), count: 4, offset: 0),
        Invalid(encoding: .utf8, input: [0xF0, 0x9F, 0x98, 0x78], expected: "\u{FFFD}x", count: 1, offset: 0),
        Invalid(encoding: .utf8, input: Array("Müller ".utf8) + [0xFC, 0x20, 0xC3, 0xA4, 0xE4], expected: "Müller \u{FFFD} ä\u{FFFD}", count: 2, offset: 8),
        Invalid(encoding: .utf8, input: Array("0123456789".utf8) + [0xFE], expected: "0123456789\u{FFFD}", count: 1, offset: 10),
        Invalid(encoding: .utf16LittleEndian, input: [0x3D, 0xD8, 0x41, 0x00], expected: "\u{FFFD}A", count: 1, offset: 0),
        Invalid(encoding: .utf16LittleEndian, input: [0x41, 0x00, 0x00, 0xDC, 0x42, 0x00], expected: "A\u{FFFD}B", count: 1, offset: 2),
        Invalid(encoding: .utf16LittleEndian, input: [0x41, 0x00, 0x42], expected: "A\u{FFFD}", count: 1, offset: 2),
        Invalid(encoding: .utf16LittleEndian, input: [0x41, 0x00, 0x3D, 0xD8], expected: "A\u{FFFD}", count: 1, offset: 2),
        Invalid(encoding: .utf16LittleEndian, input: [0x3D, 0xD8, 0x3D, 0xD8, 0x00, 0xDE], expected: "\u{FFFD}😀", count: 1, offset: 0),
        Invalid(encoding: .utf16BigEndian, input: [0xDC, 0x00, 0xD8, 0x3D], expected: "\u{FFFD}\u{FFFD}", count: 2, offset: 0),
        Invalid(encoding: .utf32LittleEndian, input: [0x00, 0x00, 0x11, 0x00, 0x41, 0x00, 0x00, 0x00], expected: "\u{FFFD}A", count: 1, offset: 0),
        Invalid(encoding: .utf32BigEndian, input: [0x00, 0x00, 0x00, 0x41, 0x00, 0x00, 0xD8, 0x00], expected: "A\u{FFFD}", count: 1, offset: 4),
        Invalid(encoding: .utf32BigEndian, input: [0x00, 0x00, 0x00, 0x41, 0x00, 0x00], expected: "A\u{FFFD}", count: 1, offset: 4),
    ])
    func invalidInputIsReplacedAndCounted(_ invalid: Invalid) throws {
        let result = try transcode(invalid.input, from: invalid.encoding)
        #expect(result.text == invalid.expected)
        #expect(result.replacementCount == invalid.count)
        #expect(result.firstReplacementOffset == invalid.offset)
    }

    /// The transcoder replaces exactly as Swift's own UTF-8 decoding does.
    @Test(arguments: [
        [0x41, 0xFF, 0x42], [0xE2, 0x82], [0xC0, 0xAF, 0xE0, 0x80, 0xBF, 0xF0, 0x80, 0x80],
        [0xED, 0xBF, 0xBF, 0xEF, 0xBF, 0xBF], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3, 0xC3, 0xA4],
        [0xE1, 0x80, 0xE2, 0xF0, 0x91, 0x92, 0xF1, 0xBF, 0x41],
    ] as [[UInt8]])
    func utf8ReplacementMatchesSwiftString(input: [UInt8]) throws {
        let result = try transcode(input, from: .utf8)
        let swift = String(decoding: input, as: UTF8.self)
        #expect(result.text == swift)
        #expect(result.replacementCount == swift.unicodeScalars.filter { $0 == "\u{FFFD}" }.count)
    }

    @Test func truncatedSequenceAtChunkBoundaryIsCompletedByTheNextChunk() throws {
        let input: [UInt8] = [0x47, 0x72, 0xC3, 0xB6, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80]
        for splits in [[3], [5], [6], [8], [9], [10], [3, 5, 6, 8, 9, 10], [2, 4, 7]] {
            let result = try transcode(input, from: .utf8, splitAt: splits)
            #expect(result == Transcoded(utf8: input, replacementCount: 0, firstReplacementOffset: nil), "splits \(splits)")
        }
    }

    @Test func truncatedSequenceAtEndOfInputIsOneReplacement() throws {
        let result = try transcode([0x41, 0xF0, 0x9F, 0x98], from: .utf8, splitAt: [2, 3])
        #expect(result == Transcoded(utf8: [0x41, 0xEF, 0xBF, 0xBD], replacementCount: 1, firstReplacementOffset: 1))
    }

    @Test func carriedStartFollowedByASCIIIsReplacedAndTheASCIIKept() throws {
        let result = try transcode([0x41, 0xE2, 0x82, 0x42], from: .utf8, splitAt: [3])
        #expect(result == Transcoded(utf8: [0x41, 0xEF, 0xBF, 0xBD, 0x42], replacementCount: 1, firstReplacementOffset: 1))
    }

    @Test func offsetsCountFromTheGivenInputOffset() throws {
        let result = try transcode([0x41, 0xFF], from: .utf8, inputOffset: 3)
        #expect(result.firstReplacementOffset == 4)
    }

    @Test func onlyTheFirstReplacementOffsetIsKept() throws {
        let result = try transcode([0x41, 0xFF, 0x42, 0xFF], from: .utf8)
        #expect(result.replacementCount == 2)
        #expect(result.firstReplacementOffset == 1)
    }

    @Test func emptyInputGivesEmptyOutput() throws {
        for encoding in TextEncoding.allCases {
            #expect(try transcode([], from: encoding) == Transcoded(utf8: [], replacementCount: 0, firstReplacementOffset: nil))
        }
    }
}
