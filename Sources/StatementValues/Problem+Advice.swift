import ImportWords

extension Problem {
    /// What to do about the problem where neither its need nor its remedy says it, in `words`:
    /// the catalogue's `advice.` text of its code, `nil` for a code that has none.
    package func advice(_ words: Words = .english) -> String? {
        var key = "advice.\(code.rawValue)"
        // A refusal inside another is settled as that refusal is.
        if !words.hasText(key), case .text(let inner)? = data["problem"] { key = "advice.\(inner)" }
        return words.hasText(key) ? words.text(key, data.merging(phraseWords(words)) { $1 }) : nil
    }
}
