import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
@testable import StatementValues
import Testing

/// The sign convention is settled in one place (`SignSettlement`) for the held and the
/// streamed read: a statement longer than the window turns the same signs and says the same
/// as when it is held whole.
@Suite("Sign settlement")
struct SignSettlementTests {
    /// A card statement of `rows` purchases written positive, with a payment to the card
    /// (written negative) every tenth row; or, without `card`, a bank account's bookings.
    static func statement(rows: Int, card: Bool) -> [UInt8] {
        var lines = [card ? "Date,Description,Card Used For Transaction,Amount" : "Date,Description,Reference,Amount"]
        for index in 0..<rows {
            let day = "2024-03-\(index % 28 < 9 ? "0" : "")\(index % 28 + 1)"
            let payment = index % 10 == 9
            let text = payment ? "Payment - thank you" : "Shop \(index % 13)"
            let minor = payment ? -(50_000 + index) : (1_000 + index * 7 % 9_000) * (card ? 1 : -1)
            let amount = "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))"
            lines.append("\(day),\(text),\(card ? "1234" : "R\(index)"),\(amount)")
        }
        return Array(lines.joined(separator: "\n").utf8) + [0x0A]
    }

    static let invertedWarning = "sign: debits are written positive; read as a card statement that writes purchases positive: "
        + "card vocabulary ('card'), the negative rows are payments to the card, 90 % of the amounts are positive"

    @Test("held whole and streamed past the window, a statement has the same signs and sign warning",
          arguments: [(card: true, warning: invertedWarning as String?, rule: ColumnMapping.SignRule.inverted),
                      (card: false, warning: nil, rule: ColumnMapping.SignRule.asWritten)])
    func heldAndStreamedAgree(card: Bool, warning: String?, rule: ColumnMapping.SignRule) throws {
        let bytes = Self.statement(rows: 300, card: card)
        let comparison = try #require(try StatementStreamTests.compare(bytes, fileName: "card.csv", window: 100, currency: "EUR"))
        #expect(comparison.streamed.transactionCount == 300)
        #expect(comparison.held.warnings.map(\.englishMessage).filter { $0.hasPrefix("sign:") } == (warning.map { [$0] } ?? []))
        #expect(comparison.streamed.warnings.map(\.englishMessage).filter { $0.hasPrefix("sign:") } == (warning.map { [$0] } ?? []))
        #expect(comparison.held.mapping.signRule == rule)
        #expect(comparison.streamed.mapping.signRule == rule)
        // The first purchase, as booked: negative on both paths when the sign is turned.
        #expect(comparison.held.transactions[0].amount.description == "-10.00")
        #expect(comparison.collector.transactions.map(\.amount) == comparison.held.transactions.map(\.amount))
        #expect(StatementStreamTests.differences(comparison) == [])
    }
}
