@testable import StatementImport
@testable import StatementTemplates
import Testing

/// How the loader chooses among all built-in templates.
@Suite("Statement loader: choosing a template")
struct StatementLoaderTemplateTests {
    /// A plain file that shares a few generic names with some bank's template is read by
    /// detection, not refused as that bank's changed export.
    @Test(arguments: [
        "Date,Amount,Description\n2024-03-01,-12.30,Coffee\n2024-03-02,-4.50,Bread\n2024-03-03,100.00,Refund\n",
        "Buchungsdatum;Betrag;Text;Saldo;Valuta\n01.03.2024;-12,30;Kaffee;987,70;01.03.2024\n02.03.2024;-4,50;Brot;983,20;02.03.2024\n03.03.2024;100,00;Gutschrift;1083,20;03.03.2024\n",
    ])
    func aGenericFileIsReadByDetection(text: String) throws {
        let plan = try StatementLoader.plan(
            head: Array(text.utf8), tail: nil, fileName: "export.csv", registry: TemplateRegistry(), choice: .automatic,
            currency: .eur)
        #expect(plan.template == nil)
    }

    /// The regional banks' "Kontoauszug bis:" layout with two-digit years, and Nidwaldner KB's
    /// with four: one template, each file read with its own date format.
    @Test(arguments: [("26.03.25", "dd.MM.yy"), ("26.03.2025", "dd.MM.yyyy")])
    func aTemplateWithTwoDateFormatsReadsEachFileWithItsOwn(date: String, format: String) throws {
        let text = """
            Kontoauszug bis: 31.03.2025 ;;;
            ;;;
            Kontonummer: 901739-2079;;;
            Saldo: CHF 1200.00;;;
            ;;;
            Datum;Buchungstext;Betrag;Valuta
            \(date);Einkauf Bäckerei;-8.80;\(date)
            \(date);Gutschrift Lohn;1000.00;\(date)
            \(date);Miete;-900.00;\(date)

            """
        let plan = try StatementLoader.plan(
            head: Array(text.utf8), tail: nil, fileName: "export.csv", registry: TemplateRegistry(), choice: .automatic)
        #expect(plan.template?.id == "ch-kontoauszug")
        #expect(plan.mapping.dateFormat.pattern == format)
        #expect(plan.format.dateFormat == format)
    }
}
