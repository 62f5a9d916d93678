import ImportWords
import TextPrimitives

/// The "did you mean" for a field name that is not one.
extension FilterField {
    /// Names people reach for by habit from other tools, and the field each means here.
    private static let synonyms: [String: String] = [
        "date": "booking_date", "valuta": "value_date", "payee": "counterparty", "name": "counterparty",
        "iban": "counterparty_iban", "description": "purpose", "memo": "purpose", "text": "purpose",
        "balance_after": "balance", "saldo": "balance", "betrag": "amount",
    ]

    /// A hint for the unknown field `word`, as a catalogue key and the values its words name:
    /// the role it probably means, or how to name a column of the file by its header.
    static func hint(forUnknown word: String) -> (key: String, data: [String: WordValue]) {
        let names = roles.map(\.name)
        let column: WordValue = .text("column(\(FilterLiteral.quoted(word)))")
        if let meant = synonyms[word.lowercased()] {
            return ("filter.hint.meant_or_column", ["meant": .text(meant), "column": column])
        }
        if let meant = closest(to: word.lowercased(), among: names) {
            return ("filter.hint.meant", ["meant": .text(meant)])
        }
        return ("filter.hint.fields", ["column": column, "fields": .list(names)])
    }

    /// Headers close to `header`, for a `column("…")` that names none of the file's columns:
    /// the same header in another letter case first, else the closest by edit distance.
    static func closestHeader(to header: String, among headers: [String]) -> String? {
        headers.first { $0.lowercased() == header.lowercased() } ?? closest(to: header.lowercased(), among: headers)
    }

    private static func closest(to typed: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: typed, among: candidates)
    }
}
