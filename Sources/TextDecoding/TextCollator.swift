import CICUShim

/// Compares and searches text ignoring case and accents, with an ICU collator at primary
/// strength: "Müller" equals "muller", "SBB" equals "sbb", "Straße" equals "strasse".
///
/// A class because it owns the ICU collator. ICU documents comparing and searching with one
/// collator from several threads as safe, since neither changes it; hence `@unchecked Sendable`.
public final class TextCollator: @unchecked Sendable {
    /// The locale the collator was opened for; "" is ICU's root locale.
    public let locale: String
    private let collator: OpaquePointer

    /// Opens a collator for `locale`.
    ///
    /// The root locale "" suits matching payees and purposes in German, French and Czech
    /// alike: at primary strength it folds ä to a and č to c. A locale such as "cs" would make
    /// č a letter of its own and so stop "Cesky" from matching "Český".
    public init(locale: String = "") throws(TextDecodingError) {
        var status: Int32 = 0
        guard let collator = cicu_collator_open(locale, &status) else {
            throw .collatorUnavailable(locale: locale, icuStatus: status)
        }
        self.locale = locale
        self.collator = collator
    }

    deinit {
        cicu_collator_close(collator)
    }

    /// Compares `left` and `right` ignoring case and accents: -1, 0 or 1.
    public func compare(_ left: String, _ right: String) -> Int {
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

    /// Whether `left` and `right` are equal ignoring case and accents.
    public func equalsIgnoringCaseAndAccents(_ left: String, _ right: String) -> Bool {
        compare(left, right) == 0
    }

    /// Whether `haystack` contains `needle` ignoring case and accents, as whole characters:
    /// "zurich" is found in "Zürich HB". An empty needle is always found.
    public func contains(_ needle: String, in haystack: String) -> Bool {
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
