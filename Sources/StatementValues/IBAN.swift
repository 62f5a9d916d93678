/// International bank account numbers: recognising them in text and checking their check
/// digits (ISO 13616, mod 97).
package enum IBAN {
    /// The IBAN without spaces, upper case, when `text` is one with valid check digits.
    package static func normalized(_ text: String) -> String? {
        let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\u{00A0}" }).uppercased()
        return isValid(compact) ? compact : nil
    }

    /// Two letters, two check digits, 11 to 30 letters or digits, and mod 97 = 1.
    package static func isValid(_ compact: String) -> Bool {
        guard let scalars = wellFormed(compact) else { return false }
        var remainder = 0
        for scalar in scalars[4...] + scalars[0..<4] {
            let value = ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : Int(scalar.value - 55)
            remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97
        }
        return remainder == 1
    }

    /// The scalars of `compact` when it is written as an IBAN is: two letters, two check
    /// digits, 11 to 30 letters or digits; whether its check digits hold aside.
    private static func wellFormed(_ compact: String) -> [Unicode.Scalar]? {
        let scalars = Array(compact.unicodeScalars)
        guard (15...34).contains(scalars.count),
              scalars[0..<2].allSatisfy({ ("A"..."Z").contains($0) }),
              scalars[2..<4].allSatisfy({ ("0"..."9").contains($0) }),
              scalars[4...].allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else { return nil }
        return scalars
    }

    /// The first valid IBAN written in `text` (with or without the spaces of its printed form).
    package static func first(in text: String) -> String? {
        firstCandidate(in: text, where: normalized)
    }

    /// The first IBAN written in `text` that has its country's length but wrong check digits
    /// (a typo, or a number cut and pasted wrongly), without spaces and upper case.
    ///
    /// Only countries whose length is known count, so that a reference number that happens
    /// to start with two letters and two digits is not taken for a broken IBAN.
    package static func firstWithWrongCheckDigits(in text: String) -> String? {
        firstCandidate(in: text) { candidate in
            let compact = candidate.uppercased()
            guard let scalars = wellFormed(compact), lengthByCountry[String(compact.prefix(2))] == scalars.count,
                  !isValid(compact) else { return nil }
            return compact
        }
    }

    /// The first run of words of `text` that `accept` turns into a value.
    private static func firstCandidate(in text: String, where accept: (String) -> String?) -> String? {
        let tokens = text.split { !$0.isLetter && !$0.isNumber && $0 != " " }
        for token in tokens {
            // Printed IBANs come in groups of four separated by single spaces.
            let words = token.split(separator: " ")
            for start in words.indices {
                var candidate = ""
                for word in words[start...] {
                    candidate += word
                    if candidate.count > 34 { break }
                    if let value = accept(candidate) { return value }
                }
            }
        }
        return nil
    }

    /// The length of an IBAN of each country, from the IBAN registry (ISO 13616).
    static let lengthByCountry: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
        "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "ES": 24, "FI": 18,
        "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28,
        "IE": 22, "IL": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20,
        "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18,
        "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24,
        "SI": 19, "SK": 24, "SM": 27, "TN": 24, "TR": 26, "UA": 29, "VG": 24, "XK": 20,
    ]
}
