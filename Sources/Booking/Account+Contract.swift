import StatementImport


/// The account as the contract writes it: its balance as a decimal string (`"1523.17"`),
/// written back as the same number (`"-0.00"` and `"007.50"` come back as `0.00` and `7.50`).
extension Account: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, iban, currency, balance, archived
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(iban, forKey: .iban)
        try container.encode(currency, forKey: .currency)
        try container.encode(balance.description, forKey: .balance)
        try container.encode(archived, forKey: .archived)
    }

    /// Reads an account, refusing a balance that is not the contract's decimal text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            iban: try container.decodeIfPresent(String.self, forKey: .iban),
            currency: try container.decode(String.self, forKey: .currency),
            balance: try container.decodeContractDecimal(forKey: .balance),
            archived: try container.decode(Bool.self, forKey: .archived))
    }
}
