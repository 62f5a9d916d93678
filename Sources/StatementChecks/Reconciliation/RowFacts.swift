import StatementMapping
import StatementValues

/// What reconciliation needs of a statement's rows, gathered one row at a time: the count, the
/// total, the first and last rows, the latest row with a balance, and the running balance's
/// verdict. A statement held in memory and one streaming past (`StatementStream`) are checked
/// by the same `Reconciler` through it, and neither keeps more than these few values.
package struct RowFacts: Sendable {
    /// The money and place of one row, which the checks quote.
    package struct Row: Sendable, Equatable {
        var line: Int
        var bookingDate: CalendarDate
        var amount: Money
        package var balanceAfter: Money?

        package init(_ transaction: borrowing Transaction) {
            line = transaction.line
            bookingDate = transaction.bookingDate
            amount = transaction.amount
            balanceAfter = transaction.balanceAfter
        }
    }

    /// What the running balance shows: the bank's order, the rows that open and close the
    /// statement in time, and where the balance does not follow.
    package struct RunningBalanceVerdict: Sendable {
        var order: RowOrder
        var earliest: Row?
        package var latest: Row?
        var problems: [ReconciliationReport.Problem]
    }

    package private(set) var count = 0
    /// The first row's currency.
    private(set) var currency: Currency?
    private(set) var first: Row?
    package private(set) var last: Row?
    /// The earliest and latest booking dates.
    package private(set) var period: (from: CalendarDate, to: CalendarDate)?
    /// Whether every row states its balance: only then is the running balance checked.
    package private(set) var everyRowHasBalance = true
    /// Set by whoever walked the running balance, when every row has one.
    package var runningBalance: RunningBalanceVerdict?

    /// The sum in `currency`'s minor units; `nil` once a row in another currency or an
    /// overflow made it unknowable (as `Money.sum` fails).
    private var sum: Int64? = 0
    private var latestBalanceRow: Row?
    private var rowsOnLatestBalanceDay = 0

    package init() {}

    /// The facts of rows held in memory, the running balance walked as `RunningBalance` does
    /// (unless `walkingRunningBalance` is false: for the period and ends alone).
    package init(_ transactions: [Transaction], walkingRunningBalance: Bool = true) {
        self.init()
        for index in transactions.indices { add(transactions[index]) }
        if walkingRunningBalance, !transactions.isEmpty, everyRowHasBalance {
            let result = RunningBalance.check(transactions)
            runningBalance = RunningBalanceVerdict(
                order: result.order,
                earliest: result.chronological.first.map { Row(transactions[$0]) },
                latest: result.chronological.last.map { Row(transactions[$0]) },
                problems: result.problems)
        }
    }

    package mutating func add(_ transaction: borrowing Transaction) {
        add(Row(transaction))
    }

    package mutating func add(_ row: Row) {
        count += 1
        if first == nil {
            first = row
            currency = row.amount.currency
        }
        last = row
        period = Self.period(period, including: row.bookingDate)
        if let total = sum {
            let (added, overflow) = total.addingReportingOverflow(row.amount.minorUnits)
            sum = overflow || row.amount.currency != currency ? nil : added
        }
        if row.balanceAfter == nil {
            everyRowHasBalance = false
        } else if let latest = latestBalanceRow, row.bookingDate <= latest.bookingDate {
            if row.bookingDate == latest.bookingDate { rowsOnLatestBalanceDay += 1 }
        } else {
            latestBalanceRow = row
            rowsOnLatestBalanceDay = 1
        }
    }

    /// The total of the rows in `currency` (zero without rows), or `nil` when it cannot be told.
    func total(in currency: Currency) -> Money? {
        guard count > 0 else { return Money.zero(currency) }
        guard let sum, currency == self.currency else { return nil }
        return Money(minorUnits: sum, currency: currency)
    }

    /// The row with a balance on the latest day that has one, when it is that day's only one.
    var latestDatedBalance: Row? {
        rowsOnLatestBalanceDay == 1 ? latestBalanceRow : nil
    }

    /// The period of `transactions`, as their facts would have it, without gathering the rest
    /// of the facts (which measured ten times slower).
    package static func period(of transactions: [Transaction]) -> (from: CalendarDate, to: CalendarDate)? {
        var period: (from: CalendarDate, to: CalendarDate)?
        for index in transactions.indices { period = Self.period(period, including: transactions[index].bookingDate) }
        return period
    }

    /// `period` widened to include `date`.
    private static func period(
        _ period: (from: CalendarDate, to: CalendarDate)?, including date: CalendarDate
    ) -> (from: CalendarDate, to: CalendarDate) {
        guard let period else { return (date, date) }
        return (min(period.from, date), max(period.to, date))
    }
}
