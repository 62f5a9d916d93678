import StatementChecks
import StatementImport
import StatementMapping
import StatementTemplates
import StatementValues
import Testing

/// The statement's currency is decided once (`StatementCurrency`): the reconciliation takes
/// the same answer as the statement, also when no row is left to tell it.
@Suite("statement currency")
struct StatementCurrencyTests {
    /// A giro export whose amount column names the euro, and a filter that leaves out every row.
    static let giro = Array("""
        Buchungstag;Empfänger;Verwendungszweck;Betrag (EUR)
        03.03.2025;Bäckerei Huber;Brötchen;-4,20
        05.03.2025;Arbeitgeber GmbH;Lohn März;2.500,00

        """.utf8)

    static func euro(_ text: String) -> Money { Money(contractString: text, currency: Currency(code: "EUR")!)! }

    @Test("a statement without rows is reconciled in the currency its file names")
    func reconciledInTheFilesCurrency() throws {
        var preview = try StatementReading.preview(
            Self.giro, fileName: "giro.csv", registry: TemplateRegistry(),
            request: StatementReading.Request(filters: [try FilterExpression(parsing: "purpose ~ /./")]))
        #expect(preview.transactions.isEmpty)
        #expect(preview.currency?.code == "EUR")

        preview.reconcile(targetBalanceBefore: Self.euro("100.00"), expectedBalanceAfter: Self.euro("90.00"))

        #expect(preview.reconciliation.total == Self.euro("0.00"))
        #expect(preview.reconciliation.status == .mismatch)
        #expect(preview.reconciliation.checks == ["account balance after import = expected balance"])
        #expect(preview.reconciliation.problems.map(\.message) == ["after this import the account would hold 100.00, not the expected 90.00"])
    }
}
