import StatementMapping

extension Fingerprint {
    /// What two rows share besides the booking date and the amount when their fingerprints
    /// match: the part of the fingerprint that tells bookings of one day and amount apart.
    package enum MatchBasis: String, Sendable, CaseIterable {
        case reference
        case counterpartyIBAN = "counterparty_iban"
        case counterpartyName = "counterparty_name"
        case purposeStart = "purpose_start"
    }

    /// What a row's fingerprint rests on besides its booking date and amount.
    package static func matchBasis(of transaction: Transaction) -> MatchBasis {
        let key = identityKey(of: transaction)
        if key.hasPrefix("ref:") { return .reference }
        if key.hasPrefix("iban:") { return .counterpartyIBAN }
        if key.hasPrefix("name:") { return .counterpartyName }
        return .purposeStart
    }
}
