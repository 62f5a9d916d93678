import StatementImport


/// The facts as the contract writes them: dates as `YYYY-MM-DD`, balances as decimal strings.
extension StatementFacts: Codable {
    enum CodingKeys: String, CodingKey {
        case from, to
        case openingBalance = "opening_balance"
        case closingBalance = "closing_balance"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(from?.description, forKey: .from)
        try container.encodeIfPresent(to?.description, forKey: .to)
        try container.encodeIfPresent(openingBalance?.description, forKey: .openingBalance)
        try container.encodeIfPresent(closingBalance?.description, forKey: .closingBalance)
    }

    /// Reads the facts, refusing with the field's place any text that is not the contract's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            from: try container.decodeContractDateIfPresent(forKey: .from),
            to: try container.decodeContractDateIfPresent(forKey: .to),
            openingBalance: try container.decodeContractDecimalIfPresent(forKey: .openingBalance),
            closingBalance: try container.decodeContractDecimalIfPresent(forKey: .closingBalance))
    }
}
