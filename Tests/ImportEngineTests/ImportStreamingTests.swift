import Booking
import Foundation
import StatementImport
import StatementTemplates
import StatementValues
import TableReading
import TestSupport
import Testing

@testable import ImportEngine
@testable import LocalLedger

/// One long statement imported into the ledger as it is read (`ImportEngine.bookStreaming`):
/// what it books, column for column, is what the held path books for the same rows, and a
/// refusal leaves the ledger as it was.
@Suite("import engine, streaming")
struct ImportStreamingTests {
    /// A ledger in a fresh temporary directory and one statement, imported streamed or held.
    struct Run {
        let directory: URL
        let ledger: LocalLedger
        var settings = ImportSettings()
        var events: [String] = []
        /// Whether the read handed the rows on instead of holding them.
        var streamed = false

        init() throws {
            directory = try Corpus.temporaryDirectory()
            ledger = try LocalLedger(path: directory.appendingPathComponent("ledger.sqlite").path)
            settings.opensMissingAccounts = true
            settings.account = "Giro"
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }

        /// Imports `bytes` as `long.csv`, streaming unless `held`; returns the failure's kind.
        @discardableResult
        mutating func run(_ bytes: [UInt8], held: Bool = false) throws -> ImportEngineError.Kind? {
            let registry = TemplateRegistry()
            let plan = try StatementLoader.plan(
                head: bytes, tail: nil, fileName: "long.csv", registry: registry, choice: .automatic, currency: Currency(code: "CHF"))
            var events: [String] = []
            var streamed = false
            var engine = ImportEngine(
                files: [ImportFile(displayName: "long.csv", filename: "long.csv")], target: ledger, settings: settings,
                questions: nil, templates: registry,
                read: { _ in try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan) },
                stream: held ? nil : { _, receiver in
                    var receiver = receiver
                    return try StatementStream.read(
                        InMemoryChunkSource(bytes), plan: plan, accountKey: receiver.accountKey(for: plan.format),
                        holdingShortStatement: true, into: &receiver)
                },
                report: { event in
                    if case .fileRead(_, let statement?) = event, statement.isStreamed { streamed = true }
                    events.append(ImportEngineTests.Run.describe(event))
                })
            defer {
                self.events = events
                self.streamed = streamed
            }
            return try engine.run()
        }

        /// Every row of `table`'s `columns`, as text, in id order.
        func rows(_ table: String, _ columns: [String], orderBy order: String = "1") throws -> [[String?]] {
            let query = try ledger.connection.prepare("SELECT \(columns.joined(separator: ", ")) FROM \(table) ORDER BY \(order)")
            var rows: [[String?]] = []
            while try query.step() { rows.append(columns.indices.map { query.text(at: Int32($0)) }) }
            return rows
        }

        /// What an import writes, all of it but the time it was written.
        func written() throws -> Written {
            Written(
                accounts: try rows("accounts", ["id", "name", "iban", "currency", "opening_balance_minor", "archived"]),
                imports: try rows("imports", [
                    "id", "account_id", "filename", "sha256", "size", "template", "booked", "total_minor", "skipped_duplicates",
                    "status", "undone_at", "request_hash", "statement_from", "statement_to", "statement_opening_minor",
                    "statement_closing_minor", "accepted_mismatch", "notes", "first_booking_id", "last_booking_id",
                ]),
                bookings: try rows("bookings", [
                    "id", "account_id", "import_id", "fingerprint", "booking_date", "value_date", "amount_minor", "currency",
                    "counterparty", "counterparty_iban", "purpose", "reference", "category", "balance_after_minor", "modified",
                    "modified_at", "fingerprint_key",
                ]),
                fingerprintIndex: try rows("fingerprint_index", ["fingerprint_key", "booking_id"], orderBy: "1, 2"))
        }

        func counts() throws -> [Int] {
            try ["accounts", "imports", "bookings", "fingerprint_index"].map { try ledger.connection.integer("SELECT count(*) FROM \($0)") }
        }
    }

    struct Written: Equatable {
        var accounts: [[String?]]
        var imports: [[String?]]
        var bookings: [[String?]]
        var fingerprintIndex: [[String?]]
    }

    /// A Swiss statement of `rows` bookings, oldest first, with a running balance and the
    /// closing balance stated in its footer; every fifth row repeats the one before it (same
    /// day, amount and text), so that occurrence counters tell them apart. `unreadableAt`
    /// writes that row's amount as text no amount has; `firstDay` shifts every date.
    static func statement(rows: Int, unreadableAt: Int? = nil, firstDay: Int = 0, closingOff: Int64 = 0) -> [UInt8] {
        var lines = ["Datum;Text;Betrag;Saldo"]
        var balance: Int64 = 100_000
        let start = CalendarDate(year: 2024, month: 1, day: 1)!.adding(days: firstDay)!
        let money = { (minor: Int64) in "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))" }
        for index in 0..<rows {
            let base = index % 5 == 4 ? index - 1 : index
            let amount: Int64 = base % 3 == 0 ? 250_000 : -Int64(base % 9_000 + 100)
            balance += amount
            let date = start.adding(days: base / 40)!
            let day = "\(date.day < 10 ? "0" : "")\(date.day).\(date.month < 10 ? "0" : "")\(date.month).\(date.year)"
            let text = base % 7 == 0 ? "Lohn \(base % 11)" : "Zahlung \(base % 17) an Laden \(base % 23)"
            lines.append("\(day);\(text);\(index == unreadableAt ? "zwölf" : money(amount));\(money(balance))")
        }
        lines.append("Schlusssaldo;;;\(money(balance + closingOff))")
        return Array(lines.joined(separator: "\n").utf8) + [0x0A]
    }

    @Test("a statement of 7,000 rows imported as it is read writes exactly what the held import writes")
    func streamedEqualsHeld() throws {
        let bytes = Self.statement(rows: 7_000)
        var streamed = try Run()
        defer { streamed.remove() }
        var held = try Run()
        defer { held.remove() }

        #expect(try streamed.run(bytes) == nil)
        #expect(try held.run(bytes, held: true) == nil)

        #expect(streamed.streamed)
        #expect(!held.streamed)
        let written = try streamed.written()
        #expect(written == (try held.written()))
        #expect(written.bookings.count == 7_000)
        #expect(written.fingerprintIndex.count == 7_000)
        #expect(Set(written.bookings.map { $0[3] }).count == 7_000)
        #expect(written.bookings.filter { $0[3]?.hasSuffix("-2") == true }.count == 1_400)
        #expect(written.imports.count == 1)
        #expect(written.imports[0][6] == "7000")
        #expect(written.imports[0][12] == "2024-01-01")
        #expect(written.imports[0][13] == "2024-06-23")
        #expect(streamed.events == [
            "reading 1",
            "read 0: 7000 rows",
            "checking 1",
            "opened Giro CHF 1000.00",
            "checked 0: 7000 rows",
            "outcome long.csv booked new=7000 duplicates=0 import=1",
        ])
        #expect(held.events == streamed.events)
    }

    @Test("a statement within the window is read and booked as held, exactly as before")
    func shortStatementIsHeld() throws {
        var run = try Run()
        defer { run.remove() }
        #expect(try run.run(Self.statement(rows: 2_000)) == nil)
        #expect(!run.streamed)
        #expect(run.events[1] == "read 0: 2000 rows")
        #expect(try run.counts() == [1, 1, 2_000, 2_000])
    }

    @Test("a row that cannot be read, on row 6,500, fails the streamed import and leaves the ledger as it was")
    func unreadableRowBooksNothing() throws {
        var run = try Run()
        defer { run.remove() }
        try run.run(Self.statement(rows: 3_000, firstDay: 0))
        let before = try run.written()
        #expect(try run.counts() == [1, 1, 3_000, 3_000])

        do {
            try run.run(Self.statement(rows: 7_000, unreadableAt: 6_500, firstDay: 200))
            Issue.record("the import did not fail")
        } catch let error as ImportEngineError {
            #expect(error.kind == .input)
            #expect(error.line == 6_502)
            #expect(error.message.hasPrefix("1 row(s) cannot be read; nothing was booked: "))
        }
        #expect(try run.counts() == [1, 1, 3_000, 3_000])
        #expect(try run.written() == before)
    }

    @Test("a streamed statement whose balances do not reconcile is refused as a held one: nothing booked, no account opened")
    func mismatchBooksNothing() throws {
        let bytes = Self.statement(rows: 7_000, closingOff: 1)
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }

        var messages: [String] = []
        for (run, isHeld) in [(streamed, false), (held, true)] {
            var run = run
            do {
                try run.run(bytes, held: isHeld)
                Issue.record("the import did not fail")
            } catch let error as ImportEngineError {
                #expect(error.kind == .problemsFound)
                messages.append(error.message)
            }
        }
        #expect(messages.count == 2)
        #expect(messages[0] == messages[1])
        #expect(messages[0].hasPrefix("the balances do not reconcile; nothing was booked:\n"))
        #expect(try streamed.counts() == [0, 0, 0, 0])
        #expect(try streamed.written() == (try held.written()))
    }

    @Test("re-importing a streamed statement books nothing, every row a duplicate; its undo and history work")
    func reimportUndoAndHistory() throws {
        let bytes = Self.statement(rows: 7_000)
        var run = try Run()
        defer { run.remove() }
        try run.run(bytes)
        #expect(try run.run(bytes) == nil)
        #expect(run.streamed)
        #expect(run.events.last == "outcome long.csv booked new=0 duplicates=7000 import=2")
        #expect(try run.counts() == [1, 2, 7_000, 7_000])

        let history = try run.ledger.history(accountID: nil, limit: 10, offset: 0)
        #expect(history.map(\.id) == [2, 1])
        #expect(history.map(\.booked) == [0, 7_000])
        #expect(history.map(\.skippedDuplicates) == [7_000, 0])

        let undone = try run.ledger.undo(importID: 1, force: false)
        #expect(undone.removed == 7_000)
        #expect(try run.ledger.accounts().first?.balance.description == "1000.00")
        // Undone bookings are no duplicates: the statement is booked again, whole.
        #expect(try run.run(bytes) == nil)
        #expect(run.events.last == "outcome long.csv booked new=7000 duplicates=0 import=3")
        #expect(try run.ledger.accounts().first?.balance.description == (try held7000Balance()))
    }

    /// The account's balance after the 7,000 rows: its opening balance and their sum.
    func held7000Balance() throws -> String {
        var held = try Run()
        defer { held.remove() }
        try held.run(Self.statement(rows: 7_000), held: true)
        return try #require(try held.ledger.accounts().first).balance.description
    }

    @Test("a streamed dry run books nothing and counts what it would book")
    func dryRun() throws {
        var run = try Run()
        defer { run.remove() }
        try run.run(Self.statement(rows: 3_000))
        run.settings.dryRun = true
        #expect(try run.run(Self.statement(rows: 7_000)) == nil)
        #expect(run.streamed)
        #expect(run.events.last == "outcome long.csv dry-run new=4000 duplicates=3000 import=-")
        #expect(try run.counts() == [1, 1, 3_000, 3_000])
    }

    @Test("--expect-balance is checked against a streamed statement as against a held one")
    func expectedBalance() throws {
        var run = try Run()
        defer { run.remove() }
        run.settings.expectedBalance = "1.00"
        #expect(throws: ImportEngineError.self) { try run.run(Self.statement(rows: 7_000)) }
        #expect(try run.counts() == [0, 0, 0, 0])
        run.settings.expectedBalance = try held7000Balance()
        #expect(try run.run(Self.statement(rows: 7_000)) == nil)
        #expect(try run.counts() == [1, 1, 7_000, 7_000])
    }
}
