@testable import StatementChecks
@testable import StatementValues
import Testing


/// The chain of statements of one account: each opens with the balance the one before closes
/// with; gaps, breaks and overlaps between neighbours.
@Suite("Statement chain")
struct StatementChainTests {
    static func chf(_ text: String) -> Money { Money(contractString: text, currency: .chf)! }

    static func date(_ text: String) -> CalendarDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    /// `name from..to opening closing`, balances `nil` when unknown.
    static func statement(_ name: String, _ from: String, _ to: String, _ opening: String?, _ closing: String?) -> StatementChain.Statement {
        StatementChain.Statement(name: name, from: date(from), to: date(to), openingBalance: opening.map(chf),
                                 closingBalance: closing.map(chf), firstLine: 7)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var earlier: StatementChain.Statement
        var later: StatementChain.Statement
        var kind: StatementChain.Finding.Kind?
        var message: String?
        var testDescription: String { what }
    }

    static let cases: [Case] = [
        Case(what: "consecutive months whose balances chain",
             earlier: statement("march", "2025-03-01", "2025-03-29", "100.00", "250.00"),
             later: statement("april", "2025-04-02", "2025-04-30", "250.00", "300.00"),
             kind: nil, message: nil),
        Case(what: "balances that chain across weeks without bookings",
             earlier: statement("january", "2025-01-03", "2025-01-10", "100.00", "250.00"),
             later: statement("april", "2025-04-20", "2025-04-30", "250.00", "300.00"),
             kind: nil, message: nil),
        Case(what: "a missing month",
             earlier: statement("march", "2025-03-01", "2025-03-29", "100.00", "250.00"),
             later: statement("may", "2025-05-02", "2025-05-30", "400.00", "450.00"),
             kind: .gap,
             message: "no statement between march (to 2025-03-29, closing balance 250.00) and may (from 2025-05-02, opening balance 400.00): 33 day(s) are missing (difference 150.00)"),
        Case(what: "adjoining statements whose balances do not meet",
             earlier: statement("march", "2025-03-01", "2025-03-29", "100.00", "250.00"),
             later: statement("april", "2025-04-01", "2025-04-30", "240.00", "300.00"),
             kind: .balanceBreak,
             message: "april opens with 240.00, but march closes with 250.00 (difference -10.00): bookings are missing or doubled between the two statements"),
        Case(what: "seven days between is still adjoining",
             earlier: statement("march", "2025-03-01", "2025-03-24", "100.00", "250.00"),
             later: statement("april", "2025-04-01", "2025-04-30", "240.00", "300.00"),
             kind: .balanceBreak,
             message: "april opens with 240.00, but march closes with 250.00 (difference -10.00): bookings are missing or doubled between the two statements"),
        Case(what: "eight days between is a gap",
             earlier: statement("march", "2025-03-01", "2025-03-23", "100.00", "250.00"),
             later: statement("april", "2025-04-01", "2025-04-30", "240.00", "300.00"),
             kind: .gap,
             message: "no statement between march (to 2025-03-23, closing balance 250.00) and april (from 2025-04-01, opening balance 240.00): 8 day(s) are missing (difference -10.00)"),
        Case(what: "overlapping periods, whatever the balances",
             earlier: statement("march", "2025-03-01", "2025-03-29", "100.00", "250.00"),
             later: statement("mid-march", "2025-03-16", "2025-04-15", "180.00", "300.00"),
             kind: .overlap,
             message: "mid-march (from 2025-03-16) overlaps march (to 2025-03-29) by 14 day(s); the rows both contain are booked once"),
        Case(what: "the same period twice",
             earlier: statement("a", "2025-03-01", "2025-03-31", "100.00", "250.00"),
             later: statement("b", "2025-03-01", "2025-03-31", "100.00", "250.00"),
             kind: .overlap,
             message: "b (from 2025-03-01) overlaps a (to 2025-03-31) by 31 day(s); the rows both contain are booked once"),
        Case(what: "no balances and adjoining months: nothing to say",
             earlier: statement("march", "2025-03-01", "2025-03-20", nil, nil),
             later: statement("april", "2025-04-10", "2025-04-30", nil, nil),
             kind: nil, message: nil),
        Case(what: "no balances and a whole month without a statement",
             earlier: statement("march", "2025-03-01", "2025-03-29", nil, nil),
             later: statement("may", "2025-05-02", "2025-05-30", nil, "10.00"),
             kind: .gap,
             message: "no statement between march (to 2025-03-29) and may (from 2025-05-02): 33 day(s) without bookings, and march states no balance to show that nothing is missing"),
    ]

    @Test("what lies between two statements", arguments: cases)
    func link(_ example: Case) {
        let findings = StatementChain.check([example.earlier, example.later])
        #expect(findings.map(\.kind) == (example.kind.map { [$0] } ?? []))
        #expect(findings.first?.message == example.message)
        if let finding = findings.first {
            #expect(finding.previous == 0)
            #expect(finding.next == 1)
            #expect(finding.line == 7)
            #expect(finding.expected == example.earlier.closingBalance)
            #expect(finding.found == example.later.openingBalance)
        }
    }

    @Test("statements are ordered by first booking date, then last, then name, whatever order they came in")
    func periodOrder() {
        let statements = [
            Self.statement("may", "2025-05-01", "2025-05-31", nil, nil),
            Self.statement("march-b", "2025-03-01", "2025-03-31", nil, nil),
            Self.statement("march-short", "2025-03-01", "2025-03-15", nil, nil),
            Self.statement("march-a", "2025-03-01", "2025-03-31", nil, nil),
            Self.statement("april", "2025-04-01", "2025-04-30", nil, nil),
        ]
        #expect(StatementChain.periodOrder(statements) == [2, 3, 1, 4, 0])
    }

    @Test("every neighbour pair of a longer chain is checked, with the indexes of the pair")
    func longerChain() {
        let statements = [
            Self.statement("jan", "2025-01-01", "2025-01-31", "0.00", "10.00"),
            Self.statement("feb", "2025-02-01", "2025-02-28", "10.00", "20.00"),
            Self.statement("apr", "2025-04-01", "2025-04-30", "35.00", "40.00"),
            Self.statement("may", "2025-05-01", "2025-05-31", "41.00", "50.00"),
        ]
        let findings = StatementChain.check(statements)
        #expect(findings.map(\.kind) == [.gap, .balanceBreak])
        #expect(findings.map(\.previous) == [1, 2])
        #expect(findings.map(\.next) == [2, 3])
    }

    @Test("a break becomes the later statement's chain problem and makes it a mismatch; a gap does not")
    func chainBreakInReport() {
        var report = ReconciliationReport(
            status: .ok, openingBalance: nil, closingBalance: nil, total: nil, problems: [], order: nil, checks: [])
        let findings = StatementChain.check([
            Self.statement("march", "2025-03-01", "2025-03-29", "100.00", "250.00"),
            Self.statement("april", "2025-04-01", "2025-04-30", "240.00", "300.00"),
            Self.statement("june", "2025-06-01", "2025-06-30", "0.00", "1.00"),
        ])
        for finding in findings { report.addChainBreak(finding) }
        #expect(report.status == .mismatch)
        #expect(report.problems.map(\.kind) == [.chain])
        #expect(report.problems.first?.line == 7)
        #expect(report.problems.first?.expected == Self.chf("250.00"))
        #expect(report.problems.first?.found == Self.chf("240.00"))
    }
}
