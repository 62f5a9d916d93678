import Foundation
import ImportWords
@testable import StatementDetection
@testable import StatementMapping
@testable import StatementValues
import Testing


/// Records → transactions and skipped lines, each with its exact reason.
@Suite("Statement mapping")
struct StatementMapperTests {
    static let germanNumbers = NumberFormat(decimalMark: .comma, grouping: .period)
    static let germanDates = try! DateFormat(pattern: "dd.MM.yyyy")

    static func eur(_ text: String) -> Money { Money(contractString: text, currency: .eur)! }
    static func day(_ text: String) -> CalendarDate { try! germanDates.parse(text) }

    static let header = ["Buchungstag", "Valuta", "Text", "Betrag", "Saldo", "IBAN"]

    static func singleAmount(signRule: ColumnMapping.SignRule = .asWritten) -> ColumnMapping {
        ColumnMapping(
            bookingDate: 0, valueDate: 1, amount: .single(3), currency: .fixed(.eur), counterpartyIBAN: 5,
            purpose: [2], balance: 4, dateFormat: germanDates, numberFormat: germanNumbers, signRule: signRule)
    }

    /// Maps `rows` as the records on lines 2, 3, ...
    static func map(_ rows: [[String]], mapping: ColumnMapping = singleAmount(), header: [String]? = header) -> StatementMapper {
        var mapper = StatementMapper(mapping: mapping, header: header)
        for (index, row) in rows.enumerated() {
            mapper.add(row, line: index + 2, lastLine: index + 2)
        }
        return mapper
    }

    @Test("a plain row: dates, amount, texts cleaned, IBAN normalised, balance, raw fields by name")
    func plainRow() {
        let mapper = Self.map([["01.03.2024", " 02.03.2024 ", "  Miete   März\n Wohnung\t3 ", "-1.234,56", "8.765,44", "de89 3704 0044 0532 0130 00"]])
        #expect(mapper.problems == [])
        #expect(mapper.skipped == [])
        #expect(mapper.transactions == [Transaction(
            line: 2, bookingDate: Self.day("01.03.2024"), valueDate: Self.day("02.03.2024"), amount: Self.eur("-1234.56"),
            counterparty: nil, counterpartyIBAN: "DE89370400440532013000", purpose: "Miete März Wohnung 3",
            balanceAfter: Self.eur("8765.44"),
            rawFields: ["Buchungstag": "01.03.2024", "Valuta": "02.03.2024", "Text": "Miete März Wohnung 3",
                        "Betrag": "-1.234,56", "Saldo": "8.765,44", "IBAN": "de89 3704 0044 0532 0130 00"])])
    }

    /// Rows share the table's column names; looked up by name, a row answers as a dictionary
    /// filled column by column would: the later of two columns with one name that the row
    /// has, nothing for a column the row is too short for.
    @Test("raw fields by name: the later of two equal names, short rows, equality by content")
    func rawFieldsByName() {
        let mapper = Self.map(
            [["01.03.2024", "Miete", "-750,00", "Wohnung 3"], ["02.03.2024", "Coop", "-85,20"]],
            mapping: ColumnMapping(
                bookingDate: 0, amount: .single(2), currency: .fixed(.eur), purpose: [1],
                dateFormat: Self.germanDates, numberFormat: Self.germanNumbers),
            header: ["Datum", "Text", "Betrag", "Text"])
        #expect(mapper.transactions.count == 2)
        let first = mapper.transactions[0].rawFields
        let second = mapper.transactions[1].rawFields
        #expect(first["Text"] == "Wohnung 3")
        #expect(first["Datum"] == "01.03.2024")
        #expect(first["Saldo"] == nil)
        #expect(second["Text"] == "Coop")
        #expect(second.byName == ["Datum": "02.03.2024", "Text": "Coop", "Betrag": "-85,20"])
        #expect(first == ["Datum": "01.03.2024", "Betrag": "-750,00", "Text": "Wohnung 3"])
        #expect(first != second)
    }

    @Test("Excel formula wrappers are unwrapped", arguments: [
        (["=\"01.07.2023\"", "", "=\"Kartenzahlung\"", "=\"-12,30\"", "", ""], "2023-07-01", "-12.30", "Kartenzahlung"),
        (["01.07.2023", "", "=\"\"", "12,30", "", ""], "2023-07-01", "12.30", nil),
        (["01.07.2023", "", "= \"kein Wrapper\"", "12,30", "", ""], "2023-07-01", "12.30", "= \"kein Wrapper\""),
    ])
    func excelWrappers(row: [String], date: String, amount: String, purpose: String?) {
        let mapper = Self.map([row])
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.bookingDate.description) == [date])
        #expect(mapper.transactions.map(\.amount) == [Self.eur(amount)])
        #expect(mapper.transactions.first?.purpose == purpose)
    }

    @Test("continuation rows are merged into the purpose of the row above")
    func continuation() {
        let mapper = Self.map([
            ["05.03.2024", "", "Kartenzahlung Kornhaus", "-84,17", "8.029,90", ""],
            ["", "", "Zahlungsgrund: Rechnung 2025-0314", "", "", ""],
            ["", "", "  Danke  ", "", "", ""],
            ["08.03.2024", "", "Quartierladen", "-37,06", "7.992,84", ""],
        ])
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.purpose) == ["Kartenzahlung Kornhaus Zahlungsgrund: Rechnung 2025-0314 Danke", "Quartierladen"])
        #expect(mapper.transactions.map(\.mergedLines) == [[3, 4], []])
        #expect(mapper.skipped == [
            SkippedLine(line: 3, reason: "continuation of line 2, merged into its purpose"),
            SkippedLine(line: 4, reason: "continuation of line 2, merged into its purpose"),
        ])
    }

    /// A purpose holds at most `purposeByteLimit` bytes: a continuation row beyond it is a
    /// problem of its line, so that `import` refuses the file instead of booking a cut text;
    /// the purpose keeps the lines before it, and the booking's later continuation rows are
    /// listed as not merged rather than appended after a gap.
    @Test("a continuation that would make the purpose longer than 64 KiB is a problem of its line; the later ones are listed")
    func purposeLimit() {
        let mapper = Self.map([
            ["05.03.2024", "", "Kartenzahlung", "-84,17", "8.029,90", ""],
            ["", "", "Zahlungsgrund", "", "", ""],
            ["", "", String(repeating: "x", count: 70_000), "", "", ""],
            ["", "", "Danke", "", "", ""],
            ["08.03.2024", "", "Quartierladen", "-37,06", "7.992,84", ""],
            ["", "", "Detail", "", "", ""],
        ])
        #expect(mapper.transactions.map(\.purpose) == ["Kartenzahlung Zahlungsgrund", "Quartierladen Detail"])
        #expect(mapper.transactions.map(\.mergedLines) == [[3], [7]])
        let message = "continuation of line 2 not merged: its purpose would hold 70028 bytes, more than the 65536 a purpose may hold"
        #expect(mapper.problems.map(\.line) == [4])
        #expect(mapper.problems.map(\.column) == [nil])
        #expect(mapper.problems.map(\.message) == [message])
        #expect(mapper.problems.map(\.hint) == ["no bank writes a purpose that long; check that the file is the bank's export, or remove the line"])
        #expect(mapper.skipped == [
            SkippedLine(line: 3, reason: "continuation of line 2, merged into its purpose"),
            SkippedLine(line: 4, reason: "unreadable: \(message)"),
            SkippedLine(line: 5, reason: "continuation of line 2 not merged: its purpose is full (line 4)"),
            SkippedLine(line: 7, reason: "continuation of line 6, merged into its purpose"),
        ])
    }

    @Test("a purpose of exactly 64 KiB takes the continuation; one byte more does not", arguments: [
        (65_534, true), (65_535, false),
    ])
    func purposeLimitEdge(continuationBytes: Int, merged: Bool) {
        let text = String(repeating: "y", count: continuationBytes)
        let mapper = Self.map([["05.03.2024", "", "A", "-1,00", "", ""], ["", "", text, "", "", ""]])
        #expect(mapper.transactions.first?.purpose?.utf8.count == (merged ? 65_536 : 1))
        #expect(mapper.problems.count == (merged ? 0 : 1))
    }

    @Test("single amounts of a collective booking are skipped, its total is booked; text with numbers still continues")
    func collectiveBooking() {
        let mapper = Self.map([
            ["20.03.2024", "", "Belastungen (2)", "-850,00", "7.150,00", ""],
            ["", "", "Nummer 1", "", "", "-500,00"],
            ["", "", "Nummer 2", "", "", "-350,00"],
            ["", "", "Rechnung 12,50 vom 2024", "", "", ""],
        ])
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.amount.description) == ["-850.00"])
        #expect(mapper.transactions.map(\.purpose) == ["Belastungen (2) Rechnung 12,50 vom 2024"])
        #expect(mapper.skipped == [
            SkippedLine(line: 3, reason: "sub-row of collective booking in line 2 (single amount -500,00); booked as its total"),
            SkippedLine(line: 4, reason: "sub-row of collective booking in line 2 (single amount -350,00); booked as its total"),
            SkippedLine(line: 5, reason: "continuation of line 2, merged into its purpose"),
        ])
    }

    @Test("a fee column: the account changes by the amount less the fee, however the fee is signed", arguments: [
        ("-389,17", "0,41", "-389.58"),
        ("-389,17", "-0,41", "-389.58"),
        ("100,00", "1,50", "98.50"),
        ("-389,17", "", "-389.17"),
    ])
    func fee(amount: String, fee: String, expected: String) {
        var mapping = Self.singleAmount()
        mapping.balance = nil
        mapping.fee = 4
        let mapper = Self.map([["04.03.2025", "", "Miete Garage", amount, fee, ""]], mapping: mapping)
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.amount.description) == [expected])
    }

    @Test("a continuation with text outside the purpose columns keeps that text")
    func continuationOutsidePurpose() {
        let mapper = Self.map([
            ["05.03.2024", "", "Kartenzahlung", "-84,17", "", ""],
            ["", "", "", "", "", "Ref 123"],
        ])
        #expect(mapper.transactions.first?.purpose == "Kartenzahlung Ref 123")
        #expect(mapper.skipped == [SkippedLine(line: 3, reason: "continuation of line 2, merged into its purpose")])
    }

    @Test("rows that are not bookings are skipped with their reason", arguments: [
        (["", "", "", "", "", ""], "empty row"),
        (["  ", "", " \t", "", "", ""], "empty row"),
        (["Vorgemerkt", "", "Tankstelle", "-12,50", "", ""], "pending: not booked yet (Vorgemerkt)"),
        (["PENDING", "", "Tankstelle", "-12,50", "", ""], "pending: not booked yet (PENDING)"),
        (["31.03.2024", "", "Umsatz vorgemerkt", "-12,50", "", ""], "pending: not booked yet (Umsatz vorgemerkt)"),
        (["31.03.2024", "", "noch nicht gebucht", "-12,50", "", ""], "pending: not booked yet (noch nicht gebucht)"),
        (["Kontostand", "31.03.2025", "", "", "4.755,10", ""], "closing balance stated by the bank: 4755.10"),
        (["Anfangssaldo", "", "", "1.000,00", "", ""], "opening balance stated by the bank: 1000.00"),
        (["Schlusssaldo", "", "", "", "-19.406,41", ""], "closing balance stated by the bank: -19406.41"),
        (["", "", "Saldo per 31.03.2024", "1.500,00", "", ""], "closing balance stated by the bank: 1500.00"),
        // The labels are searched as bytes: a label composed and decomposed is found alike.
        (["", "", "Ingående saldo", "", "1.000,00", ""], "opening balance stated by the bank: 1000.00"),
        (["", "", "INGA\u{30A}ENDE SALDO", "", "1.000,00", ""], "opening balance stated by the bank: 1000.00"),
        (["", "", "Utga\u{30A}ende saldo 31.03.", "", "990,00", ""], "closing balance stated by the bank: 990.00"),
    ])
    func notBookings(row: [String], reason: String) {
        let mapper = Self.map([row])
        #expect(mapper.transactions == [])
        #expect(mapper.problems == [])
        #expect(mapper.skipped == [SkippedLine(line: 2, reason: reason)])
    }

    @Test("stated balance rows are collected with their kind and line")
    func statedBalances() {
        let mapper = Self.map([
            ["Anfangssaldo", "", "", "", "1.000,00", ""],
            ["01.03.2024", "", "Coop", "-10,00", "990,00", ""],
            ["Kontostand", "31.03.2024", "", "", "990,00", ""],
        ])
        #expect(mapper.statedBalances == [
            StatedBalance(line: 2, kind: .opening, amount: Self.eur("1000.00")),
            StatedBalance(line: 4, kind: .closing, amount: Self.eur("990.00")),
        ])
        #expect(mapper.transactions.map(\.line) == [3])
    }

    /// A balance in the balance column of a row with no date is a stated balance, not more
    /// text for the booking above.
    @Test("a closing balance row with an empty date and only the balance column filled")
    func balanceRowWithEmptyDate() {
        let mapper = Self.map([
            ["01.03.2024", "", "Coop", "-10,00", "990,00", ""],
            ["", "", "Schlusssaldo", "", "990,00", ""],
        ])
        #expect(mapper.statedBalances == [StatedBalance(line: 3, kind: .closing, amount: Self.eur("990.00"))])
        #expect(mapper.transactions.first?.purpose == "Coop")
        #expect(mapper.skipped == [SkippedLine(line: 3, reason: "closing balance stated by the bank: 990.00")])
    }

    /// BLKB's older export puts `Umsatztotal;;;2256.6;5931.25;;` under the header.
    @Test("a summary row of totals is skipped with its label, not a problem", arguments: [
        (["Umsatztotal", "", "", "2.256,60", "", ""], "summary line: Umsatztotal"),
        (["", "", "Summe", "-1.234,56", "", ""], "summary line: Summe"),
        (["Total", "", "", "2.256,60", "", ""], "summary line: Total"),
    ])
    func summaryRow(row: [String], reason: String) {
        let mapper = Self.map([row])
        #expect(mapper.transactions == [])
        #expect(mapper.problems == [])
        #expect(mapper.statedBalances == [])
        #expect(mapper.skipped == [SkippedLine(line: 2, reason: reason)])
    }

    /// Without a status column only unambiguous phrases mark a row as pending: `Offen` (open)
    /// is a word a booking text may be made of.
    @Test("a booking whose purpose is 'Offen' is a booking, not a pending row")
    func offenIsNotPending() {
        let mapper = Self.map([["01.03.2024", "", "Offen", "-10,00", "990,00", ""]])
        #expect(mapper.problems == [])
        #expect(mapper.skipped == [])
        #expect(mapper.transactions.map(\.purpose) == ["Offen"])
        #expect(mapper.transactions.map(\.amount) == [Self.eur("-10.00")])
    }

    /// A continuation row is text for the booking above, even when its text starts like a
    /// totals label (`Gesamtschule`, `Total Fitness`): it holds no amount to be a total of.
    @Test("a continuation starting with a totals word is merged, not skipped as a summary", arguments: [
        "Gesamtschule Nord Klassenfahrt", "Total Fitness Mitgliedschaft",
    ])
    func continuationLikeSummary(text: String) {
        let mapper = Self.map([
            ["05.03.2024", "", "Lastschrift", "-84,17", "", ""],
            ["", "", text, "", "", ""],
        ])
        #expect(mapper.transactions.map(\.purpose) == ["Lastschrift " + text])
        #expect(mapper.skipped == [SkippedLine(line: 3, reason: "continuation of line 2, merged into its purpose")])
    }

    @Test("an unreadable date is skipped and reported with the line, the column and a way out")
    func badDate() {
        let mapper = Self.map([["31.13.2024", "", "Coop", "-10,00", "", ""]])
        #expect(mapper.transactions == [])
        #expect(mapper.skipped == [SkippedLine(
            line: 2, reason: "unreadable: column 'Buchungstag': Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024")])
        #expect(mapper.problems.map(\.line) == [2])
        #expect(mapper.problems.map(\.column) == [0])
        #expect(mapper.problems.map(\.columnName) == ["Buchungstag"])
        #expect(mapper.problems.map(\.message) == ["column 'Buchungstag': Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"])
        #expect(mapper.problems.map(\.hint) == ["if the file uses another date format, give that format, or write it in the template"])
    }

    @Test("other unreadable cells", arguments: [
        (["01.03.2024", "", "Coop", "-10,0x", "", ""],
         "column 'Betrag': Cannot read '-10,0x' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (["01.03.2024", "", "Coop", "-10,005", "", ""],
         "column 'Betrag': The amount -10.005 has 3 decimal places, but EUR has 2; it is not rounded"),
        (["01.03.2024", "2024-03-02", "Coop", "-10,00", "", ""],
         "column 'Valuta': Cannot parse '2024-03-02' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        (["01.03.2024", "", "Coop", "-10,00", "viel", ""],
         "column 'Saldo': Cannot read 'viel' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (["", "", "Coop", "-10,00", "", ""], "column 'Buchungstag': no booking date"),
    ])
    func unreadableCells(row: [String], message: String) {
        let mapper = Self.map([row])
        #expect(mapper.transactions == [])
        #expect(mapper.problems.map(\.message) == [message])
        #expect(mapper.problems.map(\.line) == [2])
        #expect(mapper.skipped == [SkippedLine(line: 2, reason: "unreadable: " + message)])
    }

    @Test("a row without an amount: a detail of a collective booking, or just no amount")
    func noAmount() {
        let mapper = Self.map([
            ["01.03.2024", "", "Sammelauftrag", "-300,00", "", ""],
            ["01.03.2024", "", "Einzelbetrag Anna", "", "", ""],
            ["02.03.2024", "", "Hinweis", "", "", ""],
        ])
        #expect(mapper.transactions.map(\.line) == [2])
        #expect(mapper.problems == [])
        #expect(mapper.skipped == [
            SkippedLine(line: 3, reason: "no amount: a detail of the collective booking on line 2"),
            SkippedLine(line: 4, reason: "no amount in column 'Betrag'"),
        ])
    }

    static let debitCreditHeader = ["Datum", "Buchungstext", "Belastung", "Gutschrift", "Saldo"]
    static let debitCredit = ColumnMapping(
        bookingDate: 0, amount: .debitCredit(debit: 2, credit: 3), currency: .fixed(.chf), purpose: [1], balance: 4,
        dateFormat: germanDates, numberFormat: NumberFormat(decimalMark: .period, grouping: .apostrophe))

    @Test("debit and credit columns: debits are negative whatever sign they are written with", arguments: [
        (["02.01.2024", "Migros", "45.80", "", ""], "-45.80"),
        (["02.01.2024", "Migros", "-45.80", "", ""], "-45.80"),
        (["02.01.2024", "Lohn", "", "6'500.00", ""], "6500.00"),
        (["02.01.2024", "Lohn", "0.00", "6'500.00", ""], "6500.00"),
        (["02.01.2024", "Storno", "", "-20.00", ""], "20.00"),
        (["02.01.2024", "Null", "0.00", "", ""], "0.00"),
    ])
    func debitAndCredit(row: [String], amount: String) {
        let mapper = Self.map([row], mapping: Self.debitCredit, header: Self.debitCreditHeader)
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.amount) == [Money(contractString: amount, currency: .chf)!])
    }

    @Test("debit and credit both filled is a problem, with both values")
    func debitAndCreditBoth() {
        let mapper = Self.map([["02.01.2024", "Migros", "45.80", "1'000.00", ""]], mapping: Self.debitCredit, header: Self.debitCreditHeader)
        let message = "column 'Belastung': both 'Belastung' (45.80) and 'Gutschrift' (1000.00) hold an amount"
        #expect(mapper.transactions == [])
        #expect(mapper.problems.map(\.line) == [2])
        #expect(mapper.problems.map(\.column) == [2])
        #expect(mapper.problems.map(\.message) == [message])
        #expect(mapper.problems.map(\.hint) == ["a row is either a debit or a credit; fix the row or exclude it"])
        #expect(mapper.skipped == [SkippedLine(line: 2, reason: "unreadable: " + message)])
    }

    static let flagged = ColumnMapping(
        bookingDate: 0, amount: .flagged(amount: 2, flag: 3, debitValues: ColumnMapping.debitMarks, creditValues: ColumnMapping.creditMarks),
        currency: .fixed(.eur), purpose: [1], dateFormat: germanDates, numberFormat: germanNumbers)

    @Test("an amount with an S/H flag: the flag decides the sign", arguments: [
        ("12,30", "S", "-12.30"), ("12,30", "H", "12.30"), ("-12,30", "H", "12.30"), ("12,30", "s", "-12.30"),
        ("12,30", "Soll", "-12.30"), ("12,30", "DBIT", "-12.30"), ("12,30", "CRDT", "12.30"), ("12,30", " D ", "-12.30"),
    ])
    func flaggedAmount(amount: String, flag: String, expected: String) {
        let mapper = Self.map([["01.03.2024", "Text", amount, flag]], mapping: Self.flagged, header: ["Datum", "Text", "Umsatz", "S/H"])
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.amount) == [Self.eur(expected)])
    }

    @Test("an unknown flag is a problem that lists the known marks")
    func unknownFlag() {
        let mapper = Self.map([["01.03.2024", "Text", "12,30", "X"]], mapping: Self.flagged, header: ["Datum", "Text", "Umsatz", "S/H"])
        #expect(mapper.transactions == [])
        #expect(mapper.problems.map(\.message) == ["column 'S/H': 'X' is not a debit/credit mark"])
        #expect(mapper.problems.first?.hint == "expected one of " + (ColumnMapping.debitMarks + ColumnMapping.creditMarks).joined(separator: ", "))
    }

    @Test("the inverted sign rule: purchases written positive leave the account", arguments: [
        ("12,30", "-12.30"), ("-5,00", "5.00"), ("0,00", "0.00"),
    ])
    func invertedSign(amount: String, expected: String) {
        let mapper = Self.map([["01.03.2024", "", "Kauf", amount, "", ""]], mapping: Self.singleAmount(signRule: .inverted))
        #expect(mapper.transactions.map(\.amount) == [Self.eur(expected)])
    }

    @Test("the counterparty by direction: the payee for money leaving, the payer for money coming in")
    func counterpartyByDirection() {
        let mapping = ColumnMapping(
            bookingDate: 0, amount: .single(3), currency: .fixed(.eur), counterparty: .byDirection(outgoing: 2, incoming: 1),
            purpose: [4], dateFormat: try! DateFormat(pattern: "dd.MM.yy"), numberFormat: Self.germanNumbers)
        let mapper = Self.map([
            ["29.03.24", "Anna Schröder", "Marie  Krüger", "-73,97", "Ferienwohnung"],
            ["15.03.24", "Arbeitgeber GmbH", "Anna Schröder", "2.500", "Gehalt"],
        ], mapping: mapping, header: ["Buchungsdatum", "Zahlungspflichtige*r", "Zahlungsempfänger*in", "Betrag (€)", "Verwendungszweck"])
        #expect(mapper.problems == [])
        #expect(mapper.transactions.map(\.counterparty) == ["Marie Krüger", "Arbeitgeber GmbH"])
        #expect(mapper.transactions.map(\.amount) == [Self.eur("-73.97"), Self.eur("2500.00")])
    }

    @Test("a currency column: codes in any case, and a problem for what is not one")
    func currencyColumn() {
        let mapping = ColumnMapping(
            bookingDate: 0, amount: .single(2), currency: .column(3), purpose: [1],
            dateFormat: Self.germanDates, numberFormat: Self.germanNumbers)
        let mapper = Self.map([
            ["01.03.2024", "A", "-1,00", "chf"],
            ["01.03.2024", "B", "-1,00", "XYZ"],
            ["01.03.2024", "C", "-1", "JPY"],
        ], mapping: mapping, header: ["Datum", "Text", "Betrag", "Währung"])
        #expect(mapper.transactions.map(\.amount) == [
            Money(minorUnits: -100, currency: .chf), Money(minorUnits: -1, currency: .jpy),
        ])
        #expect(mapper.problems.map(\.message) == ["column 'Währung': 'XYZ' is not a currency code such as CHF or EUR"])
        #expect(mapper.problems.map(\.line) == [3])
    }

    @Test("without a header, columns are named by number in messages")
    func noHeader() {
        let mapper = Self.map([["1.3.2024", "", "x", "1,00", "", ""]], header: nil)
        #expect(mapper.problems.map(\.message) == ["column 'column 1': Cannot parse '1.3.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"])
        #expect(mapper.columnNames == ["column 1", "column 2", "column 3", "column 4", "column 5", "column 6"])
    }

    @Test("pending marks in any letter case, found without lower-casing every cell", arguments: [
        (["IN BEARBEITUNG", "", "Tankstelle", "-12,50", "", ""], "pending: not booked yet (IN BEARBEITUNG)"),
        (["31.03.2024", "", "VORGEMERKT", "-12,50", "", ""], "pending: not booked yet (VORGEMERKT)"),
        // The Kelvin sign lower-cases to an ASCII k.
        (["31.03.2024", "", "vorgemer\u{212A}t", "-12,50", "", ""], "pending: not booked yet (vorgemer\u{212A}t)"),
    ])
    func pendingMarks(row: [String], reason: String) {
        let mapper = Self.map([row])
        #expect(mapper.transactions == [])
        #expect(mapper.skipped == [SkippedLine(line: 2, reason: reason)])
    }

    @Test("a cell ruled out as a pending mark never lower-cases to one")
    func pendingMarkFilter() {
        #expect(StatementMapper.mayBeUnambiguousPendingMark("Umsatz vorgemerkt"))
        #expect(StatementMapper.mayBeUnambiguousPendingMark("NOCH NICHT GEBUCHT"))
        #expect(!StatementMapper.mayBeUnambiguousPendingMark("31.03.2024"))
        #expect(!StatementMapper.mayBeUnambiguousPendingMark("noch nicht gebucht!"))
        #expect(!StatementMapper.mayBeUnambiguousPendingMark("noch nicht gebucht und"))
        let pieces = ["v", "O", "r", "g", "e", "m", "E", "K", "\u{212A}", "t", " ", "umsatz ", "Pending", "vorgemerkt", "VORGEMERKT",
                      "1", ".", "é", "İ", "\u{0301}", "N", "noch ", "nicht ", "geBucht", "p", "U"]
        #expect(StatementMapper.pendingMarkFirstLetters == StatementMapper.pendingMarkFirstLettersOfTheMarks)
        var generator = SeededGenerator(seed: 6)
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let isMark = StatementMapper.unambiguousPendingMarks.contains(text.lowercased())
            #expect(!isMark || StatementMapper.mayBeUnambiguousPendingMark(text), "\(text)")
            #expect(StatementMapper.isUnambiguousPendingMark(text) == isMark, "\(text)")
        }
        for mark in StatementMapper.unambiguousPendingMarks {
            #expect(StatementMapper.mayBeUnambiguousPendingMark(mark.uppercased()))
            #expect(StatementMapper.isUnambiguousPendingMark(mark.uppercased()))
            #expect(!StatementMapper.isUnambiguousPendingMark(mark + "s"))
        }
    }

    /// What the filter relies on: no non-ASCII scalar but the Kelvin sign lower-cases and
    /// decomposes to ASCII letters and spaces only, the stuff marks are made of.
    @Test("only the Kelvin sign lower-cases and decomposes to what a pending mark is made of")
    func nonASCIIStaysOutOfMarks() {
        var markLike: [UInt32] = []
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let folded = String(scalar).lowercased().decomposedStringWithCanonicalMapping
            if folded.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == " " }) { markLike.append(value) }
        }
        #expect(markLike == [0x212A])
    }

    @Test("IBANs lose their white space and are upper-cased", arguments: [
        ("DE89370400440532013000", "DE89370400440532013000"),
        ("de89 3704 0044 0532 0130 00", "DE89370400440532013000"),
        ("CH56\t0483\r\n5012", "CH5604835012"),
        ("ch56\u{00A0}0483", "CH560483"),
        ("straße", "STRASSE"),
        ("", ""),
    ])
    func compactIBAN(text: String, expected: String) {
        #expect(StatementMapper.compactUppercased(text) == expected)
        #expect(text.filter { !$0.isWhitespace }.uppercased() == expected)
    }

    @Test("every ASCII character is compacted byte by byte as by characters")
    func compactEveryASCII() {
        for byte in UInt8(0)..<0x80 {
            let text = "a\(Character(Unicode.Scalar(byte)))Z1"
            #expect(StatementMapper.compactUppercased(text) == text.filter { !$0.isWhitespace }.uppercased(), "byte \(byte)")
        }
    }

    @Test("an IBAN cell is lent as it stands exactly when every byte is one compacting keeps, tested a word at a time")
    func compactCheckByWords() {
        // Digits and capitals around the byte tested: a digit below a letter is where a borrow
        // between the bytes of a word would hide an `a`.
        let filler = Array("0A9Z5".utf8)
        var disagreements: [String] = []
        for length in 1...19 {
            for position in 0..<length {
                for byte in UInt8(0)...0xFF {
                    var cell = (0..<length).map { filler[$0 % filler.count] }
                    cell[position] = byte
                    let byWords = cell.withUnsafeBufferPointer(CellTextSource.isCompactUppercase(_:))
                    if byWords != cell.allSatisfy(CellTextSource.isCompactUppercase(_:)) {
                        disagreements.append("length \(length), byte \(byte) at \(position)")
                    }
                }
            }
        }
        #expect(disagreements == [])
        #expect(Array("DE89370400440532013000".utf8).withUnsafeBufferPointer(CellTextSource.isCompactUppercase(_:)))
        #expect(!Array("DE8937040044053201300a".utf8).withUnsafeBufferPointer(CellTextSource.isCompactUppercase(_:)))
        #expect(!Array("DE89 3704 0044 0532 0130 00".utf8).withUnsafeBufferPointer(CellTextSource.isCompactUppercase(_:)))
    }
}

/// The mapping detection proposes, and why it refuses one.
@Suite("Proposed column mapping")
struct ProposedMappingTests {
    static func format(_ text: String) -> StatementFormat {
        FormatDetector.detect(head: Array(text.utf8), tail: nil)
    }

    @Test("a German statement with a currency in the amount's name")
    func proposedGerman() throws {
        let detected = Self.format("""
            Buchungstag;Valuta;Empfänger;Verwendungszweck;IBAN;Betrag (EUR);Saldo
            01.03.2024;01.03.2024;Vermieter AG;Miete;DE21239328328794382360;-1.234,56;8.765,44
            04.03.2024;04.03.2024;Arbeitgeber;Gehalt;DE89370400440532013000;3.100,00;11.865,44
            11.03.2024;12.03.2024;Stadtwerke;Strom;DE19494389802549652183;-85,20;11.780,24

            """)
        let mapping = try ColumnMapping.proposed(from: detected)
        #expect(mapping == ColumnMapping(
            bookingDate: 0, valueDate: 1, amount: .single(5), currency: .fixed(.eur), counterparty: .columns([2]),
            counterpartyIBAN: 4, purpose: [3], balance: 6, dateFormat: try DateFormat(pattern: "dd.MM.yyyy"),
            numberFormat: NumberFormat(decimalMark: .comma, grouping: .period)))
    }

    static func column(_ index: Int, _ name: String) -> StatementFormat.Column {
        StatementFormat.Column(index: index, name: name, role: .counterparty, type: .text)
    }

    @Test("two counterparty columns: a payer and a payee are read by direction, others are joined", arguments: [
        ([column(1, "Auftraggeber"), column(2, "Empfänger")], ColumnMapping.CounterpartySource.byDirection(outgoing: 2, incoming: 1)),
        ([column(1, "Recipient"), column(2, "Payer")], .byDirection(outgoing: 1, incoming: 2)),
        ([column(1, "Auftraggeber / Empfänger"), column(2, "Name")], .columns([1, 2])),
        ([column(1, "Name"), column(2, "Gegenpartei")], .columns([1, 2])),
        ([column(2, "Empfänger")], .columns([2])),
    ])
    func counterpartySource(columns: [StatementFormat.Column], expected: ColumnMapping.CounterpartySource) {
        #expect(ColumnMapping.counterpartySource(columns) == expected)
    }

    /// DKB's names are compounds: `Zahlungspflichtige*r` is one word `zahlungspflichtige`, which
    /// does not start with the payer word `pflichtig`, nor `zahlungsempfanger` with `empfanger`.
    @Test("DKB's payer and payee names are read by direction, in either order", arguments: [
        ([column(3, "Zahlungspflichtige*r"), column(4, "Zahlungsempfänger*in")],
         ColumnMapping.CounterpartySource.byDirection(outgoing: 4, incoming: 3)),
        ([column(1, "Zahlungsempfänger*in"), column(2, "Zahlungspflichtige*r")], .byDirection(outgoing: 1, incoming: 2)),
    ])
    func dkbCounterpartySource(columns: [StatementFormat.Column], expected: ColumnMapping.CounterpartySource) {
        #expect(ColumnMapping.counterpartySource(columns) == expected)
    }

    /// DKB's layout with both names given the counterparty role, as detection should give it
    /// (see `FormatDetectorTests.dkbPayerAndPayee` for why it does not yet).
    @Test("the proposal reads DKB's payer and payee columns by direction")
    func proposedByDirection() throws {
        var detected = Self.format("""
            Buchungsdatum;Zahlungspflichtige*r;Zahlungsempfänger*in;Verwendungszweck;Betrag (€)
            29.03.2024;Anna Schröder;Marie Krüger;Ferienwohnung;-73,97
            15.03.2024;Arbeitgeber GmbH;Anna Schröder;Gehalt;2.500,00
            01.03.2024;Anna Schröder;Wohnbau Südhang eG;Miete;-1.150,00

            """)
        detected.columns[1].role = .counterparty
        detected.columns[2].role = .counterparty
        let mapping = try ColumnMapping.proposed(from: detected)
        #expect(mapping.counterparty == .byDirection(outgoing: 2, incoming: 1))
    }

    @Test("refusals, each with its code, the columns it found and the need that settles it", arguments: [
        ("Text;Betrag\nCoop;-12,30\nMigros;-5,00\nLohn;100,00\n",
         ProblemCode.noBookingDateColumn,
         "cannot map the columns: no column holds booking dates (columns: 1 'Text' text, 2 'Betrag' amount)",
         StatementNeed.columns(missing: "booking_date")),
        ("Datum;Text;Betrag\n01/02/2024;Coop;-12.30\n03/02/2024;Migros;-45.80\n05/03/2024;Lohn;3500.00\n",
         .dateOrderUndecided,
         "cannot map the columns: the date order is undecided: dd/MM/yyyy or MM/dd/yyyy",
         StatementNeed.dateFormat(candidates: ["dd/MM/yyyy", "MM/dd/yyyy"])),
        ("Datum;Text\n01.03.2024;Coop\n02.03.2024;Migros\n03.03.2024;Lohn\n",
         .noAmountColumn,
         "cannot map the columns: no column holds the amounts (columns: 1 'Datum' date, 2 'Text' text)",
         StatementNeed.columns(missing: "amount")),
        ("01.03.2024;Coop;-12,30;-54,25\n02.03.2024;Migros;-5,00;-54,25\n05.03.2024;Lohn;100,00;-54,25\n",
         .amountColumnsUndecidedWithoutHeader,
         "cannot map the columns: no column is known to hold the amounts: columns 3 and 4 hold amounts, and nothing in the file tells "
            + "which are the transactions' (it has no header) (columns: 1 (no name) date, 2 (no name) text, 3 (no name) amount, 4 (no name) amount)",
         StatementNeed.columns(missing: "amount", candidates: [3, 4], headerless: true)),
        ("Datum;Text;Betrag (EUR)\n01.03.2024;Coop;-1,234\n02.03.2024;Migros;2,500\n05.03.2024;Lohn;-3,750\n",
         .decimalMarkUndecided,
         "cannot map the columns: the decimal mark of the amounts is undecided",
         StatementNeed.decimalSeparator(candidates: [",", "."])),
    ])
    func refusal(text: String, code: ProblemCode, message: String, need: StatementNeed) throws {
        let error = try #require(throws: MappingProposalError.self) { try ColumnMapping.proposed(from: Self.format(text)) }
        #expect(error.problem.code == code)
        #expect(error.need == need)
        #expect(error.message == message)
    }

    @Test("a refusal carries the file's columns as data: numbers, names and kinds")
    func refusalData() throws {
        let error = try #require(throws: MappingProposalError.self) {
            try ColumnMapping.proposed(from: Self.format("Text;Betrag\nCoop;-12,30\nMigros;-5,00\nLohn;100,00\n"))
        }
        #expect(error.problem.data == [
            "file_columns": .list(["1", "2"]), "file_columns_names": .list(["Text", "Betrag"]), "file_columns_kinds": .list(["text", "amount"]),
        ])
        #expect(error.problem.message(Words(language: .german, conventions: .swiss))
            == "die Spalten lassen sich nicht zuordnen: keine Spalte enthält Buchungsdaten (Spalten: 1 'Text' Text, 2 'Betrag' Betrag)")
    }

    @Test("a file that states no currency is mapped with the currency unknown, never assumed")
    func unknownCurrency() throws {
        let swiss = Self.format("Datum;Buchungstext;Belastung;Gutschrift;Saldo\n02.01.2024;Migros;45.80;;1'234.50\n03.01.2024;Lohn;;6'500.00;7'734.50\n05.01.2024;Miete;1'950.00;;5'784.50\n")
        let mapping = try ColumnMapping.proposed(from: swiss)
        #expect(mapping.currency == .fixed(.unknown))
        #expect(mapping.amount == .debitCredit(debit: 2, credit: 3))
    }

    @Test("a given date format and currency settle what the file leaves open")
    func givenSettings() throws {
        let ambiguous = Self.format("Datum;Text;Betrag\n01/02/2024;Coop;-12.30\n03/02/2024;Migros;-45.80\n05/03/2024;Lohn;3500.00\n")
        let mapping = try ColumnMapping.proposed(from: ambiguous, currency: .usd, dateFormat: try DateFormat(pattern: "MM/dd/yyyy"))
        #expect(mapping.dateFormat.pattern == "MM/dd/yyyy")
        #expect(mapping.currency == .fixed(.usd))
        #expect(mapping.amount == .single(2))
    }

    @Test("debit and credit columns with a currency column and an S/H flag column")
    func proposedKinds() throws {
        let swiss = Self.format("Datum;Buchungstext;Belastung;Gutschrift;Saldo;Währung\n02.01.2024;Migros;45.80;;1'234.50;CHF\n03.01.2024;Lohn;;6'500.00;7'734.50;CHF\n05.01.2024;Miete;1'950.00;;5'784.50;CHF\n")
        let mapping = try ColumnMapping.proposed(from: swiss)
        #expect(mapping.amount == .debitCredit(debit: 2, credit: 3))
        #expect(mapping.currency == .column(5))
        #expect(mapping.balance == 4)
        #expect(mapping.numberFormat == NumberFormat(decimalMark: .period, grouping: .apostrophe))

        let flagged = Self.format("Buchungstag;Umsatz;Soll/Haben;Buchungstext\n01.03.2024;12,30;S;Coop\n02.03.2024;1.500,00;H;Lohn\n03.03.2024;7,70;S;Migros\n")
        let flaggedMapping = try ColumnMapping.proposed(from: flagged, currency: .eur)
        #expect(flaggedMapping.amount == .flagged(amount: 1, flag: 2, debitValues: ColumnMapping.debitMarks, creditValues: ColumnMapping.creditMarks))
    }
}
