#if ICU
import CICUShim

/// `TextCollator`'s comparisons by an ICU collator at primary strength.
///
/// ICU documents comparing and searching with one collator from several threads as safe,
/// since neither changes it; hence `@unchecked Sendable`.
final class ICUCollation: @unchecked Sendable {
    private let collator: OpaquePointer

    init(locale: String) throws(TextDecodingError) {
        var status: Int32 = 0
        guard let collator = cicu_collator_open(locale, &status) else {
            throw .collatorUnavailable(locale: locale, icuStatus: status)
        }
        self.collator = collator
    }

    deinit {
        cicu_collator_close(collator)
    }

    func compare(_ left: String, _ right: String) -> Int {
        var left = left
        var right = right
        var status: Int32 = 0
        let result = left.withUTF8 { left in
            right.withUTF8 { right in
                cicu_collator_compare(
                    collator, left.baseAddress, Int32(clamping: left.count),
                    right.baseAddress, Int32(clamping: right.count), &status)
            }
        }
        // ICU fails here only for invalid arguments, which valid Swift strings never are.
        precondition(status <= 0, "ICU collation failed with status \(status)")
        return Int(result)
    }

    func contains(_ needle: String, in haystack: String) -> Bool {
        var needle = needle
        var haystack = haystack
        var status: Int32 = 0
        let found = needle.withUTF8 { needle in
            haystack.withUTF8 { haystack in
                cicu_collator_find(
                    collator, needle.baseAddress, Int32(clamping: needle.count),
                    haystack.baseAddress, Int32(clamping: haystack.count), &status)
            }
        }
        // ICU string search fails only when it cannot allocate memory.
        precondition(found != -2, "ICU string search failed with status \(status)")
        return found >= 0
    }
}
#endif
