import StatementMapping
import StatementValues
import Testing

@testable import ImportEngine

/// The balance curve a report page draws: one net amount per booking day, whatever order the
/// bank lists its rows in, and the day a problem's line belongs to.
@Suite("balance curve")
struct BalanceCurveTests {
    static func row(_ line: Int, _ day: Int, _ cents: Int64, _ currency: Currency = .chf) -> Transaction {
        Transaction(line: line, bookingDate: CalendarDate(year: 2025, month: 3, day: day)!, amount: Money(minorUnits: cents, currency: currency))
    }

    static let oldestFirst = [row(2, 1, 500_000), row(3, 2, -200_000), row(4, 2, -5_000), row(5, 10, -10_000)]

    @Test("the balance at the end of each booking day, the same for rows oldest first and newest first")
    func dayBalances() throws {
        let opening = Money(minorUnits: 100_000, currency: .chf)
        let newestFirst = [Self.row(2, 10, -10_000), Self.row(3, 2, -5_000), Self.row(4, 2, -200_000), Self.row(5, 1, 500_000)]
        for rows in [Self.oldestFirst, newestFirst] {
            let balances = try #require(BalanceCurve(rows).balances(from: opening))
            #expect(balances.map { "\($0.date) \($0.balance)" } == ["2025-03-01 6000.00", "2025-03-02 3950.00", "2025-03-10 3850.00"])
        }
    }

    @Test("a line is placed on the day whose rows span it, a continuation line on the day of the row before it")
    func dayOfLine() {
        let curve = BalanceCurve([Self.row(2, 1, 100), Self.row(3, 2, 100), Self.row(6, 2, 100), Self.row(8, 10, 100)])
        #expect([2, 3, 5, 7, 8, 1].map { BalanceCurve.date(ofLine: $0, in: curve.days)?.description } == ["2025-03-01", "2025-03-02", "2025-03-02", "2025-03-02", "2025-03-10", nil])
    }

    @Test("rows in a second currency leave the balances untold rather than wrong")
    func secondCurrency() {
        let curve = BalanceCurve([Self.row(2, 1, 100), Self.row(3, 2, 100, .eur)])
        #expect(!curve.isComplete)
        #expect(curve.balances(from: .zero(.chf)) == nil)
    }

    @Test("the receiver of a streaming read gathers the same curve as the rows held")
    func receiver() {
        var receiver = BalanceCurveReceiver()
        receiver.receive(Array(Self.oldestFirst.prefix(2)), fingerprints: nil)
        receiver.receive(Array(Self.oldestFirst.dropFirst(2)), fingerprints: nil)
        #expect(receiver.curve.days == BalanceCurve(Self.oldestFirst).days)
    }
}
