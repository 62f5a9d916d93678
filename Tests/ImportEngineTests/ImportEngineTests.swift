import Booking
import Foundation
import LocalLedger
import StatementImport
import StatementTemplates
import StatementValues
import TableReading
import TestSupport
import Testing

@testable import ImportEngine

/// The import engine driven as a front end drives it: real statements of `Samples/`, a real
/// `LocalLedger` in a temporary directory, and the events it reports, in order.
@Suite("import engine")
struct ImportEngineTests {
    /// A ledger in a fresh temporary directory, and the statements of a run.
    struct Run {
        let directory: URL
        let ledger: LocalLedger
        var files: [ImportFile] = []
        var contents: [[UInt8]] = []
        var settings = ImportSettings()
        /// `--currency`: for statements that do not state theirs.
        var currency: Currency?
        var events: [String] = []

        init() throws {
            directory = try Corpus.temporaryDirectory()
            ledger = try LocalLedger(path: directory.appendingPathComponent("ledger.sqlite").path)
            settings.opensMissingAccounts = true
        }

        /// Adds the sample `path` (under `Samples/`), with `edit` applied to its text.
        mutating func add(_ path: String, edit: (String) -> String = { $0 }) throws {
            let url = Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(path)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            files.append(ImportFile(displayName: path, filename: url.lastPathComponent))
            contents.append(Array(edit(text).utf8))
        }

        /// Runs the engine and keeps its events as text; returns the worst failure's kind.
        mutating func run() throws -> ImportEngineError.Kind? {
            let registry = TemplateRegistry()
            let contents = contents
            let files = files
            let currency = currency
            var events: [String] = []
            var engine = ImportEngine(
                files: files, target: ledger, settings: settings, questions: nil, templates: registry,
                read: { index in
                    let bytes = contents[index]
                    let plan = try StatementLoader.plan(
                        head: bytes, tail: nil, fileName: files[index].filename, registry: registry, choice: .automatic, currency: currency)
                    return try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
                },
                report: { events.append(Self.describe($0)) })
            let worst = try engine.run()
            self.events = events
            return worst
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }

        static func describe(_ event: ImportEvent) -> String {
            switch event {
            case .readingStarted(let files): "reading \(files)"
            case .fileRead(let index, let statement): "read \(index): \(statement.map { "\($0.transactionCount) rows" } ?? "unreadable")"
            case .statementWarnings(let index, let warnings): "warnings \(index): \(warnings.map(\.englishMessage).joined(separator: "; "))"
            case .failed(let error): "failed \(error.kind) \(error.file ?? "-"): \(error.message.prefix(while: { $0 != "\n" }))"
            case .chainFinding(let index, let finding): "chain \(index): \(finding.kind)"
            case .checkingStarted(let files): "checking \(files)"
            case .fileChecked(let index, let rows): "checked \(index): \(rows) rows"
            case .accountWouldOpen(let name, let currency): "would open \(name) \(currency)"
            case .accountOpened(let account, _, let opening): "opened \(account.name) \(account.currency) \(opening?.description ?? "-")"
            case .openingBalanceSet(let account, let opening, let file, let dryRun): "opening \(account) \(opening) \(file) \(dryRun)"
            case .nothingBooked(let failed, let files): "nothing booked: \(failed) of \(files)"
            case .importUndone(let id, let file): "undone \(id) \(file)"
            case .fileOutcome(let outcome):
                "outcome \(outcome.file) \(outcome.status.rawValue) new=\(outcome.new.map(String.init) ?? "-") "
                    + "duplicates=\(outcome.duplicates.map(String.init) ?? "-") import=\(outcome.record.map { String($0.id) } ?? "-")"
            }
        }
    }

    static let march = "dkb/girokonto-2025-03.csv"
    static let april = "dkb/girokonto-2025-03-15_2025-04-15.csv"

    @Test("two chained statements of one account: opened from the first, booked in period order, the overlap booked once")
    func chainedStatements() throws {
        var run = try Run()
        defer { run.remove() }
        // Named out of order: the engine books by period.
        try run.add(Self.april)
        try run.add(Self.march)

        #expect(try run.run() == nil)

        #expect(run.events == [
            "reading 2",
            "read 0: 18 rows",
            "read 1: 18 rows",
            "chain 0: overlap",
            "checking 2",
            "opened DE39120300005924142608 EUR 2184.50",
            "checked 1: 18 rows",
            "checked 0: 18 rows",
            "outcome \(Self.march) booked new=18 duplicates=0 import=1",
            "outcome \(Self.april) booked new=11 duplicates=7 import=2",
        ])
        let account = try #require(try run.ledger.accounts().first)
        #expect(account.balance.description == "4117.31")
        #expect(try run.ledger.bookings().count == 29)
    }

    @Test("all or nothing: a second statement that does not reconcile books nothing, the first is checked all the same")
    func allOrNothingBooksNothingWhenOneFails() throws {
        var run = try Run()
        defer { run.remove() }
        run.settings.allOrNothing = true
        run.settings.account = "Privat"
        run.currency = Currency(code: "CHF")
        try run.add("raiffeisen-ch/raiffeisen-2025-03.csv")
        // The rent as 10 francs less than the running balance says.
        try run.add("raiffeisen-ch/raiffeisen-2025-04.csv") { $0.replacingOccurrences(of: ";-2056.16;", with: ";-2046.16;") }

        #expect(try run.run() == .problemsFound)

        #expect(run.events == [
            "reading 2",
            "read 0: 15 rows",
            "read 1: 15 rows",
            "checking 2",
            "checked 0: 15 rows",
            "failed problemsFound raiffeisen-ch/raiffeisen-2025-04.csv: the balances do not reconcile; nothing was booked:",
            "checked 1: 15 rows",
            "nothing booked: 1 of 2",
            "outcome raiffeisen-ch/raiffeisen-2025-03.csv not-booked new=15 duplicates=0 import=-",
            "outcome raiffeisen-ch/raiffeisen-2025-04.csv failed new=- duplicates=- import=-",
        ])
        #expect(try run.ledger.bookings().isEmpty)
        #expect(try run.ledger.history(accountID: nil, limit: 10, offset: 0).isEmpty)
        #expect(try run.ledger.accounts().isEmpty)
    }

    @Test("a dry run opens no account and books nothing, yet counts the overlap's rows as duplicates of the earlier file")
    func dryRunCountsDuplicatesWithinTheRun() throws {
        var run = try Run()
        defer { run.remove() }
        run.settings.dryRun = true
        try run.add(Self.march)
        try run.add(Self.april)

        #expect(try run.run() == nil)

        #expect(run.events == [
            "reading 2",
            "read 0: 18 rows",
            "read 1: 18 rows",
            "would open DE39120300005924142608 EUR",
            "chain 1: overlap",
            "checking 2",
            "checked 0: 18 rows",
            "checked 1: 18 rows",
            "outcome \(Self.march) dry-run new=18 duplicates=0 import=-",
            "outcome \(Self.april) dry-run new=11 duplicates=7 import=-",
        ])
        #expect(try run.ledger.accounts().isEmpty)
    }

    @Test("one file's failure ends the run as the error it is")
    func aSingleFileThrowsItsError() throws {
        var run = try Run()
        defer { run.remove() }
        run.settings.opensMissingAccounts = false
        try run.add(Self.march)

        let error = try #require(throws: ImportEngineError.self) { try run.run() }

        #expect(error == ImportEngineError(.problemsFound, Problem(
            .noAccountWithIBAN, ["target": .text(run.ledger.path), "iban": .text("DE39120300005924142608")], file: Self.march,
            remedy: .nameOrCreateAccount)))
        #expect(error.message == "no account in \(run.ledger.path) has the statement's IBAN DE39120300005924142608")
        #expect(try run.ledger.accounts().isEmpty)
    }

    @Test("a statement without IBAN and no account named: the account is undecided, a usage error")
    func anUnnamedAccountIsUndecided() throws {
        var run = try Run()
        defer { run.remove() }
        // Opening missing accounts would open one named after the statement's template.
        run.settings.opensMissingAccounts = false
        try run.add("neon/neon-2025-03.csv")

        let error = try #require(throws: ImportEngineError.self) { try run.run() }

        #expect(error.kind == .usage)
        #expect(error.problem == Problem(.accountNotNamed, file: "neon/neon-2025-03.csv", remedy: .nameAccount))
        #expect(error.message == "the statement states no IBAN, so the account must be named")
        #expect(try run.ledger.accounts().isEmpty)
    }
}
