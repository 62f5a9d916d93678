import ImportWords

extension Problem {
    /// What to do about the problem where neither its need nor its remedy says it, in `words`:
    /// the catalogue's `advice.` text of its code, `nil` for a code that has none.
    package func advice(_ words: Words = .english) -> String? {
        let key = "advice.\(code.rawValue)"
        return words.hasText(key) ? words.text(key, data.merging(phraseWords(words)) { $1 }) : nil
    }
}
