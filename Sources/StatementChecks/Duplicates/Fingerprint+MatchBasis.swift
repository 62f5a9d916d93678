import ImportWords
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

extension Fingerprint.MatchBasis {
    /// What a person reads about a row the target holds already: "already booked as booking
    /// 12: same booking date, amount and the counterparty's name", without the booking where
    /// the target does not tell it.
    package func alreadyBookedText(_ words: Words, booking: Int? = nil) -> String {
        let basis: [String: WordValue] = ["basis": .text(words.text("duplicate.basis.\(rawValue)"))]
        guard let booking else { return words.text("duplicate.already_booked", basis) }
        return words.text("duplicate.already_booked_as", basis.merging(["booking": .number(booking)]) { first, _ in first })
    }
}
