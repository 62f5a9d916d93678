import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// What the source projects' own tests assert about the bank corpus (`banks/*/EXPECTED.md`:
/// row counts, date ranges, sums, single rows, balances), transcribed into
/// `Tests/Fixtures/bank-expected.json`, against what `preview` reads from the same files.
///
/// Each file is read twice: as `preview` reads it (the matching template, or detection with
/// what a changed export's template still knows) and by detection alone. Every fact that does not come out as stated is listed in
/// `knownDifferences` with its cause and is expected to fail: when a fix makes it pass, its
/// test fails until the entry is removed.
@Suite("Bank corpus: the original tools' expected results", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct BankExpectedTests {
    static let fixture: BankExpectedFixture = {
        do {
            return try JSONDecoder().decode(BankExpectedFixture.self, from: Data(contentsOf: Corpus.fixture("bank-expected.json")))
        } catch {
            fatalError("Tests/Fixtures/bank-expected.json: \(error)")
        }
    }()

    /// The fixture's files, with the facts `bank-expected-corrections.json` proves wrong corrected.
    static let entries = fixture.files.map(BankExpectedCorrection.applied)

    /// The facts that do not come out as stated, by file, and why.
    static let knownDifferences: [String: [BankExpectedDifference]] = [
        "dkb/beancount-dkb_credit_v1_multiple.csv": [
            BankExpectedDifference(
                facts: ["transaction"], cause: .originalSemantics,
                why: "beancount-dkb dates by 'Wertstellung' (23.09.2023); preview's booking date is 'Belegdatum' (22.09.2023)"),
        ],
        "ing-de/beancount-ing_category_sorting.csv": [
            BankExpectedDifference(
                facts: ["closing_balance"], cause: .corpusQuirk,
                why: "the preamble's 'Saldo;5.000,00;EUR' disagrees with the file's own Saldo column (1.000,00 after the last row); preview reports the preamble's balance, and the mismatch"),
        ],
        "revolut/banana_ch.banana.revolut.transactions.private1_20222609.csv": [
            BankExpectedDifference(
                facts: ["net", "debits", "transaction 2022-01-31 -15.70", "transaction 2022-02-03 -14.91"],
                readings: [.detectionAlone], cause: .needsTemplate,
                why: "the Fee column is not added to the amount: Banana books amount + fee, and the file's Balance moves by both; the template maps the Fee column (and line 6 is rejected, below)"),
            BankExpectedDifference(
                facts: ["last_date", "count", "transaction 2022-12-31 -0.99"], cause: .corpusQuirk,
                why: "line 6's Balance cell holds two numbers ('970.45 986.35'), so preview rejects the row (2022-12-31); Banana ignores the balance"),
            BankExpectedDifference(
                facts: ["net", "debits"], readings: [.preview], cause: .corpusQuirk,
                why: "the sums lack the -0.99 of the row line 6 rejects (above)"),
        ],
        "revolut/banana_ch.banana.revolut.transactions.private1_20250922_de.csv": [
            BankExpectedDifference(
                facts: ["net", "debits", "transaction"], cause: .ourBug,
                why: "the Fee column is not added to the amount: Banana books amount + fee, and the file's Balance moves by both ('Gebühr' is written positive)"),
        ],
    ]

    @Test("every fixture entry names a corpus file, once")
    func everyFileExists() {
        let files = Self.entries.map(\.file)
        #expect(files.count == 178)
        #expect(Set(files).count == files.count)
        let missing = files.filter { !FileManager.default.fileExists(atPath: Corpus.url("banks/\($0)").path) }
        #expect(missing == [])
        #expect(Self.entries.allSatisfy { !$0.facts.isEmpty && $0.facts.allSatisfy { !$0.source.isEmpty } })
    }

    @Test("every known difference names a fact of the fixture")
    func knownDifferencesExist() {
        let facts = Dictionary(uniqueKeysWithValues: Self.entries.map { ($0.file, $0.facts) })
        for (file, differences) in Self.knownDifferences {
            guard let fileFacts = facts[file] else {
                Issue.record("\(file) is not in the fixture")
                continue
            }
            for difference in differences {
                for key in difference.facts where !fileFacts.contains(where: { $0.matches(key) }) {
                    Issue.record("\(file): no fact '\(key)'")
                }
            }
        }
    }

    @Test("each file reads as the original tool's tests expect, as preview reads it", arguments: entries)
    func asPreviewReads(_ entry: BankExpectedEntry) {
        Self.check(entry, .preview)
    }

    @Test("each file reads as the original tool's tests expect, by detection alone", arguments: entries)
    func byDetectionAlone(_ entry: BankExpectedEntry) {
        Self.check(entry, .detectionAlone)
    }

    static func check(_ entry: BankExpectedEntry, _ reading: BankExpectedReading) {
        let figures = Result { try BankExpectedFigures(try read(entry, reading)) }
        var unmatched = (try? figures.get().transactions) ?? []
        for fact in entry.facts {
            let compare = {
                switch figures {
                case .failure(let error):
                    Issue.record("\(entry.file) cannot be read (\(fact.fact.rawValue) \(fact.expected)): \(error)")
                case .success(let figures):
                    figures.check(fact, unmatched: &unmatched)
                }
            }
            if let difference = knownDifferences[entry.file]?.first(where: { $0.covers(fact, reading) }) {
                withKnownIssue(Comment(rawValue: "\(difference.cause.rawValue): \(difference.why)"), compare)
            } else {
                compare()
            }
        }
    }

    /// Reads `entry` as `preview` does (`StatementReading.preview`, the commands' own sequence),
    /// with the options the fixture gives as a user would on the command line.
    static func read(_ entry: BankExpectedEntry, _ reading: BankExpectedReading) throws -> StatementPreview {
        let bytes = try Corpus.bytes(Corpus.url("banks/\(entry.file)"))
        let request = StatementReading.Request(
            template: reading == .preview ? .automatic : .none,
            currency: try entry.options?.currency.map { try #require(Currency(code: $0)) },
            dateFormat: try entry.options?.dateFormat.map { try DateFormat(pattern: $0) },
            hints: DetectionHints(columnRoles: try (entry.options?.columns ?? []).map { argument in
                let parts = argument.split(separator: "=")
                return ColumnRoleHint(role: try #require(ColumnRole(rawValue: String(parts[0]))), index: try #require(Int(parts[1])) - 1)
            }))
        return try StatementReading.preview(
            bytes, fileName: String(entry.file.split(separator: "/").last!), registry: TemplateRegistry(), request: request)
    }
}

/// How a file is read.
enum BankExpectedReading: String, Sendable {
    /// With the templates, as `preview` reads it.
    case preview
    /// `preview --no-template`.
    case detectionAlone = "detection alone"
}

/// `Tests/Fixtures/bank-expected.json`.
struct BankExpectedFixture: Decodable {
    var files: [BankExpectedEntry]
}

/// One corpus file and the facts its EXPECTED.md states.
struct BankExpectedEntry: Decodable, Sendable, CustomTestStringConvertible {
    struct Options: Decodable, Sendable {
        var currency: String?
        var dateFormat: String?
        /// `--column ROLE=N` each.
        var columns: [String]?
    }

    /// The path under `banks/`.
    var file: String
    var options: Options?
    var facts: [BankExpectedFact]

    var testDescription: String { file }
}

/// One stated fact, already in `preview`'s terms (signed amounts, transactions only).
struct BankExpectedFact: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        case count
        case firstDate = "first_date"
        case lastDate = "last_date"
        case credits, debits, net
        case transaction
        case firstTransaction = "first_transaction"
        case openingBalance = "opening_balance"
        case closingBalance = "closing_balance"
    }

    var fact: Kind
    var expected: String
    var source: String

    /// Whether `key` names this fact: its kind (`net`, `transaction` for all of them), or its
    /// kind and expected value (`transaction 2024-10-03 -25.70`).
    func matches(_ key: String) -> Bool {
        key == fact.rawValue || key == "\(fact.rawValue) \(expected)"
    }
}

/// What a read statement shows of the facts the fixture states.
struct BankExpectedFigures {
    var transactions: [(date: String, amount: DecimalAmount)]
    var openingBalance: DecimalAmount?
    var closingBalance: DecimalAmount?

    init(_ preview: StatementPreview) throws {
        transactions = try preview.transactions.map { ($0.bookingDate.description, try Self.cents($0.amount.amount)) }
        let report = preview.reconciliation
        // What the file states; else its running balance: after the newest row, and before
        // the oldest one (the balance after it, less its amount).
        let rows = preview.transactions
        let running = !rows.isEmpty && rows.allSatisfy { $0.balanceAfter != nil }
        let (newest, oldest) = report.order == .newestFirst ? (rows.first, rows.last) : (rows.last, rows.first)
        let runningClosing = running ? newest?.balanceAfter?.amount : nil
        let runningOpening = running ? oldest.flatMap { row in
            row.balanceAfter.map { DecimalAmount(significand: $0.minorUnits - row.amount.minorUnits, scale: $0.currency.minorUnitDigits) }
        } : nil
        closingBalance = try (report.closingBalance?.amount ?? runningClosing).map(Self.cents)
        openingBalance = try (report.openingBalance?.amount ?? runningOpening).map(Self.cents)
    }

    /// No amount of the corpus has more than two significant decimals, so all compare in hundredths.
    static func cents(_ amount: DecimalAmount) throws -> DecimalAmount {
        try #require(amount.rescaled(to: 2), "\(amount) has more than two decimals")
    }

    static func expectedAmount(_ text: String) throws -> DecimalAmount {
        try cents(try NumberFormat.contract.parse(text))
    }

    func sum(_ include: (DecimalAmount) -> Bool) -> DecimalAmount {
        DecimalAmount(significand: transactions.map(\.amount).filter(include).reduce(0) { $0 + $1.significand }, scale: 2)
    }

    /// Compares one fact; a `transaction` fact takes its match out of `unmatched`, so that two
    /// stated rows with the same date and amount need two transactions.
    func check(_ fact: BankExpectedFact, unmatched: inout [(date: String, amount: DecimalAmount)]) {
        do {
            let dates = transactions.map(\.date)
            switch fact.fact {
            case .count:
                #expect(String(transactions.count) == fact.expected, "count: \(fact.source)")
            case .firstDate:
                #expect(dates.min() == fact.expected, "first booking date: \(fact.source)")
            case .lastDate:
                #expect(dates.max() == fact.expected, "last booking date: \(fact.source)")
            case .credits:
                let expected = try Self.expectedAmount(fact.expected)
                #expect(sum { !$0.isNegative } == expected, "credits: \(fact.source)")
            case .debits:
                let expected = try Self.expectedAmount(fact.expected)
                #expect(sum { $0.isNegative } == expected, "debits: \(fact.source)")
            case .net:
                let expected = try Self.expectedAmount(fact.expected)
                #expect(sum { _ in true } == expected, "net: \(fact.source)")
            case .transaction:
                let (date, amount) = try Self.dateAndAmount(fact.expected)
                let index = unmatched.firstIndex { $0.date == date && $0.amount == amount }
                #expect(index != nil, "no transaction \(fact.expected): \(fact.source)")
                if let index { unmatched.remove(at: index) }
            case .firstTransaction:
                let (date, amount) = try Self.dateAndAmount(fact.expected)
                let first = try #require(transactions.first, "no transaction: \(fact.source)")
                #expect(first.date.hasPrefix(date) && first.amount == amount, "first transaction \(first): \(fact.source)")
            case .openingBalance:
                let expected = try Self.expectedAmount(fact.expected)
                #expect(openingBalance == expected, "opening balance: \(fact.source)")
            case .closingBalance:
                let expected = try Self.expectedAmount(fact.expected)
                #expect(closingBalance == expected, "closing balance: \(fact.source)")
            }
        } catch {
            Issue.record(error, "\(fact.fact.rawValue) \(fact.expected)")
        }
    }

    static func dateAndAmount(_ text: String) throws -> (String, DecimalAmount) {
        let parts = text.split(separator: " ")
        try #require(parts.count == 2, "'\(text)' is not 'date amount'")
        return (String(parts[0]), try expectedAmount(String(parts[1])))
    }
}

/// Why a stated fact does not come out as stated.
struct BankExpectedDifference: Sendable {
    enum Cause: String, Sendable {
        /// Detection, mapping or a template reads the file wrongly.
        case ourBug = "our bug"
        /// The corpus file is damaged or anonymised in a way no real export is.
        case corpusQuirk = "corpus quirk"
        /// The original tool counts or dates differently, and the fixture cannot convert it.
        case originalSemantics = "original tool's semantics"
        /// Detection alone cannot know it; the bank's template states it.
        case needsTemplate = "needs the template"
    }

    /// Fact keys (see `BankExpectedFact.matches`).
    var facts: [String]
    var readings: Set<BankExpectedReading> = [.preview, .detectionAlone]
    var cause: Cause
    var why: String

    func covers(_ fact: BankExpectedFact, _ reading: BankExpectedReading) -> Bool {
        readings.contains(reading) && facts.contains { fact.matches($0) }
    }
}
