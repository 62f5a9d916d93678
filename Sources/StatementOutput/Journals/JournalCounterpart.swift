import Foundation
import StatementValues

/// What the other side of a transaction is to the journal: money moved between the user's own
/// accounts, money a merchant gave back, or money spent or earned.
///
/// A payment to a credit card only moves money from the bank account to the card: booked as an
/// expense it would be counted twice, once here and once for each purchase on the card's own
/// statement. A refund gives back part of a purchase: booked as income it would leave the
/// purchase's category too high and the income too high by as much.
enum JournalCounterpart: Equatable {
    case transfer
    case refund
    case ordinary

    /// Words that name the settlement of a card's bill, not a purchase with a card: "VISA
    /// Debitkartenumsatz" and "Kartenzahlung" are purchases at a merchant, "Kreditkartenabrechnung"
    /// is the bill.
    static let cardSettlementWords = [
        "kreditkartenabrechnung", "kreditkarten abrechnung", "kreditkartenzahlung", "kreditkartenrechnung",
        "abrechnung kreditkarte", "credit card payment", "credit card bill", "paiement carte de credit",
    ]
    /// A card scheme's name, which names the bill only together with a word of settlement
    /// ("Mastercard Abrechnung 03/2025"), since purchases name the scheme too; both are whole
    /// words, so that "VISA Billa Filiale" stays a purchase.
    static let cardSchemes = ["visa", "mastercard", "master card", "amex", "american express"]
    static let settlementWords = ["abrechnung", "ausgleich", "settlement", "monatsrechnung", "rechnung", "bill"]
    /// Words of money given back: "Rückerstattung ... Retoure", Revolut's CARD_REFUND, PayPal's
    /// "Rückzahlung". Whole words: "Reisekostenerstattung" and "Steuererstattung" are income.
    static let refundWords = [
        "erstattung", "ruckerstattung", "rueckerstattung", "retoure", "refund", "ruckzahlung", "rueckzahlung", "storno",
        "remboursement", "rimborso", "reembolso", "chargeback",
    ]

    /// The kind of `amount` with these texts: a transfer when they name a card's bill, a refund
    /// when money comes in with words of money given back, else ordinary.
    init(amount: Money, counterparty: String?, purpose: String?) {
        let folded = [counterparty, purpose].compactMap { $0 }.joined(separator: " ")
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        // " mastercard abrechnung 03 2025 ": words between single spaces, for whole-word matches.
        let words = " " + folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ") + " "
        func hasWord(_ word: String) -> Bool { words.contains(" \(word) ") }
        if Self.cardSettlementWords.contains(where: words.contains)
            || (Self.cardSchemes.contains(where: hasWord) && Self.settlementWords.contains(where: hasWord)) {
            self = .transfer
        } else if !amount.isNegative, amount.minorUnits != 0, Self.refundWords.contains(where: hasWord) {
            self = .refund
        } else {
            self = .ordinary
        }
    }
}
