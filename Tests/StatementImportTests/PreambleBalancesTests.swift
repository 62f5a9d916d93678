@testable import StatementMapping
@testable import StatementValues
import Testing


/// Balances stated in the lines above the table, in the banks' own words.
@Suite("Preamble balances")
struct PreambleBalancesTests {
    static let comma = NumberFormat(decimalMark: .comma, grouping: .period)
    static let point = NumberFormat(decimalMark: .period)
    static let swiss = NumberFormat(decimalMark: .period, grouping: .apostrophe)

    static func money(_ text: String, _ currency: Currency) -> Money { Money(contractString: text, currency: currency)! }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var preamble: [String]
        var delimiter = ";"
        var format: NumberFormat
        var currency: Currency = .eur
        var opening: String?
        var openingLine: Int?
        var closing: String?
        var closingLine: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two dated balances: the earlier opens the statement, whichever comes first",
             preamble: ["\"Kontostand vom 01.01.2019:\";\"12.345,67 EUR\";", "\"Kontostand vom 23.12.2023:\";\"8.249,59 EUR\";"],
             format: comma, opening: "12345.67", openingLine: 1, closing: "8249.59", closingLine: 2),
        Case(name: "two dated balances, the later one first",
             preamble: ["\"Kontostand vom 23.12.2023:\";\"8.249,59 EUR\";", "\"Kontostand vom 01.01.2019:\";\"12.345,67 EUR\";"],
             format: comma, opening: "12345.67", openingLine: 2, closing: "8249.59", closingLine: 1),
        Case(name: "DKB credit card: the balance with a point above a table with commas",
             preamble: ["Kreditkarte:;4748 **** **** 1234", "", "Saldo:;1111.11 EUR", "Datum:;31.01.2023"],
             format: comma, closing: "1111.11", closingLine: 3),
        Case(name: "a point with three digits after it is a thousands mark, not the other decimal mark",
             preamble: ["Saldo:;1.234 EUR"], format: comma, closing: "1234.00", closingLine: 1),
        Case(name: "DKB: quoted 'Kontostand vom' with € after a no-break space",
             preamble: ["\"Girokonto\";\"DE39120300005924142608\"", "", "\"Kontostand vom 31.03.2024:\";\"3.027,27\u{00A0}€\"", "\"\""],
             format: comma, closing: "3027.27", closingLine: 3),
        Case(name: "DKB: 'Kontostand vom' with a plain space",
             preamble: ["\"Kontostand vom 31.03.2024:\";\"3.027,27 €\""],
             format: comma, closing: "3027.27", closingLine: 1),
        Case(name: "UBS: padded key/value lines",
             preamble: ["Kontonummer:;0235 48193027.01;;;;", "Von:;2025-03-01;;;;", "Anfangssaldo:;107982.61;;;;",
                        "Schlusssaldo:;108012.11;;;;", "Bewertet in:;CHF;;;;"],
             format: point, currency: .chf, opening: "107982.61", openingLine: 3, closing: "108012.11", closingLine: 4),
        Case(name: "comdirect: Alter and Neuer Kontostand",
             preamble: ["\"Umsätze Girokonto\";\"Zeitraum: 01.03.2025 - 31.03.2025\";", "\"Neuer Kontostand\";\"2.161,81 EUR\";",
                        "\"Alter Kontostand\";\"1.061,81 EUR\";"],
             format: comma, opening: "1061.81", openingLine: 3, closing: "2161.81", closingLine: 2),
        Case(name: "Swiss cantonal bank: the value inside the label",
             preamble: ["Kontoauszug bis: 31.03.2025;;;", "Saldo: CHF 49441.43;;;"],
             format: point, currency: .chf, closing: "49441.43", closingLine: 2),
        Case(name: "BCV: English label with apostrophe grouping",
             preamble: ["Account : CH93 0076 2011 6238 5295 7;;;;;", "Balance : 17'064.82;;;;;"],
             format: swiss, currency: .chf, closing: "17064.82", closingLine: 2),
        Case(name: "French: solde initial and solde final",
             preamble: ["Solde initial;1'000.00", "Solde final;1'250.50"],
             format: swiss, currency: .chf, opening: "1000.00", openingLine: 1, closing: "1250.50", closingLine: 2),
        Case(name: "English: opening and closing balance, comma-separated",
             preamble: ["Opening balance,1000.00", "Closing balance,\"-250.00\""], delimiter: ",",
             format: NumberFormat(decimalMark: .period, grouping: .comma), currency: .gbp,
             opening: "1000.00", openingLine: 1, closing: "-250.00", closingLine: 2),
        Case(name: "a label without an amount is skipped",
             preamble: ["Kontostand vom 31.03.2024:;", "Saldo;n/a", "Endsaldo;12,00"],
             format: comma, closing: "12.00", closingLine: 3),
        Case(name: "no balance at all: dates and account numbers are not balances",
             preamble: ["Zeitraum:;01.03.2024 - 31.03.2024", "Konto;1234567", "Datum;31.03.2024"],
             format: comma),
        Case(name: "the first of two closing lines wins",
             preamble: ["Schlusssaldo;10,00", "Saldo;20,00"],
             format: comma, closing: "10.00", closingLine: 1),
    ]

    @Test("balances in preamble lines", arguments: cases)
    func read(_ example: Case) {
        let found = PreambleBalances.read(
            preamble: example.preamble, delimiter: example.delimiter, numberFormat: example.format, currency: example.currency)
        #expect(found.opening == example.opening.map { Self.money($0, example.currency) })
        #expect(found.openingLine == example.openingLine)
        #expect(found.closing == example.closing.map { Self.money($0, example.currency) })
        #expect(found.closingLine == example.closingLine)
    }

    /// `Saldo vorher` and `Anfangsbestand` open a statement, although `saldo` alone is a
    /// closing word; the mapper's stated-balance rows use the same words.
    @Test("opening words that a closing word starts or that are rare", arguments: [
        (["Saldo vorher;100,00", "Saldo nachher;150,00"], "100.00", "150.00"),
        (["Anfangsbestand;100,00", "Endsaldo;150,00"], "100.00", "150.00"),
    ])
    func openingWords(preamble: [String], opening: String, closing: String) {
        let found = PreambleBalances.read(preamble: preamble, delimiter: ";", numberFormat: Self.comma, currency: .eur)
        #expect(found.opening == Self.money(opening, .eur))
        #expect(found.openingLine == 1)
        #expect(found.closing == Self.money(closing, .eur))
        #expect(found.closingLine == 2)
    }

    /// Lines are split like records, with quotes: `"1,000.00"` stays one value.
    @Test("a quoted amount holding the delimiter is one value")
    func quotedDelimiter() {
        let found = PreambleBalances.read(
            preamble: ["Opening balance,\"1,000.00\"", "Closing balance,\"1,250.00\""], delimiter: ",",
            numberFormat: NumberFormat(decimalMark: .period, grouping: .comma), currency: .gbp)
        #expect(found.opening == Self.money("1000.00", .gbp))
        #expect(found.closing == Self.money("1250.00", .gbp))
    }

    /// DKB writes amounts without grouping but its balance with it (`3.027,27 €`): a balance
    /// is read with the grouping usual for the decimal mark when the format has none.
    @Test("a grouped balance under a format without grouping", arguments: [
        ("\"Kontostand vom 31.03.2024:\";\"3.027,27\u{00A0}€\"", NumberFormat(decimalMark: .comma, grouping: nil), "3027.27"),
        ("Schlusssaldo;1'250.00", NumberFormat(decimalMark: .period, grouping: nil), "1250.00"),
    ])
    func groupedBalance(line: String, format: NumberFormat, closing: String) {
        let found = PreambleBalances.read(preamble: [line], delimiter: ";", numberFormat: format, currency: .eur)
        #expect(found.closing == Self.money(closing, .eur))
        #expect(found.closingLine == 1)
    }
}
