/// Finds the account's currency where statements write it: in a money column's name
/// (`Betrag (EUR)`, `Saldo CHF`, `Betrag (€)`) or in a preamble line (`Währung:;CHF`).
enum CurrencyHint {
    static let symbols: [Character: String] = ["€": "EUR", "£": "GBP", "$": "USD"]
    /// The codes worth looking for in free text; others appear in currency columns.
    static let codes = ["CHF", "EUR", "USD", "GBP", "CZK", "HUF", "PLN", "SEK", "NOK", "DKK", "JPY", "CAD", "AUD", "SGD"]

    static func currency(headerNames: [String], preamble: [String]) -> Currency? {
        for text in headerNames + preamble {
            if let code = code(in: text), let currency = Currency(code: code) { return currency }
        }
        return nil
    }

    static func code(in text: String) -> String? {
        let words = text.split { !$0.isLetter }.map { String($0) }
        if let word = words.first(where: codes.contains) { return word }
        return text.first { symbols[$0] != nil }.flatMap { symbols[$0] }
    }
}
