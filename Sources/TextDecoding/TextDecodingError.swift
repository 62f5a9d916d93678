/// A failure to set up decoding, with the ICU status behind it and what to check.
package enum TextDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A field decoder was asked for an encoding whose bytes a CSV parser cannot scan directly.
    case notASCIICompatible(TextEncoding)
    /// ICU could not open a collator for the locale.
    case collatorUnavailable(locale: String, icuStatus: Int32)
    /// ICU's charset detector failed on the sample.
    case detectionFailed(icuStatus: Int32)
    /// ICU cannot compile the regular expression; `offset` is the UTF-16 offset of the problem
    /// in the pattern, when ICU knows it.
    case invalidRegex(pattern: String, icuStatus: Int32, offset: Int?)

    package var description: String {
        switch self {
        case .notASCIICompatible(let encoding):
            "\(encoding.rawValue) text cannot be decoded field by field; "
                + "transcode it to UTF-8 with UTF8Transcoder first and decode fields as utf-8"
        case .collatorUnavailable(let locale, let status):
            "ICU has no collator for locale '\(locale)' (ICU status \(status)); "
                + "use the root locale \"\" instead"
        case .detectionFailed(let status):
            "ICU charset detection failed (ICU status \(status)); name the encoding explicitly"
        case .invalidRegex(_, let status, let offset):
            Self.regexProblem(icuStatus: status) + (offset.map { " at character \($0 + 1)" } ?? "")
        }
    }

    /// What ICU's regex compile status says, in words (uregex.h's U_REGEX_* codes).
    private static func regexProblem(icuStatus: Int32) -> String {
        switch icuStatus {
        case 0x10303: "unknown escape sequence"
        case 0x10304: "invalid \\p{…} property"
        case 0x10305: "a regex feature ICU does not implement"
        case 0x10306: "unbalanced parentheses"
        case 0x10307: "number too large"
        case 0x10308: "invalid {min,max} repetition"
        case 0x10309: "in {min,max}, max is less than min"
        case 0x1030A: "back-reference to a group that does not exist"
        case 0x1030C: "a look-behind must have a bounded length"
        case 0x1030F: "missing ']'"
        case 0x10310: "invalid range [x-y]: x is after y"
        case 0x10314: "pattern too large"
        case 0x10315: "invalid group name"
        // Foundation's NSRegularExpression, without the ICU trait, does not say what is wrong.
        case 0: "not a valid regular expression"
        default: "not a valid regular expression (ICU status \(icuStatus))"
        }
    }
}
