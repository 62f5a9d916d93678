import StatementValues


/// Money as the ledger stores it: INTEGER minor units next to a currency code.
enum LedgerMoney {
    /// The currency of a stored code. Accounts only take ISO codes, and bookings only their
    /// account's currency, so the fallback of two digits is never reached for the ledger's own rows.
    static func currency(_ code: String) -> Currency {
        Currency(code: code) ?? Currency(code: code, minorUnitDigits: 2)
    }

    /// The contract's decimal string for `minorUnits` of `code`.
    static func text(_ minorUnits: Int, code: String) -> String {
        Money(minorUnits: Int64(minorUnits), currency: currency(code)).description
    }
}
