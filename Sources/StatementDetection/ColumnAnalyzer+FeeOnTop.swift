import Foundation
import StatementValues

extension ColumnAnalyzer {
    /// The words with which a header says its amount is what remains after the fee, so that
    /// the account paid the amount and the fee (Wise's "Source amount (after fees)" beside
    /// "Source fee amount"), compared as whole words after `feeWordsFolded`.
    static let amountAfterFeesWords = [
        "after fees", "after fee", "after charges", "excluding fees", "excl fees",
        "nach gebuhren", "nach gebuhr", "nach abzug der gebuhren", "ohne gebuhren",
        "apres frais", "hors frais", "dopo le commissioni", "dopo commissioni", "al netto delle commissioni",
        "despues de comisiones", "sin comisiones", "apos taxas", "sem taxas", "na kosten", "zonder kosten",
        "efter avgifter", "efter gebyrer", "etter gebyrer", "po oplatach", "bez oplat", "po poplatcich", "bez poplatku",
    ]

    /// The decision to take the fee off the amounts because the amount column's name says the
    /// fee is not in them, or nil: when no running balance proves the amounts alone, a header
    /// such as "Source amount (after fees)" beside a fee column tells that the account paid
    /// both. A balance that moves by the amounts alone wins over the name.
    static func feeOnTopByName(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection], fee: Int
    ) -> Problem? {
        guard let amount = columns.firstIndex(where: { $0.role == .amount }), let name = columns[amount].name else { return nil }
        let folded = feeWordsFolded(name)
        guard amountAfterFeesWords.contains(where: { folded.contains(" \($0) ") }) else { return nil }
        if let balance = columns.firstIndex(where: { $0.role == .balance }),
           let amountFormat = numberFormats[amount]?.candidates.first,
           let balanceFormat = numberFormats[balance]?.candidates.first,
           chains(balances: values[balance], format: balanceFormat, amounts: values[amount], amountFormat: amountFormat) {
            return nil
        }
        let format = numberFormats[fee]?.candidates.first ?? numberFormats[amount]?.candidates.first
        let charged = values[fee].filter { text in format.flatMap { try? $0.parse(text) }.map { !$0.isZero } ?? false }
        return Problem(.feeOnTopByName, [
            "amount_column": .text(name), "fee_column": .text(columns[fee].name ?? String(fee + 1)),
            "charged": .number(charged.count), "rows": .number(values[fee].count),
        ])
    }

    /// A header in lower case, accents folded, every run of other characters than letters and
    /// digits one space, with a space at either end, so that words compare whole.
    static func feeWordsFolded(_ header: String) -> String {
        let folded = header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let words = folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return " " + words.joined(separator: " ") + " "
    }
}
