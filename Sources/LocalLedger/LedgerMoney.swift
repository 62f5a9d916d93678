import StatementImport

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

    /// The minor units of a contract amount (`-1234.5` → `-123450` for two digits): an
    /// optional `-`, digits, and optionally `.` with 1 to `digits` digits; `nil` for anything
    /// else or beyond 18 digits.
    ///
    /// Stricter and much faster than the statement parser, which also reads bank formats:
    /// a batch of a million rows has two amounts per row.
    static func minorUnits(_ text: String, digits: Int) -> Int64? {
        text.withUTF8Bytes { bytes -> Int64? in
            var index = 0
            let negative = bytes.first == 0x2D
            if negative { index = 1 }
            var value: Int64 = 0
            var integerDigits = 0
            var significantDigits = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = value &* 10 &+ Int64(bytes[index] &- 0x30)
                if value != 0 { significantDigits += 1 }
                integerDigits += 1
                index += 1
            }
            guard integerDigits > 0 else { return nil }
            var fractionDigits = 0
            if index < bytes.count, bytes[index] == 0x2E {
                index += 1
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    value = value &* 10 &+ Int64(bytes[index] &- 0x30)
                    if value != 0 { significantDigits += 1 }
                    fractionDigits += 1
                    index += 1
                }
                guard fractionDigits > 0 else { return nil }
            }
            guard index == bytes.count, fractionDigits <= digits else { return nil }
            for _ in fractionDigits..<digits {
                value = value &* 10
                if value != 0 { significantDigits += 1 }
            }
            guard significantDigits <= DecimalAmount.maximumDigits else { return nil }
            return negative ? -value : value
        }
    }
}
