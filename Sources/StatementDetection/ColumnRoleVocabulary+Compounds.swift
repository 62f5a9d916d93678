extension ColumnRoleVocabulary {
    /// Stems that make a German amount compound a part or another currency's figure of the
    /// booking, not the amount the account moved by: original (foreign) amounts, tax, discounts,
    /// tips and fees.
    static let partOfAmountStems = [
        "original", "ursprung", "steuer", "mwst", "ermassigung", "rabatt", "nachlass", "trinkgeld", "gebuhr", "spesen",
    ]

    /// The amount role, weaker than any amount named by a whole word, for a German compound
    /// that ends in `betrag` (`Bruttobetrag Rechnung`, `Rechnungsbetrag`, `Zahlbetrag`): German
    /// joins what qualifies the amount into one word, which the whole-word match cannot see.
    /// A compound of `partOfAmountStems` (`Original-Bruttobetrag`, `Steuerbetrag`) is none.
    static func compoundAmount(_ normalizedName: String) -> (role: ColumnRole, strength: Double)? {
        let words = normalizedName.split(separator: " ")
        guard words.contains(where: { $0.count > "betrag".count && $0.hasSuffix("betrag") }),
              !words.contains(where: { word in partOfAmountStems.contains { word.contains($0) } }) else { return nil }
        return (.amount, 0.6)
    }
}
