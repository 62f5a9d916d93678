import Foundation
import ImportWords
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
@testable import StatementTemplates
@testable import StatementValues
@testable import TableReading
import Testing
import TestSupport


/// Statements of banks no template knows (`Tests/Fixtures/unseen/`), read as `preview` reads
/// them with all built-in templates: right by default, and what decided said in the output.
@Suite("Banks nobody wrote a template for")
struct UnseenBankTests {
    /// Reads a fixture as `preview` does (`StatementReading.preview`): automatic template choice.
    static func read(
        _ name: String, currency: Currency? = nil, sign: ColumnMapping.SignRule? = nil, hints: DetectionHints = .none
    ) throws -> StatementPreview {
        let bytes = try Corpus.bytes(Corpus.fixture("unseen/\(name)"))
        return try StatementReading.preview(
            bytes, fileName: name, registry: TemplateRegistry(), request: StatementReading.Request(currency: currency, sign: sign, hints: hints))
    }

    static func rows(_ preview: StatementPreview) -> [String] {
        preview.transactions.map { "\($0.bookingDate) \($0.amount)" }
    }

    @Test("a Swiss export in the shared vocabulary is read by detection: no template claims it, no currency assumed")
    func sharedVocabularyClaimsNothing() throws {
        let preview = try Self.read("cantonal-generic.csv")
        #expect(preview.format.template == nil)
        #expect(!preview.warnings.map(\.englishMessage).contains { $0.contains("changed export") })
        #expect(Self.rows(preview) == ["2025-03-31 -45.60", "2025-03-28 5200.00", "2025-03-15 -89.00", "2025-03-03 -1500.00"])
        #expect(preview.transactions.allSatisfy { $0.currency.isUnknown })
        #expect(preview.warnings.contains(Problem(.currencyUnknown, need: .currency(likely: [.chf, .eur]))))
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "5124.40")
    }

    @Test("the account's currency settles an unknown one: amounts, balances and the closing balance")
    func accountCurrencySettles() throws {
        var preview = try Self.read("cantonal-generic.csv")
        preview.settleCurrency(.chf, ofAccount: "Privat")
        StatementPipeline.check(&preview, accountKey: "unassigned")
        #expect(preview.transactions.map(\.currency) == Array(repeating: .chf, count: 4))
        #expect(preview.transactions[0].balanceAfter == Money(contractString: "5124.40", currency: .chf))
        #expect(!preview.warnings.contains { $0.code == .currencyUnknown })
        #expect(preview.warnings.contains(Problem(.currencyFromAccount, ["currency": .text("CHF"), "account": .text("Privat")])))
        #expect(preview.warnings.map(\.englishMessage).contains("currency: CHF, the currency of the account 'Privat'; the file names none"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("dated opening and closing balance rows inside the table are stated balances, not bookings")
    func datedBalanceRows() throws {
        let preview = try Self.read("dated-balance-rows.csv", currency: .chf)
        #expect(Self.rows(preview) == ["2025-03-04 -23.50", "2025-03-12 4200.00", "2025-03-20 -1650.00"])
        #expect(preview.skipped.map(\.line) == [2, 6])
        #expect(preview.skipped.map(\.reason) == [
            "opening balance stated by the bank: 1000.00", "closing balance stated by the bank: 3526.50",
        ])
        #expect(preview.skipped.map(\.problem) == [
            Problem(.skippedOpeningBalance, ["amount": .text("1000.00")]), Problem(.skippedClosingBalance, ["amount": .text("3526.50")]),
        ])
        #expect(preview.skipped.map { $0.problem.message(Words(language: .german, conventions: .swiss)) } == [
            "Anfangssaldo laut Bank: 1000.00", "Schlusssaldo laut Bank: 3526.50",
        ])
        #expect(preview.reconciliation.openingBalance?.description == "1000.00")
        #expect(preview.reconciliation.closingBalance?.description == "3526.50")
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a card export that writes purchases positive is read with purchases negative, and says why")
    func cardPurchasesPositive() throws {
        let preview = try Self.read("card-purchases-positive.csv")
        #expect(Self.rows(preview) == ["2025-03-04 -4.50", "2025-03-10 120.00", "2025-03-14 -56.20", "2025-03-21 -38.00", "2025-03-28 -21.30"])
        #expect(preview.mapping.signRule == .inverted)
        let warning = try #require(preview.warnings.first { $0.code == .signInverted })
        #expect(warning == Problem(.signInverted, [
            "reason_key": .text("sign.reason.card_vocabulary_and_payments"), "card_word": .text("card"), "share": .number(80),
        ], need: .sign))
    }

    @Test("--sign debits-negative keeps the amounts as written")
    func signGiven() throws {
        let preview = try Self.read("card-purchases-positive.csv", sign: .asWritten)
        #expect(Self.rows(preview).first == "2025-03-04 4.50")
        #expect(!preview.warnings.map(\.englishMessage).contains { $0.hasPrefix("sign:") })
    }

    @Test("a zero-only fee column is never the amount; the IN/OUT column gives the unsigned amounts their direction")
    func zeroColumnAndDirection() throws {
        let preview = try Self.read("zero-fee-direction.csv", currency: .eur)
        #expect(Self.rows(preview) == ["2025-03-03 3100.00", "2025-03-05 -1200.00", "2025-03-09 -84.35", "2025-03-17 19.90", "2025-03-25 -61.00"])
    }

    @Test("US dates with dashes: day 16 decides month first")
    func usDates() throws {
        let preview = try Self.read("us-dates.csv", currency: .usd)
        #expect(preview.format.dateFormat == "MM-dd-yyyy")
        #expect(Self.rows(preview) == ["2025-10-02 2500.00", "2025-10-09 -84.12", "2025-10-16 -120.00", "2025-10-23 -45.60"])
    }

    @Test("no day above 12: the rows' order decides, and the note says so")
    func orderDecides() throws {
        let preview = try Self.read("dates-decided-by-order.csv", currency: .eur)
        #expect(preview.format.dateFormat == "dd/MM/yyyy")
        #expect(Self.rows(preview) == ["2025-03-02 -23.40", "2025-03-05 2100.00", "2025-03-09 -950.00", "2025-04-01 -31.15", "2025-04-06 -12.80"])
        #expect(preview.warnings.map(\.englishMessage).contains("date order: the rows run in date order only when read as dd/MM/yyyy, not as MM/dd/yyyy"))
    }

    @Test("Dutch names: Af/Bij gives the direction of the unsigned amounts")
    func dutch() throws {
        let preview = try Self.read("dutch-af-bij.csv")
        #expect(Self.rows(preview) == ["2025-03-03 -23.40", "2025-03-05 2100.00", "2025-03-10 -950.00"])
        #expect(preview.transactions.allSatisfy { $0.currency == .eur })
    }

    @Test("Spanish names: fecha, concepto, importe, saldo; the running balance proves the reading")
    func spanish() throws {
        let preview = try Self.read("spanish.csv", currency: .eur)
        #expect(Self.rows(preview) == ["2025-03-03 -45.20", "2025-03-14 2300.00", "2025-03-28 -900.00"])
        #expect(preview.transactions.map(\.purpose) == ["Mercadona", "Nomina", "Alquiler"])
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "3354.80")
    }

    @Test("whole-number amounts in a file read whole need no decimal mark")
    func wholeNumbers() throws {
        let preview = try Self.read("whole-numbers.csv", currency: .eur)
        #expect(Self.rows(preview) == ["2025-03-01 100.00", "2025-03-02 -50.00", "2025-03-05 120.00"])
        #expect(preview.format.ambiguities.isEmpty)
    }

    @Test("--decimal-separator and --date-format settle what detection reports as undecided")
    func hintsSettleAmbiguities() throws {
        let bytes = Array("Datum;Text;Betrag\n01.02.2025;A;1.250\n03.02.2025;B;-2.500\n".utf8)
        let undecided = FormatDetector.detect(head: bytes, tail: nil)
        #expect(undecided.ambiguities.map(\.what) == [.decimalSeparator])
        let settled = FormatDetector.detect(head: bytes, tail: nil, hints: DetectionHints(decimalMark: .comma))
        #expect(settled.ambiguities.isEmpty)
        #expect(settled.decimalSeparator == ",")
    }

    @Test("no header, two columns of unsigned amounts: the running balance proves which holds debits, and says so")
    func headerlessDebitCredit() throws {
        let preview = try Self.read("headerless-debit-credit.csv", currency: .chf)
        #expect(Self.rows(preview) == ["2025-03-03 -45.20", "2025-03-07 4200.00", "2025-03-14 -1650.00", "2025-03-21 -88.15", "2025-03-28 25.00"])
        #expect(preview.warnings.map(\.englishMessage).contains("column 3 holds the debits and column 4 the credits: proven by the running balance in column 5"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("names whose accents were lost upstream still name their roles")
    func lostAccents() throws {
        let preview = try Self.read("lost-accents.csv", currency: .eur)
        #expect(Self.rows(preview) == ["2025-03-03 -45.20", "2025-03-07 4200.00", "2025-03-14 -1650.00"])
        #expect(preview.transactions.map(\.purpose) == ["Carrefour", "Salaire", "Loyer"])
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a file of two data rows, one of them empty quoted cells, loses no row (csv-spectrum empty.csv)")
    func emptyQuotedCellsAreData() throws {
        let bytes = Array("a,b,c\n1,\"\",\"\"\n2,3,4".utf8)
        let format = FormatDetector.detect(head: bytes, tail: nil)
        #expect(format.region.preambleLines == 0)
        #expect(format.region.headerLine == 1)
    }

    @Test("a balance dated at the start of the period in the preamble opens the statement")
    func datedPreambleBalanceOpens() throws {
        let bytes = Array("""
            Kontostand vom 01.03.2025:;1.000,00 EUR

            Buchungstag;Verwendungszweck;Betrag
            03.03.2025;Miete;-750,00
            14.03.2025;Gehalt;3.100,00

            """.utf8)
        let plan = try StatementLoader.plan(head: bytes, tail: nil, fileName: nil, registry: TemplateRegistry(), choice: .none)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
        StatementPipeline.check(&preview, accountKey: "x")
        #expect(preview.reconciliation.openingBalance?.description == "1000.00")
        #expect(preview.reconciliation.closingBalance == nil)
    }

    @Test("a trade date that dates every row wins over a booking date left empty on rows the running balance counts")
    func tradeDateDatesPendingRows() throws {
        let preview = try Self.read("trade-date-pending.csv")
        #expect(Self.rows(preview) == ["2025-03-06 -12.40", "2025-03-05 -31.50", "2025-03-03 250.00", "2025-03-02 -400.00"])
        #expect(preview.skipped.isEmpty)
        #expect(preview.warnings.contains(Problem(.bookingDateCompleted, [
            "booking_column": .number(1), "booking_column_name": .text("Transaktionsdatum"),
            "named_column": .number(2), "named_column_name": .text("Buchungsdatum"), "count": .number(2),
        ])))
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "1306.10")
    }

    @Test("a date column that holds one date on every row is the export's date, not the bookings'")
    func constantExportDate() throws {
        let preview = try Self.read("constant-export-date.csv")
        #expect(Self.rows(preview) == ["2025-03-28 -18.90", "2025-03-21 4200.00", "2025-03-14 -76.35", "2025-03-03 -1450.00"])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "booking date: 'Data di chiusura'; 'Data di valutazione' holds one date on every row (the statement's, not the bookings')"))
    }

    @Test("an empty currency cell takes the currency the header states; the detail rows' currency does not fail the bookings")
    func currencyOnDetailRowsOnly() throws {
        let preview = try Self.read("currency-on-detail-rows.csv")
        #expect(preview.format.template == nil)
        #expect(Self.rows(preview) == ["2025-03-20 -23.80", "2025-03-18 -1000.00", "2025-03-10 3500.00"])
        #expect(preview.transactions.map(\.currency) == [.chf, .chf, .chf])
        #expect(preview.skipped.map(\.line) == [4, 5])
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("three-decimal amounts that all end in 0 have '.' as their decimal mark, and the output says why")
    func paddedThirdDecimal() throws {
        let preview = try Self.read("padded-third-decimal.csv")
        #expect(preview.format.template == nil)
        #expect(Self.rows(preview) == [
            "2025-03-04 -92.61", "2025-03-05 -4.50", "2025-03-09 -115.48", "2025-03-12 -23.51", "2025-03-21 71.38",
        ])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "'.' is the decimal mark: every amount has three decimals ending in 0 (such as '92.610'), which as thousands would make each a multiple of ten"))
    }

    @Test("round three-decimal amounts (1.500, 2.000) still leave the decimal mark undecided")
    func roundThirdDecimalUndecided() {
        let detection = NumberFormatDetector.detect(["1.500", "2.000", "12.500", "3.000", "7.500"])
        #expect(detection.format == nil)
        #expect(detection.ambiguity?.what == .decimalSeparator)
        #expect(detection.decidedBy == nil)
    }

    @Test("a purpose's further lines written in the date's column are merged, and the date column is still found")
    func purposeLinesInDateColumn() throws {
        let preview = try Self.read("purpose-lines-in-date-column.csv", currency: .chf)
        #expect(Self.rows(preview) == ["2025-03-01 -82.20", "2025-03-04 -650.00", "2025-03-12 3100.00"])
        #expect(preview.transactions.map(\.purpose) == [
            "Kartenzahlung Migros Migros Filiale Bahnhof 8001 Zuerich", "Dauerauftrag Miete Hausverwaltung Keller AG Zuerich",
            "Gutschrift Lohn Arbeitgeber Muster AG",
        ])
        #expect(preview.skipped.map(\.reason) == [
            "continuation of line 2, merged into its purpose", "continuation of line 4, merged into its purpose",
            "continuation of line 6, merged into its purpose",
        ])
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("US dollars named only in the currency column decide the date order by convention, and the note says so")
    func usdInCurrencyColumn() throws {
        let preview = try Self.read("usd-currency-column.csv")
        #expect(Self.rows(preview) == ["2021-05-04 -250.00", "2021-05-04 480.50", "2021-05-03 -500.00"])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "date order: no date tells day from month; read as MM/dd/yyyy by the convention of US-dollar statements in English (give the date format dd/MM/yyyy if that is wrong)"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a mark the legend below the table explains as not booked yet makes its rows pending, and the output quotes the legend")
    func pendingLegend() throws {
        let preview = try Self.read("pending-legend.csv")
        #expect(Self.rows(preview) == ["2025-03-03 2450.00", "2025-03-10 -980.00"])
        #expect(preview.skipped.map(\.reason) == ["pending: not booked yet (*)", "footer: a summary line after the table"])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "rows marked '*' are not booked yet, as the file's legend says ('* noch nicht ausgeführte Umsätze'): they are skipped as pending"))
    }

    @Test("a legend is a mark and words that say not booked; a footnote about something else is none")
    func legendWords() {
        #expect(PendingLegend.find(in: ["\"* noch nicht ausgeführte Umsätze\";;", "other"]) == PendingLegend(mark: "*", text: "* noch nicht ausgeführte Umsätze"))
        #expect(PendingLegend.find(in: ["** pending transactions"])?.mark == "**")
        #expect(PendingLegend.find(in: ["* Beträge in EUR", "Summe: 1.470,00"]) == nil)
        #expect(PendingLegend.find(in: ["**** pending"]) == nil)
    }

    @Test("columns of zeros are neither the amount nor the running balance: of the two amounts left, the invoice's compound name is the amount, the original one not")
    func zeroColumnsProveNothing() throws {
        let preview = try Self.read("zero-quantity-two-amounts.csv", currency: .chf)
        #expect(preview.mapping.amount == .single(5))
        #expect(preview.mapping.balance == nil)
        #expect(Self.rows(preview) == ["2024-05-20 14.00", "2024-06-16 86.00", "2024-07-30 68.95", "2024-08-05 12.40"])
    }

    @Test("no header: a running balance left empty on a row still proves debits and credits; the next stated balance carries that row's amount")
    func headerlessBalanceGaps() throws {
        let preview = try Self.read("headerless-balance-gaps.csv", currency: .chf)
        #expect(Self.rows(preview) == [
            "2025-11-01 -949.75", "2025-10-31 -15.00", "2025-10-30 -74.90", "2025-10-30 400.00", "2025-10-29 -1000.00",
            "2025-10-28 3500.00",
        ])
        #expect(preview.warnings.map(\.englishMessage).contains("column 4 holds the debits and column 3 the credits: proven by the running balance in column 6"))
    }

    @Test("no header: debit and credit columns that write 0 where the other holds the amount, proven by the running balance")
    func headerlessZerosForEmpty() throws {
        let preview = try Self.read("headerless-zeros-for-empty.csv", currency: .usd)
        #expect(Self.rows(preview) == ["2025-11-14 500.00", "2025-11-15 -120.00", "2025-11-17 -80.00", "2025-11-18 250.00", "2025-11-20 -50.00"])
        #expect(preview.transactions.map(\.purpose) == ["Deposit", "Check", "Check", "Deposit", "Check"])
        #expect(preview.warnings.map(\.englishMessage).contains("column 4 holds the debits and column 5 the credits: proven by the running balance in column 6"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a grouping mark lost to U+FFFD upstream is read as the thousands separator, and the output says so")
    func lostGroupingMark() throws {
        let preview = try Self.read("lost-grouping-mark.csv", currency: .chf)
        #expect(Self.rows(preview) == ["2025-03-28 -1850.00", "2025-03-20 6200.00", "2025-03-11 -84.30", "2025-03-03 -412.25"])
        #expect(preview.mapping.numberFormat.grouping == .lost)
        #expect(preview.warnings.map(\.englishMessage).contains(
            "amounts such as '1\u{FFFD}850.00' have '\u{FFFD}' (U+FFFD) where a thousands separator goes: the file lost its grouping mark "
                + "in a re-encoding upstream, and '\u{FFFD}' is read as the thousands separator"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("U+FFFD elsewhere than between groups of three digits is no grouping")
    func lostMarkOutsideGroups() {
        let format = NumberFormat(decimalMark: .period, grouping: .lost)
        #expect((try? format.parse("12\u{FFFD}345.60")) == DecimalAmount(significand: 1234560, scale: 2))
        #expect((try? format.parse("12\u{FFFD}34.60")) == nil)
        #expect((try? format.parse("\u{FFFD}345.60")) == nil)
    }

    @Test("a cell listing a total and its parts between <br /> is read as the total, proven by the running balance")
    func amountsListedInOneCell() throws {
        let preview = try Self.read("amounts-listed-in-one-cell.csv", currency: .chf)
        #expect(Self.rows(preview) == ["2025-03-27 -1002.00", "2025-03-18 5400.00", "2025-03-09 -402.00", "2025-03-02 -57.35"])
        #expect(preview.problems.isEmpty)
        #expect(preview.warnings.map(\.englishMessage).contains(
            "2 amount cells list several amounts between '<br />' (the first on line 2: '1'002.00<br />2.00<br />1'000.00'); "
                + "each is read as its first amount, which the others add up to"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a listed cell whose parts do not add up to its first amount stays unreadable")
    func listedAmountsThatDoNotAdd() {
        let format = NumberFormat(decimalMark: .period, grouping: .apostrophe)
        #expect(MultiAmountCell.total(of: "702.00<br />2.00<br />700.00", format: format) == DecimalAmount(significand: 70200, scale: 2))
        #expect(MultiAmountCell.total(of: "702.00<br/>2.00<br>700.00", format: format) == DecimalAmount(significand: 70200, scale: 2))
        #expect(MultiAmountCell.total(of: "702.00<br />3.00<br />700.00", format: format) == nil)
        #expect(MultiAmountCell.total(of: "702.00<br />702.00", format: format) == nil)
    }

    @Test("a transfer history: the currency column a fee word qualifies loses to the plain one, counterparties by direction, the fee on top as the amount's name says")
    func transfersWithFeeColumn() throws {
        let preview = try Self.read("transfers-fee-column.csv")
        #expect(Self.rows(preview) == ["2025-05-02 1200.00", "2025-05-06 -310.55", "2025-05-09 -42.90", "2025-05-20 75.00"])
        #expect(preview.problems.isEmpty)
        #expect(preview.transactions.map(\.currency) == [.eur, .eur, .eur, .eur])
        #expect(preview.transactions.map(\.counterparty) == ["Anna Meier", "Hausverwaltung Berg", "Tim Kurz", "Eva Roth"])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "'Source fee amount' holds a fee on 1 of 4 rows, and 'Source amount (after fees)' names the amount after the fee, "
                + "so the account paid both: each fee is taken off its amount"))
    }

    @Test("a date with the time of day after dashes (dd-MM-yyyy HH:mm:ss) is read")
    func dateTimeAfterDashes() throws {
        let preview = try Self.read("date-time-dashes.csv")
        #expect(Self.rows(preview) == ["2026-05-04 -12.00", "2026-05-18 250.00", "2026-05-29 -75.50"])
        #expect(preview.mapping.dateFormat.pattern == "dd-MM-yyyy HH:mm:ss")
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("Débito/Crédito in a direction column give unsigned amounts their sign")
    func portugueseDirectionWords() throws {
        let preview = try Self.read("direction-debito-credito.csv")
        #expect(Self.rows(preview) == ["2026-04-03 -23.40", "2026-04-10 -600.00", "2026-04-24 1450.00"])
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("a currency written beside every amount is the file's currency, and the output says so")
    func currencyBesideAmounts() throws {
        let preview = try Self.read("currency-beside-amounts.csv")
        #expect(Self.rows(preview) == ["2026-04-02 -64.10", "2026-04-15 2310.00", "2026-04-28 -38.75"])
        #expect(preview.transactions.map(\.currency) == [.eur, .eur, .eur])
        #expect(preview.warnings.map(\.englishMessage).contains("currency: EUR, which every amount names beside its number"))
        #expect(CurrencyHint.currency(amountCells: ["-10,00 EUR", "20,00 CHF"]) == nil)
        #expect(CurrencyHint.currency(amountCells: ["-10,00 EUR", "20,00"]) == nil)
        #expect(CurrencyHint.currency(amountCells: ["$ 10.00", "$ 5.00"]) == nil)
        #expect(CurrencyHint.currency(amountCells: ["€ 10,00", "-5,00€"]) == .eur)
    }

    @Test("a currency column left empty on the rows another currency column names takes the one currency it names")
    func pairedCurrencyColumns() throws {
        let preview = try Self.read("paired-currency-columns.csv")
        #expect(Self.rows(preview) == ["2026-04-01 -42.10", "2026-04-14 5200.00", "2026-04-22 -1800.00"])
        #expect(preview.transactions.map(\.currency) == [.chf, .chf, .chf])
        #expect(preview.problems.isEmpty)
    }

    @Test("two direction words nobody knows: the running balance proves which means a debit, and the output says so")
    func unknownDirectionWordsLearned() throws {
        let preview = try Self.read("direction-words-unknown.csv")
        #expect(Self.rows(preview) == ["2026-04-03 -12.50", "2026-04-09 -800.00", "2026-04-17 -40.00", "2026-04-25 2100.00"])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "'Richting' gives the amounts their direction, 'Xa' for debits and 'Yb' for credits: proven by the running balance in 'Saldo'"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("three direction words: nothing is learned, the balance proves no sign flip, and the mismatch is shown")
    func threeDirectionWordsProveNoSign() throws {
        let preview = try Self.read("direction-words-three.csv")
        #expect(Self.rows(preview) == ["2026-04-03 12.50", "2026-04-09 800.00", "2026-04-17 40.00", "2026-04-25 2100.00"])
        #expect(!preview.warnings.map(\.englishMessage).contains { $0.hasPrefix("sign:") })
        #expect(preview.reconciliation.status == .mismatch)
    }

    @Test("a column named 'Account' identifies no bank: no template's currency is lent")
    func genericAccountColumn() throws {
        let preview = try Self.read("generic-account-column.csv")
        #expect(preview.format.template == nil)
        #expect(!preview.warnings.map(\.englishMessage).contains { $0.contains("changed export") })
        #expect(preview.transactions.allSatisfy { $0.currency.isUnknown })
        #expect(Self.rows(preview) == ["2026-04-28 -18.40", "2026-04-17 1980.00", "2026-04-06 -950.00"])
    }

    @Test("amounts marked DR and CR after the number are debits and credits, proven by the balance")
    func debitCreditSuffix() throws {
        let preview = try Self.read("debit-credit-suffix.csv")
        #expect(Self.rows(preview) == ["2026-04-02 -23.40", "2026-04-09 2450.00", "2026-04-15 -1200.00"])
        #expect(preview.reconciliation.status == .ok)
        let format = NumberFormat(decimalMark: .period)
        #expect((try? format.parse("12.50DR")) == DecimalAmount(significand: -1250, scale: 2))
        #expect((try? format.parse("12.50 cr")) == DecimalAmount(significand: 1250, scale: 2))
        #expect((try? format.parse("12.50 CRC")) == DecimalAmount(significand: 1250, scale: 2))
        #expect((try? format.parse("-12.50 DR")) == nil)
    }
}
