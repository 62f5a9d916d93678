#if ICU
import CICUShim

/// `TextRegex`'s search by the system's ICU, bounded by ICU's match-time limit.
///
/// A class because it owns the ICU pattern. Every search works on a clone of it, so one
/// pattern can serve several threads; hence `@unchecked Sendable`.
final class ICURegex: @unchecked Sendable {
    private let regex: OpaquePointer
    private let groupCount: Int

    /// Compiles `pattern`; a pattern ICU cannot read throws with the ICU status.
    init(_ pattern: String, ignoresCase: Bool) throws(TextDecodingError) {
        var status: Int32 = 0
        var errorOffset: Int32 = -1
        var source = pattern
        let compiled = source.withUTF8 { bytes in
            cicu_regex_open(bytes.baseAddress, Int32(clamping: bytes.count), ignoresCase ? 1 : 0, &status, &errorOffset)
        }
        guard let compiled else {
            throw .invalidRegex(pattern: pattern, icuStatus: status, offset: errorOffset >= 0 ? Int(errorOffset) : nil)
        }
        regex = compiled
        groupCount = Int(cicu_regex_group_count(compiled))
    }

    deinit {
        cicu_regex_close(regex)
    }

    func groupNumber(named name: String) -> Int? {
        var name = name
        let number = name.withUTF8 { cicu_regex_group_number(regex, $0.baseAddress, Int32(clamping: $0.count)) }
        return number >= 0 ? Int(number) : nil
    }

    func firstMatch(in text: String, stepLimit: Int32) -> TextRegex.Outcome {
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
}
#endif
