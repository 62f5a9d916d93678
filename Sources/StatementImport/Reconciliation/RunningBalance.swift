/// The running-balance check: every row's balance must follow from the row before it in the
/// bank's order.
enum RunningBalance {
    struct Result {
        var order: RowOrder
        /// The transactions oldest first, a day's rows in the order their balances chain.
        var chronological: [Transaction]
        var problems: [ReconciliationReport.Problem]
    }

    static func check(_ transactions: [Transaction]) -> Result {
        let forward = chain(transactions)
        let backward = chain(transactions.reversed())
        // The order with fewer breaks is the bank's; on a tie, dates decide.
        let newestFirst: Bool
        if backward.problems.count != forward.problems.count {
            newestFirst = backward.problems.count < forward.problems.count
        } else {
            newestFirst = (transactions.first?.bookingDate ?? .init(year: 2000, month: 1, day: 1)!)
                > (transactions.last?.bookingDate ?? .init(year: 2000, month: 1, day: 1)!)
        }
        let result = newestFirst ? backward : forward
        return Result(order: newestFirst ? .newestFirst : .oldestFirst, chronological: result.ordered, problems: result.problems)
    }

    /// Walks `rows` oldest first. Within a day, the next row is the one whose balance follows
    /// from the last; where none does, the break is reported on the row in file order. Only a
    /// day's rows are searched, so a long statement costs time in proportion to its rows.
    static func chain<Rows: Collection>(_ rows: Rows) -> (ordered: [Transaction], problems: [ReconciliationReport.Problem])
    where Rows.Element == Transaction {
        let all = Array(rows)
        var ordered: [Transaction] = []
        ordered.reserveCapacity(all.count)
        var problems: [ReconciliationReport.Problem] = []
        var start = 0
        while start < all.count {
            var end = start + 1
            while end < all.count && all[end].bookingDate == all[start].bookingDate { end += 1 }
            var pool = Array(all[start..<end])
            if ordered.isEmpty {
                ordered.append(pool.removeFirst())
            }
            while !pool.isEmpty {
                let previous = ordered[ordered.count - 1]
                guard let previousBalance = previous.balanceAfter else {
                    ordered.append(contentsOf: pool)
                    break
                }
                let chained = pool.firstIndex { (try? previousBalance.adding($0.amount)) == $0.balanceAfter }
                let next = pool.remove(at: chained ?? 0)
                if chained == nil, let found = next.balanceAfter, let expected = try? previousBalance.adding(next.amount) {
                    problems.append(ReconciliationReport.Problem(
                        kind: .runningBalance, line: next.line, expected: expected, found: found,
                        message: "line \(next.line): the balance should be \(previousBalance) \(signed(next.amount)) = \(expected), but the file says \(found); " + likelyCause(previous: previous, next: next, expected: expected, found: found)))
                }
                ordered.append(next)
            }
            start = end
        }
        return (ordered, problems)
    }

    /// The most likely reason for a break, from the size of the difference.
    static func likelyCause(previous: Transaction, next: Transaction, expected: Money, found: Money) -> String {
        guard let difference = try? found.subtracting(expected) else { return "the amounts do not add up" }
        if let flipped = try? expected.subtracting(next.amount).subtracting(next.amount), flipped == found {
            let opposite = (try? next.amount.negated()).map { " should be \($0)" } ?? ""
            return "the amount's sign looks flipped (\(next.amount)\(opposite))"
        }
        if (try? difference.negated()) == previous.amount {
            return "the row on line \(previous.line) (\(previous.amount)) looks counted twice"
        }
        let lines = [previous.line, next.line].sorted()
        return "a row of \(difference) looks missing between line \(lines[0]) and line \(lines[1])"
    }

    /// `+ 12.30` or `− 12.30`, for sums written out in messages.
    static func signed(_ amount: Money) -> String {
        let text = amount.description
        return text.hasPrefix("-") ? "− " + text.dropFirst() : "+ " + text
    }
}
