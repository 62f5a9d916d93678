import StatementImport


/// The balances of a preview as the contract writes them: decimal strings.
extension BatchPreview.Balance: Codable {
    enum CodingKeys: String, CodingKey {
        case current, after
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current.description, forKey: .current)
        try container.encode(after.description, forKey: .after)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            current: try container.decodeContractDecimal(forKey: .current),
            after: try container.decodeContractDecimal(forKey: .after))
    }
}
