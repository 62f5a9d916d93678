import Booking
import ImportWords
import StatementValues

/// A batch checked against its account, with every amount in minor units.
///
/// The checks are those of the Certain server's 422 that typed rows can still fail: unique
/// fingerprints of at most 128 characters, amounts within the currency's minor unit, and (for
/// the ledger, which keeps one currency per account) the account's currency. Dates and
/// decimal amounts are values already: a text that is none is refused where JSON is read.
struct ValidatedBatch: Sendable {
    struct Row: Sendable {
        var fingerprintKey: Int64
        var amountMinor: Int64
        var balanceAfterMinor: Int64?
    }

    static let maximumFingerprintLength = 128

    var rows: [Row]
    /// The account's currency code, which every row's currency names (in any letter case).
    var currencyCode: String
    var statementOpeningMinor: Int64?
    var statementClosingMinor: Int64?
    /// The sum of every row's amount.
    var totalMinor: Int64
    /// The rows by fingerprint key.
    var keyOrder: FingerprintKeyOrder

    init(_ batch: Batch, currency: Currency, target: String) throws(BookingError) {
        var check = RowCheck(currency: currency, target: target)
        statementOpeningMinor = try batch.statement?.openingBalance.map { (amount) throws(BookingError) in
            try check.minorUnits(amount, .openingBalance)
        }
        statementClosingMinor = try batch.statement?.closingBalance.map { (amount) throws(BookingError) in
            try check.minorUnits(amount, .closingBalance)
        }

        currencyCode = currency.code
        // By index and field rather than by element: a copy of a transaction retains and
        // releases its six texts, a million times.
        let transactions = batch.transactions
        let keys = transactions.indices.map { FingerprintKey.of(transactions[$0].fingerprint) }
        keyOrder = FingerprintKeyOrder(keys: keys)
        // Found for all rows at once, reported in the row order of the other checks.
        let firstRepeat = keyOrder.firstRepeat(in: transactions)
        rows = []
        rows.reserveCapacity(batch.transactions.count)
        for index in transactions.indices {
            rows.append(try check.row(index, of: transactions, number: index, key: keys[index], repeats: index == firstRepeat))
        }
        totalMinor = check.total
    }

    /// The checks of one row after another, and the sum of their amounts.
    struct RowCheck {
        let currency: Currency
        let target: String
        /// The sum of the amounts of the rows checked.
        private(set) var total: Int64 = 0

        init(currency: Currency, target: String) {
            self.currency = currency
            self.target = target
        }

        func invalid(_ code: ProblemCode, _ data: [String: WordValue]) -> BookingError {
            BookingError(.invalid, target: target, Problem(code, data))
        }

        /// `amount` in minor units of the account's currency, when it has no more decimals
        /// than that currency has.
        func minorUnits(_ amount: DecimalAmount, _ what: BatchAmount) throws(BookingError) -> Int64 {
            guard let scaled = amount.rescaled(to: currency.minorUnitDigits) else {
                throw invalid(.batchAmountTooPrecise, what.data.merging([
                    "amount": .text(amount.description), "currency": .text(currency.code), "digits": .number(currency.minorUnitDigits),
                ]) { $1 })
            }
            return scaled.significand
        }

        /// `money`'s minor units, which are the account's when its currency has the account's
        /// digits, as every ISO currency with the account's code has.
        @inline(__always)
        func minorUnits(_ money: Money, _ what: BatchAmount) throws(BookingError) -> Int64 {
            if money.currency.minorUnitDigits == currency.minorUnitDigits { return money.minorUnits }
            return try minorUnits(money.amount, what)
        }

        /// Checks row `index` of `transactions`, the batch's row `number`, whose fingerprint
        /// has `key`; `repeats` when an earlier row of the batch has its fingerprint.
        mutating func row(
            _ index: Int, of transactions: [BatchTransaction], number: Int, key: Int64, repeats: Bool
        ) throws(BookingError) -> Row {
            let fingerprintLength = transactions[index].fingerprint.utf8Count
            guard fingerprintLength > 0, fingerprintLength <= ValidatedBatch.maximumFingerprintLength else {
                throw invalid(.batchFingerprintLength, ["transaction": .number(number), "limit": .number(ValidatedBatch.maximumFingerprintLength)])
            }
            guard !repeats else { throw repeated(number, fingerprint: transactions[index].fingerprint.description) }
            // Codes are upper case in every `Currency`.
            guard transactions[index].amount.currency.code == currency.code else {
                let code = transactions[index].amount.currency.code
                throw BookingError(.invalid, target: target, Problem(
                    .currencyNotTheAccounts, ["transaction": .number(number), "currency": .text(code), "account_currency": .text(currency.code)]))
            }
            let amount = try minorUnits(transactions[index].amount, .amount(transaction: number))
            let balanceAfter = try transactions[index].balanceAfter.map { (money) throws(BookingError) in
                try minorUnits(money, .balanceAfter(transaction: number))
            }
            let (sum, overflow) = total.addingReportingOverflow(amount)
            guard !overflow else { throw invalid(.batchAmountsOverflow, ["transaction": .number(number)]) }
            total = sum
            return Row(fingerprintKey: key, amountMinor: amount, balanceAfterMinor: balanceAfter)
        }

        /// Row `number` has the fingerprint of an earlier row.
        func repeated(_ number: Int, fingerprint: String) -> BookingError {
            invalid(.batchFingerprintRepeated, ["transaction": .number(number), "fingerprint": .text(fingerprint)])
        }
    }
}
