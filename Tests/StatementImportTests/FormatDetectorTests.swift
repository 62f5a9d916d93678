import Foundation
@testable import StatementDetection
@testable import StatementValues
import Testing
import TestSupport
import TextDecoding


/// `FormatDetector.detect` on small statements shaped like real exports: every field of the
/// `detect` document, exactly.
@Suite("Format detection")
struct FormatDetectorTests {
    /// One column's expected role (`nil` for none, `"*"` for not checked here) and type.
    typealias ColumnExpectation = (role: String?, type: String)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var encoding: TextEncoding = .utf8
        var bom = false
        var delimiter = ";"
        var lineEnding: StatementFormat.LineEnding = .lf
        var preambleLines = 0
        var headerLine: Int? = 1
        var footerLines = 0
        var columns: [ColumnExpectation]
        var decimal: String?
        var thousands: String?
        var dateFormat: String?
        var ambiguities: [String: [String]] = [:]
        var currency: String?
        var accountIBAN: String?
        var testDescription: String { name }
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let cases: [Case] = [
        Case(
            name: "DKB 2023+: BOM, everything quoted, 4 preamble lines, Kontostand with €",
            bytes: try! Corpus.bytes(Corpus.fixture("statements/dkb-giro-2024-03.csv")),
            bom: true, preambleLines: 4, headerLine: 5,
            // The payer and payee columns (3 and 4) are checked in `dkbPayerAndPayee`. Of the two
            // exact reference names, Kundenreferenz comes first in the vocabulary and wins.
            columns: [("booking_date", "date"), ("value_date", "date"), (nil, "text"), ("*", "text"), ("*", "text"),
                      ("purpose", "text"), (nil, "text"), ("counterparty_iban", "iban"), ("amount", "amount"), ("*", "*"),
                      (nil, "text"), ("reference", "empty")],
            decimal: ",", thousands: nil, dateFormat: "dd.MM.yy", currency: "EUR", accountIBAN: "DE39120300005924142608"),
        Case(
            name: "Swiss debit/credit with apostrophe thousands and a running balance",
            bytes: utf8("""
                Datum;Buchungstext;Belastung;Gutschrift;Saldo
                02.01.2024;Einkauf Migros;45.80;;1'234.50
                03.01.2024;Lohn Januar;;6'500.00;7'734.50
                05.01.2024;Dauerauftrag Miete;1'950.00;;5'784.50
                08.01.2024;Coop;12.30;;5'772.20

                """),
            columns: [("booking_date", "date"), ("purpose", "text"), ("debit", "amount"), ("credit", "amount"), ("balance", "amount")],
            decimal: ".", thousands: "'", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "Raiffeisen CH: timestamps, continuation rows, amounts without trailing zeros",
            bytes: utf8("""
                IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date
                CH6080808456348462519;2025-03-01 00:00:00.0;Lohn 03/2025;6140.08;10322.41;2025-03-01 00:00:00.0
                CH6080808456348462519;2025-03-02 00:00:00.0;Miete 03.2025;-2071.3;8251.11;2025-03-02 00:00:00.0
                CH6080808456348462519;2025-03-05 00:00:00.0;Kornhaus Markt;-84.17;8166.94;
                ;;Zahlungsgrund: Rechnung 2025-0314;;;
                CH6080808456348462519;2025-03-08 00:00:00.0;Quartierladen;-37.06;8129.88;2025-03-08 00:00:00.0
                ;;Mitteilung: Danke;;;

                """),
            columns: [(nil, "iban"), ("booking_date", "date"), ("purpose", "text"), ("amount", "amount"), ("balance", "amount"),
                      ("value_date", "date")],
            decimal: ".", thousands: nil, dateFormat: "yyyy-MM-dd HH:mm:ss.SSS", accountIBAN: "CH6080808456348462519"),
        Case(
            name: "UBS 2022+: key/value preamble padded with delimiters, a blank line, then the header",
            bytes: utf8("""
                Kontonummer:;0235 48193027.01;;;;;;;
                IBAN:;CH26 0023 5800 1375 1198 3;;;;;;;
                Von:;2025-03-01;;;;;;;
                Bis:;2025-03-31;;;;;;;
                Anfangssaldo:;18600.81;;;;;;;
                Schlusssaldo:;18452.91;;;;;;;
                Bewertet in:;CHF;;;;;;;

                Abschlussdatum;Buchungsdatum;Valutadatum;Währung;Belastung;Gutschrift;Saldo;Beschreibung1;
                2025-03-31;2025-03-31;2025-03-31;CHF;-112.63;;18452.91;Velo Zentrum Aare;
                2025-03-27;2025-03-27;2025-03-27;CHF;-14.11;;18565.54;Telekom Seeland AG;
                2025-03-19;2025-03-19;2025-03-19;CHF;;30.00;18579.65;Quartierladen Riedhof;
                2025-03-18;2025-03-18;2025-03-17;CHF;-50.84;;18549.65;Metzgerei Ochsner;
                """),
            preambleLines: 8, headerLine: 9,
            columns: [("*", "date"), ("*", "date"), ("value_date", "date"), ("currency", "text"), ("debit", "amount"),
                      ("credit", "amount"), ("balance", "amount"), ("*", "text")],
            decimal: ".", thousands: nil, dateFormat: "yyyy-MM-dd", currency: "CHF", accountIBAN: "CH2600235800137511983"),
        Case(
            name: "no header: a date, a text, an amount and a balance that chains",
            bytes: utf8("""
                03.01.2024;Einkauf;-45,80;1.188,70
                04.01.2024;Lohn;3.500,00;4.688,70
                08.01.2024;Miete;-1.450,00;3.238,70
                09.01.2024;Coop;-12,30;3.226,40
                15.01.2024;Apotheke;-8,95;3.217,45

                """),
            headerLine: nil,
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount"), ("balance", "amount")],
            decimal: ",", thousands: ".", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "no header, newest first: the balance still chains",
            bytes: utf8("""
                15.01.2024;Apotheke;-8,95;3.217,45
                09.01.2024;Coop;-12,30;3.226,40
                08.01.2024;Miete;-1.450,00;3.238,70
                04.01.2024;Lohn;3.500,00;4.688,70

                """),
            headerLine: nil,
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount"), ("balance", "amount")],
            decimal: ",", thousands: ".", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "Deutsche Bank: windows-1252 with €, „“ and umlauts, CRLF, 3 preamble lines, a Kontostand footer",
            bytes: try! Corpus.bytes(Corpus.fixture("statements/db-giro-2025-03.windows-1252.csv")),
            encoding: .windows1252, lineEnding: .crlf, preambleLines: 3, headerLine: 4, footerLines: 1,
            columns: [("booking_date", "date"), ("value_date", "date"), (nil, "text"), ("counterparty", "text"), ("purpose", "text"),
                      ("counterparty_iban", "iban"), ("amount", "amount"), ("currency", "text")],
            decimal: ",", thousands: ".", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "UTF-16LE with a BOM, CRLF, currency in the amount's name",
            bytes: try! Corpus.bytes(Corpus.fixture("statements/umsaetze.utf-16le-bom.csv")),
            encoding: .utf16LittleEndian, bom: true, lineEnding: .crlf,
            columns: [("booking_date", "date"), ("counterparty", "text"), ("purpose", "text"), ("amount", "amount"), ("balance", "amount")],
            decimal: ".", thousands: nil, dateFormat: "dd.MM.yyyy", currency: "CHF"),
        Case(
            name: "a footer line without a date after the table",
            bytes: utf8("""
                Buchungstag;Verwendungszweck;Betrag;Währung
                23.03.2025;Drogerie;-15,72;EUR
                22.03.2025;Retoure;30,37;EUR
                02.03.2025;Miete;-1.444,14;EUR
                01.03.2025;Lohn;3.510,37;EUR
                Kontostand;;4.755,10;EUR

                """),
            footerLines: 1,
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount"), ("currency", "text")],
            decimal: ",", thousands: ".", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "ambiguous dates: no day above 12",
            bytes: utf8("Datum;Text;Betrag\n01/02/2024;Coop;-12.30\n03/02/2024;Migros;-45.80\n05/03/2024;Lohn;3500.00\n11/12/2024;Miete;-1450.00\n"),
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount")],
            decimal: ".", thousands: nil, dateFormat: nil, ambiguities: ["date_format": ["dd/MM/yyyy", "MM/dd/yyyy"]]),
        Case(
            name: "a day above 12 settles the order",
            bytes: utf8("Datum;Text;Betrag\n01/02/2024;Coop;-12.30\n03/02/2024;Migros;-45.80\n02/13/2024;Lohn;3500.00\n"),
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount")],
            decimal: ".", thousands: nil, dateFormat: "MM/dd/yyyy"),
        Case(
            name: "ambiguous decimal: only 1,234-shaped amounts",
            bytes: utf8("Datum;Text;Betrag\n01.03.2024;Coop;-1,234\n02.03.2024;Migros;2,500\n05.03.2024;Lohn;-3,750\n"),
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount")],
            decimal: nil, thousands: nil, dateFormat: "dd.MM.yyyy", ambiguities: ["decimal_separator": [".", ","]]),
        Case(
            name: "quoted purposes over several lines",
            bytes: utf8("Buchungstag;Verwendungszweck;Betrag\n01.03.2024;\"Miete März\nWohnung 3\nDanke\";-1.234,56\n04.03.2024;Gehalt;3.100,00\n11.03.2024;\"Lastschrift\r\nStadtwerke\";-85,20\n"),
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount")],
            decimal: ",", thousands: ".", dateFormat: "dd.MM.yyyy"),
        Case(
            name: "comma-separated English export with quoted grouped amounts",
            bytes: utf8("Date,Description,Amount,Balance\n2024-03-01,\"Rent, March\",\"-1,250.00\",\"3,750.00\"\n2024-03-02,Coffee,-3.50,\"3,746.50\"\n2024-03-05,Salary,\"4,000.00\",\"7,746.50\"\n"),
            delimiter: ",",
            columns: [("booking_date", "date"), ("purpose", "text"), ("amount", "amount"), ("balance", "amount")],
            decimal: ".", thousands: ",", dateFormat: "yyyy-MM-dd"),
    ]

    @Test("detect on a whole small file", arguments: cases)
    func detect(_ example: Case) {
        let format = FormatDetector.detect(head: example.bytes, tail: nil)
        #expect(format.encoding == example.encoding)
        #expect(format.hasByteOrderMark == example.bom)
        #expect(String(decoding: format.dialect.delimiter, as: UTF8.self) == example.delimiter)
        #expect(format.lineEnding == example.lineEnding)
        #expect(format.region.preambleLines == example.preambleLines)
        #expect(format.region.headerLine == example.headerLine)
        #expect(format.region.footerLines == example.footerLines)
        #expect(format.columns.count == example.columns.count)
        for (column, expected) in zip(format.columns, example.columns) {
            if expected.role != "*" {
                #expect(column.role?.rawValue == expected.role, "column \(column.index) '\(column.name ?? "")'")
            }
            if expected.type != "*" {
                #expect(column.type.rawValue == expected.type, "column \(column.index) '\(column.name ?? "")'")
            }
        }
        #expect(format.decimalSeparator == example.decimal)
        #expect(format.thousandsSeparator == example.thousands)
        #expect(format.dateFormat == example.dateFormat)
        #expect(Dictionary(uniqueKeysWithValues: format.ambiguities.map { ($0.what.rawValue, $0.candidates) }) == example.ambiguities)
        #expect(format.currency?.code == example.currency)
        #expect(format.accountIBAN == example.accountIBAN)
    }

    @Test("the DKB preamble is kept as text and the header names are the file's")
    func dkbDetails() throws {
        let format = FormatDetector.detect(head: try Corpus.bytes(Corpus.fixture("statements/dkb-giro-2024-03.csv")), tail: nil)
        #expect(format.preamble == ["\"Girokonto\";\"DE39120300005924142608\"", "", "\"Kontostand vom 31.03.2024:\";\"3.027,27\u{00A0}€\"", "\"\""])
        #expect(format.columns.map(\.name) == [
            "Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in", "Verwendungszweck",
            "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz",
        ])
        #expect(format.dialect.quote == UInt8(ascii: "\""))
        #expect(format.ambiguities == [])
        #expect(format.region.headerRecords == 1)
        #expect(format.region.width == 12)
    }

    @Test("the ambiguities say why, with an example value and the column")
    func ambiguityReasons() {
        let dates = FormatDetector.detect(head: Self.utf8("Datum;Text;Betrag\n01/02/2024;Coop;-12.30\n03/02/2024;Migros;-45.80\n"), tail: nil)
        #expect(dates.ambiguities.map(\.what) == [.dateFormat])
        #expect(dates.ambiguities.map(\.candidates) == [["dd/MM/yyyy", "MM/dd/yyyy"]])
        #expect(dates.ambiguities.map(\.column) == [0])
        #expect(dates.ambiguities.map(\.why) == ["'01/02/2024' reads as 2024-02-01 as dd/MM/yyyy, 2024-01-02 as MM/dd/yyyy, and none of the 2 values tells them apart (a day above 12 would)"])
        let numbers = FormatDetector.detect(head: Self.utf8("Datum;Text;Betrag\n01.03.2024;Coop;-1,234\n02.03.2024;Migros;2,500\n"), tail: nil)
        #expect(numbers.ambiguities.map(\.what) == [.decimalSeparator])
        #expect(numbers.ambiguities.map(\.candidates) == [[".", ","]])
        #expect(numbers.ambiguities.map(\.column) == [2])
        #expect(numbers.ambiguities.map(\.why) == ["'-1,234' reads as -1234 with decimal point and ',' grouping or as -1.234 with decimal comma and no grouping, and none of the 2 values tells them apart"])
        // Each ambiguity costs 0.15 of the confidence.
        #expect(numbers.confidence < FormatDetector.detect(head: Self.utf8("Datum;Text;Betrag\n01.03.2024;Coop;-1,23\n02.03.2024;Migros;2,50\n"), tail: nil).confidence)
    }

    // MARK: - Footers, ties and repeated values

    /// Deutsche Bank's trailer `Kontostand;31.03.2025;;;4.755,10;EUR` has a date in the value
    /// date column. The leftmost of the columns about as dated as the heaviest anchors the
    /// table, but "about" is 85% of the weight: with four rows, the booking date holds 4 of
    /// the value date's 5 dates (80%), so the value date still anchors and the footer is data.
    @Test("a footer line with a date in another column is still footer")
    func footerWithDate() {
        let format = FormatDetector.detect(head: Self.utf8("""
            Buchungstag;Wert;Umsatzart;Verwendungszweck;Betrag;Währung
            23.03.2025;22.03.2025;Kartenzahlung;Drogerie;-15,72;EUR
            22.03.2025;22.03.2025;Gutschrift;Retoure;30,37;EUR
            02.03.2025;02.03.2025;Überweisung;Miete;-1.444,14;EUR
            01.03.2025;01.03.2025;Gutschrift;Lohn;3.510,37;EUR
            Kontostand;31.03.2025;;;4.755,10;EUR

            """), tail: nil)
        #expect(format.region.headerLine == 1)
        #expect(format.columns.first?.role == .bookingDate)
        #expect(format.region.footerLines == 1)
    }

    /// The same trailer under a longer statement: the booking date is close enough to the
    /// heaviest column to anchor the table, and the trailer is footer.
    @Test("a footer line with a date in another column, under eight rows")
    func footerWithDateLongerTable() {
        let rows = (1...8).map { day in "0\(day).03.2025;0\(day).03.2025;Kartenzahlung;Laden \(day);-1\(day),50;EUR\n" }.joined()
        let format = FormatDetector.detect(head: Self.utf8(
            "Buchungstag;Wert;Umsatzart;Verwendungszweck;Betrag;Währung\n" + rows + "Kontostand;31.03.2025;;;4.755,10;EUR\n"), tail: nil)
        #expect(format.region.headerLine == 1)
        #expect(format.region.footerLines == 1)
        #expect(format.columns.first?.role == .bookingDate)
        #expect(format.columns[1].role == .valueDate)
    }

    /// UBS writes `Abschlussdatum` (the trade date) before `Buchungsdatum`; both names are exact
    /// booking-date names, and the earlier in the vocabulary (the more usual) wins the tie.
    @Test("UBS: Buchungsdatum is the booking date, not Abschlussdatum")
    func ubsBookingDate() {
        let format = FormatDetector.detect(head: Self.utf8("""
            Abschlussdatum;Buchungsdatum;Valutadatum;Belastung;Gutschrift;Saldo
            2025-03-31;2025-03-30;2025-03-30;-112.63;;18452.91
            2025-03-27;2025-03-26;2025-03-26;-14.11;;18565.54
            2025-03-19;2025-03-18;2025-03-18;;30.00;18579.65

            """), tail: nil)
        #expect(format.columns[2].role == .valueDate)
        #expect(format.columns[1].role == .bookingDate)
        #expect(format.columns[0].role == nil)
    }

    /// Raiffeisen CH repeats the account's own IBAN on every row: it is not the counterparty's.
    @Test("a column holding one IBAN on every row is the account's, not the counterparty's")
    func ownIBANColumn() {
        let format = FormatDetector.detect(head: Self.utf8("""
            IBAN;Booked At;Text;Credit/Debit Amount;Balance
            CH6080808456348462519;2025-03-01 00:00:00.0;Lohn;6140.08;10322.41
            CH6080808456348462519;2025-03-02 00:00:00.0;Miete;-2071.3;8251.11
            CH6080808456348462519;2025-03-05 00:00:00.0;Kornhaus;-84.17;8166.94

            """), tail: nil)
        #expect(format.columns[0].role == nil)
        #expect(format.accountIBAN == "CH6080808456348462519")
    }

    /// An IBAN column whose values differ row by row is the counterparty's.
    @Test("a column of different IBANs is the counterparty's, and the account's IBAN stays unknown")
    func counterpartyIBANColumn() {
        let format = FormatDetector.detect(head: Self.utf8("""
            Buchungstag;Verwendungszweck;IBAN;Betrag
            01.03.2024;Miete;DE21239328328794382360;-1.150,00
            15.03.2024;Gehalt;DE89370400440532013000;2.500,00
            29.03.2024;Ferienwohnung;DE19494389802549652183;-73,97

            """), tail: nil)
        #expect(format.columns[2].role == .counterpartyIBAN)
        #expect(format.accountIBAN == nil)
    }

    /// DKB names the payer `Zahlungspflichtige*r` and the payee `Zahlungsempfänger*in`: both are
    /// counterparty columns, read by the amount's direction. Both names are now exact
    /// counterparty names, but a counterparty is given to one column only, the name earlier in
    /// the vocabulary: the payer, which for money leaving is the account holder.
    @Test("DKB: the payer and the payee column are both counterparty columns")
    func dkbPayerAndPayee() throws {
        let format = FormatDetector.detect(head: try Corpus.bytes(Corpus.fixture("statements/dkb-giro-2024-03.csv")), tail: nil)
        #expect(format.columns[3].role == .counterparty)
        #expect(format.columns[4].role == .counterparty)
    }

    /// Umlauts and ß are the same bytes in windows-1252 and ISO 8859-1: the code pages read
    /// the sample the same, and the more common one is reported.
    @Test("8-bit text that reads the same in windows-1252 and ISO 8859-1 is reported as windows-1252")
    func latinTie() {
        let text = "Buchungstag;Empfänger;Verwendungszweck;Betrag (EUR)\n01.03.2024;Bäckerei Müller;Brötchen für Frühstück;-4,50\n02.03.2024;Großmarkt Süd;Einkauf Äpfel;-12,30\n05.03.2024;Arbeitgeber;Gehalt März;2.500,00\n"
        let bytes = text.unicodeScalars.map { UInt8($0.value) }
        let format = FormatDetector.detect(head: bytes, tail: nil)
        #expect(format.ambiguities == [])
        #expect(format.columns.map(\.name) == ["Buchungstag", "Empfänger", "Verwendungszweck", "Betrag (EUR)"])
        #expect(format.encoding == .windows1252)
    }

    // MARK: - A bounded sample

    /// A statement of `rows` rows (about 60 bytes each) with a Kontostand footer.
    static func longStatement(rows: Int) -> [UInt8] {
        var text = "Buchungstag;Verwendungszweck;Betrag;Saldo;Währung\n"
        var balance = 100_000_00
        for index in 0..<rows {
            let amount = index % 3 == 0 ? 1_250_00 : -(index % 97 + 1) * 37
            balance += amount
            let day = index % 28 + 1
            text += "\(day < 10 ? "0" : "")\(day).03.2024;Buchung Nummer \(index);\(euro(amount));\(euro(balance));EUR\n"
        }
        text += "Kontostand;;;\(euro(balance));EUR\n"
        return Array(text.utf8)
    }

    static func euro(_ cents: Int) -> String {
        let magnitude = abs(cents)
        let fraction = magnitude % 100
        return (cents < 0 ? "-" : "") + "\(magnitude / 100)," + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// The head and tail as the command line cuts them from a file.
    static func sample(_ bytes: [UInt8]) -> (head: [UInt8], tail: [UInt8]?) {
        guard bytes.count > FormatDetector.headLimit else { return (bytes, nil) }
        let tailStart = max(FormatDetector.headLimit, (bytes.count - FormatDetector.tailLimit) & ~3)
        return (Array(bytes.prefix(FormatDetector.headLimit)), Array(bytes[tailStart...]))
    }

    static func summary(_ format: StatementFormat) -> String {
        "\(format.encoding.rawValue) pre=\(format.region.preambleLines) header=\(format.region.headerLine ?? 0) "
            + "footer=\(format.region.footerLines) width=\(format.region.width) "
            + format.columns.map { "\($0.name ?? "-"):\($0.role?.rawValue ?? "-"):\($0.type)" }.joined(separator: ",")
            + " \(format.decimalSeparator ?? "-")\(format.thousandsSeparator ?? "-") \(format.dateFormat ?? "-") \(format.ambiguities.map(\.what))"
    }

    @Test("a 1 MB file's head and tail give the same format as a small file of the same bank")
    func boundedSample() {
        let small = FormatDetector.detect(head: Self.longStatement(rows: 40), tail: nil)
        #expect(small.region.footerLines == 1)
        let big = Self.longStatement(rows: 19_000)
        #expect(big.count > 1_000_000)
        let (head, tail) = Self.sample(big)
        #expect(head.count == FormatDetector.headLimit)
        #expect(tail?.count ?? 0 <= FormatDetector.tailLimit + 3)
        let sampled = FormatDetector.detect(head: head, tail: tail)
        #expect(Self.summary(sampled) == Self.summary(small))
        #expect(sampled.confidence == small.confidence)
    }

    @Test("detection time does not grow with the file: 1 MB and 8 MB files cost the same")
    func doesNotScale() {
        func fastest(_ bytes: [UInt8]) -> Duration {
            let (head, tail) = Self.sample(bytes)
            let clock = ContinuousClock()
            return (0..<3).map { _ in clock.measure { _ = FormatDetector.detect(head: head, tail: tail) } }.min()!
        }
        let oneMB = fastest(Self.longStatement(rows: 19_000))
        let eightMB = fastest(Self.longStatement(rows: 152_000))
        #expect(eightMB < oneMB * 3 + .milliseconds(50), "1 MB: \(oneMB), 8 MB: \(eightMB)")
    }

    /// The definition `lastLines` keeps to without splitting the whole text into characters:
    /// the last 30 lines, cut at LF, CR LF and a lone CR, empty ones included.
    static func lastLinesByCharacters(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.suffix(30).map(String.init)
    }

    @Test("the lines below a table are the last 30, cut at LF, CR LF and lone CR", arguments: [
        ("", [""]),
        ("a", ["a"]),
        ("a\r\nb\rc\n\nd", ["a", "b", "c", "", "d"]),
        ("Saldo;1,00\r\n", ["Saldo;1,00", ""]),
        ("\r\r\n\n", ["", "", "", ""]),
        ("é\u{301}\nü", ["é\u{301}", "ü"]),
    ])
    func lastLines(text: String, lines: [String]) {
        #expect(FormatDetector.lastLines(head: Array(text.utf8), tail: nil) == lines)
        #expect(Self.lastLinesByCharacters(text) == lines)
    }

    @Test("of a long text, the last lines are the last 30 of them, whatever the line breaks")
    func lastLinesOfLongText() {
        var generator = SeededGenerator(seed: 30)
        let breaks = ["\n", "\r\n", "\r"]
        for lineCount in [29, 30, 31, 200] {
            let text = (0..<lineCount).map { index in
                "Zeile \(index)" + (index % 7 == 0 ? "" : breaks.randomElement(using: &generator)!)
            }.joined()
            let lines = FormatDetector.lastLines(head: Array(text.utf8), tail: nil)
            #expect(lines == Self.lastLinesByCharacters(text))
            #expect(lines.count == min(30, Self.lastLinesByCharacters(text).count))
        }
    }
}
