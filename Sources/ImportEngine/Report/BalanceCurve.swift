import StatementMapping
import StatementValues


/// What a statement's rows did to its balance, day by day: the net amount of each booking day
/// and the lines its rows came from, gathered one row at a time.
///
/// One entry a booking day rather than a row: a statement of a million rows spans a few
/// hundred days, so the curve stays small whatever the file's length, and it does not depend
/// on whether the bank lists its rows newest or oldest first.
package struct BalanceCurve: Sendable {
    /// The rows of one booking day.
    package struct Day: Sendable, Equatable {
        package var date: CalendarDate
        /// The sum of the day's amounts.
        package var net: Money
        /// The first and last line of the day's rows, which place a problem of a line on its day.
        package var firstLine: Int
        package var lastLine: Int
    }

    /// The first row's currency.
    package private(set) var currency: Currency?
    /// `false` once a row in another currency or a sum beyond `Money`'s range made the
    /// balances unknowable from the rows.
    package private(set) var isComplete = true
    private var byDate: [CalendarDate: Day] = [:]
    /// The day of the latest rows, added up before it goes into `byDate`: a bank lists a day's
    /// rows together, so most rows cost an addition rather than a lookup.
    private var latest: Day?

    package init() {}

    /// The curve of rows held in memory.
    package init(_ transactions: [Transaction]) {
        self.init()
        for index in transactions.indices { add(transactions[index]) }
    }

    /// Adds one row to its booking day.
    package mutating func add(_ transaction: borrowing Transaction) {
        if currency == nil { currency = transaction.amount.currency }
        guard isComplete else { return }
        guard transaction.amount.currency == currency else {
            isComplete = false
            return
        }
        let row = Day(date: transaction.bookingDate, net: transaction.amount, firstLine: transaction.line, lastLine: transaction.line)
        if let day = latest, day.date == row.date {
            latest = Self.merged(day, row)
        } else {
            if let day = latest { file(day) }
            latest = row
        }
        if latest == nil { isComplete = false }
    }

    /// Adds `day` to the day of its date.
    private mutating func file(_ day: Day) {
        guard let known = byDate[day.date] else {
            byDate[day.date] = day
            return
        }
        guard let merged = Self.merged(known, day) else {
            isComplete = false
            return
        }
        byDate[day.date] = merged
    }

    /// The rows of two parts of one day as one; `nil` when their sum overflows.
    private static func merged(_ day: Day, _ more: Day) -> Day? {
        guard let net = try? day.net.adding(more.net) else { return nil }
        return Day(date: day.date, net: net, firstLine: min(day.firstLine, more.firstLine), lastLine: max(day.lastLine, more.lastLine))
    }

    /// The booking days in date order.
    package var days: [Day] {
        var curve = self
        if let day = curve.latest { curve.file(day) }
        return curve.byDate.values.sorted { $0.date < $1.date }
    }

    /// The balance at the end of each booking day, from `opening` (the balance before the
    /// first day); `nil` when the rows cannot tell it (`isComplete`) or a sum overflows.
    package func balances(from opening: Money) -> [(date: CalendarDate, balance: Money)]? {
        guard isComplete, currency == nil || currency == opening.currency else { return nil }
        var balance = opening
        var result: [(date: CalendarDate, balance: Money)] = []
        for day in days {
            guard let next = try? balance.adding(day.net) else { return nil }
            balance = next
            result.append((day.date, balance))
        }
        return result
    }

    /// The booking day of the row on `line` among `days` (a curve's `days`): the day whose lines
    /// span it, else the day of the nearest line before it (a row's continuation lines lie
    /// after its first line).
    package static func date(ofLine line: Int, in days: [Day]) -> CalendarDate? {
        if let spanning = days.first(where: { $0.firstLine <= line && line <= $0.lastLine }) { return spanning.date }
        return days.filter { $0.firstLine <= line }.max { $0.firstLine < $1.firstLine }?.date
    }
}
