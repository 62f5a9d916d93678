import StatementImport
import StatementValues

/// The currency an account keeps when the user names none.
package enum AccountCurrency {
    /// The currency of the IBAN's country, where that country has only one; `nil` for an
    /// IBAN that is none, or a country of several currencies.
    package static func implied(byIBAN iban: String) -> String? {
        guard let compact = IBAN.normalized(iban) else { return nil }
        return countryCurrencies[String(compact.prefix(2))]
    }

    private static let countryCurrencies: [String: String] = {
        var table = ["CH": "CHF", "LI": "CHF"]
        for country in ["AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV",
                        "MC", "MT", "NL", "PT", "SI", "SK", "SM"] {
            table[country] = "EUR"
        }
        return table
    }()
}
