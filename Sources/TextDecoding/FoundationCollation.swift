import Foundation

/// `TextCollator`'s comparisons by Foundation, for builds without the system's ICU.
///
/// Comparing with a locale, Foundation collates as ICU does. Searching it does not: it folds
/// case and accents by decomposition, so letters with a stroke or ligatures (ø, ł, đ, æ, œ),
/// which ICU's primary strength equates with o, l, d, ae, oe, would not be found by their
/// plain spelling; `searchFolding` adds those.
final class FoundationCollation: Sendable {
    private let locale: Locale

    /// Foundation has a collation for every locale identifier, falling back to the root's.
    init(locale: String) throws(TextDecodingError) {
        self.locale = Locale(identifier: locale)
    }

    func compare(_ left: String, _ right: String) -> Int {
        switch left.compare(right, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: locale) {
        case .orderedAscending: -1
        case .orderedSame: 0
        case .orderedDescending: 1
        }
    }

    func contains(_ needle: String, in haystack: String) -> Bool {
        needle.isEmpty || folded(haystack).contains(folded(needle))
    }

    /// `text` without case and accents, and with the letters of `searchFolding` spelled out.
    private func folded(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
        guard folded.unicodeScalars.contains(where: { FoundationCollation.searchFolding[$0] != nil }) else { return folded }
        var spelled = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            spelled.append(contentsOf: FoundationCollation.searchFolding[scalar]?.unicodeScalars ?? String(scalar).unicodeScalars)
        }
        return String(spelled)
    }

    /// Lower-case letters of the languages of the EU and EFTA that ICU's root collation equates
    /// at primary strength with plain Latin letters, but that have no decomposition for
    /// Foundation's folding to strip (found by comparing the two over Latin-1 to Latin Extended-B).
    static let searchFolding: [Unicode.Scalar: String] = [
        "æ": "ae", "œ": "oe", "ø": "o", "ð": "d", "đ": "d", "ħ": "h", "ł": "l", "ŀ": "l",
        "ĳ": "ij", "ǆ": "dz", "ǳ": "dz", "ǉ": "lj", "ǌ": "nj",
    ]
}
