import Foundation
@testable import StatementDetection
import TestSupport
import TextDecoding
import Testing


/// Encoding detection: what it decides for typical samples, and the code page tables it scores
/// with against decoding a sample and weighing its characters one by one.
@Suite("Encoding detection")
struct EncodingDetectorTests {
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8($0.value) }
    }

    @Test("what the detector decides", arguments: [
        (Array("Datum;Betrag\r\n01.03.2024;-12,50\r\n".utf8), TextEncoding.utf8, false, 0.9),
        (Array("Empfänger;Betrag\r\nBäckerei Grün;-4,50\r\n".utf8), .utf8, false, 1),
        ([0xEF, 0xBB, 0xBF] + Array("Empfänger".utf8), .utf8, true, 1),
        // windows-1252, ISO 8859-1 and -15 and windows-1250 read German letters alike: the
        // most common wins, and the DOS and Mac code pages read them as symbols.
        (latin1("Empfänger;Betrag\r\nBäckerei Grün;-4,50\r\nJürgen Weiß;12,00\r\n"), .windows1252, false, 0.95),
    ])
    func decides(sample: [UInt8], encoding: TextEncoding, hasByteOrderMark: Bool, confidence: Double) {
        let result = EncodingDetector.detect(sample)
        #expect(result.encoding == encoding)
        #expect(result.hasByteOrderMark == hasByteOrderMark)
        #expect(result.confidence == confidence)
        #expect(result.ambiguity == nil)
    }

    /// 0xE8 is `è` in windows-1252 and `č` in windows-1250: a letter of their languages in both.
    @Test("a byte that is a common letter in two code pages is an ambiguity with both")
    func ambiguous() throws {
        let result = EncodingDetector.detect(Self.latin1("Cr\u{E8}me;1,00\r\n"))
        let ambiguity = try #require(result.ambiguity)
        #expect(Set(ambiguity.candidates) == ["windows-1252", "windows-1250"])
        #expect(ambiguity.candidates[0] == result.encoding.rawValue)
        #expect(result.confidence < 0.6)
    }

    /// The definition the tables stand for: decode the sample, weigh each non-ASCII character
    /// with its neighbours, take 8 off for every undecodable byte.
    static func scoredByCharacters(_ sample: [UInt8], as encoding: TextEncoding) throws -> Double {
        var transcoder = try UTF8Transcoder(from: encoding)
        var text: [UInt8] = []
        sample.withUnsafeBytes { transcoder.convert($0, into: &text) }
        transcoder.finish(into: &text)
        let characters = Array(String(decoding: text, as: UTF8.self))
        var score = 0.0
        for (index, character) in characters.enumerated() where !character.isASCII {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            score += TextPlausibility.weight(of: character, previous: previous, next: next)
        }
        return score - Double(transcoder.replacementCount) * 8
    }

    static func scoredByTable(_ sample: [UInt8], as encoding: TextEncoding) throws -> Double {
        let codePage = try #require(CodePageReading.candidates.first { $0.encoding == encoding })
        return TextPlausibility.score(sample, TextPlausibility.SampleBytes(sample), readAs: codePage)
    }

    /// Every byte next to every byte, in both orders, so that each byte is scored with a
    /// letter and a non-letter on either side.
    static let everyPair: [UInt8] = (0...255).flatMap { first in (0...255).flatMap { second in [UInt8(first), UInt8(second)] } }

    @Test("every code page scores every pair of bytes as its characters would", arguments: EncodingDetector.singleByteCandidates)
    func tablesMatchCharacters(encoding: TextEncoding) throws {
        #expect(try Self.scoredByTable(Self.everyPair, as: encoding) == Self.scoredByCharacters(Self.everyPair, as: encoding))
        for byte in 0...255 {
            let alone = [UInt8(byte)]
            let inWord = [UInt8(ascii: "a"), UInt8(byte), UInt8(ascii: "b")]
            let afterWord = [UInt8(ascii: "a"), UInt8(byte), UInt8(ascii: "1")]
            for sample in [alone, inWord, afterWord] {
                #expect(try Self.scoredByTable(sample, as: encoding) == Self.scoredByCharacters(sample, as: encoding), "byte \(byte)")
            }
        }
    }

    @Test("the bank corpus scores the same by table and by characters in every code page",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
    func bankCorpusScores() throws {
        let index = try String(contentsOf: Corpus.url("banks/INDEX.tsv"), encoding: .utf8)
        var scored = 0
        for line in index.split(separator: "\n").dropFirst() {
            let file = line.split(separator: "\t", omittingEmptySubsequences: false)[2]
            let sample = Array(try Corpus.bytes(Corpus.url("banks/\(file)")).prefix(FormatDetector.headLimit))
            guard sample.contains(where: { $0 >= 0x80 }) else { continue }
            for encoding in EncodingDetector.singleByteCandidates {
                #expect(try Self.scoredByTable(sample, as: encoding) == Self.scoredByCharacters(sample, as: encoding), "\(file) as \(encoding)")
            }
            scored += 1
        }
        #expect(scored > 100)
    }

    @Test("two code pages read a sample the same when every byte in it decodes the same")
    func readsTheSame() throws {
        let codePages = Dictionary(uniqueKeysWithValues: CodePageReading.candidates.map { ($0.encoding, $0) })
        let umlauts = TextPlausibility.SampleBytes(Self.latin1("Bäckerei Grün"))
        let euro = TextPlausibility.SampleBytes([0x80, 0x20, 0x31])
        let latin1 = try #require(codePages[.isoLatin1]), windows = try #require(codePages[.windows1252])
        let latin9 = try #require(codePages[.isoLatin9]), dos = try #require(codePages[.ibm850])
        #expect(EncodingDetector.readsTheSame(umlauts.occurrences, latin1, windows))
        #expect(EncodingDetector.readsTheSame(umlauts.occurrences, latin9, windows))
        #expect(!EncodingDetector.readsTheSame(umlauts.occurrences, dos, windows))
        // 0x80 is the euro sign in windows-1252 and a C1 control in ISO 8859-1.
        #expect(!EncodingDetector.readsTheSame(euro.occurrences, latin1, windows))
    }

    @Test("samples that share their first 64 KiB share ICU's votes, and others do not")
    func sharedVotes() {
        let words = ["Bäckerei Grün", "Crème brûlée", "Überweisung", "Straße", "Miete 12,50", "Kaffee 3,20"]
        var generator = SeededGenerator(seed: 3)
        let text = (0..<9000).map { _ in words.randomElement(using: &generator)! }.joined(separator: ";")
        let bytes = Self.latin1(text)
        let head = Array(bytes.prefix(1 << 16))
        let withTail = head + Array(bytes.suffix(1 << 14))
        let other = Array(bytes.suffix(1 << 16))
        let votes = CharsetVotes()
        for sample in [withTail, head, other, head] {
            #expect(EncodingDetector.detect(sample, votes: votes) == EncodingDetector.detect(sample))
        }
    }

    static func decidedWithoutICU(_ sample: [UInt8]) -> Bool {
        let bytes = TextPlausibility.SampleBytes(sample)
        let scored = CodePageReading.candidates.map { (codePage: $0, score: TextPlausibility.score(sample, bytes, readAs: $0)) }
        return EncodingDetector.isDecidedWithoutICU(scored, bytes.occurrences)
    }

    /// ICU's vote adds at most 1 to a code page's score; a text whose umlauts already put one
    /// reading 5.5 ahead of every other is decided without asking it.
    @Test("ICU is asked only where its vote could change the answer")
    func icuOnlyWhereItMatters() {
        let few = Self.latin1("Cr\u{E8}me;1,00\r\n")
        let many = Self.latin1("Empfänger;Betrag\r\nBäckerei Grün;-4,50\r\nJürgen Weiß;12,00\r\nMüller;3,00\r\n")
        #expect(!Self.decidedWithoutICU(few))
        #expect(Self.decidedWithoutICU(many))
        // One umlaut in a word scores 2 in the Latin code pages and less in the DOS and Mac ones.
        #expect(!Self.decidedWithoutICU(Self.latin1("Bäckerei;1,00\r\n")))
        for sample in [few, many] {
            #expect(EncodingDetector.bestSingleByte(sample, votes: CharsetVotes())
                == EncodingDetector.bestSingleByte(sample, votes: CharsetVotes(), alwaysAskingICU: true))
        }
    }

    @Test("the bank corpus detects the same encodings without the ICU votes that cannot matter",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
    func bankCorpusWithoutNeedlessVotes() throws {
        let index = try String(contentsOf: Corpus.url("banks/INDEX.tsv"), encoding: .utf8)
        var decided = 0, asked = 0
        for line in index.split(separator: "\n").dropFirst() {
            let file = line.split(separator: "\t", omittingEmptySubsequences: false)[2]
            let sample = Array(try Corpus.bytes(Corpus.url("banks/\(file)")).prefix(FormatDetector.headLimit))
            guard sample.contains(where: { $0 >= 0x80 }), !EncodingDetector.isValidUTF8(sample) else { continue }
            let quick = EncodingDetector.bestSingleByte(sample, votes: CharsetVotes())
            let asking = EncodingDetector.bestSingleByte(sample, votes: CharsetVotes(), alwaysAskingICU: true)
            #expect(quick == asking, "\(file)")
            if Self.decidedWithoutICU(sample) { decided += 1 } else { asked += 1 }
        }
        #expect(decided == 16 && asked == 9, "decided \(decided), asked \(asked)")
    }
}
