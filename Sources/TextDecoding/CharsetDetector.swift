/// One guess of the charset detector: a charset name, how sure the detector is, and the
/// language whose letters matched.
package struct CharsetCandidate: Equatable, Sendable {
    /// The charset as ICU names it, e.g. `ISO-8859-1`, `UTF-8`, `windows-1252`.
    package let name: String
    /// The detector's confidence from 0 to 100. It is a heuristic, not a probability.
    package let confidence: Int
    /// The ISO 639 code of the language recognised, e.g. `de`, or `nil` when it named none.
    package let language: String?

    /// The supported encoding the name stands for, or `nil` when certain-import cannot read it.
    package var encoding: TextEncoding? { TextEncoding(name: name) }
}

/// Guesses the charset of a byte sample statistically.
///
/// Built with the package's ICU trait, ICU's detector (`ucsdet`) answers; without it our own
/// (`LetterPairCharsetDetection`), which names charsets and gauges confidence the way ICU
/// does for what statements are written in. Either only ever reports the charsets it has
/// recognisers for (ICU: UTF-8/16/32, ISO-8859-1/2/5…, windows-125x, Shift_JIS…; ours: UTF-8
/// and the Latin-1 and Latin-2 families); neither has one for ibm850 or macintosh, so the
/// caller weighs these candidates as evidence next to its own, rather than taking the first
/// one as the answer.
package enum CharsetDetector {
    /// Returns the candidates for `sample`, the most confident first.
    ///
    /// A sample of a few kilobytes is enough; the whole file is not needed. An empty sample
    /// has no candidates.
    package static func candidates(for sample: [UInt8]) throws(TextDecodingError) -> [CharsetCandidate] {
        guard !sample.isEmpty else { return [] }
        #if ICU
        return try ICUCharsetDetection.candidates(for: sample)
        #else
        return LetterPairCharsetDetection.candidates(for: sample)
        #endif
    }
}
