import CICUShim

/// One guess of ICU's charset detector: a charset name, how sure ICU is, and the language
/// whose letter frequencies matched.
public struct CharsetCandidate: Equatable, Sendable {
    /// The charset as ICU names it, e.g. `ISO-8859-1`, `UTF-8`, `windows-1252`.
    public let name: String
    /// ICU's confidence from 0 to 100. It is a heuristic, not a probability.
    public let confidence: Int
    /// The ISO 639 code of the language ICU recognised, e.g. `de`, or `nil` when it named none.
    public let language: String?

    /// The supported encoding the name stands for, or `nil` when certain-import cannot read it.
    public var encoding: TextEncoding? { TextEncoding(name: name) }
}

/// Guesses the charset of a byte sample with ICU's statistical detector (`ucsdet`).
///
/// ICU only ever reports the charsets it has recognisers for (UTF-8/16/32, ISO-8859-1/2/5…,
/// windows-125x, Shift_JIS…); it has none for ibm850 or macintosh, so the caller weighs these
/// candidates as evidence next to its own, rather than taking the first one as the answer.
public enum CharsetDetector {
    /// The most candidates ICU is asked for; it has about thirty recognisers.
    private static let maximumCandidates = 64

    /// Returns ICU's candidates for `sample`, the most confident first.
    ///
    /// A sample of a few kilobytes is enough; the whole file is not needed. An empty sample
    /// has no candidates.
    public static func candidates(for sample: [UInt8]) throws(TextDecodingError) -> [CharsetCandidate] {
        guard !sample.isEmpty else { return [] }
        var matches = [cicu_charset_match](repeating: cicu_charset_match(), count: maximumCandidates)
        let found = sample.withUnsafeBufferPointer { bytes in
            matches.withUnsafeMutableBufferPointer { matches in
                cicu_detect_charsets(
                    bytes.baseAddress, Int32(clamping: bytes.count), matches.baseAddress, Int32(maximumCandidates))
            }
        }
        guard found >= 0 else { throw .detectionFailed(icuStatus: -found) }
        return matches.prefix(Int(found)).map { match in
            let language = cString(match.language)
            return CharsetCandidate(
                name: cString(match.name),
                confidence: Int(match.confidence),
                language: language.isEmpty ? nil : language)
        }
    }

    /// Reads a NUL-terminated fixed-size C array, which Swift imports as a tuple.
    private static func cString<Tuple>(_ tuple: Tuple) -> String {
        withUnsafeBytes(of: tuple) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
