import CSVCore
import Foundation
@testable import StatementDetection
import Testing


private let semicolon: Dialect = {
    var dialect = Dialect.rfc4180
    dialect.delimiter = [UInt8(ascii: ";")]
    return dialect
}()

/// Column types and roles from names and values.
@Suite("Column analysis")
struct ColumnAnalyzerTests {
    static func analyze(_ text: String, header: Bool = true) -> ColumnAnalyzer.Analysis {
        let records = SampleRecords.read(Array(text.utf8), dialect: semicolon, limit: 100)
        let width = records.map { $0.count }.max() ?? 0
        return ColumnAnalyzer.analyze(header: header ? [records[0]] : [], data: Array(records.dropFirst(header ? 1 : 0)), width: width)
    }

    static func roles(_ analysis: ColumnAnalyzer.Analysis) -> [String?] { analysis.columns.map { $0.role?.rawValue } }

    @Test("'Valuta' is a value date with dates and a currency with codes")
    func valuta() {
        #expect(Self.roles(Self.analyze("Datum;Valuta;Betrag\n01.03.2024;02.03.2024;-1.00\n02.03.2024;03.03.2024;2.50\n"))
                == ["booking_date", "value_date", "amount"])
        #expect(Self.roles(Self.analyze("Data;Valuta;Importo\n01.03.2024;CHF;-1.00\n02.03.2024;CHF;2.50\n"))
                == ["booking_date", "currency", "amount"])
    }

    @Test("without a header: a column of currency codes is the currency, the longest prose the purpose")
    func headerlessCurrencyAndPurpose() {
        // easybank's layout: account IBAN, text, booking and value date, amount, currency.
        let analysis = Self.analyze("""
            AT581420062806942698;Bezahlung Karte MC/000001|Radwerk Donaustadt;28.03.2025;28.03.2025;-54,28;EUR
            AT581420062806942698;Überweisung MC/000003|Versicherung Traunsee Prämie;25.03.2025;25.03.2025;-135,88;EUR
            AT581420062806942698;Gutschrift Gehalt März;24.03.2025;24.03.2025;2.480,00;EUR
            """, header: false)
        #expect(Self.roles(analysis) == [nil, "purpose", "booking_date", "value_date", "amount", "currency"])
        #expect(analysis.accountIBAN == "AT581420062806942698")
        // Codes that are not ISO 4217 and timestamps are neither currency nor purpose.
        let other = Self.analyze("""
            31.03.2025;Weinhandel Rebhang Kartenzahlung;-82,74;EUX;31.03.2025 00:00:00:000
            26.03.2025;Kaffeehaus Lindengasse;-5,20;EUX;26.03.2025 00:00:00:000
            25.03.2025;Radwerk Donaustadt;-31,04;EUX;25.03.2025 00:00:00:000
            """, header: false)
        #expect(Self.roles(other) == ["booking_date", "purpose", "amount", nil, nil])
    }

    @Test("without money roles, the file's columns of amounts settle the decimal mark when they agree")
    func decimalMarkWithoutMoneyRoles() {
        // PostFinance's old headerless export: debit, credit, balance; nothing chains row to row.
        let analysis = Self.analyze("""
            01.11.2012;Einkauf;;949.75;2'046.40
            31.10.2012;Gutschrift;400.00;;2'996.18
            30.10.2012;Miete;;74.90;3'011.18
            """, header: false)
        #expect(analysis.columns.filter { [.amount, .debit, .credit, .balance].contains($0.role) } == [])
        #expect(analysis.decimalSeparator == ".")
        #expect(analysis.thousandsSeparator == "'")
        // Columns that disagree settle nothing.
        let mixed = Self.analyze("01.11.2012;Einkauf;949.75;1,50\n31.10.2012;Gutschrift;400.00;2,50\n", header: false)
        #expect(mixed.decimalSeparator == nil)
    }

    @Test("a debit/credit flag column by its name, in German, English and Italian", arguments: [
        "Debit/Kredit", "Soll/Haben", "Debit/Credit", "Addebito/Accredito",
    ])
    func debitCreditFlagName(name: String) {
        let analysis = Self.analyze("Datum;Betrag;\(name)\n01.03.2024;5.80;Belastung\n02.03.2024;20.00;Gutschrift\n")
        #expect(Self.roles(analysis) == ["booking_date", "amount", "debit_credit_flag"])
    }

    @Test("a statement dated by value date only books on it; 'Net' is the amount")
    func valueDateOnlyAndNet() {
        let analysis = Self.analyze("Produit;Date de valeur;Description;Net\nCompte;31.03.2019;Prix prestations;-10.00\nCompte;28.02.2019;Virement;240.00\n")
        #expect(Self.roles(analysis) == [nil, "booking_date", "purpose", "amount"])
    }

    @Test("without names, a column of debit and credit marks is the amount's direction")
    func directionByContent() {
        let analysis = Self.analyze("20121115;SEPA Incasso Energie;Af;136,13\n20121112;Gehalt November;Bij;375,00\n20091117;Miete Wohnung;Af;257,50\n", header: false)
        #expect(Self.roles(analysis) == ["booking_date", "purpose", "debit_credit_flag", "amount"])
        // One kind of mark only says nothing about direction.
        let one = Self.analyze("20121115;SEPA Incasso Energie;Af;136,13\n20121112;Gehalt November;Af;375,00\n20091117;Miete Wohnung;Af;257,50\n", header: false)
        #expect(Self.roles(one) == ["booking_date", "purpose", nil, "amount"])
    }

    @Test("a header keeps unknown text columns unassigned")
    func namedTextIsNotGuessed() {
        let analysis = Self.analyze("Datum;Notiz;Betrag\n01.03.2024;Kaffee am Markt;-1.00\n02.03.2024;Brot vom Beck;2.50\n")
        #expect(Self.roles(analysis) == ["booking_date", nil, "amount"])
    }

    @Test("exact debit and credit names win over a sub-amount found by one word")
    func subAmount() {
        let analysis = Self.analyze("Datum;Betrag Detail;Belastung;Gutschrift\n01.03.2024;;10.00;\n01.03.2024;4.00;;\n02.03.2024;;;20.00\n")
        #expect(Self.roles(analysis) == ["booking_date", nil, "debit", "credit"])
        #expect(analysis.hasDateAndAmount)
    }

    @Test("without names: the column that chains is the balance, oldest or newest first", arguments: [
        "01.03.2024;-10.00;90.00\n02.03.2024;-5.00;85.00\n03.03.2024;20.00;105.00\n04.03.2024;-1.00;104.00\n",
        "04.03.2024;-1.00;104.00\n03.03.2024;20.00;105.00\n02.03.2024;-5.00;85.00\n01.03.2024;-10.00;90.00\n",
        "01.03.2024;90.00;-10.00\n02.03.2024;85.00;-5.00\n03.03.2024;105.00;20.00\n04.03.2024;104.00;-1.00\n",
    ])
    func chainingBalance(text: String) {
        let analysis = Self.analyze(text, header: false)
        let amountFirst = text.hasPrefix("01.03.2024;-") || text.hasPrefix("04.03.2024;-")
        #expect(Self.roles(analysis) == (amountFirst ? ["booking_date", "amount", "balance"] : ["booking_date", "balance", "amount"]))
    }

    @Test("the file's number format comes from the money columns; identifiers are numbers, not amounts")
    func numberFormat() {
        let analysis = Self.analyze("Datum;Belegnummer;Betrag;Saldo\n01.03.2024;100234;-12,30;1.000,00\n02.03.2024;100235;5,00;1.005,00\n")
        #expect(analysis.columns.map(\.type.rawValue) == ["date", "number", "amount", "amount"])
        #expect(analysis.decimalSeparator == ",")
        #expect(analysis.thousandsSeparator == ".")
    }

    @Test("no date or no amount: the analysis says so")
    func missingRoles() {
        #expect(!Self.analyze("Text;Betrag\nA;-1,00\nB;2,00\n").hasDateAndAmount)
        #expect(!Self.analyze("Datum;Text\n01.03.2024;A\n02.03.2024;B\n").hasDateAndAmount)
    }

    @Test("a cell of white space only is empty, by bytes or by trimming", arguments: [
        ("", false), (" \t ", false), ("\u{00A0}\u{2003}", false), (" x ", true), ("\n", true), ("\u{00A0}ä", true), ("0", true),
    ])
    func whitespaceCells(cell: String, holdsMore: Bool) {
        #expect(ColumnAnalyzer.holdsMoreThanWhitespace(cell) == holdsMore)
        #expect(!cell.trimmingCharacters(in: .whitespaces).isEmpty == holdsMore)
    }

    @Test("every scalar up to U+3000 between spaces: empty exactly when trimming leaves nothing")
    func whitespaceScalars() {
        for value in 0...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let cell = " \(Character(scalar))\t"
            #expect(ColumnAnalyzer.holdsMoreThanWhitespace(cell) == !cell.trimmingCharacters(in: .whitespaces).isEmpty, "U+\(String(value, radix: 16))")
        }
    }

    @Test("a column is constant when its cells hold one value apart from white space and empty cells", arguments: [
        (["CH93 0076 2011 6238 5295 7", " CH93 0076 2011 6238 5295 7", "", "CH93 0076 2011 6238 5295 7 "], true),
        (["A", "A", "B", "A"], false),
        (["A", "A", "A", "B"], false),
        (["", " ", "A"], true),
        (["", " ", ""], false),
        (["A"], false),
        ([], false),
    ])
    func constantColumn(cells: [String], isConstant: Bool) {
        #expect(ColumnAnalyzer.isConstant(cells) == isConstant)
    }

    /// `ϓ` precomposed is an upper-case letter, `ϒ` with a combining acute is not: the two
    /// spellings are equal strings but normalise differently, and the remembered form must be
    /// each one's own, whichever comes first.
    @Test("a remembered header name is the name's own normal form, not that of an equal string spelled otherwise")
    func rememberedNormalFormIsTheNamesOwn() {
        let composed = "Saldo\u{03D3}", decomposed = "Saldo\u{03D2}\u{0301}"
        #expect(composed == decomposed)
        #expect(Array(ColumnRoleVocabulary.normalizingHeader(composed).utf8.prefix(6)) == Array("saldo ".utf8))
        #expect(Array(ColumnRoleVocabulary.normalizingHeader(decomposed).utf8.prefix(6)) != Array("saldo ".utf8))
        for name in [composed, decomposed, composed] {
            #expect(ColumnRoleVocabulary.normalizedHeader(name) == ColumnRoleVocabulary.normalizingHeader(name))
        }
    }
}
