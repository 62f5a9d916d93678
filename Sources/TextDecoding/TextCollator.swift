/// Compares and searches text ignoring case and accents, as an ICU collator at primary
/// strength does: "Müller" equals "muller", "SBB" equals "sbb", "Straße" equals "strasse".
///
/// Built with the package's ICU trait the system's ICU collates (`ICUCollation`), without it
/// Foundation (`FoundationCollation`). A class because the ICU collator is owned; comparing and
/// searching with one from several threads is safe, since neither changes it; hence
/// `@unchecked Sendable`.
package final class TextCollator: @unchecked Sendable {
    /// The locale the collator was opened for; "" is the root locale.
    package let locale: String
    private let collation: Collation

    #if ICU
    typealias Collation = ICUCollation
    #else
    typealias Collation = FoundationCollation
    #endif

    /// Opens a collator for `locale`.
    ///
    /// The root locale "" suits matching payees and purposes in German, French and Czech
    /// alike: at primary strength it folds ä to a and č to c. A locale such as "cs" would make
    /// č a letter of its own and so stop "Cesky" from matching "Český".
    package init(locale: String = "") throws(TextDecodingError) {
        collation = try Collation(locale: locale)
        self.locale = locale
    }

    /// Compares `left` and `right` ignoring case and accents: -1, 0 or 1.
    package func compare(_ left: String, _ right: String) -> Int {
        collation.compare(left, right)
    }

    /// Whether `left` and `right` are equal ignoring case and accents.
    package func equalsIgnoringCaseAndAccents(_ left: String, _ right: String) -> Bool {
        compare(left, right) == 0
    }

    /// Whether `haystack` contains `needle` ignoring case and accents, as whole characters:
    /// "zurich" is found in "Zürich HB". An empty needle is always found.
    package func contains(_ needle: String, in haystack: String) -> Bool {
        collation.contains(needle, in: haystack)
    }
}
