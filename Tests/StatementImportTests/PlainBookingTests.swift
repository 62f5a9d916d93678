@testable import StatementDetection
@testable import StatementMapping
@testable import StatementValues
@testable import TableReading
import Testing


/// The mapper reads a plain booking straight from the reader's bytes (`CellBatch`,
/// `StatementMapper.plainBooking`) and leaves its texts there (`TransactionTexts`); every
/// other row goes the way of strings. Both ways must give the same transactions, skipped
/// lines, problems, stated balances and notes, row for row, whatever the mapping.
@Suite("Plain bookings read from the reader's bytes")
struct PlainBookingTests {
    static let germanNumbers = NumberFormat(decimalMark: .comma, grouping: nil)
    static let swissNumbers = NumberFormat(decimalMark: .period, grouping: .apostrophe)
    static let germanDates = try! DateFormat(pattern: "dd.MM.yyyy")
    static let header = ["Datum", "Valuta", "Text", "Empfänger", "Betrag", "Haben", "Saldo", "IBAN", "Währung", "Status", "Gebühr"]

    /// Each mapping with the plain cells it reads where they differ from `pieces`' first.
    static let mappings: [(String, ColumnMapping, plainCells: [Int: String])] = {
        var fixed = ColumnMapping(
            bookingDate: 0, valueDate: 1, amount: .single(4), currency: .fixed(.eur), counterparty: .columns([3]),
            counterpartyIBAN: 7, purpose: [2], balance: 6, dateFormat: germanDates, numberFormat: germanNumbers)
        fixed.valueDateFormat = try! DateFormat(pattern: "dd.MM.yy")
        var debitCredit = ColumnMapping(
            bookingDate: 0, amount: .debitCredit(debit: 4, credit: 5), currency: .column(8),
            counterparty: .columns([3, 9]), counterpartyIBAN: 7, purpose: [2, 3], reference: 1, balance: 6, fee: 10,
            dateFormat: germanDates, numberFormat: germanNumbers)
        debitCredit.currencyWhenEmpty = .chf
        let flagged = ColumnMapping(
            bookingDate: 0, valueDate: 1, amount: .flagged(amount: 4, flag: 5, debitValues: ["S", "Soll"], creditValues: ["H"]),
            currency: .fixed(.chf), counterparty: .byDirection(outgoing: 3, incoming: 2), counterpartyIBAN: 7, purpose: [2],
            category: 8, balance: 6, status: 9, dateFormat: germanDates, numberFormat: swissNumbers, signRule: .inverted)
        var marked = fixed
        marked.pendingMarks = ["*"]
        return [
            ("one amount column", fixed, [:]), ("debit and credit", debitCredit, [:]),
            ("flag and status", flagged, [1: "02.03.2024", 4: "1'234.50", 5: "S", 6: "-12.30"]), ("a pending legend", marked, [:]),
        ]
    }()

    /// Cells that plain rows, odd rows and rows between them are made of, by column; the first
    /// of each column is a plain one, and taken for half the cells.
    static let pieces: [[String]] = [
        ["01.03.2024", "31.12.2023", "29.02.2023", "", "vorgemerkt", "Saldo", "Anfangssaldo", "1.3.2024", " 02.03.2024 ", "Total"],
        ["02.03.24", "02.03.2024", "", "x", "REF-123"],
        ["Miete März", "", "Saldo", "pending", "Umsatz vorgemerkt", "Kontostand", "Summe", "Überweisung Grüße", "Offen", "*", "Kaffee"],
        ["Stadtwerke München", "", "ACME GmbH", "Endsaldo", "Vorgemerkt"],
        ["-1.234,56", "12,30", "", "0,00", "1.5", "abc", "12,30 EUR", "1'234.50", "-0.5", "100", "1.000,00", "-", "1'234.50"],
        ["", "45,00", "0,00", "H", "S", "soll", "1.2"],
        ["8.765,44", "", "1'000.00", "-12,30", "x"],
        ["de89 3704 0044 0532 0130 00", "", "CH9300762011623852957"],
        ["EUR", "", "chf", "XYZ", "Soll", "Lebensmittel"],
        ["", "gebucht", "offen", "Kaffee"],
        ["", "1,00", "-0,50", "zwei"],
    ]

    /// A batch of `rows`, each cell cleaned as the reader cleans it.
    static func batch(_ rows: [[String]]) -> CellBatch {
        var builder = CellBatch.Builder(records: rows.count, bytesPerRecord: 32)
        for (index, row) in rows.enumerated() {
            for cell in row {
                var cleaned = CellText.clean(cell)
                let count = cleaned.withUTF8 { utf8 in
                    let room = builder.room(for: utf8.count)
                    if let base = utf8.baseAddress { room.update(from: base, count: utf8.count) }
                    return utf8.count
                }
                builder.endCell(count: count)
            }
            builder.endRecord(line: index + 2, lastLine: index + 2)
        }
        return builder.finish()
    }

    /// Maps `rows` both ways and expects the same of each; returns how many transactions were
    /// read from the bytes.
    @discardableResult
    static func expectBothWaysAlike(_ rows: [[String]], mapping: ColumnMapping, _ comment: Comment) -> Int {
        let batch = batch(rows)
        var fromBytes = StatementMapper(mapping: mapping, header: header)
        var fromStrings = StatementMapper(mapping: mapping, header: header)
        for index in rows.indices {
            fromBytes.add(index, of: batch)
            fromStrings.add(cells: rows[index].map(CellText.clean), line: index + 2, lastLine: index + 2)
        }
        #expect(fromBytes.transactions == fromStrings.transactions, comment)
        #expect(fromBytes.skipped == fromStrings.skipped, comment)
        #expect(fromBytes.problems == fromStrings.problems, comment)
        #expect(fromBytes.statedBalances == fromStrings.statedBalances, comment)
        #expect(fromBytes.notes == fromStrings.notes, comment)
        for (bytes, strings) in zip(fromBytes.transactions, fromStrings.transactions) {
            #expect(bytes.texts.strings == strings.texts.strings, comment)
            expectLentTexts(of: bytes, comment)
            expectLentTexts(of: strings, comment)
        }
        return fromBytes.transactions.count { $0.texts.keepsCells }
    }

    /// Rows of random cells, plain and odd; how many of the transactions each
    /// mapping reads from the bytes is pinned, so that the test cannot pass by leaving every
    /// row to the strings.
    @Test("random rows map alike from bytes and from strings", arguments: zip(mappings.indices, [505, 489, 324, 0]))
    func randomRows(mapping index: Int, plainExpected: Int) {
        let (name, mapping, plainCells) = Self.mappings[index]
        var generator = SeededGenerator(seed: UInt64(41 + index))
        var plain = 0
        var transactions = 0
        for round in 0..<60 {
            let rows = (0..<40).map { _ in
                Self.pieces.prefix(Int.random(in: 5...Self.pieces.count, using: &generator)).enumerated().map { column, cells in
                    Bool.random(using: &generator) ? plainCells[column] ?? cells[0] : cells.randomElement(using: &generator)!
                }
            }
            plain += Self.expectBothWaysAlike(rows, mapping: mapping, "\(name), round \(round)")
        }
        #expect(plain == plainExpected, "\(name)")
    }

    /// The bytes a transaction lends for its texts, one at a time and all at once, are its
    /// texts' UTF-8.
    static func expectLentTexts(of transaction: Transaction, _ comment: Comment) {
        let fields: [(Transaction.TextField, String?)] = [
            (.counterparty, transaction.counterparty), (.counterpartyIBAN, transaction.counterpartyIBAN),
            (.purpose, transaction.purpose), (.reference, transaction.reference), (.category, transaction.category),
        ]
        func text(_ utf8: UnsafeBufferPointer<UInt8>?) -> String? { utf8.map { String(decoding: $0, as: UTF8.self) } }
        transaction.withTextBytes { texts in
            for (field, expected) in fields { #expect(text(texts[field]) == expected, comment) }
        }
        for (field, expected) in fields {
            transaction.withUTF8(of: field) { #expect(text($0) == expected, comment) }
        }
    }

    @Test("a plain booking keeps its texts in the batch until one is set; then it holds strings")
    func textsStayInTheBatch() {
        let mapping = Self.mappings[0].1
        let batch = Self.batch([
            ["01.03.2024", "02.03.24", "Miete  März", "Hausverwaltung Meier", "-750,00", "", "1.234,56", "de89 3704 0044 0532 0130 00"],
            ["", "", "Wohnung 3"],
        ])
        var mapper = StatementMapper(mapping: mapping, header: Self.header)
        mapper.add(0, of: batch)
        #expect(mapper.transactions.count == 1)
        #expect(mapper.transactions[0].texts.keepsCells)
        #expect(mapper.transactions[0].counterparty == "Hausverwaltung Meier")
        #expect(mapper.transactions[0].counterpartyIBAN == "DE89370400440532013000")
        #expect(mapper.transactions[0].purpose == "Miete März")
        #expect(mapper.transactions[0].reference == nil)
        #expect(mapper.transactions[0].amount == Money(contractString: "-750.00", currency: .eur)!)
        // A continuation row sets the purpose of the booking above: its texts become strings.
        mapper.add(1, of: batch)
        #expect(mapper.transactions.count == 1)
        #expect(!mapper.transactions[0].texts.keepsCells)
        #expect(mapper.transactions[0].purpose == "Miete März Wohnung 3")
        #expect(mapper.transactions[0].counterparty == "Hausverwaltung Meier")
        #expect(mapper.transactions[0].mergedLines == [3])
        #expect(mapper.transactions[0] == Transaction(
            line: 2, mergedLines: [3], bookingDate: CalendarDate(year: 2024, month: 3, day: 1)!,
            valueDate: CalendarDate(year: 2024, month: 3, day: 2)!, amount: Money(contractString: "-750.00", currency: .eur)!,
            counterparty: "Hausverwaltung Meier", counterpartyIBAN: "DE89370400440532013000", purpose: "Miete März Wohnung 3",
            balanceAfter: Money(contractString: "1234.56", currency: .eur)!,
            rawFields: ["Datum": "01.03.2024", "Valuta": "02.03.24", "Text": "Miete März", "Empfänger": "Hausverwaltung Meier",
                        "Betrag": "-750,00", "Haben": "", "Saldo": "1.234,56", "IBAN": "de89 3704 0044 0532 0130 00"]))
    }

    @Test("rows that are not plain bookings are left to the strings", arguments: [
        ["", "", "Wohnung 3"],
        ["vorgemerkt", "", "Kaffee", "", "-3,50"],
        ["01.03.2024", "", "Umsatz vorgemerkt", "", "-3,50"],
        ["01.03.2024", "", "Saldo", "", "", "", "1.234,56"],
        ["01.03.2024", "", "Kaffee", "", "-3,50 EUR"],
        ["31.02.2024", "", "Kaffee", "", "-3,50"],
        ["01.03.2024", "", "Kaffee", "", ""],
    ])
    func oddRows(row: [String]) {
        let batch = Self.batch([row])
        var mapper = StatementMapper(mapping: Self.mappings[0].1, header: Self.header)
        mapper.add(0, of: batch)
        #expect(mapper.transactions.allSatisfy { !$0.texts.keepsCells })
        Self.expectBothWaysAlike([row], mapping: Self.mappings[0].1, "\(row)")
    }
}
