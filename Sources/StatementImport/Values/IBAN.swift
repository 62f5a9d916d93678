/// International bank account numbers: recognising them in text and checking their check
/// digits (ISO 13616, mod 97).
public enum IBAN {
    /// The IBAN without spaces, upper case, when `text` is one with valid check digits.
    public static func normalized(_ text: String) -> String? {
        let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\u{00A0}" }).uppercased()
        return isValid(compact) ? compact : nil
    }

    /// Two letters, two check digits, 11 to 30 letters or digits, and mod 97 = 1.
    public static func isValid(_ compact: String) -> Bool {
        let scalars = Array(compact.unicodeScalars)
        guard (15...34).contains(scalars.count),
              scalars[0..<2].allSatisfy({ ("A"..."Z").contains($0) }),
              scalars[2..<4].allSatisfy({ ("0"..."9").contains($0) }),
              scalars[4...].allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else { return false }
        var remainder = 0
        for scalar in scalars[4...] + scalars[0..<4] {
            let value = ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : Int(scalar.value - 55)
            remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97
        }
        return remainder == 1
    }

    /// The first valid IBAN written in `text` (with or without the spaces of its printed form).
    public static func first(in text: String) -> String? {
        let tokens = text.split { !$0.isLetter && !$0.isNumber && $0 != " " }
        for token in tokens {
            // Printed IBANs come in groups of four separated by single spaces.
            let words = token.split(separator: " ")
            for start in words.indices {
                var candidate = ""
                for word in words[start...] {
                    candidate += word
                    if candidate.count > 34 { break }
                    if let iban = normalized(candidate) { return iban }
                }
            }
        }
        return nil
    }
}
