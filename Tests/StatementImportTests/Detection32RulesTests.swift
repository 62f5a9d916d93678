import Foundation
import ImportWords
@testable import StatementImport
import StatementChecks
import StatementValues
@testable import StatementTemplates
import TestSupport
import Testing

/// The detection and mapping rules of issue 32, each on a statement of our own
/// (`Tests/Fixtures/detection32/`) with exact values, and what decided it said as a typed problem.
@Suite("Detection rules of issue 32")
struct Detection32RulesTests {
    static func read(_ name: String) throws -> StatementPreview {
        let bytes = try Corpus.bytes(Corpus.fixture("detection32/\(name)"))
        return try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request())
    }

    static func rows(_ preview: StatementPreview) -> [String] {
        preview.transactions.map { "\($0.bookingDate) \($0.amount)" }
    }

    @Test("an amount named as the amount after the fee, beside a fee column and no balance: the fee is taken off, and it says so")
    func feeOnTopByName() throws {
        let preview = try Self.read("transfers-amount-after-fees.csv")
        #expect(Self.rows(preview) == ["2026-01-05 -251.20", "2026-01-09 80.00", "2026-01-14 -42.35", "2026-01-21 -1204.85"])
        let problem = try #require(preview.warnings.first { $0.code == .feeOnTopByName })
        #expect(problem.data == [
            "amount_column": .text("Amount sent (after fees)"), "fee_column": .text("Fee sent"),
            "charged": .number(2), "rows": .number(4),
        ])
        #expect(problem.englishMessage == "'Fee sent' holds a fee on 2 of 4 rows, and 'Amount sent (after fees)' names the amount "
            + "after the fee, so the account paid both: each fee is taken off its amount")
        #expect(!preview.warnings.contains { $0.code == .note && $0.englishMessage.contains("holds a fee") })
    }
}
