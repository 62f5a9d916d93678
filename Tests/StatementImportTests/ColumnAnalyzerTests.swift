import CSVCore
import Foundation
import Testing

@testable import StatementImport

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
        #expect(analysis.columns.map(\.type) == ["date", "number", "amount", "amount"])
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
}
