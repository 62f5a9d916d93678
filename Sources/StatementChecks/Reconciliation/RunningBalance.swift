import ImportWords
import StatementMapping
import StatementValues

/// The running-balance check: every row's balance must follow from the row before it in the
/// bank's order.
package enum RunningBalance {
    package struct Result {
        package var order: RowOrder
        /// Indexes of the transactions oldest first, a day's rows in the order their balances chain.
        var chronological: [Int]
        var problems: [ReconciliationReport.Problem]
    }

    package static func check(_ transactions: [Transaction]) -> Result {
        // The order with fewer breaks is the bank's; on a tie, dates decide. The order the
        // dates suggest is walked first, so that the other can stop as soon as it has more
        // breaks: it has lost then, and its walk is not needed.
        let newestByDates = (transactions.first?.bookingDate ?? .init(year: 2000, month: 1, day: 1)!)
            > (transactions.last?.bookingDate ?? .init(year: 2000, month: 1, day: 1)!)
        let likely = chain(transactions, newestFirst: newestByDates)!
        let newestFirst: Bool
        let result: Walk
        if let other = chain(transactions, newestFirst: !newestByDates, givingUpAfter: likely.breaks.count),
           other.breaks.count < likely.breaks.count {
            newestFirst = !newestByDates
            result = other
        } else {
            newestFirst = newestByDates
            result = likely
        }
        return Result(
            order: newestFirst ? .newestFirst : .oldestFirst,
            chronological: result.order,
            problems: result.breaks.map { $0.problem(in: transactions) })
    }

    /// The rows in the order their balances chain, and where they do not, as indexes into the
    /// transactions; messages are written only for the order that wins.
    package struct Walk {
        var order: [Int] = []
        var breaks: [Break] = []
    }

    /// A row whose balance does not follow from the row before it, which has a balance.
    struct Break {
        var previous: Int
        var next: Int

        func problem(in transactions: [Transaction]) -> ReconciliationReport.Problem {
            RunningBalance.problem(previous: transactions[previous], next: transactions[next])
        }
    }

    /// The break between `previous` and `next`, the row after it in time, both with a balance.
    static func problem(previous: some BalanceRow, next: some BalanceRow) -> ReconciliationReport.Problem {
        let previousBalance = previous.balanceAfter!
        let expected = previousBalance + next.amount
        let found = next.balanceAfter!
        let change = next.amount.description
        var data: [String: WordValue] = [
            "line": .number(next.line), "previous_balance": .amount(previousBalance.description),
            "sign": .text(change.hasPrefix("-") ? "−" : "+"), "change": .amount(change.hasPrefix("-") ? String(change.dropFirst()) : change),
            "expected": .amount(expected.description), "found": .amount(found.description),
        ]
        let cause = likelyCause(previous: previous, next: next, expected: expected, found: found)
        data.merge(cause.data) { $1 }
        return ReconciliationReport.Problem(
            kind: .runningBalance, line: next.line, expected: expected, found: found,
            finding: Problem(cause.code, data, line: next.line))
    }

    /// Walks the rows oldest first: in file order, or from the end when the file is
    /// `newestFirst`. Within a day, the next row is the first (in that order) whose balance
    /// follows from the last; where none does, the break is reported on the first row left.
    /// Only a day's rows are searched, and among them only those whose balance minus amount is
    /// the last balance, so a long statement costs time in proportion to its rows.
    ///
    /// `nil` once there are more breaks than `givingUpAfter`.
    package static func chain(_ transactions: [Transaction], newestFirst: Bool, givingUpAfter limit: Int = .max) -> Walk? {
        let count = transactions.count
        func row(_ position: Int) -> Int { newestFirst ? count - 1 - position : position }
        var walk = Walk()
        walk.order.reserveCapacity(count)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && transactions[row(end)].bookingDate == transactions[row(start)].bookingDate { end += 1 }
            var day = DayPool(transactions, positions: start..<end, row: row)
            if walk.order.isEmpty {
                walk.order.append(day.removeFirst())
            }
            let walked = walkDay(&day, of: transactions, after: transactions[walk.order[walk.order.count - 1]].balanceAfter) { next, breaks in
                if breaks {
                    walk.breaks.append(Break(previous: walk.order[walk.order.count - 1], next: next))
                    if walk.breaks.count > limit { return false }
                }
                walk.order.append(next)
                return true
            }
            guard walked else { return nil }
            start = end
        }
        return walk
    }

    /// Takes every row of `day` (a pool over `rows`), in the order their balances chain on from
    /// `balance`, the balance after the row walked before them: each next row is the first left
    /// that follows the last balance, else the first left: a break when that row states a
    /// balance and its amount adds to the last one (one currency, no overflow). Once a row
    /// without a balance is walked, the rest follow in walking order. `take` hears of each row (its index into `rows`) and whether it breaks the chain;
    /// it returns `false` to stop the walk, and so does this function then.
    ///
    /// `chain` walks a whole statement with it, `RunningBalanceWalk` one day at a time.
    static func walkDay<Row: BalanceRow>(
        _ day: inout DayPool<Row>, of rows: [Row], after balance: Money?, _ take: (_ next: Int, _ breaks: Bool) -> Bool
    ) -> Bool {
        // Rows are read from `rows` by index, field by field: a copy of a transaction would
        // retain and release each of its texts, for every row of a long statement. Read through
        // the pool's own reference to them instead, `chain` measured twice as slow.
        var previous: Int?
        while !day.isEmpty {
            let lastBalance = if let previous { rows[previous].balanceAfter } else { balance }
            guard let last = lastBalance else {
                while !day.isEmpty {
                    guard take(day.removeFirst(), false) else { return false }
                }
                break
            }
            let chained = day.first(following: last) { (try? last.adding(rows[$0].amount)) == rows[$0].balanceAfter }
            let next = chained.map { day.remove($0) } ?? day.removeFirst()
            let breaks = chained == nil && rows[next].balanceAfter != nil && (try? last.adding(rows[next].amount)) != nil
            guard take(next, breaks) else { return false }
            previous = next
        }
        return true
    }

    /// The rows of one day not yet walked, in walking order.
    ///
    /// Usually the first row left follows the last balance. When it does not, the rows are
    /// looked up by the balance before them: a row can follow a balance only if its own
    /// balance minus its amount is that balance, in its currency, so rows are indexed by that
    /// difference in minor units (a row whose amount is in another currency than its balance,
    /// or whose difference overflows, never follows); rows without a balance follow when
    /// adding their amount fails, and are always tried.
    struct DayPool<Row: BalanceRow> {
        private let transactions: [Row]
        /// The rows, in walking order.
        private var rows: [Int] = []
        private var taken: [Bool]
        /// How many leading rows are taken.
        private var firstLeft = 0
        private var left: Int
        /// Slots in `rows` by the minor units of the balance before the row, ascending; built
        /// when first needed.
        private var byBalanceBefore: [Int64: [Int]]?
        private var withoutBalance: [Int] = []

        init(_ transactions: [Row], positions: Range<Int>, row: (Int) -> Int) {
            self.transactions = transactions
            taken = Array(repeating: false, count: positions.count)
            left = positions.count
            rows.reserveCapacity(positions.count)
            for position in positions { rows.append(row(position)) }
        }

        var isEmpty: Bool { left == 0 }

        /// The slot of the first row left that can follow `balance` and that `follows` accepts.
        mutating func first(following balance: Money, where follows: (Int) -> Bool) -> Int? {
            if follows(rows[firstLeft]) { return firstLeft }
            if byBalanceBefore == nil { index() }
            var found: Int?
            for slot in byBalanceBefore![balance.minorUnits] ?? [] where !taken[slot] && follows(rows[slot]) {
                found = slot
                break
            }
            for slot in withoutBalance where !taken[slot] && slot < found ?? rows.count && follows(rows[slot]) {
                found = slot
                break
            }
            return found
        }

        private mutating func index() {
            var index: [Int64: [Int]] = [:]
            for (slot, row) in rows.enumerated() {
                let transaction = transactions[row]
                guard let balance = transaction.balanceAfter else {
                    withoutBalance.append(slot)
                    continue
                }
                let (before, overflow) = balance.minorUnits.subtractingReportingOverflow(transaction.amount.minorUnits)
                if !overflow, balance.currency == transaction.amount.currency {
                    index[before, default: []].append(slot)
                }
            }
            byBalanceBefore = index
        }

        /// Takes the row in `slot` out of the pool and returns it.
        mutating func remove(_ slot: Int) -> Int {
            taken[slot] = true
            left -= 1
            while firstLeft < rows.count && taken[firstLeft] { firstLeft += 1 }
            return rows[slot]
        }

        mutating func removeFirst() -> Int {
            remove(firstLeft)
        }
    }

    /// The most likely reason for a break, from the size of the difference: the code of the
    /// break's problem and the data its text adds.
    static func likelyCause(
        previous: some BalanceRow, next: some BalanceRow, expected: Money, found: Money
    ) -> (code: ProblemCode, data: [String: WordValue]) {
        guard let difference = try? found.subtracting(expected) else { return (.runningBalanceUnsummable, [:]) }
        if let flipped = try? expected.subtracting(next.amount).subtracting(next.amount), flipped == found,
           let opposite = try? next.amount.negated() {
            return (.runningBalanceSignFlipped, ["amount": .amount(next.amount.description), "opposite": .amount(opposite.description)])
        }
        if (try? difference.negated()) == previous.amount {
            return (.runningBalanceCountedTwice, ["previous_line": .number(previous.line), "previous_amount": .amount(previous.amount.description)])
        }
        let lines = [previous.line, next.line].sorted()
        return (.runningBalanceRowMissing, [
            "difference": .amount(difference.description), "first_line": .number(lines[0]), "last_line": .number(lines[1]),
        ])
    }
}

/// What the running-balance check reads of a row: a transaction, or the few values of one that
/// a streaming read keeps (`RowFacts.Row`).
protocol BalanceRow {
    var line: Int { get }
    var bookingDate: CalendarDate { get }
    var amount: Money { get }
    var balanceAfter: Money? { get }
}

extension Transaction: BalanceRow {}
extension RowFacts.Row: BalanceRow {}
