import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementValues
import Testing
import TestSupport


/// Exports of banks outside the German-speaking world (`Tests/Fixtures/probe-world/`, see its
/// README for which layouts are seen and which reconstructed), read as `preview` reads them with
/// all built-in templates and no options, and reported apart from the first probe.
@Suite("Banks outside the German-speaking world, read by default")
struct ProbeWorldTests {
    static let folder = "probe-world"

    /// The files not read right, and how: each is a known gap (see the README), pinned so that
    /// a change that makes one worse, or one better, is seen. 120 of 122 are right.
    static let notRight: [String: String] = [
        // 'kr' is the crown of four countries: the currency stays unknown, as said.
        "se-ica-banken.csv": "wrong, with a warning",
        // '$' is several dollars: the currency stays unknown, as said.
        "us-schwab.csv": "wrong, with a warning",
    ]

    @Test("each file is read right, or its known gap stays as it is")
    func measure() throws {
        let files = try ProbeBankTests.files(in: Self.folder)
        #expect(files.count == 122)
        var found: [String: String] = [:]
        for name in files {
            switch try ProbeBankTests.outcome(name, in: Self.folder) {
            case .right: continue
            case let .refused(message): found[name] = "refused: \(message)"
            case let .wrongWithWarning(what): found[name] = "wrong, with a warning: \(what)"
            case let .wrongSilently(what): found[name] = "wrong, nothing said: \(what)"
            }
        }
        print("probe-world: \(files.count - found.count) of \(files.count) right")
        for (name, what) in found.sorted(by: { $0.key < $1.key }) { print("probe-world: \(name): \(what)") }
        #expect(found.keys.sorted() == Self.notRight.keys.sorted())
        for (name, what) in found where Self.notRight[name].map({ !what.hasPrefix($0) }) ?? false {
            Issue.record("\(name): \(what)")
        }
    }

    static func read(_ name: String) throws -> StatementPreview { try ProbeBankTests.read(name, in: folder) }

    static func rows(_ preview: StatementPreview) -> [String] {
        preview.transactions.map { "\($0.bookingDate) \($0.amount.amount)" }
    }

    @Test("unsigned debit and credit columns named in Italian, Norwegian, Czech and Estonian give the amounts their sign")
    func debitCreditWords() throws {
        let bper = try Self.read("it-bper.csv")
        #expect(bper.mapping.amount == .debitCredit(debit: 3, credit: 4))
        #expect(Self.rows(bper) == [
            "2026-03-02 -256.26", "2026-03-10 -132.88", "2026-03-11 -767.32", "2026-03-18 1791.94", "2026-03-22 -299.32", "2026-03-26 -604.82",
        ])
        let dnb = try Self.read("no-dnb.csv")
        #expect(dnb.mapping.amount == .debitCredit(debit: 3, credit: 4))
        #expect(Self.rows(dnb).prefix(2) == ["2026-03-28 -8.15", "2026-03-25 -270.96"])
        for name in ["cz-raiffeisen.csv", "ee-seb.csv", "si-nlb.csv", "hr-zaba.csv", "no-sbanken.csv", "ca-desjardins.csv"] {
            let preview = try Self.read(name)
            guard case .debitCredit = preview.mapping.amount else {
                Issue.record("\(name): \(preview.mapping.amount)")
                continue
            }
        }
    }

    @Test("opening, closing and turnover rows inside the table are stated balances and totals, in any language")
    func balanceAndTurnoverRows() throws {
        let lithuanian = try Self.read("lt-swedbank.csv")
        #expect(lithuanian.transactions.count == 6)
        #expect(lithuanian.skipped.map(\.reason) == [
            "opening balance stated by the bank: 1500.00", "summary line: Apyvarta", "summary line: Apyvarta",
            "closing balance stated by the bank: 2011.40",
        ])
        #expect(lithuanian.reconciliation.status == .ok)
        let romanian = try Self.read("ro-banca-transilvania.csv")
        #expect(romanian.skipped.map(\.reason) == [
            "opening balance stated by the bank: 3100.00", "summary line: RULAJ ZI", "closing balance stated by the bank: 2669.84",
        ])
        #expect(romanian.reconciliation.status == .ok)
        let brazilian = try Self.read("br-itau.csv")
        #expect(brazilian.transactions.count == 6)
        #expect(brazilian.skipped.count == 7)
        #expect(brazilian.reconciliation.status == .ok)
    }

    @Test("month names of any language, from the platform's locale data, and colon-separated dates")
    func monthNamesAndColons() throws {
        #expect(try DateFormat(pattern: "d MMMM yyyy").parse("14 martie 2026") == CalendarDate(year: 2026, month: 3, day: 14))
        #expect(try DateFormat(pattern: "dd MMM yyyy").parse("24 Φεβ 2026") == CalendarDate(year: 2026, month: 2, day: 24))
        #expect(try DateFormat(pattern: "d MMMM yyyy").parse("3 lokakuuta 2026") == CalendarDate(year: 2026, month: 10, day: 3))
        // A written name wins over the locale data: Polish and Czech `listopad` is November.
        #expect(try DateFormat(pattern: "d MMMM yyyy").parse("3 listopad 2026") == CalendarDate(year: 2026, month: 11, day: 3))
        let romanian = try Self.read("ro-ing.csv")
        #expect(romanian.format.dateFormat == "d MMMM yyyy")
        #expect(Self.rows(romanian).first == "2026-03-23 -768.15")
        let greek = try Self.read("gr-piraeus.csv")
        #expect(Self.rows(greek).first == "2026-02-24 -72.51")
        let colons = try Self.read("extra/date-colon.csv")
        #expect(colons.format.dateFormat == "dd:MM:yyyy")
        #expect(Self.rows(colons).first == "2026-03-11 -527.08")
    }

    @Test("a card statement of one purchase, and one whose holder column is its only card word, read purchases negative")
    func cardStatements() throws {
        let single = try Self.read("it-carta-singolo-acquisto.csv")
        #expect(Self.rows(single) == ["2026-03-18 -249.90"])
        #expect(single.warnings.contains(Problem(.signInverted, [
            "reason_key": .text("sign.reason.card_vocabulary"), "card_word": .text("carta"), "share": .number(100),
        ], need: .sign)))
        let holder = try Self.read("us-apple-card.csv")
        #expect(Self.rows(holder).first == "2026-03-28 -608.46")
    }

    @Test("two everyday column names another bank's template has identify no bank: the card statement's own evidence decides")
    func everydayNamesIdentifyNoBank() throws {
        let preview = try Self.read("it-suedtirol-karte-de.csv")
        #expect(preview.format.template == nil)
        #expect(!preview.warnings.map(\.englishMessage).contains { $0.contains("paypal") || $0.contains("PayPal") })
        #expect(Self.rows(preview).first == "2026-03-24 -938.37")
    }

    @Test("no-break spaces grouping thousands read as windows-1252, not as a DOS code page's letter")
    func noBreakSpaceGrouping() throws {
        let preview = try Self.read("fr-la-banque-postale.csv")
        #expect(preview.format.encoding.rawValue == "windows-1252")
        #expect(Self.rows(preview).contains("2026-03-11 1577.90"))
        #expect(preview.skipped.isEmpty)
    }

    @Test("a zero-width space, a byte order mark or a no-break space around an amount is no part of it")
    func invisibleMarksAroundAmounts() throws {
        let format = NumberFormat(decimalMark: .comma, grouping: nil)
        #expect(try format.parse("-125,75\u{200B}").description == "-125.75")
        #expect(try format.parse("\u{FEFF}-608,15").description == "-608.15")
        #expect(try format.parse("\u{00A0}-830,10\u{00A0}").description == "-830.10")
        let preview = try Self.read("extra/amount-stray-bytes.csv")
        #expect(Self.rows(preview) == [
            "2026-03-01 -830.10", "2026-03-05 -125.75", "2026-03-06 -608.15", "2026-03-16 2348.66", "2026-03-23 -749.07", "2026-03-25 -953.72",
        ])
    }

    @Test("the euro named in a header word ('Montant(EUROS)', 'Määrä EUROA') is the statement's currency")
    func euroByName() throws {
        #expect(CurrencyHint.code(in: "Montant(EUROS)") == "EUR")
        #expect(CurrencyHint.code(in: "Määrä EUROA") == "EUR")
        #expect(CurrencyHint.code(in: "Montant(FRANCS)") == nil)
        let finnish = try Self.read("fi-op.csv")
        #expect(Set(finnish.transactions.map(\.currency.code)) == ["EUR"])
    }

    @Test("a running balance before each transaction proves the amounts, and is not checked as a balance after it")
    func balanceBeforeTransaction() throws {
        let headerless = try Self.read("nl-asn.csv")
        #expect(headerless.mapping.amount == .single(10))
        #expect(headerless.mapping.balance == nil)
        #expect(Self.rows(headerless).prefix(2) == ["2026-03-02 -664.29", "2026-03-14 -110.73"])
        #expect(headerless.warnings.map(\.englishMessage).contains(
            "column 11 holds the amounts: proven by column 9, the balance before each transaction (balance + amount = the next row's balance, in the order of the dates), which is not checked as a balance after it"))
        let named = try Self.read("extra/balance-before-header.csv")
        #expect(named.mapping.balance == nil)
        #expect(named.mapping.signRule != .inverted)
        #expect(Self.rows(named).first == "2026-03-09 -963.07")
    }

    @Test("a date with a comma after its month name ('Mar. 14, 2026') anchors the table below its header")
    func commaAfterMonthName() throws {
        #expect(CellShape.classify(Array("Mar. 14, 2026".utf8)[...]) == .date)
        #expect(CellShape.classify(Array("1,234.56".utf8)[...]) == .number)
        #expect(CellShape.classify(Array("12, 30".utf8)[...]) != .date)
        let preview = try Self.read("us-pnc.csv")
        #expect(preview.format.region.headerLine == 1)
        #expect(Self.rows(preview) == [
            "2026-03-27 -313.57", "2026-03-16 -583.85", "2026-03-14 2805.99", "2026-03-13 -255.78", "2026-03-12 -690.74", "2026-03-07 -719.84",
        ])
    }

    @Test("a money column that leaves the decimal mark open reads with the mark the file's other money columns settle")
    func oneDecimalMarkPerFile() throws {
        let preview = try Self.read("cl-bancoestado.csv")
        #expect(preview.format.decimalSeparator == ",")
        #expect(preview.format.thousandsSeparator == ".")
        #expect(Self.rows(preview) == ["2026-03-26 -19990", "2026-03-21 -450000", "2026-03-15 1250000", "2026-03-09 -34990", "2026-03-03 -12500"])
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("the codes of more currencies count in a header or the preamble: Chilean pesos, Costa Rican colones")
    func moreCurrencyCodes() throws {
        #expect(CurrencyHint.code(in: "Cargos (CLP)") == "CLP")
        #expect(Set(try Self.read("cl-bancoestado.csv").transactions.map(\.currency.code)) == ["CLP"])
        #expect(Set(try Self.read("cr-bac.csv").transactions.map(\.currency.code)) == ["CRC"])
    }
}

