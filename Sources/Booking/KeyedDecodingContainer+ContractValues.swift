import StatementValues


/// Dates and amounts read from the contract's strings; a text that is not one is a
/// `DecodingError` that names the field and shows the form expected, never a crash.
extension KeyedDecodingContainer {
    /// Whether the field is left out or null, both of which the contract allows for optional fields.
    private func isAbsent(_ key: Key) throws -> Bool {
        try !contains(key) || decodeNil(forKey: key)
    }

    func decodeContractDate(forKey key: Key) throws -> CalendarDate {
        let text = try decode(String.self, forKey: key)
        guard let date = ContractText.date(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "'\(text)' is not a date written as YYYY-MM-DD, such as 2024-03-05")
        }
        return date
    }

    func decodeContractDateIfPresent(forKey key: Key) throws -> CalendarDate? {
        try isAbsent(key) ? nil : decodeContractDate(forKey: key)
    }

    func decodeContractDecimal(forKey key: Key) throws -> DecimalAmount {
        let text = try decode(String.self, forKey: key)
        guard let amount = ContractText.decimal(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "'\(text)' is not an amount written with '.' as decimal mark and no grouping, such as -12.30")
        }
        return amount
    }

    func decodeContractDecimalIfPresent(forKey key: Key) throws -> DecimalAmount? {
        try isAbsent(key) ? nil : decodeContractDecimal(forKey: key)
    }

    func decodeContractMoney(_ currency: Currency, forKey key: Key) throws -> Money {
        let amount = try decodeContractDecimal(forKey: key)
        guard amount.scale <= currency.minorUnitDigits, let money = try? Money(exactly: amount, currency: currency) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "'\(amount)' is not an amount in \(currency.code), which has at most \(currency.minorUnitDigits) decimals")
        }
        return money
    }

    func decodeContractMoneyIfPresent(_ currency: Currency, forKey key: Key) throws -> Money? {
        try isAbsent(key) ? nil : decodeContractMoney(currency, forKey: key)
    }
}
