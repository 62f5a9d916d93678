@testable import StatementChecks
@testable import StatementMapping
@testable import StatementValues
import ImportWords
import Testing


/// Reconciliation: the running balance row by row in the bank's order, stated opening and
/// closing balances, the target's balance and a balance the user expects.
@Suite("Reconciliation")
struct ReconcilerTests {
    static func chf(_ text: String) -> Money { Money(contractString: text, currency: .chf)! }

    static func date(_ day: Int) -> CalendarDate { CalendarDate(year: 2024, month: 3, day: day)! }

    /// `(line, day of March, amount, balance after)`.
    static func rows(_ rows: [(Int, Int, String, String?)]) -> [Transaction] {
        rows.map { line, day, amount, balance in
            Transaction(line: line, bookingDate: date(day), amount: chf(amount), balanceAfter: balance.map(chf))
        }
    }

    static let oldestFirst = rows([
        (2, 1, "100.00", "100.00"),
        (3, 3, "-10.00", "90.00"),
        (4, 4, "-5.00", "85.00"),
        (5, 5, "-10.00", "75.00"),
    ])

    @Test("a file oldest first and the same rows newest first are both read in their order")
    func order() {
        let forward = Reconciler.reconcile(.init(transactions: Self.oldestFirst))
        #expect(forward.status == .ok)
        #expect(forward.order == .oldestFirst)
        #expect(forward.problems.isEmpty)
        #expect(forward.total == Self.chf("75.00"))
        #expect(forward.checks == ["running balance (oldest first)"])

        let backward = Reconciler.reconcile(.init(transactions: Self.oldestFirst.reversed()))
        #expect(backward.status == .ok)
        #expect(backward.order == .newestFirst)
        #expect(backward.problems.isEmpty)
        #expect(backward.checks == ["running balance (newest first)"])
    }

    @Test("rows of one day in the bank's own order still chain, in both file orders")
    func sameDayInBankOrder() {
        // The bank lists the day's rows by amount; the balances chain -10 first, then -5, then -1.
        let rows = Self.rows([
            (2, 1, "100.00", "100.00"),
            (3, 2, "-1.00", "84.00"),
            (4, 2, "-5.00", "85.00"),
            (5, 2, "-10.00", "90.00"),
            (6, 3, "20.00", "104.00"),
        ])
        let forward = Reconciler.reconcile(.init(transactions: rows))
        #expect(forward.status == .ok)
        #expect(forward.problems == [])
        #expect(forward.order == .oldestFirst)

        let backward = Reconciler.reconcile(.init(transactions: rows.reversed()))
        #expect(backward.status == .ok)
        #expect(backward.problems == [])
        #expect(backward.order == .newestFirst)
    }

    @Test("a missing row is reported on the line after the gap, with expected, found and the missing amount")
    func missingRow() {
        var rows = Self.oldestFirst
        rows.remove(at: 2)
        let report = Reconciler.reconcile(.init(transactions: rows))
        #expect(report.status == .mismatch)
        #expect(report.order == .oldestFirst)
        #expect(report.problems == [.init(
            kind: .runningBalance, line: 5, expected: Self.chf("80.00"), found: Self.chf("75.00"),
            finding: Problem(.runningBalanceRowMissing, ["line": .number(5), "previous_balance": .amount("90.00"), "sign": .text("−"), "change": .amount("10.00"), "expected": .amount("80.00"), "found": .amount("75.00"), "difference": .amount("-5.00"), "first_line": .number(3), "last_line": .number(5)], line: 5))])
        #expect(report.problems.map(\.message) == ["line 5: the balance should be 90.00 − 10.00 = 80.00, but the file says 75.00; a row of -5.00 looks missing between line 3 and line 5"])
    }

    /// In a newest-first file, the row missing between the bookings on lines 4 and 2 sits
    /// between them in the file too: the message names both lines, smaller first.
    @Test("a missing row in a newest-first file names the lines around the gap")
    func missingRowNewestFirst() {
        var rows = Self.rows([
            (2, 5, "-10.00", "75.00"),
            (3, 4, "-5.00", "85.00"),
            (4, 3, "-10.00", "90.00"),
            (5, 1, "100.00", "100.00"),
        ])
        rows.remove(at: 1)
        let report = Reconciler.reconcile(.init(transactions: rows))
        #expect(report.status == .mismatch)
        #expect(report.order == .newestFirst)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.line == 2)
        #expect(report.problems.first?.expected == Self.chf("80.00"))
        #expect(report.problems.first?.found == Self.chf("75.00"))
        #expect(report.problems.first?.message
                == "line 2: the balance should be 90.00 − 10.00 = 80.00, but the file says 75.00; a row of -5.00 looks missing between line 2 and line 4")
    }

    @Test("a row written twice is named")
    func doubledRow() {
        let rows = Self.rows([
            (2, 1, "100.00", "100.00"),
            (3, 3, "-10.00", "90.00"),
            (4, 3, "-10.00", "90.00"),
            (5, 5, "-10.00", "80.00"),
        ])
        let report = Reconciler.reconcile(.init(transactions: rows))
        #expect(report.status == .mismatch)
        #expect(report.problems == [.init(
            kind: .runningBalance, line: 4, expected: Self.chf("80.00"), found: Self.chf("90.00"),
            finding: Problem(.runningBalanceCountedTwice, ["line": .number(4), "previous_balance": .amount("90.00"), "sign": .text("−"), "change": .amount("10.00"), "expected": .amount("80.00"), "found": .amount("90.00"), "previous_line": .number(3), "previous_amount": .amount("-10.00")], line: 4))])
        #expect(report.problems.map(\.message) == ["line 4: the balance should be 90.00 − 10.00 = 80.00, but the file says 90.00; the row on line 3 (-10.00) looks counted twice"])
    }

    @Test("a flipped sign is named with the amount it should have")
    func flippedSign() {
        let rows = Self.rows([
            (2, 1, "100.00", "100.00"),
            (3, 3, "10.00", "90.00"),
            (4, 5, "-10.00", "80.00"),
        ])
        let report = Reconciler.reconcile(.init(transactions: rows))
        #expect(report.status == .mismatch)
        #expect(report.order == .oldestFirst)
        #expect(report.problems == [.init(
            kind: .runningBalance, line: 3, expected: Self.chf("110.00"), found: Self.chf("90.00"),
            finding: Problem(.runningBalanceSignFlipped, ["line": .number(3), "previous_balance": .amount("100.00"), "sign": .text("+"), "change": .amount("10.00"), "expected": .amount("110.00"), "found": .amount("90.00"), "amount": .amount("10.00"), "opposite": .amount("-10.00")], line: 3))])
        #expect(report.problems.map(\.message) == ["line 3: the balance should be 100.00 + 10.00 = 110.00, but the file says 90.00; the amount's sign looks flipped (10.00 should be -10.00)"])
    }

    static let plain = rows([(2, 1, "-12.30", nil), (3, 2, "250.00", nil), (4, 3, "-7.70", nil)])

    @Test("opening + total = closing", arguments: [
        ("1000.00", "1230.00", ReconciliationReport.Status.ok, nil as String?),
        ("1000.00", "1225.00", .mismatch,
         "opening balance 1000.00 + transactions 230.00 = 1230.00, but the statement states a closing balance of 1225.00 (difference -5.00)"),
        ("-50.00", "170.00", .mismatch,
         "opening balance -50.00 + transactions 230.00 = 180.00, but the statement states a closing balance of 170.00 (difference -10.00)"),
    ])
    func openingAndClosing(opening: String, closing: String, status: ReconciliationReport.Status, message: String?) {
        let report = Reconciler.reconcile(.init(
            transactions: Self.plain, openingBalance: Self.chf(opening), closingBalance: Self.chf(closing)))
        #expect(report.status == status)
        #expect(report.checks == ["opening + total = closing"])
        #expect(report.openingBalance == Self.chf(opening))
        #expect(report.closingBalance == Self.chf(closing))
        #expect(report.total == Self.chf("230.00"))
        #expect(report.problems.map(\.message) == (message.map { [$0] } ?? []))
        #expect(report.problems.allSatisfy { $0.kind == .closingBalance && $0.line == nil })
    }

    @Test("only a closing balance: compared with the last running balance in time")
    func onlyClosing() {
        let ok = Reconciler.reconcile(.init(transactions: Self.oldestFirst.reversed(), closingBalance: Self.chf("75.00")))
        #expect(ok.status == .ok)
        #expect(ok.checks == ["running balance (newest first)", "closing balance = last running balance"])
        #expect(ok.openingBalance == nil)

        let wrong = Reconciler.reconcile(.init(transactions: Self.oldestFirst, closingBalance: Self.chf("70.00")))
        #expect(wrong.status == .mismatch)
        #expect(wrong.problems == [.init(
            kind: .closingBalance, line: 5, expected: Self.chf("70.00"), found: Self.chf("75.00"),
            finding: Problem(.closingBalanceRunningMismatch, ["closing": .amount("70.00"), "found": .amount("75.00"), "line": .number(5)], line: 5))])
        #expect(wrong.problems.map(\.message) == ["the statement states a closing balance of 70.00, but the running balance ends at 75.00 on line 5"])
    }

    @Test("only an opening balance: compared with the first running balance less its amount")
    func onlyOpening() {
        let ok = Reconciler.reconcile(.init(transactions: Self.oldestFirst, openingBalance: Self.chf("0.00")))
        #expect(ok.status == .ok)
        #expect(ok.checks == ["running balance (oldest first)", "opening balance = first running balance − its amount"])
        let wrong = Reconciler.reconcile(.init(transactions: Self.oldestFirst, openingBalance: Self.chf("5.00")))
        #expect(wrong.status == .mismatch)
        #expect(wrong.problems == [.init(
            kind: .closingBalance, line: 2, expected: Self.chf("5.00"), found: Self.chf("0.00"),
            finding: Problem(.openingBalanceMismatch, ["opening": .amount("5.00"), "line": .number(2), "implied": .amount("0.00")], line: 2))])
        #expect(wrong.problems.map(\.message) == ["the statement states an opening balance of 5.00, but the running balance on line 2 implies 0.00"])
    }

    @Test("only a closing balance and no running balance: nothing to check against")
    func onlyClosingWithoutRunningBalance() {
        let report = Reconciler.reconcile(.init(transactions: Self.plain, closingBalance: Self.chf("500.00")))
        #expect(report.status == .unverifiable)
        #expect(report.checks == [])
        #expect(report.closingBalance == Self.chf("500.00"))
    }

    @Test("nothing stated: unverifiable, with the total")
    func unverifiable() {
        let report = Reconciler.reconcile(.init(transactions: Self.plain))
        #expect(report.status == .unverifiable)
        #expect(report.problems == [])
        #expect(report.order == nil)
        #expect(report.total == Self.chf("230.00"))
        #expect(report.openingBalance == nil)
        #expect(report.closingBalance == nil)
    }

    @Test("the target's balance before the statement + total against the statement's closing balance", arguments: [
        ("770.00", ReconciliationReport.Status.ok, nil as String?),
        ("780.00", .mismatch,
         "the account's booked balance 780.00 + 230.00 = 1010.00, but the statement ends at 1000.00: bookings are missing or doubled between the account and this statement"),
    ])
    func targetBalance(before: String, status: ReconciliationReport.Status, message: String?) {
        let report = Reconciler.reconcile(.init(
            transactions: Self.plain, openingBalance: Self.chf("770.00"), closingBalance: Self.chf("1000.00"),
            targetBalanceBefore: Self.chf(before)))
        #expect(report.status == status)
        #expect(report.checks == ["opening + total = closing", "account balance + total = statement closing balance"])
        #expect(report.problems.map(\.message) == (message.map { [$0] } ?? []))
        #expect(report.problems.allSatisfy { $0.kind == .targetBalance })
    }

    @Test("--expect-balance with and without the target's balance")
    func expectedBalance() {
        let withoutTarget = Reconciler.reconcile(.init(
            transactions: Self.oldestFirst, expectedBalanceAfter: Self.chf("70.00")))
        #expect(withoutTarget.status == .mismatch)
        #expect(withoutTarget.checks == ["running balance (oldest first)", "statement closing balance = expected balance"])
        #expect(withoutTarget.problems == [.init(
            kind: .targetBalance, line: nil, expected: Self.chf("70.00"), found: Self.chf("75.00"),
            finding: Problem(.expectedClosingBalance, ["closing": .amount("75.00"), "expected": .amount("70.00")]))])
        #expect(withoutTarget.problems.map(\.message) == ["the statement ends at 75.00, not the expected 70.00"])

        let matching = Reconciler.reconcile(.init(transactions: Self.oldestFirst, expectedBalanceAfter: Self.chf("75.00")))
        #expect(matching.status == .ok)

        let withTarget = Reconciler.reconcile(.init(
            transactions: Self.plain, targetBalanceBefore: Self.chf("100.00"), expectedBalanceAfter: Self.chf("300.00")))
        #expect(withTarget.status == .mismatch)
        #expect(withTarget.checks == ["account balance after import = expected balance"])
        #expect(withTarget.problems.map(\.message) == ["after this import the account would hold 330.00, not the expected 300.00"])

        let onlyExpected = Reconciler.reconcile(.init(transactions: Self.plain, expectedBalanceAfter: Self.chf("300.00")))
        #expect(onlyExpected.status == .unverifiable)
    }

    /// Running balances that chain among themselves but sit 400.00 above the stated opening and
    /// closing balances: opening + total = closing holds, yet the file's balances disagree.
    @Test("stated balances and running balances must agree with each other")
    func runningBalanceAgainstStatedBalances() {
        let rows = Self.rows([(2, 1, "10.00", "510.00"), (3, 2, "10.00", "520.00")])
        let report = Reconciler.reconcile(.init(
            transactions: rows, openingBalance: Self.chf("100.00"), closingBalance: Self.chf("120.00")))
        #expect(report.status == .mismatch)
        #expect(report.checks == [
            "running balance (oldest first)", "opening balance = first running balance − its amount",
            "closing balance = last running balance", "opening + total = closing",
        ])
        #expect(report.problems == [
            .init(kind: .closingBalance, line: 2, expected: Self.chf("100.00"), found: Self.chf("500.00"),
                  finding: Problem(.openingBalanceMismatch, ["opening": .amount("100.00"), "line": .number(2), "implied": .amount("500.00")], line: 2)),
            .init(kind: .closingBalance, line: 3, expected: Self.chf("120.00"), found: Self.chf("520.00"),
                  finding: Problem(.closingBalanceRunningMismatch, ["closing": .amount("120.00"), "found": .amount("520.00"), "line": .number(3)], line: 3)),
        ])
        #expect(report.problems.map(\.message).contains("the statement states a closing balance of 120.00, but the running balance ends at 520.00 on line 3"))
        #expect(report.problems.map(\.message).contains("the statement states an opening balance of 100.00, but the running balance on line 2 implies 500.00"))
    }

    @Test("stated balances that meet both ends of the running balance")
    func runningBalanceMeetsStatedBalances() {
        let rows = Self.rows([(2, 1, "10.00", "110.00"), (3, 2, "10.00", "120.00")])
        let report = Reconciler.reconcile(.init(
            transactions: rows.reversed(), openingBalance: Self.chf("100.00"), closingBalance: Self.chf("120.00")))
        #expect(report.status == .ok)
        #expect(report.order == .newestFirst)
        #expect(report.problems == [])
        #expect(report.checks.count == 4)
    }

    /// PostFinance's legacy export: newest first, a balance only on the newest row of each day.
    @Test("a newest-first file with balances on some rows only, against its closing balance")
    func partialBalancesNewestFirst() {
        let rows = Self.rows([
            (2, 5, "-10.00", "75.00"),
            (3, 4, "-5.00", nil),
            (4, 4, "-10.00", "85.00"),
            (5, 1, "100.00", "100.00"),
        ])
        let report = Reconciler.reconcile(.init(transactions: rows, closingBalance: Self.chf("75.00")))
        #expect(report.problems == [])
        #expect(report.status != .mismatch)
        #expect(report.status == .ok)
    }

    @Test("among a day's rows that all follow the last balance, the first in file order comes next")
    func firstOfEqualCandidates() {
        // Lines 3 and 4 both follow 100.00; line 3 is taken, then line 5 (back to 100.00), then 4.
        let rows = Self.rows([
            (2, 1, "100.00", "100.00"),
            (3, 2, "10.00", "110.00"),
            (4, 2, "10.00", "110.00"),
            (5, 2, "-10.00", "100.00"),
            (6, 3, "1.00", "111.00"),
        ])
        let result = RunningBalance.check(rows)
        #expect(result.order == .oldestFirst)
        #expect(result.problems == [])
        #expect(result.chronological.map { rows[$0].line } == [2, 3, 5, 4, 6])
    }

    @Test("a long day in the bank's own order chains in either file order, and a missing row breaks it")
    func longDay() {
        // 200 rows on one day whose balances chain in the order 2, 4, 6, ..., then 1, 3, 5, ...
        let chainOrder = Array(stride(from: 0, to: 200, by: 2)) + Array(stride(from: 1, to: 200, by: 2))
        var balance: Int64 = 100_000
        var byPosition: [Int: (Int64, Int64)] = [:]
        for position in chainOrder {
            // Amounts all positive and distinct: no balance comes twice, so the chain is unique.
            let amount = Int64(position + 1) * 100
            balance += amount
            byPosition[position] = (amount, balance)
        }
        let opening = Transaction(line: 2, bookingDate: Self.date(1), amount: Money(minorUnits: 100_000, currency: .chf),
                                  balanceAfter: Money(minorUnits: 100_000, currency: .chf))
        let day = (0..<200).map { position in
            Transaction(line: position + 3, bookingDate: Self.date(2), amount: Money(minorUnits: byPosition[position]!.0, currency: .chf),
                        balanceAfter: Money(minorUnits: byPosition[position]!.1, currency: .chf))
        }
        let fileOrder = [opening] + day
        let forward = RunningBalance.check(fileOrder)
        #expect(forward.order == .oldestFirst)
        #expect(forward.problems == [])
        #expect(forward.chronological.map { fileOrder[$0].line } == [2] + chainOrder.map { $0 + 3 })
        let reversed = Array(fileOrder.reversed())
        let backward = RunningBalance.check(reversed)
        #expect(backward.order == .newestFirst)
        #expect(backward.problems == [])
        #expect(backward.chronological.map { reversed[$0].line } == [2] + chainOrder.map { $0 + 3 })

        // Without the row at position 10 nothing follows position 8: the walk goes on with the
        // first row left in the file (position 1, a break), chains through the odd positions,
        // and breaks again at position 12, from which the rest of the even ones chain.
        let gap = [opening] + day.filter { $0.line != 13 }
        let broken = RunningBalance.check(gap)
        #expect(broken.problems.map(\.line) == [4, 15])
        let evens: [Int] = chainOrder.prefix(100).filter { $0 != 10 }
        let walked: [Int] = Array(evens.prefix(5)) + Array(chainOrder.suffix(100)) + Array(evens.dropFirst(5))
        #expect(broken.chronological.map { gap[$0].line } == [2] + walked.map { $0 + 3 })
    }
}
