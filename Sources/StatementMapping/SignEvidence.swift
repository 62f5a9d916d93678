import ImportWords
import StatementDetection
import StatementValues

/// Decides whether a statement read by detection writes money leaving the account as negative
/// (a bank account) or as positive (card statements that list purchases positive), from what
/// the statement itself shows, and says what decided:
///
/// 1. the balances it states: the reading under which the running balance chains, or the
///    opening balance plus the total meets the closing balance, is proven;
/// 2. card vocabulary in the header or preamble ("Card Used For Transaction", "Kreditkarte",
///    "Visa"), or payments to the card ("Payment - thank you") among the few negative rows,
///    with purchases positive on most rows: debits are positive;
/// 3. card vocabulary with amounts going both ways evenly: undecided, an ambiguity that
///    `--sign` settles.
///
/// A signed amount column only: debit/credit columns and direction flags say it themselves.
package enum SignEvidence {
    /// What decided, as a problem's data: the catalogue key of the reason's words under
    /// `reason_key` (`sign.reason.running_balance`), and the values they name.
    package typealias Reason = [String: WordValue]

    package enum Verdict: Equatable {
        case asWritten
        /// `balancesToo`: the balances agree with the amounts as written (a card's debt), so they
        /// are negated with them.
        case inverted(reason: Reason, balancesToo: Bool)
        case undecided(reason: Reason)
    }

    static let cardWords: Set<String> = [
        "card", "cards", "karte", "kreditkarte", "kartennummer", "carte", "carta", "tarjeta", "kaart", "kort", "karta",
        "visa", "mastercard", "amex", "kreditkort", "creditcard", "cartao", "kartenumsatze", "kartenumsatz",
        // The card and its holder in more languages: a cardholder column is a card's export.
        "cardholder", "cardmember", "karteninhaber", "kortholder", "kortinnehavare",
        "kartica", "kartya", "kortti", "kortele", "karty", "καρτα", "карта", "kortnummer", "korttinumero",
        "purchased",
    ]
    /// Words of a merchant's export, whose rows are customers paying in.
    static let merchantWords: Set<String> = ["customer", "customers", "kunde", "kunden", "client", "buyer", "payout", "payouts"]

    /// Whether a (normalised) header names a yes/no column (`TRANS. FAKT. KUNDE J/N`: billed on
    /// to a customer, yes or no): it speaks of customers without listing them, as a business
    /// card's export does; a merchant's export names its customers (`Customer ID`).
    static func isYesNoColumn(_ normalizedHeader: String) -> Bool {
        let words = normalizedHeader.split(separator: " ")
        return words.count >= 3 && ["j n", "y n", "o n", "s n", "ja nein", "yes no", "oui non", "si no"].contains(words.suffix(2).joined(separator: " "))
    }
    static let paymentWords = [
        "payment", "thank you", "zahlung", "einzahlung", "paiement", "versement", "pagamento", "versamento", "pago",
        "betaling", "lastschrift", "ihre zahlung", "your payment", "autopay", "merci", "danke",
    ]

    package static func verdict(
        transactions: [Transaction], headerNames: [String], preamble: [String],
        openingBalance: Money?, closingBalance: Money?
    ) -> Verdict {
        let amounts = transactions.map(\.amount)
        // A single row says nothing about the sign by itself, but a card statement of one
        // purchase still says it is a card's (rule 2).
        guard !amounts.isEmpty else { return .asWritten }
        // 1. Balances. A reading that agrees with the balances as written says nothing about the
        // sign (a card's balance is often the debt, written with the purchases' sign); only the
        // negated reading reconciling, and not the written one, proves it.
        var balancesAgreeAsWritten = false
        if transactions.allSatisfy({ $0.balanceAfter != nil }), transactions.count >= 3 {
            let balances = transactions.map { $0.balanceAfter!.amount }
            let written = amounts.map(\.amount)
            let inverted = written.map { DecimalAmount(significand: -$0.significand, scale: $0.scale) }
            balancesAgreeAsWritten = ColumnAnalyzer.chains(balances, written)
            if !balancesAgreeAsWritten && ColumnAnalyzer.chains(balances, inverted)
                && !rowsChainOnlyAsWritten(balances: balances, written: written, inverted: inverted) {
                return .inverted(reason: ["reason_key": .text("sign.reason.running_balance")], balancesToo: false)
            }
        }
        if let opening = openingBalance, let closing = closingBalance, opening.currency == closing.currency {
            let total = amounts.reduce(Int64(0)) { $0 &+ $1.minorUnits }
            let difference = closing.minorUnits - opening.minorUnits
            if total == difference { balancesAgreeAsWritten = true }
            if -total == difference, total != 0, !balancesAgreeAsWritten {
                return .inverted(reason: [
                    "reason_key": .text("sign.reason.stated_balances"),
                    "opening": .amount(opening.description), "closing": .amount(closing.description),
                ], balancesToo: false)
            }
        }
        // 2. Card statements.
        return cardVerdict(transactions: transactions, amounts: amounts, headerNames: headerNames, preamble: preamble,
                           balancesAgreeAsWritten: balancesAgreeAsWritten)
    }

    /// Whether some row's balance follows from its amount as written and not from the negated
    /// one: the direction then differs from row to row (a direction column the detection did
    /// not recognise), and negating every amount is no reading the balance proves.
    static func rowsChainOnlyAsWritten(balances: [DecimalAmount], written: [DecimalAmount], inverted: [DecimalAmount]) -> Bool {
        [false, true].contains { newestFirst in
            let asWritten = ColumnAnalyzer.chainedRows(balances, written, newestFirst: newestFirst).matched
            let negated = ColumnAnalyzer.chainedRows(balances, inverted, newestFirst: newestFirst).matched
            return negated.count > asWritten.count && !asWritten.subtracting(negated).isEmpty
        }
    }

    /// Rules 2 and 3: card vocabulary and payments to the card.
    private static func cardVerdict(
        transactions: [Transaction], amounts: [Money], headerNames: [String], preamble: [String], balancesAgreeAsWritten: Bool
    ) -> Verdict {
        let nonZero = amounts.filter { !$0.isZero }
        guard !nonZero.isEmpty else { return .asWritten }
        let positiveShare = Double(nonZero.filter { !$0.isNegative }.count) / Double(nonZero.count)
        let names = headerNames.map(ColumnRoleVocabulary.normalizedHeader) + preamble.map(ColumnRoleVocabulary.normalizedHeader)
        // A merchant's export (Stripe: `card_id` of the paying customer's card beside
        // `customer_id`) lists money coming in: its card words are the customers' cards.
        let words = names.flatMap { $0.split(separator: " ").map(String.init) }
        let merchantSide = names.contains { name in
            !isYesNoColumn(name) && name.split(separator: " ").contains { merchantWords.contains(String($0)) }
        }
        let cardWord = merchantSide ? nil : words.first(where: cardWords.contains)
        let payments = transactions.filter { transaction in
            guard transaction.amount.isNegative else { return false }
            let text = [transaction.counterparty, transaction.purpose].compactMap { $0 }.joined(separator: " ").lowercased()
            return paymentWords.contains { text.contains($0) }
        }
        let negatives = nonZero.filter(\.isNegative).count
        let paidToCard = negatives > 0 && payments.count * 2 >= negatives
        if positiveShare >= 0.6 && (cardWord != nil || (paidToCard && positiveShare >= 0.75)) {
            let key = switch (cardWord, paidToCard) {
            case (nil, _): "sign.reason.payments_to_card"
            case (_, false): "sign.reason.card_vocabulary"
            case (_, true): "sign.reason.card_vocabulary_and_payments"
            }
            var reason: Reason = ["reason_key": .text(key), "share": .number(Int((positiveShare * 100).rounded()))]
            if let cardWord { reason["card_word"] = .text(cardWord) }
            return .inverted(reason: reason, balancesToo: balancesAgreeAsWritten)
        }
        if cardWord != nil && positiveShare > 0.4 && positiveShare < 0.6 {
            return .undecided(reason: ["reason_key": .text("sign.reason.card_evenly"), "card_word": .text(cardWord!)])
        }
        return .asWritten
    }
}
