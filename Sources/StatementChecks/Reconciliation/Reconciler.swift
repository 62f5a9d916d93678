import ImportWords
import StatementMapping
import StatementValues

/// Checks that a statement's money adds up: the running balance row by row, the stated
/// opening and closing balances against the sum, and the target's balance against the
/// statement.
///
/// The order of the rows is read from the running balance itself (does each balance follow
/// from the row above, or from the row below?), and rows of one day are matched in whatever
/// order makes them chain, because banks order a day's bookings in their own way. Nothing is
/// sorted first and then found broken.
package enum Reconciler {
    package struct Input: Sendable {
        package var transactions: [Transaction]
        package var openingBalance: Money?
        package var closingBalance: Money?
        /// The account's balance in the target before this statement, when known.
        package var targetBalanceBefore: Money?
        /// A balance the user read elsewhere (the banking app) for after this statement.
        package var expectedBalanceAfter: Money?
        /// The currency the statement's file states, for a statement without rows.
        package var statedCurrency: Currency?

        package init(
            transactions: [Transaction], openingBalance: Money? = nil, closingBalance: Money? = nil,
            targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil, statedCurrency: Currency? = nil
        ) {
            self.transactions = transactions
            self.openingBalance = openingBalance
            self.closingBalance = closingBalance
            self.targetBalanceBefore = targetBalanceBefore
            self.expectedBalanceAfter = expectedBalanceAfter
            self.statedCurrency = statedCurrency
        }
    }

    package static func reconcile(_ input: Input) -> ReconciliationReport {
        reconcile(RowFacts(input.transactions), input: input)
    }

    /// Reconciles what `rows` gathered of a statement's rows (all of them in memory, or as they
    /// streamed past) against the balances in `input`; `input.transactions` is not read.
    package static func reconcile(_ rows: RowFacts, input: Input) -> ReconciliationReport {
        var problems: [ReconciliationReport.Problem] = []
        var checks: [String] = []
        let currency = StatementCurrency.of(
            firstRow: rows.currency, stated: input.statedCurrency, closingBalance: input.closingBalance,
            openingBalance: input.openingBalance)
        let total = currency.flatMap { rows.total(in: $0) }

        var order: RowOrder?
        // The first and last rows in time: in file order unless the running balance says otherwise.
        var earliest = rows.first
        var latest = rows.last
        if let running = rows.runningBalance {
            order = running.order
            earliest = running.earliest
            latest = running.latest
            problems += running.problems
            checks.append(BalanceCheck.runningBalance(running.order).rawValue)
        }

        // With a running balance, its ends must meet the stated balances too.
        if order != nil, let first = earliest, let firstBalance = first.balanceAfter,
           let opening = input.openingBalance, let before = try? firstBalance.subtracting(first.amount) {
            checks.append(BalanceCheck.openingBalance.rawValue)
            if before != opening {
                problems.append(.init(
                    kind: .closingBalance, line: first.line, expected: opening, found: before,
                    finding: Problem(.openingBalanceMismatch, [
                        "opening": .amount(opening.description), "line": .number(first.line), "implied": .amount(before.description),
                    ], line: first.line)))
            }
        }
        if order != nil, let last = latest, let lastBalance = last.balanceAfter, let closing = input.closingBalance {
            checks.append(BalanceCheck.closingBalance.rawValue)
            if lastBalance != closing {
                problems.append(.init(
                    kind: .closingBalance, line: last.line, expected: closing, found: lastBalance,
                    finding: Problem(.closingBalanceRunningMismatch, [
                        "closing": .amount(closing.description), "found": .amount(lastBalance.description), "line": .number(last.line),
                    ], line: last.line)))
            }
        }
        // Balances on some rows only (PostFinance's legacy export): the closing balance must
        // be the balance of the latest day's row, when one row alone has that day.
        if order == nil, let closing = input.closingBalance {
            if let row = rows.latestDatedBalance, let balance = row.balanceAfter {
                checks.append(BalanceCheck.latestRowBalance.rawValue)
                if balance != closing {
                    problems.append(.init(
                        kind: .closingBalance, line: row.line, expected: closing, found: balance,
                        finding: Problem(.closingBalanceLatestRowMismatch, [
                            "closing": .amount(closing.description), "line": .number(row.line), "found": .amount(balance.description),
                        ], line: row.line)))
                }
            }
        }
        if let opening = input.openingBalance, let closing = input.closingBalance, let total {
            checks.append(BalanceCheck.openingPlusTotal.rawValue)
            if let expected = try? opening.adding(total), expected != closing {
                let difference: WordValue = (try? closing.subtracting(expected)).map { .amount($0.description) } ?? .text("?")
                problems.append(.init(
                    kind: .closingBalance, line: nil, expected: expected, found: closing,
                    finding: Problem(.closingBalanceSumMismatch, [
                        "opening": .amount(opening.description), "total": .amount(total.description),
                        "expected": .amount(expected.description), "closing": .amount(closing.description), "difference": difference,
                    ])))
            }
        }

        if let before = input.targetBalanceBefore, let total, let after = try? before.adding(total) {
            // A statement that states only where it opens ends where its rows take that.
            let statedAfter = input.closingBalance ?? latest?.balanceAfter ?? input.openingBalance.flatMap { try? $0.adding(total) }
            if let statedAfter {
                checks.append(BalanceCheck.accountBalance.rawValue)
                if after != statedAfter {
                    problems.append(.init(
                        kind: .targetBalance, line: nil, expected: after, found: statedAfter,
                        finding: Problem(.accountBalanceMismatch, [
                            "before": .amount(before.description), "total": .amount(total.description),
                            "after": .amount(after.description), "stated": .amount(statedAfter.description),
                        ])))
                }
            }
            if let expected = input.expectedBalanceAfter {
                checks.append(BalanceCheck.accountBalanceExpected.rawValue)
                if after != expected {
                    problems.append(.init(
                        kind: .targetBalance, line: nil, expected: expected, found: after,
                        finding: Problem(.expectedBalanceAfterImport, [
                            "after": .amount(after.description), "expected": .amount(expected.description),
                        ])))
                }
            }
        } else if let expected = input.expectedBalanceAfter, let closing = input.closingBalance ?? latest?.balanceAfter {
            checks.append(BalanceCheck.closingBalanceExpected.rawValue)
            if closing != expected {
                problems.append(.init(
                    kind: .targetBalance, line: nil, expected: expected, found: closing,
                    finding: Problem(.expectedClosingBalance, [
                        "closing": .amount(closing.description), "expected": .amount(expected.description),
                    ])))
            }
        }

        let status: ReconciliationReport.Status = checks.isEmpty ? .unverifiable : (problems.isEmpty ? .ok : .mismatch)
        // A running balance states the closing balance too: the balance after the latest row
        // (the last row oldest first, the first newest first).
        let closing = input.closingBalance ?? (order != nil ? latest?.balanceAfter : nil)
        return ReconciliationReport(
            status: status, openingBalance: input.openingBalance, closingBalance: closing,
            total: total, problems: problems, order: order, checks: checks)
    }
}
