import StatementValues

/// Finds the account's currency where statements write it: in a money column's name
/// (`Betrag (EUR)`, `Saldo CHF`, `Betrag (€)`) or in a preamble line (`Währung:;CHF`).
enum CurrencyHint {
    static let symbols: [Character: String] = ["€": "EUR", "£": "GBP", "$": "USD"]
    /// The codes worth looking for in free text; others appear in currency columns.
    static let codes = [
        "CHF", "EUR", "USD", "GBP", "CZK", "HUF", "PLN", "SEK", "NOK", "DKK", "JPY", "CAD", "AUD", "SGD",
        "RON", "BGN", "ISK", "NZD", "MXN", "BRL", "CLP", "COP", "CRC",
    ]

    static func currency(headerNames: [String], preamble: [String]) -> Currency? {
        for text in headerNames + preamble {
            if let code = code(in: text), let currency = Currency(code: code) { return currency }
        }
        return nil
    }

    /// The currency every amount cell names beside its number (`-9,99 EUR`, `1.650,00EUR`,
    /// `€ 12.30`), when they all name the same one: the file states it on every row. `$` names
    /// no currency here (several dollars use it); nor does a column where some cell names none.
    static func currency(amountCells: [String]) -> Currency? {
        var found: String?
        var named = 0
        for cell in amountCells {
            let marker = cell.filter { !$0.isNumber && !" .,'’+-−()\u{00A0}\u{202F}".contains($0) }
            if marker.isEmpty { continue }
            let upper = marker.uppercased()
            let code = codes.contains(upper) || (upper.count == 3 && upper.allSatisfy(\.isLetter) && Currency(code: upper) != nil)
                ? upper : localMarkers[upper]
            guard let code, found == nil || found == code else { return nil }
            found = code
            named += 1
        }
        // Every non-empty cell, not a stray one.
        guard named > 0, named == amountCells.count(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        return found.flatMap { Currency(code: $0) }
    }

    /// Symbols and local abbreviations that name one currency.
    static let localMarkers: [String: String] = [
        "€": "EUR", "£": "GBP", "FR.": "CHF", "SFR.": "CHF", "KČ": "CZK", "ZŁ": "PLN", "FT": "HUF", "KR.": "DKK",
    ]

    /// The currency's name where a header writes it instead of its code (`Montant(EUROS)`,
    /// Finnish `Määrä EUROA`): only the euro's, the one name that is one currency everywhere.
    static let names: [String: String] = ["EURO": "EUR", "EUROS": "EUR", "EUROA": "EUR", "EUROT": "EUR"]

    static func code(in text: String) -> String? {
        let words = text.split { !$0.isLetter }.map { String($0) }
        if let word = words.first(where: codes.contains) { return word }
        if let name = words.lazy.compactMap({ names[$0.uppercased()] }).first { return name }
        return text.first { symbols[$0] != nil }.flatMap { symbols[$0] }
    }
}
