import CSVCore
@testable import StatementDetection
import Testing


private let semicolon: Dialect = {
    var dialect = Dialect.rfc4180
    dialect.delimiter = [UInt8(ascii: ";")]
    dialect.strict = false
    return dialect
}()

/// Where the table sits: preamble, header, data and footer, from the records of a sample.
@Suite("Table region detection")
struct TableRegionDetectorTests {
    static func region(_ text: String) -> (region: TableRegion, header: Range<Int>, data: Range<Int>) {
        let bytes = Array(text.utf8)
        let records = SampleRecords.read(bytes, dialect: semicolon, limit: 2000)
        return TableRegionDetector.detect(.init(
            records: records, lastContentLine: FormatDetector.lastContentLine(bytes), isComplete: true))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var preambleLines: Int
        var headerLine: Int?
        var footerLines: Int
        var width: Int
        /// Record indexes (from 0) of the data.
        var data: Range<Int>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "key/value preamble with dates, padded to the table's width",
             text: "Konto:;DE12;;\nZeitraum:;01.03.2024 - 31.03.2024;;\nDatum:;31.03.2024;;\nBuchungstag;Text;Betrag;Saldo\n01.03.2024;A;-1,00;9,00\n02.03.2024;B;-2,00;7,00\n03.03.2024;C;-3,00;4,00\n",
             preambleLines: 3, headerLine: 4, footerLines: 0, width: 4, data: 4..<7),
        Case(name: "blank lines around the header",
             text: "Konto:;DE12\n\nBuchungstag;Text;Betrag\n\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n",
             preambleLines: 2, headerLine: 3, footerLines: 0, width: 3, data: 2..<5),
        Case(name: "a summary line between the header and the data",
             text: "Buchungsdatum;Text;Belastung;Gutschrift;Saldo\nSchlusssaldo;;;;19406.41\n21.04.2025;A;71.1;;19406.41\n20.04.2025;B;44.4;;19477.51\n02.04.2025;C;1732.23;;19521.91\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 5, data: 2..<5),
        // The padding line `;;;` stays in the table (the mapper skips it as an empty row).
        Case(name: "a footer of another width and a balance line after it",
             text: "Datum;Text;Betrag;Saldo\n01.03.2024;A;-1,00;9,00\n02.03.2024;B;-2,00;7,00\n03.03.2024;C;-3,00;4,00\n;;;\nSumme;-6,00\nSaldo;;;4,00\n",
             preambleLines: 0, headerLine: 1, footerLines: 2, width: 4, data: 1..<5),
        Case(name: "continuation rows at the end stay in the table",
             text: "Datum;Text;Betrag\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n;mehr Text;\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 3, data: 1..<5),
        Case(name: "no header",
             text: "01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n",
             preambleLines: 0, headerLine: nil, footerLines: 0, width: 3, data: 0..<3),
        Case(name: "a header written on two lines",
             text: "Datum;Text;Betrag\nBuchung;Empfänger;EUR\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 3, data: 2..<5),
        Case(name: "a blank line ends a header: the line above is preamble",
             text: "Konto;Inhaber;Bank\n\nDatum;Text;Betrag\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n",
             preambleLines: 2, headerLine: 3, footerLines: 0, width: 3, data: 2..<4),
        Case(name: "pending transactions without a date between the header and the data",
             text: "Datum;Text;Betrag\nPending;A;-1,00\nPending;B;-2,00\n02.03.2024;C;-2,00\n03.03.2024;D;-3,00\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 3, data: 3..<5),
        Case(name: "a first row broken by a stray quote does not hide the header",
             text: "Datum;Text;Betrag;Saldo\n\"01.03.2024;A;-1,00\";9,00\n02.03.2024;B;-2,00;7,00\n03.03.2024;C;-3,00;4,00\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 4, data: 2..<4),
        Case(name: "a statement with one transaction",
             text: "Von:;01.03.2024;\nBis:;31.03.2024;\n\nBuchungstag;Wertstellung;Text;Betrag;Saldo\n02.03.2024;02.03.2024;A;-1,00;9,00\n",
             preambleLines: 3, headerLine: 4, footerLines: 0, width: 5, data: 3..<4),
        Case(name: "continuation rows of the table's width do not end the table",
             text: "Datum;Text;Betrag\n01.03.2024;A;-1,00\n" + String(repeating: ";mehr Text;\n", count: 12) + "02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 3, data: 1..<16),
        Case(name: "trailing empty lines are not footer",
             text: "Datum;Text;Betrag\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n03.03.2024;C;-3,00\n\n\n",
             preambleLines: 0, headerLine: 1, footerLines: 0, width: 3, data: 1..<4),
    ]

    @Test("regions", arguments: cases)
    func detect(_ example: Case) {
        let (region, _, data) = Self.region(example.text)
        #expect(region.preambleLines == example.preambleLines)
        #expect(region.headerLine == example.headerLine)
        #expect(region.footerLines == example.footerLines)
        #expect(region.width == example.width)
        #expect(data == example.data)
    }

    /// A record of short names above dated records starts another table: the table with more
    /// transactions is read, with a note; its header is not data of the other.
    @Test("two tables: the bigger one is read, with a note, and the other header is not data")
    func twoTables() {
        let (region, header, data) = Self.region("Datum;Text;Betrag\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\n\n\nDatum;Text;Betrag\n01.04.2024;A;-1,00\n02.04.2024;B;-2,00\n03.04.2024;C;-3,00\n")
        #expect(region.headerLine == 6)
        #expect(header == 3..<4)
        #expect(data == 4..<7)
        #expect(!region.notes.isEmpty)
    }

    /// Of two tables of the same size the first is read; the second is footer.
    @Test("two tables of the same size: the first one, the second is footer")
    func twoEqualTables() {
        let (region, _, data) = Self.region("Datum;Text;Betrag\n01.03.2024;A;-1,00\n02.03.2024;B;-2,00\nDatum;Text;Summe\n01.04.2024;A;-1,00\n02.04.2024;B;-2,00\n")
        #expect(region.headerLine == 1)
        #expect(data == 1..<3)
        #expect(region.footerLines == 3)
    }

    /// BLKB's older export: `Umsatztotal;;2256.6;5931.25;` and `Schlusssaldo;;;;19406.41`
    /// between the header and the data.
    @Test("BLKB: the header above 'Umsatztotal' and 'Schlusssaldo' lines is found")
    func blkbSummaryLines() {
        let (region, _, data) = Self.region("Buchungsdatum;Text;Belastung;Gutschrift;Saldo\nUmsatztotal;;2256.6;5931.25;\nSchlusssaldo;;;;19406.41\n21.04.2025;A;71.1;;19406.41\n20.04.2025;B;44.4;;19477.51\n02.04.2025;C;1732.23;;19521.91\n")
        #expect(data == 3..<6)
        #expect(region.headerLine == 1)
        #expect(region.preambleLines == 0)
    }

    @Test("eight digits are a date only as a plausible yyyyMMdd", arguments: [
        ("20090401", CellShape.date), ("19991231", .date), ("66667620", .number), ("20091301", .number),
        ("11025450", .number), ("200904011", .number),
    ])
    func compactDates(cell: String, shape: CellShape) {
        #expect(CellShape.classify(Array(cell.utf8)[...]) == shape)
    }

    @Test("summary words and effective widths", arguments: [
        ("Kontostand;;1,00", true), ("Anfangssaldo;;", true), ("Umsätze gesamt;;", true), ("Übertrag;1,00", true),
        ("Migros;;1,00", false), ("Saldo per 31.03.;;", true),
        ("Umsatztotal;;2256.6;5931.25;", true),
    ])
    func namesASum(line: String, isSum: Bool) {
        let record = SampleRecords.read(Array(line.utf8), dialect: semicolon, limit: 1)[0]
        #expect(TableRegionDetector.namesASum(record) == isSum)
    }
}
