import CICUShim

/// A regular expression in ICU's syntax (the one `NSRegularExpression` reads) whose every
/// search is bounded: a backtracking pattern such as `^(\w+\s?)+$` or `(a+)+` takes time that
/// doubles with each character of a cell, so each search may take at most `stepLimit` units
/// of ICU's match-time limit and is reported as `.exhausted` past it, instead of running for
/// minutes on a cell a stranger wrote.
///
/// A class because it owns the ICU pattern. Every search works on a clone of it, so one
/// `TextRegex` can serve several threads; hence `@unchecked Sendable`.
public final class TextRegex: @unchecked Sendable {
    /// How much work one search may do: units of ICU's match-time limit, each ten thousand
    /// backtracking steps of its match engine. 200 units (two million steps; about half a
    /// second on the build machine) is far more than any sensible pattern needs on a cell of
    /// a statement (a few hundred steps), and stops `^(\w+\s?)+$` on a non-matching cell of
    /// 40 characters, which would otherwise take hours.
    public static let defaultStepLimit: Int32 = 200

    /// The pattern as given.
    public let pattern: String
    public let ignoresCase: Bool
    public let stepLimit: Int32
    private let regex: OpaquePointer
    private let groupCount: Int

    /// What one search found.
    public enum Outcome: Sendable {
        case noMatch
        /// A match, with the UTF-8 byte ranges of the groups (0 is the whole match; `nil`
        /// for a group that did not take part).
        case match([Range<Int>?])
        /// The search did more work than `stepLimit` allows and was stopped.
        case exhausted
    }

    /// Compiles `pattern`; a pattern ICU cannot read throws with the ICU status.
    public init(_ pattern: String, ignoresCase: Bool = false, stepLimit: Int32 = TextRegex.defaultStepLimit)
        throws(TextDecodingError)
    {
        var status: Int32 = 0
        var errorOffset: Int32 = -1
        var source = pattern
        let compiled = source.withUTF8 { bytes in
            cicu_regex_open(bytes.baseAddress, Int32(clamping: bytes.count), ignoresCase ? 1 : 0, &status, &errorOffset)
        }
        guard let compiled else {
            throw .invalidRegex(pattern: pattern, icuStatus: status, offset: errorOffset >= 0 ? Int(errorOffset) : nil)
        }
        self.pattern = pattern
        self.ignoresCase = ignoresCase
        self.stepLimit = stepLimit
        regex = compiled
        groupCount = Int(cicu_regex_group_count(compiled))
    }

    deinit {
        cicu_regex_close(regex)
    }

    /// The number of the group named `name`, or `nil` when the pattern has none.
    public func groupNumber(named name: String) -> Int? {
        var name = name
        let number = name.withUTF8 { cicu_regex_group_number(regex, $0.baseAddress, Int32(clamping: $0.count)) }
        return number >= 0 ? Int(number) : nil
    }

    /// The first match in `text`.
    public func firstMatch(in text: String) -> Outcome {
        var text = text
        var ranges = [Int64](repeating: -1, count: 2 * (groupCount + 1))
        var status: Int32 = 0
        let result = text.withUTF8 { bytes in
            ranges.withUnsafeMutableBufferPointer { ranges in
                cicu_regex_find(
                    regex, bytes.baseAddress, Int32(clamping: bytes.count), stepLimit, ranges.baseAddress,
                    Int32(groupCount + 1), &status)
            }
        }
        switch result {
        case 1:
            return .match((0...groupCount).map { group in
                let start = ranges[2 * group]
                let end = ranges[2 * group + 1]
                return start >= 0 && end >= start ? Int(start)..<Int(end) : nil
            })
        case 0:
            return .noMatch
        case CICU_REGEX_EXHAUSTED:
            return .exhausted
        default:
            // Past compiling, ICU fails only when it cannot allocate memory.
            preconditionFailure("ICU regex search failed with status \(status)")
        }
    }

    /// Whether `text` holds a match; `nil` when the search was stopped.
    public func matches(_ text: String) -> Bool? {
        switch firstMatch(in: text) {
        case .match: true
        case .noMatch: false
        case .exhausted: nil
        }
    }
}
