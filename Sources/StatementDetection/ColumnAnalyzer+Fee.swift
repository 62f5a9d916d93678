import ImportWords
import StatementValues

extension ColumnAnalyzer {
    /// Whether the running balance moves by the amount less the fee (Revolut's "Fee") rather than
    /// by the amount alone. Only then is the fee taken off: elsewhere a fee column is for
    /// information (Stripe's charges list the fee the payout will lack, PayPal states a net).
    static func balanceShowsFee(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection], fee: Int
    ) -> Bool {
        guard let amount = columns.firstIndex(where: { $0.role == .amount }),
              let balance = columns.firstIndex(where: { $0.role == .balance }),
              let amountFormat = numberFormats[amount]?.candidates.first,
              let balanceFormat = numberFormats[balance]?.candidates.first else { return false }
        let feeFormat = numberFormats[fee]?.candidates.first ?? amountFormat
        let balances = values[balance].map { try? balanceFormat.parse($0) }
        let amounts = values[amount].map { try? amountFormat.parse($0) }
        let net: [DecimalAmount?] = zip(amounts, values[fee]).map { amount, feeText in
            guard let amount else { return nil }
            guard !feeText.trimmingCharacters(in: .whitespaces).isEmpty else { return amount }
            guard let fee = try? feeFormat.parse(feeText) else { return nil }
            return sum(amount, fee.withSign(negative: true))
        }
        return chains(balances, net) && !chains(balances, amounts)
    }

    /// What the output says about a fee column that is not taken off the amounts, when it
    /// holds fees and nothing proves that the amounts already include them: the reading may be
    /// off by the fees, and only the user knows (Wise's "Source fee amount" beside "Source
    /// amount (after fees)", with no balance). A running balance that moves by the amounts
    /// alone proves them, and then nothing needs saying.
    static func unprovenFeeNote(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection], fee: Int
    ) -> Problem? {
        guard let format = numberFormats[fee]?.candidates.first ?? numberFormats.values.lazy.compactMap(\.format).first
        else { return nil }
        let charged = values[fee].filter { text in (try? format.parse(text)).map { !$0.isZero } ?? false }
        guard let example = charged.first else { return nil }
        if let amount = columns.firstIndex(where: { $0.role == .amount }),
           let balance = columns.firstIndex(where: { $0.role == .balance }),
           let amountFormat = numberFormats[amount]?.candidates.first,
           let balanceFormat = numberFormats[balance]?.candidates.first,
           chains(balances: values[balance], format: balanceFormat, amounts: values[amount], amountFormat: amountFormat) {
            return nil
        }
        return Problem(
            .feeNotProven,
            Problem.column("fee_column", number: fee + 1, name: columns[fee].name).merging(
                ["charged": .number(charged.count), "rows": .number(values[fee].count), "example": .text(example)]) { $1 })
    }
}
