/// The running-balance check of a statement that streams past: only the current day's rows
/// are held. The bank's order was decided before (on the statement's first rows, as
/// `RunningBalance` decides it), so the rows are walked in file order.
///
/// Oldest first, a day's rows are matched exactly as `RunningBalance.chain` matches them: by
/// the same day step (`RunningBalance.walkDay`), on from the row walked last.
/// Newest first, the walk goes back in time: each row is undone from the balance after it,
/// which is the same chain walked the other way (each row is mirrored: its amount negated, its
/// balance the one before it), so a broken statement may name the other row of a break than
/// the walk that holds every row in memory would.
package struct RunningBalanceWalk {
    /// Problems listed in full; past them, only counted.
    package static let problemLimit = 10_000

    package let newestFirst: Bool
    private var day: [RowFacts.Row] = []
    /// The row walked last, mirrored when walking newest first.
    private var previous: RowFacts.Row?
    private var firstWalked: RowFacts.Row?
    private(set) var problems: [ReconciliationReport.Problem] = []
    package private(set) var unlistedProblems = 0

    package init(order: RowOrder) {
        newestFirst = order == .newestFirst
    }

    package mutating func add(_ row: RowFacts.Row) {
        if let first = day.first, first.bookingDate != row.bookingDate { walkDay() }
        day.append(newestFirst ? Self.mirrored(row) : row)
    }

    /// The verdict once every row is added.
    package mutating func finish() -> RowFacts.RunningBalanceVerdict {
        walkDay()
        let walkedFirst = firstWalked.map { newestFirst ? Self.mirrored($0) : $0 }
        let walkedLast = previous.map { newestFirst ? Self.mirrored($0) : $0 }
        return RowFacts.RunningBalanceVerdict(
            order: newestFirst ? .newestFirst : .oldestFirst,
            earliest: newestFirst ? walkedLast : walkedFirst,
            latest: newestFirst ? walkedFirst : walkedLast,
            // Listed in time, as the walk that holds every row lists them.
            problems: newestFirst ? problems.reversed() : problems)
    }

    /// A row as seen walking back in time: undoing it takes the balance after it to the one
    /// before it. Mirrored twice, a row is itself again.
    static func mirrored(_ row: RowFacts.Row) -> RowFacts.Row {
        var mirror = row
        if let negated = try? row.amount.negated() {
            mirror.amount = negated
            mirror.balanceAfter = row.balanceAfter.flatMap { try? $0.adding(negated) }
        } else {
            mirror.balanceAfter = nil
        }
        return mirror
    }

    private mutating func walkDay() {
        guard !day.isEmpty else { return }
        defer { day.removeAll(keepingCapacity: true) }
        var pool = RunningBalance.DayPool(day, positions: day.indices) { $0 }
        if previous == nil {
            previous = day[pool.removeFirst()]
            firstWalked = previous
        }
        _ = RunningBalance.walkDay(&pool, of: day, after: previous!.balanceAfter) { next, breaks in
            if breaks { report(previous: previous!, next: day[next]) }
            previous = day[next]
            return true
        }
    }

    private mutating func report(previous: RowFacts.Row, next: RowFacts.Row) {
        guard problems.count < Self.problemLimit else {
            unlistedProblems += 1
            return
        }
        // Walking back in time, the later row in time is the one walked before.
        problems.append(newestFirst
            ? RunningBalance.problem(previous: Self.mirrored(next), next: Self.mirrored(previous))
            : RunningBalance.problem(previous: previous, next: next))
    }
}
