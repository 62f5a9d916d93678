import Testing
@testable import TextDecoding

/// The charset detector without ICU: ICU's names and confidence rules, our letter-pair evidence.
@Suite struct LetterPairCharsetDetectionTests {
    static func candidates(_ fixture: String) -> [String] {
        LetterPairCharsetDetection.candidates(for: Fixtures.bytes(fixture)).map {
            "\($0.name)/\($0.language ?? "-")/\($0.confidence)"
        }
    }

    @Test("each fixture's candidates, best first", arguments: [
        // German in Latin-1, and in windows-1252 without a byte from 0x80 to 0x9F.
        ("statement-de.iso-8859-1.csv", ["ISO-8859-1/de/61", "ISO-8859-2/hu/42"]),
        ("statement-de.windows-1252.csv", ["ISO-8859-1/de/61", "ISO-8859-2/hu/42"]),
        // UTF-8's lead and trail bytes read as Latin letters and C1 controls: windows-125x.
        ("statement-de.utf-8.csv", ["UTF-8/-/100", "windows-1252/pt/53", "windows-1250/ro/40"]),
        // č, ř and ě are Czech letters in windows-1250 only: è, ø and ì in windows-1252.
        ("czech-line.windows-1250.csv", ["windows-1250/cs/70", "windows-1252/es/53"]),
        ("euro-line.iso-8859-15.csv", ["ISO-8859-1/de/86", "ISO-8859-2/hu/68"]),
    ])
    func fixtureCandidates(fixture: String, expected: [String]) {
        #expect(Self.candidates(fixture) == expected)
    }

    /// ICU's UTF-8 rules: several valid multi-byte characters and nothing invalid is certain,
    /// a byte order mark counts for much, pure ASCII could be anything.
    @Test("UTF-8's confidence", arguments: [
        (Array("Müller Straße Gebühr Lösung".utf8), 100),
        (Array("Müller".utf8), 80),
        (Array("Miete 12,50".utf8), 15),
        ([0xEF, 0xBB, 0xBF] + Array("Miete".utf8), 100),
        (Array(String(repeating: "Müller ", count: 11).utf8) + [0xFC], 25),
        (Array("M\u{FC}ller".unicodeScalars.map { UInt8($0.value) }), nil),
    ] as [([UInt8], Int?)])
    func utf8Confidence(sample: [UInt8], expected: Int?) {
        #expect(LetterPairCharsetDetection.utf8Confidence(sample) == expected)
    }

    @Test("text without letters has no code page candidate, and nothing has no candidate at all")
    func noLetters() throws {
        #expect(LetterPairCharsetDetection.candidates(for: Array("12,50;3,20\r\n".utf8)).map(\.name) == ["UTF-8"])
        #expect(try CharsetDetector.candidates(for: []) == [])
    }
}
