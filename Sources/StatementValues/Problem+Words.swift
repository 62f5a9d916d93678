import ImportWords

/// A problem and its need in words, without any command's options.
extension Problem {
    /// The problem in `words`: the code's text with its data, and with its need's subject.
    public func message(_ words: Words = .english) -> String {
        var values = data.merging(columnWords(words)) { $1 }.merging(phraseWords(words)) { $1 }
        if let need { values["subject"] = .text(need.subject(words)) }
        return words.text(code, keyedWords(words, values))
    }

    /// `values` with each datum under a key ending in `_key`, which names a catalogue text (a
    /// cell's problem inside a row's, a number format's parts), replaced by that text filled
    /// with the same values. Three rounds word texts nested three deep, the deepest there is.
    package func keyedWords(_ words: Words, _ values: [String: WordValue]) -> [String: WordValue] {
        let keys = data.compactMap { key, value -> (String, String)? in
            guard key.hasSuffix("_key"), case .text(let catalogueKey) = value else { return nil }
            return (key, catalogueKey)
        }
        guard !keys.isEmpty else { return values }
        var values = values
        for _ in 0..<3 {
            for (key, catalogueKey) in keys { values[key] = .text(words.text(catalogueKey, values)) }
        }
        return values
    }

    /// The problem in English as it is kept in histories and reports.
    package var englishMessage: String { message() }
}

extension StatementNeed {
    /// The catalogue's name for this need, the `need.` keys' middle and the JSON's `need.kind`.
    public var key: String {
        switch self {
        case .currency: "currency"
        case .dateFormat: "date_format"
        case .decimalSeparator: "decimal_separator"
        case .sign: "sign"
        case .encoding: "encoding"
        case .delimiter: "delimiter"
        case .template: "template"
        case .columns: "columns"
        }
    }

    /// The values a user can choose from, best first: the likely currencies, the candidate
    /// patterns or columns.
    public var candidates: [String] {
        switch self {
        case .currency(let likely): likely.map(\.code)
        case .dateFormat(let candidates), .decimalSeparator(let candidates), .encoding(let candidates),
             .delimiter(let candidates), .template(let candidates):
            candidates
        case .sign: ["debits-negative", "debits-positive"]
        case .columns(_, let candidates, _): candidates.map(String.init)
        }
    }

    /// The data the need's texts name.
    var wordValues: [String: WordValue] {
        var values: [String: WordValue] = ["candidates": .list(candidates)]
        if case .columns(let missing, _, _) = self { values["role"] = .text(missing) }
        return values
    }

    /// What is undecided, in `words`: "the currency".
    public func subject(_ words: Words = .english) -> String {
        words.text("need.\(key).subject", wordValues)
    }

    /// What settles it, in `words`, without naming any option: "name the currency, ... (likely: CHF, EUR)".
    public func settlement(_ words: Words = .english) -> String {
        let listed = candidates.count > 1 && self != .sign
        let choices = listed ? " (" + words.text(self.isCurrency ? "need.likely" : "need.candidates", wordValues) + ")" : ""
        return words.text("need.\(key)", wordValues) + choices
    }

    var isCurrency: Bool {
        if case .currency = self { return true }
        return false
    }
}
