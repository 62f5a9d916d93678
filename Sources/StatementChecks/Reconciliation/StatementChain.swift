import ImportWords
import StatementValues

/// Whether consecutive statements of one account follow each other: each statement's opening
/// balance must be the closing balance of the statement before it.
///
/// Statements are compared in period order (first booking date). Between two neighbours the
/// chain finds one of:
/// - nothing: the balances chain (however far apart the periods are: a quiet account books
///   nothing for weeks);
/// - an overlap: the later statement starts on or before the day the earlier one ends. That is
///   fine (the duplicate check books the shared rows once), so balances are not compared;
/// - a gap: the balances do not chain and more than `gapDays` days lie between the two
///   periods — a statement is missing. Without balances to compare, only a whole calendar month
///   without any statement counts as a gap;
/// - a break: the balances do not chain although the periods adjoin — rows are missing or
///   doubled at the seam.
package enum StatementChain {
    /// What the chain needs of one statement.
    package struct Statement: Sendable, Equatable {
        /// The statement's name in messages, such as its file.
        package var name: String
        /// The first and last booking dates.
        package var from: CalendarDate
        package var to: CalendarDate
        /// Stated, or derived from the other balance and the total, or from the running balance.
        package var openingBalance: Money?
        package var closingBalance: Money?
        /// The line of the statement's earliest booking, where a finding about its start points.
        package var firstLine: Int?

        package init(
            name: String, from: CalendarDate, to: CalendarDate, openingBalance: Money?, closingBalance: Money?,
            firstLine: Int? = nil
        ) {
            self.name = name
            self.from = from
            self.to = to
            self.openingBalance = openingBalance
            self.closingBalance = closingBalance
            self.firstLine = firstLine
        }
    }

    /// What lies between two neighbouring statements, when it is not a plain chain.
    package struct Finding: Sendable, Equatable {
        package enum Kind: String, Sendable {
            case gap
            case balanceBreak = "break"
            case overlap
        }

        package var kind: Kind
        /// Indexes into the statements as given to `check`.
        package var previous: Int
        package var next: Int
        /// The earlier statement's closing balance and the later one's opening balance, when known.
        package var expected: Money?
        package var found: Money?
        /// Where the later statement starts.
        package var line: Int?
        /// What lies between the two, as a value: its code and the statements' names, dates and balances.
        package var problem: Problem
        /// What lies between the two, in English.
        package var message: String { problem.plainMessage }
    }

    /// More days than this between two statements (with balances that do not chain) is a gap
    /// rather than a break: weekly and monthly statements adjoin within a weekend or so.
    package static let gapDays = 7

    /// The statements' indexes in period order: first booking date, then last, then name.
    package static func periodOrder(_ statements: [Statement]) -> [Int] {
        statements.indices.sorted { left, right in
            let (a, b) = (statements[left], statements[right])
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            if a.name != b.name { return a.name < b.name }
            return left < right
        }
    }

    /// The findings between each statement and the next, for statements already in period order.
    package static func check(_ statements: [Statement]) -> [Finding] {
        var findings: [Finding] = []
        for next in statements.indices.dropFirst() {
            if let finding = link(statements[next - 1], statements[next], previous: next - 1, next: next) {
                findings.append(finding)
            }
        }
        return findings
    }

    package static func link(_ earlier: Statement, _ later: Statement, previous: Int, next: Int) -> Finding? {
        var data: [String: WordValue] = [
            "earlier": .text(earlier.name), "earlier_to": .date(earlier.to.description),
            "later": .text(later.name), "later_from": .date(later.from.description),
        ]
        func finding(_ kind: Finding.Kind, _ code: ProblemCode) -> Finding {
            Finding(kind: kind, previous: previous, next: next, expected: earlier.closingBalance,
                    found: later.openingBalance, line: later.firstLine, problem: Problem(code, data, line: later.firstLine))
        }
        if later.from <= earlier.to {
            data["days"] = .number(later.from.days(to: min(earlier.to, later.to)) + 1)
            return finding(.overlap, .statementsOverlap)
        }
        data["days"] = .number(earlier.to.days(to: later.from) - 1)
        guard let closing = earlier.closingBalance, let opening = later.openingBalance else {
            guard monthsBetween(earlier.to, later.from) > 0 else { return nil }
            data["missing"] = .text(earlier.closingBalance == nil ? earlier.name : later.name)
            return finding(.gap, .statementGapUnproven)
        }
        guard closing != opening else { return nil }
        data["closing"] = .amount(closing.description)
        data["opening"] = .amount(opening.description)
        data["difference_key"] = .text("chain.no_difference")
        if let difference = try? opening.subtracting(closing) {
            data["difference_key"] = .text("chain.difference")
            data["difference"] = .amount(difference.description)
        }
        if earlier.to.days(to: later.from) - 1 > gapDays { return finding(.gap, .statementGap) }
        return finding(.balanceBreak, .statementBalanceBreak)
    }

    /// Whole calendar months strictly between the months of two dates.
    static func monthsBetween(_ earlier: CalendarDate, _ later: CalendarDate) -> Int {
        max(0, (later.year * 12 + later.month) - (earlier.year * 12 + earlier.month) - 1)
    }
}

extension StatementChain.Statement {
    /// The chain's view of a read statement; `nil` when it has no transactions (no period).
    package init?(_ preview: StatementPreview, name: String) {
        let rows = preview.streamedRows ?? RowFacts(preview.transactions, walkingRunningBalance: false)
        guard let period = rows.period, let currency = rows.currency else { return nil }
        let total = rows.total(in: currency)
        let order = preview.reconciliation.order ?? (period.from == rows.first?.bookingDate ? .oldestFirst : .newestFirst)
        let earliest = order == .oldestFirst ? rows.first : rows.last
        let latest = order == .oldestFirst ? rows.last : rows.first
        var opening = preview.statedOpeningBalance
        var closing = preview.statedClosingBalance
        if opening == nil, let closing, let total { opening = try? closing.subtracting(total) }
        if opening == nil, let earliest, let balance = earliest.balanceAfter { opening = try? balance.subtracting(earliest.amount) }
        if closing == nil, let opening = preview.statedOpeningBalance, let total { closing = try? opening.adding(total) }
        if closing == nil { closing = latest?.balanceAfter }
        if closing == nil, let opening, let total { closing = try? opening.adding(total) }
        self.init(name: name, from: period.from, to: period.to, openingBalance: opening, closingBalance: closing,
                  firstLine: earliest?.line)
    }
}

extension ReconciliationReport {
    /// Adds a break in the chain of statements (`StatementChain`) as a problem of the later
    /// statement, which makes it a mismatch; other findings add nothing.
    package mutating func addChainBreak(_ finding: StatementChain.Finding) {
        guard finding.kind == .balanceBreak, let expected = finding.expected, let found = finding.found else { return }
        problems.append(Problem(kind: .chain, line: finding.line, expected: expected, found: found, finding: finding.problem))
        status = .mismatch
    }
}
