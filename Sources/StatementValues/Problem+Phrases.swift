import ImportWords

extension Problem {
    /// The data that name a phrase of the catalogue rather than hold a datum: what the ledger
    /// was doing (`operation`), which amount of a batch (`batch_amount`), how a server call
    /// failed (`failure`), which deadline passed (`deadline`), that it was tried several times
    /// (`tries`), that a booking's answer may be lost (`answer_lost`) and what kind of body a
    /// server answered with (`body`). They are kept as codes (`open_ledger`), so that the JSON
    /// carries a value and each language its words. A `problem` datum is the code of a refusal
    /// inside this one, worded with the same data.
    static let phraseKeys = ["operation", "batch_amount", "failure", "deadline", "tries", "answer_lost", "body"]

    /// The phrases this problem's data name, worded in `words` with the problem's data.
    func phraseWords(_ words: Words) -> [String: WordValue] {
        var phrases: [String: WordValue] = [:]
        for key in Self.phraseKeys {
            guard case .text(let code)? = data[key], words.hasText("\(key).\(code)") else { continue }
            phrases[key] = .text(words.text("\(key).\(code)", data))
        }
        // A refusal inside another (`importsAsOneRefused`): its code's text, with its phrases.
        if case .text(let code)? = data["problem"], words.hasText(code) {
            phrases["problem"] = .text(words.text(code, data.merging(phrases) { $1 }))
        }
        return phrases
    }
}
