import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
@testable import StatementTemplates
@testable import StatementValues
@testable import TableReading
import Testing
import TestSupport


/// `StatementStream` reads what `StatementPipeline.read` and `check` read, handing the rows on
/// instead of keeping them. Every sample and bank export is read both ways: held whole, and
/// streamed with a window of no rows at all, so that the streaming stages (running sums, the
/// running balance walked day by day, the compact fingerprint index) decide everything.
@Suite("Streaming read")
struct StatementStreamTests {
    /// Keeps what it receives, to compare.
    struct Collector: StatementReceiver {
        var began = 0
        var transactions: [Transaction] = []
        var fingerprints: [Fingerprint] = []

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) { began += 1 }

        mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
            self.transactions += transactions
            self.fingerprints += fingerprints ?? []
        }
    }

    struct Comparison {
        var held: StatementPreview
        var streamed: StatementPreview
        var collector: Collector
    }

    static func compare(
        _ bytes: [UInt8], fileName: String, window: Int, registry: TemplateRegistry = TemplateRegistry(), currency: String? = nil
    ) throws -> Comparison? {
        guard let plan = try? StatementLoader.plan(
            head: bytes, tail: nil, fileName: fileName, registry: registry, choice: .automatic, currency: currency.flatMap(Currency.init(code:)))
        else {
            return nil
        }
        guard var held = try? StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan) else { return nil }
        StatementPipeline.check(&held, accountKey: "CH00 test")
        var collector = Collector()
        let streamed = try StatementStream.read(
            InMemoryChunkSource(bytes), plan: plan, accountKey: "CH00 test", window: window, into: &collector)
        return Comparison(held: held, streamed: streamed, collector: collector)
    }

    /// What differs between the two reads of one file, one line per difference.
    static func differences(_ comparison: Comparison) -> [String] {
        let held = comparison.held, streamed = comparison.streamed, collector = comparison.collector
        var found: [String] = []
        if collector.began != 1 { found.append("begin called \(collector.began) times") }
        if collector.transactions != held.transactions {
            found.append("transactions: \(collector.transactions.count) streamed, \(held.transactions.count) held")
        }
        if collector.fingerprints != held.fingerprints { found.append("fingerprints") }
        if streamed.transactionCount != held.transactions.count { found.append("transactionCount") }
        if streamed.skipped != held.skipped { found.append("skipped") }
        if streamed.problems.map(\.message) != held.problems.map(\.message) { found.append("problems") }
        if streamed.warnings != held.warnings { found.append("warnings: \(streamed.warnings) vs \(held.warnings)") }
        if streamed.needs != held.needs { found.append("needs") }
        if streamed.period?.from != held.period?.from || streamed.period?.to != held.period?.to { found.append("period") }
        var reconciliation = streamed.reconciliation
        if reconciliation.problems != held.reconciliation.problems {
            found.append("running-balance breaks")
            reconciliation.problems = held.reconciliation.problems
        }
        if reconciliation != held.reconciliation {
            found.append("reconciliation: \(streamed.reconciliation.status) \(streamed.reconciliation.checks) vs \(held.reconciliation.status) \(held.reconciliation.checks)")
        }
        return found
    }

    /// Newest-first statements whose running balance breaks in many places: walked back in
    /// time, the streamed walk pairs other rows at a break than the walk over all rows does
    /// (and on all rows but the last, one of them even looks oldest first); the status is the
    /// same.
    static let reversedWalkDifferences: Set<String> = [
        "bank-soba/banana_ch.banana.switzerland.import.soba.20180403.csv",
        "paypal/banana_ch.banana.filter.import.paypal._It20240624.csv",
        "paypal/banana_ch.banana.filter.import.paypal._claudia20140526.csv",
    ]

    /// A card export whose amounts go both ways evenly on its rows, but not on all rows but
    /// the last: its sign is undecided only when all are weighed.
    static let evenCardFile = "revolut/banana_ch.banana.revolut.transactions.business2_20222410.csv"
    /// A card export that both reads negate, whose sign warning quotes the share of positive
    /// amounts among the rows each weighed (100 % streamed, 92 % held whole).
    static let cardShareFile = "viseca/banana_xls_viseca_one_example_format2_20241001.csv"

    static func sampleFiles() throws -> [URL] {
        let samples = Corpus.repositoryRoot.appendingPathComponent("Samples")
        return try FileManager.default.subpathsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".csv") }.sorted()
            .map { samples.appendingPathComponent($0) }
    }

    @Test("a statement within the window is read exactly as when held whole, every sample")
    func withinWindow() throws {
        var compared = 0
        for url in try Self.sampleFiles() {
            guard let comparison = try Self.compare(Corpus.bytes(url), fileName: url.lastPathComponent, window: StatementStream.window) else { continue }
            compared += 1
            #expect(Self.differences(comparison) == [], "\(url.lastPathComponent)")
            #expect(comparison.collector.transactions.count == comparison.held.transactions.count)
        }
        #expect(compared == 52)
    }

    @Test("streamed past a window of no rows, every sample reads as when held whole")
    func streamedSamples() throws {
        for url in try Self.sampleFiles() {
            guard let comparison = try Self.compare(Corpus.bytes(url), fileName: url.lastPathComponent, window: 0) else { continue }
            #expect(Self.differences(comparison) == [], "\(url.lastPathComponent)")
        }
    }

    @Test("streamed past a window of no rows, the bank exports read as when held whole",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
    func streamedBankExports() throws {
        var compared = 0
        var differing: [String: [String]] = [:]
        for entry in BankCorpusReadingTests.entries {
            let bytes = try Corpus.bytes(Corpus.url("banks/\(entry.file)"))
            guard let comparison = try Self.compare(bytes, fileName: (entry.file as NSString).lastPathComponent, window: 0),
                  // With no window, the sign and the running balance's order are decided on all
                  // rows but the last, which the mapper holds back for continuation rows: on two
                  // rows, that is one row, too few to decide anything (in use, the window holds
                  // 2,000).
                  comparison.held.transactions.count >= 3 else { continue }
            compared += 1
            var found = Self.differences(comparison)
            if Self.reversedWalkDifferences.contains(entry.file) {
                #expect(found.first == "running-balance breaks", "\(entry.file)")
                #expect(comparison.streamed.reconciliation.status == comparison.held.reconciliation.status)
                found = []
            }
            if entry.file == Self.evenCardFile {
                #expect(found.count == 2 && found[0].hasPrefix("warnings") && found[1] == "needs")
                found = []
            }
            if entry.file == Self.cardShareFile {
                #expect(found.count == 1 && found[0].hasPrefix("warnings"))
                found = []
            }
            if !found.isEmpty { differing[entry.file] = found }
        }
        #expect(compared == 179)
        #expect(differing == [:])
    }
}

extension StatementStreamTests {
    /// A Swiss statement of `rows` bookings with a running balance, oldest first or newest
    /// first; `breakAt` leaves a booking's amount out of the balances from that row on.
    static func longStatement(rows: Int, newestFirst: Bool, breakAt: Int? = nil) -> [UInt8] {
        var lines: [String] = []
        var balance: Int64 = 100_000
        let start = CalendarDate(year: 2024, month: 1, day: 1)!
        for index in 0..<rows {
            let amount: Int64 = index % 3 == 0 ? 250_000 : -Int64(index % 9_000 + 100)
            if index != breakAt { balance += amount }
            let date = start.adding(days: index / 40)!
            let day = "\(date.day < 10 ? "0" : "")\(date.day).\(date.month < 10 ? "0" : "")\(date.month).\(date.year)"
            let money = { (minor: Int64) in "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))" }
            lines.append("\(day);Zahlung \(index % 17) an Laden \(index % 23);\(money(amount));\(money(balance))")
        }
        if newestFirst { lines.reverse() }
        return Array((["Datum;Text;Betrag;Saldo"] + lines).joined(separator: "\n").utf8) + [0x0A]
    }

    @Test("a statement longer than the window streams: the same rows, fingerprints and reconciliation as held whole",
          arguments: [false, true])
    func beyondWindow(newestFirst: Bool) throws {
        let bytes = Self.longStatement(rows: 7_000, newestFirst: newestFirst)
        let comparison = try #require(try Self.compare(bytes, fileName: "long.csv", window: StatementStream.window, currency: "CHF"))
        #expect(comparison.held.transactions.count == 7_000)
        #expect(comparison.streamed.transactionCount == 7_000)
        #expect(Self.differences(comparison) == [])
        #expect(comparison.streamed.reconciliation.status == .ok)
        #expect(comparison.streamed.reconciliation.order == (newestFirst ? .newestFirst : .oldestFirst))
        // The first and last booking dates, whichever end of the file holds them.
        #expect(comparison.held.period.map { "\($0.from)..\($0.to)" } == "2024-01-01..2024-06-23")
        #expect(comparison.streamed.period.map { "\($0.from)..\($0.to)" } == "2024-01-01..2024-06-23")
    }

    @Test("filters and category rules leave out and categorise the same rows streamed past the window as held whole")
    func filtersBeyondWindow() throws {
        let bytes = Self.longStatement(rows: 7_000, newestFirst: false)
        var plan = try StatementLoader.plan(
            head: bytes, tail: nil, fileName: "long.csv", registry: TemplateRegistry(), choice: .automatic, currency: Currency(code: "CHF"))
        plan.categories = CategoryRules([
            try CategoryRule("amount > 0", category: "Income", name: "deposits"),
            try CategoryRule("column(\"Text\") contains \"Zahlung 3 \"", category: "Shop"),
        ])
        let filters = [try FilterExpression(parsing: "column(\"Text\") ~ /Laden 5$/")]
        var held = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan, filters: filters)
        StatementPipeline.check(&held, accountKey: "CH00 test")
        var collector = Collector()
        let streamed = try StatementStream.read(
            InMemoryChunkSource(bytes), plan: plan, filters: filters, accountKey: "CH00 test", into: &collector)
        #expect(Self.differences(Comparison(held: held, streamed: streamed, collector: collector)) == [])
        let filtered = held.skipped.filter { $0.reason == "filter: column(\"Text\") ~ /Laden 5$/" }
        #expect(filtered.count == 305)
        #expect(filtered.first?.line == 7)
        #expect(collector.transactions.count == 6_695)
        #expect(collector.transactions.filter { $0.category == "Income" }.count == 2_233)
        #expect(collector.transactions.filter { $0.category == "Shop" }.count == 262)
        // Held whole, each category names its rule by line; streamed, no such map grows with the rows.
        #expect(held.categoryRules.count == 2_495)
        #expect(held.categoryRules[2] == "rule 1 (deposits): amount > 0")
        #expect(streamed.categoryRules.isEmpty)
    }

    /// Takes the fingerprints to finish where it receives the rows, and finishes them only
    /// once the read is over: as late as a receiving thread could.
    struct FinishingLater: StatementReceiver {
        var batches: [(transactions: [Transaction], pending: PendingFingerprints)] = []
        var fingerprintsWhereReceived: Bool { true }

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

        mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
            Issue.record("the fingerprints were made on the reading side")
        }

        mutating func receive(_ transactions: [Transaction], pending: PendingFingerprints) {
            batches.append((transactions, pending))
        }
    }

    @Test("fingerprints finished where they are received, after the read, are those of the rows held whole; also with rows filtered out",
          arguments: [false, true])
    func fingerprintsFinishedWhereReceived(filtering: Bool) throws {
        // 40 rows a day, 13 bookings a day each made up to 4 times (the same text and
        // amount): 2,275 first occurrences, 4,725 repeated, some across batches.
        var balance = 1_000_000
        let start = CalendarDate(year: 2024, month: 1, day: 1)!
        let lines = (0..<7_000).map { index in
            let key = index % 13
            balance -= key + 100
            let date = start.adding(days: index / 40)!
            let day = String(format: "%02d.%02d.%d", date.day, date.month, date.year)
            return "\(day);Zahlung \(key) an Laden \(key);-1.\(String(format: "%02d", key));\(balance / 100).\(String(format: "%02d", balance % 100))"
        }
        let bytes = Array((["Datum;Text;Betrag;Saldo"] + lines).joined(separator: "\n").utf8) + [0x0A]
        let plan = try StatementLoader.plan(
            head: bytes, tail: nil, fileName: "long.csv", registry: TemplateRegistry(), choice: .automatic, currency: Currency(code: "CHF"))
        let filters = filtering ? [try FilterExpression(parsing: "column(\"Text\") ~ /Laden 5$/")] : []
        var held = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan, filters: filters)
        StatementPipeline.check(&held, accountKey: "CH00 test")
        var receiver = FinishingLater()
        _ = try StatementStream.read(InMemoryChunkSource(bytes), plan: plan, filters: filters, accountKey: "CH00 test", into: &receiver)

        let fingerprints = receiver.batches.flatMap { $0.pending.fingerprints(of: $0.transactions) }
        #expect(receiver.batches.flatMap(\.transactions) == held.transactions)
        #expect(held.transactions.count == (filtering ? 6_461 : 7_000))
        // Rows left out break the running balance.
        #expect(held.reconciliation.status == (filtering ? .mismatch : .ok))
        #expect(fingerprints == held.fingerprints)
        // The repeated bookings, counted across batches: 12 or 13 first occurrences a day.
        #expect(fingerprints.filter { !$0.description.hasSuffix("-1") }.count == (filtering ? 6_461 - 175 * 12 : 7_000 - 175 * 13))
    }

    @Test("a break in a long statement's running balance is found where the held read finds it")
    func breakBeyondWindow() throws {
        let oldestFirst = try #require(try Self.compare(
            Self.longStatement(rows: 7_000, newestFirst: false, breakAt: 5_000), fileName: "long.csv", window: StatementStream.window, currency: "CHF"))
        #expect(Self.differences(oldestFirst) == [])
        // The row on line 5,002 and the first of the next day, whose rows the walk matches again.
        #expect(oldestFirst.streamed.reconciliation.problems.map(\.line) == [5_002, 5_042])
        let newestFirst = try #require(try Self.compare(
            Self.longStatement(rows: 7_000, newestFirst: true, breakAt: 5_000), fileName: "long.csv", window: StatementStream.window, currency: "CHF"))
        #expect(newestFirst.streamed.reconciliation.status == .mismatch)
        // Walked back in time, the streamed walk finds the break on the same row, and not again
        // where the day before begins.
        #expect(newestFirst.streamed.reconciliation.problems.map(\.line) == [2_001])
        #expect(newestFirst.held.reconciliation.problems.map(\.line) == [2_001, 1_961])
    }
}

extension StatementStreamTests {
    /// A receiver whose output fails after some rows, as a full disk would.
    struct FailingReceiver: StatementReceiver {
        struct Full: Error, Equatable {}
        var received = 0

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

        mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws {
            received += transactions.count
            if received > 3_000 { throw Full() }
        }
    }

    @Test("a receiver's error stops the streaming read with that error, and nothing is handed on after it")
    func receiverError() throws {
        let bytes = Self.longStatement(rows: 7_000, newestFirst: false)
        let plan = try StatementLoader.plan(
            head: bytes, tail: nil, fileName: "long.csv", registry: TemplateRegistry(), choice: .automatic, currency: Currency(code: "CHF"))
        var receiver = FailingReceiver()
        #expect(throws: FailingReceiver.Full()) {
            _ = try StatementStream.read(InMemoryChunkSource(bytes), plan: plan, accountKey: "CH00", into: &receiver)
        }
        // The window (2,047 rows: four batches of 512 less the row a continuation could still
        // change), then two batches of 512, the second one past 3,000.
        #expect(receiver.received == 3_071)
    }
}

@Suite("Streaming fingerprints")
struct FingerprintStreamTests {
    @Test("fingerprints of rows in batches equal those of all rows at once, repeated bookings counted across batches")
    func batchesEqualWhole() throws {
        let currency = Currency(code: "CHF")!
        let start = CalendarDate(year: 2025, month: 1, day: 1)!
        // 30,000 rows: every table of the index grows several times; every seventh row repeats
        // an earlier one (the same day, amount and text), so occurrence counters reach 2 and more.
        let transactions = (0..<30_000).map { index in
            let base = index % 7 == 0 ? index / 7 : index
            return Transaction(
                line: index + 2, bookingDate: start.adding(days: base % 365)!, amount: Money(minorUnits: Int64(-base - 1), currency: currency),
                counterparty: "Shop \(base % 1000)")
        }
        let whole = Fingerprint.fingerprints(of: transactions, accountKey: "CH93 0076 2011 6238 5295 7")
        let stream = FingerprintStream(accountKey: "CH93 0076 2011 6238 5295 7")
        var streamed: [Fingerprint] = []
        var offset = 0
        for size in [1, 511, 512, 2_000, 26_976] {
            streamed += stream.fingerprints(of: Array(transactions[offset..<offset + size]))
            offset += size
        }
        #expect(offset == transactions.count)
        #expect(streamed == whole)
        #expect(whole.filter { $0.description.hasSuffix("-2") }.count > 600)
    }
}
