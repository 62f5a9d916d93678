import Foundation
import ImportWords
@testable import StatementChecks
@testable import StatementImport
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// The balance checks report their findings as codes with data, worded in the user's language
/// only when shown, while the kept English stays as scripts have always read it.
@Suite("Balance check words")
struct CheckWordsTests {
    static let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
    static let english = Words(environment: ["LANG": "C"])

    /// Three direction words, none learned: the amounts read positive and the running balance
    /// breaks on lines 3 and 4, where the debits' signs are missing.
    static func directionWords() throws -> StatementPreview {
        let name = "direction-words-three.csv"
        let bytes = try Corpus.bytes(Corpus.fixture("unseen/\(name)"))
        return try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request())
    }

    @Test("a running-balance break: its code, data and words in German and English")
    func runningBalanceBreak() throws {
        let preview = try Self.directionWords()
        let first = try #require(preview.reconciliation.problems.first)
        #expect(preview.reconciliation.problems.count == 2)
        #expect(first.finding.code == .runningBalanceSignFlipped)
        #expect(first.finding.line == 3)
        #expect(first.finding.data == [
            "line": .number(3), "previous_balance": .amount("987.50"), "sign": .text("+"), "change": .amount("800.00"),
            "expected": .amount("1787.50"), "found": .amount("187.50"), "amount": .amount("800.00"), "opposite": .amount("-800.00"),
        ])
        #expect(first.finding.message(Self.swiss)
            == "Zeile 3: der Saldo sollte 987.50 + 800.00 = 1'787.50 sein, die Datei sagt aber 187.50; "
            + "das Vorzeichen des Betrags scheint vertauscht (800.00 sollte -800.00 sein)")
        #expect(first.finding.message(Self.english)
            == "line 3: the balance should be 987.50 + 800.00 = 1,787.50, but the file says 187.50; "
            + "the amount's sign looks flipped (800.00 should be -800.00)")
        #expect(first.message
            == "line 3: the balance should be 987.50 + 800.00 = 1787.50, but the file says 187.50; "
            + "the amount's sign looks flipped (800.00 should be -800.00)")
    }

    @Test("a closing balance the running balance does not reach: its code, data and words")
    func closingMismatch() throws {
        let preview = try Self.directionWords()
        let currency = preview.transactions[0].amount.currency
        let report = Reconciler.reconcile(.init(
            transactions: preview.transactions, closingBalance: Money(contractString: "2000.00", currency: currency)!))
        let closing = try #require(report.problems.last)
        #expect(closing.kind == .closingBalance)
        #expect(closing.finding.code == .closingBalanceRunningMismatch)
        #expect(closing.finding.line == 5)
        #expect(closing.finding.data == ["closing": .amount("2000.00"), "found": .amount("2247.50"), "line": .number(5)])
        #expect(closing.finding.message(Self.swiss)
            == "der Auszug nennt einen Schlusssaldo von 2'000.00, der laufende Saldo endet aber in Zeile 5 bei 2'247.50")
        #expect(closing.finding.message(Self.english)
            == "the statement states a closing balance of 2,000.00, but the running balance ends at 2,247.50 on line 5")
        #expect(closing.message == "the statement states a closing balance of 2000.00, but the running balance ends at 2247.50 on line 5")
    }
}
