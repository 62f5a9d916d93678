import ImportWords
import StatementValues
import TextDecoding

/// Decides a file's text encoding from a bounded sample of its bytes.
///
/// Evidence in order of strength: a byte order mark; the NUL pattern of UTF-16/32 text;
/// valid UTF-8 (real UTF-8 with non-ASCII text is almost never valid by accident); and for the
/// single-byte code pages, which decoding turns the non-ASCII bytes into plausible text of
/// the languages statements are written in. ICU's charset detector is one more vote there, not
/// the judge: it misreads short Latin-1 German text.
package enum EncodingDetector {
    /// What the detector found.
    package struct Result: Sendable, Equatable {
        package var encoding: TextEncoding
        package var hasByteOrderMark: Bool
        /// 0...1: how clearly the evidence points at `encoding`.
        package var confidence: Double
        /// Set when two encodings read the sample differently and neither is clearly better.
        package var ambiguity: Ambiguity?
    }

    /// The single-byte code pages considered, in the order that wins ties: what banks in the
    /// target markets export most often comes first.
    static let singleByteCandidates: [TextEncoding] = [
        .windows1252, .isoLatin9, .isoLatin1, .windows1250, .ibm850, .macintosh,
    ]

    package static func detect(_ sample: [UInt8]) -> Result {
        detect(sample, votes: CharsetVotes())
    }

    /// The encoding the user gave (`--encoding`); a byte order mark is still recognised and
    /// skipped when it is the given encoding's.
    package static func given(_ encoding: TextEncoding, head: [UInt8]) -> Result {
        let mark = head.withUnsafeBytes { ByteOrderMark.detect($0) }
        return Result(encoding: encoding, hasByteOrderMark: mark?.encoding == encoding, confidence: 1, ambiguity: nil)
    }

    /// `detect`, asking ICU through `votes`, which a caller detecting several samples of one
    /// file shares so that the same bytes are not sent to ICU twice.
    static func detect(_ sample: [UInt8], votes: CharsetVotes) -> Result {
        let mark = sample.withUnsafeBytes { ByteOrderMark.detect($0) }
        if let mark {
            return Result(encoding: mark.encoding, hasByteOrderMark: true, confidence: 1, ambiguity: nil)
        }
        if let wide = wideEncodingWithoutMark(sample) {
            return Result(encoding: wide, hasByteOrderMark: false, confidence: 0.95, ambiguity: nil)
        }
        let nonASCII = sample.reduce(0) { $0 + ($1 >= 0x80 ? 1 : 0) }
        if nonASCII == 0 || isValidUTF8(sample) {
            return Result(encoding: .utf8, hasByteOrderMark: false, confidence: nonASCII == 0 ? 0.9 : 1, ambiguity: nil)
        }
        return bestSingleByte(sample, votes: votes)
    }

    /// UTF-16 or UTF-32 without a byte order mark, recognised by where the NUL bytes of ASCII
    /// characters fall.
    static func wideEncodingWithoutMark(_ sample: [UInt8]) -> TextEncoding? {
        let window = sample.prefix(4096)
        guard window.count >= 8 else { return nil }
        var nulAt = [0, 0, 0, 0]
        for (index, byte) in window.enumerated() where byte == 0 { nulAt[index % 4] += 1 }
        let quarter = Double(window.count) / 4
        func mostly(_ count: Int) -> Bool { Double(count) > quarter * 0.6 }
        func rarely(_ count: Int) -> Bool { Double(count) < quarter * 0.1 }
        if mostly(nulAt[1]) && mostly(nulAt[2]) && mostly(nulAt[3]) && rarely(nulAt[0]) { return .utf32LittleEndian }
        if mostly(nulAt[0]) && mostly(nulAt[1]) && mostly(nulAt[2]) && rarely(nulAt[3]) { return .utf32BigEndian }
        if mostly(nulAt[1]) && mostly(nulAt[3]) && rarely(nulAt[0]) && rarely(nulAt[2]) { return .utf16LittleEndian }
        if mostly(nulAt[0]) && mostly(nulAt[2]) && rarely(nulAt[1]) && rarely(nulAt[3]) { return .utf16BigEndian }
        return nil
    }

    /// Valid UTF-8, allowing the sample to end in the middle of a character.
    static func isValidUTF8(_ sample: [UInt8]) -> Bool {
        guard var transcoder = try? UTF8Transcoder(from: .utf8) else { return false }
        var sink: [UInt8] = []
        sink.reserveCapacity(sample.count + 16)
        sample.withUnsafeBytes { transcoder.convert($0, into: &sink) }
        return transcoder.replacementCount == 0
    }

    /// - Parameter alwaysAskingICU: asks ICU even where its vote cannot change the answer, so
    ///   that tests can show it does not.
    static func bestSingleByte(_ sample: [UInt8], votes: CharsetVotes, alwaysAskingICU: Bool = false) -> Result {
        let bytes = TextPlausibility.SampleBytes(sample)
        var scored = CodePageReading.candidates.map { codePage in
            (codePage: codePage,
             score: TextPlausibility.score(sample, bytes, readAs: codePage) + TextPlausibility.oneAlphabetBonus(bytes, codePage))
        }
        if alwaysAskingICU || !isDecidedWithoutICU(scored, bytes.occurrences) {
            let icuVotes = votes.candidates(for: sample.prefix(1 << 16))
            for index in scored.indices {
                if let vote = icuVotes.first(where: { $0.encoding == scored[index].codePage.encoding }) {
                    scored[index].score += Double(vote.confidence) / 100
                }
            }
        }
        // Stable: among equal scores the earlier (more common) code page stays first.
        let ranked = scored.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
        // Code pages that read this sample identically are one answer: the most common wins,
        // whatever ICU's vote added to the others.
        let best = singleByteCandidates.lazy.compactMap { candidate in ranked.first { $0.codePage.encoding == candidate } }
            .first { readsTheSame(bytes.occurrences, $0.codePage, ranked[0].codePage) } ?? ranked[0]
        let runnerUp = ranked.first { !readsTheSame(bytes.occurrences, $0.codePage, best.codePage) }
        let margin = runnerUp.map { best.score - $0.score } ?? best.score
        let identical = runnerUp.map { readsTheSame(bytes.occurrences, best.codePage, $0.codePage) } ?? true
        var ambiguity: Ambiguity?
        if let runnerUp, !identical, margin < 1 {
            let candidates = [best.codePage.encoding.rawValue, runnerUp.codePage.encoding.rawValue]
            ambiguity = Ambiguity(
                what: .encoding, candidates: candidates, reason: Problem(.ambiguousEncoding, ["candidates": .list(candidates)]))
        }
        let confidence = identical ? 0.95 : min(0.95, 0.5 + margin / 10)
        return Result(encoding: best.codePage.encoding, hasByteOrderMark: false, confidence: confidence, ambiguity: ambiguity)
    }

    /// Whether ICU's vote could not change the answer: the code pages that read the sample as
    /// the most plausible one does all score at least `decidedMargin` above every other. A vote
    /// adds 0...1 to a score, so the same code page wins, no other comes within 1, and the
    /// confidence stays at its 0.95 cap (`0.5 + margin / 10` with a margin of at least 4.5).
    /// ICU reads 64 KiB with some thirty recognisers: most of the time of detecting a small
    /// file, which a text full of umlauts or accents does not need.
    static func isDecidedWithoutICU(_ scored: [(codePage: CodePageReading, score: Double)], _ occurrences: [Int]) -> Bool {
        guard let top = scored.indices.max(by: { scored[$0].score < scored[$1].score }) else { return true }
        var lowestAlike = Double.infinity, highestOther = -Double.infinity
        for candidate in scored {
            if readsTheSame(occurrences, candidate.codePage, scored[top].codePage) {
                lowestAlike = min(lowestAlike, candidate.score)
            } else {
                highestOther = max(highestOther, candidate.score)
            }
        }
        return lowestAlike >= highestOther + decidedMargin
    }

    /// The lead over every other reading that no vote of ICU's can change (see `isDecidedWithoutICU`).
    static let decidedMargin = 5.5

    /// Whether two code pages turn every byte of a sample into the same text: every byte that
    /// `occurrences` counts (the sample's bytes by value) into the same scalar.
    static func readsTheSame(_ occurrences: [Int], _ first: CodePageReading, _ second: CodePageReading) -> Bool {
        (0..<256).allSatisfy { occurrences[$0] == 0 || first.scalars[$0] == second.scalars[$0] }
    }
}
