import TextPrimitives

/// The "did you mean" of a usage error.
package enum Suggestion {
    /// "did you mean '--delimiter'?" for the closest candidate, or `nil` if none is close.
    package static func hint(for typed: String, among candidates: [String], words: HelpWords) -> String? {
        NameSuggestion.closest(to: typed, among: candidates).map { words.text("usage.did_you_mean", ["name": $0]) }
    }
}
