#if ICU
import CICUShim

/// `CharsetDetector`'s guesses by ICU's statistical detector (`ucsdet`).
enum ICUCharsetDetection {
    /// The most candidates ICU is asked for; it has about thirty recognisers.
    private static let maximumCandidates = 64

    static func candidates(for sample: [UInt8]) throws(TextDecodingError) -> [CharsetCandidate] {
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
#endif
