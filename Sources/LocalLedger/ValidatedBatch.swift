import Booking
import StatementImport

/// A batch checked against its account, with every amount in minor units.
///
/// The checks are those that make the Certain server answer 422: unique fingerprints of at
/// most 128 characters, `YYYY-MM-DD` dates, amounts as the contract's decimal strings, and
/// (for the ledger, which keeps one currency per account) the account's currency.
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
        statementOpeningMinor = try batch.statement?.openingBalance.map { (text) throws(BookingError) in
            try check.money(text, "the statement's opening balance")
        }
        statementClosingMinor = try batch.statement?.closingBalance.map { (text) throws(BookingError) in
            try check.money(text, "the statement's closing balance")
        }
        if let from = batch.statement?.from { try check.date(from, "the statement's first day") }
        if let to = batch.statement?.to { try check.date(to, "the statement's last day") }

        currencyCode = currency.code
        // By index and field rather than by element: a copy of a transaction retains and
        // releases its eleven texts, a million times.
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

        func invalid(_ message: String, hint: String? = nil) -> BookingError {
            BookingError(.invalid, target: target, message: message, hint: hint)
        }

        func money(_ text: String, _ what: @autoclosure () -> String) throws(BookingError) -> Int64 {
            guard let minorUnits = LedgerMoney.minorUnits(text, digits: currency.minorUnitDigits) else {
                throw invalid(
                    "\(what()) '\(text)' is not an amount in \(currency.code)",
                    hint: "write amounts with '.' as decimal mark and at most \(currency.minorUnitDigits) decimals, such as -12.30"
                )
            }
            return minorUnits
        }

        func date(_ text: String, _ what: @autoclosure () -> String) throws(BookingError) {
            guard ValidatedBatch.isContractDate(text) else {
                throw invalid("\(what()) '\(text)' is not a date", hint: "write dates as YYYY-MM-DD, such as 2024-03-05")
            }
        }

        /// Checks row `index` of `transactions`, the batch's row `number`, whose fingerprint
        /// has `key`; `repeats` when an earlier row of the batch has its fingerprint.
        mutating func row(
            _ index: Int, of transactions: [BatchTransaction], number: Int, key: Int64, repeats: Bool
        ) throws(BookingError) -> Row {
            // Built only for a message: a batch can have a million rows.
            func what() -> String { "transaction \(number)" }
            let fingerprintLength = transactions[index].fingerprint.utf8.count
            guard fingerprintLength > 0, fingerprintLength <= ValidatedBatch.maximumFingerprintLength else {
                throw invalid("\(what()): a fingerprint must have 1 to \(ValidatedBatch.maximumFingerprintLength) characters")
            }
            guard !repeats else { throw repeated(number, fingerprint: transactions[index].fingerprint) }
            guard transactions[index].currency == currency.code || transactions[index].currency.uppercased() == currency.code else {
                throw invalid(
                    "\(what()) is in \(transactions[index].currency), but the account keeps \(currency.code)",
                    hint: "book it into an account in \(transactions[index].currency)"
                )
            }
            try date(transactions[index].bookingDate, "\(what()): booking date")
            if let valueDate = transactions[index].valueDate { try date(valueDate, "\(what()): value date") }
            let amount = try money(transactions[index].amount, "\(what()): amount")
            let balanceAfter = try transactions[index].balanceAfter.map { (text) throws(BookingError) in
                try money(text, "\(what()): balance after")
            }
            let (sum, overflow) = total.addingReportingOverflow(amount)
            guard !overflow else { throw invalid("\(what()): the batch's amounts add up to more than 18 digits") }
            total = sum
            return Row(fingerprintKey: key, amountMinor: amount, balanceAfterMinor: balanceAfter)
        }

        /// Row `number` has the fingerprint of an earlier row.
        func repeated(_ number: Int, fingerprint: String) -> BookingError {
            invalid(
                "transaction \(number): fingerprint '\(fingerprint)' occurs twice in the batch",
                hint: "make equal rows of one file unique, for example with an occurrence counter"
            )
        }
    }

    /// `YYYY-MM-DD` naming a day that exists.
    static func isContractDate(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return false }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for byte in bytes[range] {
                    guard (0x30...0x39).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return false }
            return CalendarDate(year: year, month: month, day: day) != nil
        }
    }
}
