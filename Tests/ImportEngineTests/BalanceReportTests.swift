@testable import StatementChecks
@testable import StatementMapping
@testable import StatementValues
import Testing

@testable import ImportEngine
@testable import StatementOutput

/// The report page as `BalanceReport` writes it, for what the browser tests do not reach: a
/// statement without balances, and a chart with more mismatches than it marks.
@Suite("balance report page")
struct BalanceReportTests {
    static func row(_ line: Int, _ day: Int, _ cents: Int64) -> Transaction {
        Transaction(line: line, bookingDate: CalendarDate(year: 2025, month: 3, day: day)!, amount: Money(minorUnits: cents, currency: .chf))
    }

    static func statement(
        _ rows: [Transaction], opening: Money?, closing: Money?, mismatches: [ReconciliationReport.Problem] = []
    ) -> BalanceReport.Statement {
        let chain = StatementChain.Statement(
            name: "march.csv", from: rows.map(\.bookingDate).min()!, to: rows.map(\.bookingDate).max()!,
            openingBalance: opening, closingBalance: closing, firstLine: rows.first?.line)
        return BalanceReport.Statement(
            file: "march.csv", account: "CH6080808456348462519", outcome: "ok", summary: "", chain: chain,
            curve: BalanceCurve(rows), mismatches: mismatches, problems: [])
    }

    /// The values of `attribute` on the page, in order.
    static func values(_ attribute: String, in page: String) -> [String] {
        page.matches(of: try! Regex("\(attribute)=\"([^\"]*)\"")).map { String($0.output[1].substring!) }
    }

    @Test("a statement that states no balance is drawn as the sums of its rows from zero, and the page says so")
    func cumulative() {
        let rows = [Self.row(2, 1, 500_000), Self.row(3, 2, -200_000)]
        let page = BalanceReport(title: "t", headline: "h", statements: [Self.statement(rows, opening: nil, closing: nil)]).html(words: .english)
        #expect(Self.values("data-basis", in: page) == ["cumulative"])
        #expect(Self.values("data-balances", in: page) == ["0.00 5000.00 3000.00"])
        #expect(page.contains("<p class=\"caption\">A statement that states no balance is drawn as the sums of its rows from zero.</p>"))
    }

    @Test("a chart marks 100 mismatches and says how many more the table lists")
    func markedMismatches() {
        let rows = (0..<150).map { Self.row(2 + $0, 1 + $0 % 28, -100) }
        let mismatches = (0..<150).map { index in
            ReconciliationReport.Problem(
                kind: .runningBalance, line: 2 + index, expected: Money(minorUnits: 0, currency: .chf),
                found: Money(minorUnits: 100, currency: .chf), finding: .note("line \(2 + index): off"))
        }
        var statement = Self.statement(rows, opening: .zero(.chf), closing: nil, mismatches: mismatches)
        statement.problems = mismatches.map { ValidationResult.Problem(line: $0.line, message: $0.message) }
        let page = BalanceReport(title: "t", headline: "h", statements: [statement]).html(words: .english)
        #expect(page.components(separatedBy: "<g class=\"mismatch\"").count - 1 == 100)
        #expect(page.contains("<p class=\"caption\">50 more mismatch(es) are not marked in the chart; the table below lists them all.</p>"))
        #expect(page.components(separatedBy: "<td class=\"place\">").count - 1 == 150)
    }

    // One unit above Int64.max overflowed, and two balances Double cannot tell apart made a
    // span of 0, whose NaN fraction trapped in Int(_:).
    @Test("balances at the ends of Int64 are placed inside the plot, without a trap", arguments: [
        [Int64.max], [Int64.max - 1, Int64.max], [Int64.min, Int64.max], [Int64.min],
    ])
    func extremeBalances(units: [Int64]) {
        let day = CalendarDate(year: 2025, month: 3, day: 1)!
        let chart = BalanceChart(dates: [day], balances: units.map { Money(minorUnits: $0, currency: .chf) })
        for unit in units {
            let y = chart.y(Money(minorUnits: unit, currency: .chf))
            #expect((BalanceChart.top * 10)...((BalanceChart.height - BalanceChart.bottom) * 10) ~= y)
        }
    }
}
