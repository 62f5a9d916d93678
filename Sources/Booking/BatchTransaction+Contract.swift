import StatementValues


/// The row as the contract writes it: amounts as decimal strings with the currency's digits
/// (`"-12.30"`), dates as `YYYY-MM-DD`, absent fields left out.
extension BatchTransaction: Codable {
    enum CodingKeys: String, CodingKey {
        case fingerprint, amount, currency, counterparty, purpose, reference, category
        case bookingDate = "booking_date"
        case valueDate = "value_date"
        case counterpartyIBAN = "counterparty_iban"
        case balanceAfter = "balance_after"
    }

    // The keys in the order the contract lists them; the server's requests sort them
    // (`CertainServerTarget.encoded`), since Foundation's encoder on Linux keeps no order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fingerprint.description, forKey: .fingerprint)
        try container.encode(bookingDate.description, forKey: .bookingDate)
        try container.encodeIfPresent(valueDate?.description, forKey: .valueDate)
        try container.encode(amount.description, forKey: .amount)
        try container.encode(amount.currency.code, forKey: .currency)
        try container.encodeIfPresent(counterparty, forKey: .counterparty)
        try container.encodeIfPresent(counterpartyIBAN, forKey: .counterpartyIBAN)
        try container.encodeIfPresent(purpose, forKey: .purpose)
        try container.encodeIfPresent(reference, forKey: .reference)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(balanceAfter?.description, forKey: .balanceAfter)
    }

    /// Reads a row, refusing with the field's place any text that is not the contract's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .currency)
        guard let currency = Currency(code: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container, debugDescription: "'\(code)' is not an ISO 4217 currency code, such as EUR")
        }
        self.init(
            fingerprint: BookingFingerprint(try container.decode(String.self, forKey: .fingerprint)),
            bookingDate: try container.decodeContractDate(forKey: .bookingDate),
            valueDate: try container.decodeContractDateIfPresent(forKey: .valueDate),
            amount: try container.decodeContractMoney(currency, forKey: .amount),
            counterparty: try container.decodeIfPresent(String.self, forKey: .counterparty),
            counterpartyIBAN: try container.decodeIfPresent(String.self, forKey: .counterpartyIBAN),
            purpose: try container.decodeIfPresent(String.self, forKey: .purpose),
            reference: try container.decodeIfPresent(String.self, forKey: .reference),
            category: try container.decodeIfPresent(String.self, forKey: .category),
            balanceAfter: try container.decodeContractMoneyIfPresent(currency, forKey: .balanceAfter))
    }
}
