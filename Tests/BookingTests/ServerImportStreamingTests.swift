import Booking
import Foundation
import ImportEngine
import StatementImport
import StatementTemplates
import StatementValues
import TableReading
import TestSupport
import Testing

@testable import CertainServer

/// One statement longer than the streaming window imported into the reference Certain server
/// as it is read (`ServerImportSession`): the server gets the requests the held import sends —
/// one preview, one booking, the same bytes — and books the same; a refusal books nothing and
/// leaves no file behind.
@Suite("server import, streaming", .serialized)
struct ServerImportStreamingTests {
    /// A reference server with a CHF account whose opening balance is the generated
    /// statements' (1000.00), a spool directory of its own, and the engine run against them.
    final class Run {
        let server: ReferenceServer
        let fixture: ReferenceServer.Fixture
        let spool: URL
        var settings = ImportSettings()
        /// Whether the last run's read handed the rows on instead of holding them.
        private(set) var streamed = false
        /// The last run's events, by their name.
        private(set) var events: [String] = []

        init(extraArguments: [String] = []) throws {
            server = try ReferenceServer(extraArguments: extraArguments)
            fixture = try server.setUpAccount(name: "Privat", iban: nil, currency: "CHF", openingBalance: "1000.00")
            spool = try Corpus.temporaryDirectory()
            settings.account = "Privat"
        }

        func remove() {
            server.stop()
            try? FileManager.default.removeItem(at: spool)
        }

        var target: CertainServerTarget {
            get throws {
                try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token,
                                        spoolDirectory: spool)
            }
        }

        /// Imports `bytes` as `long.csv`, streaming unless `held`; the file's outcome, or the failure.
        func run(_ bytes: [UInt8], held: Bool = false, currency: String = "CHF") throws -> Result<Outcome, ImportEngineError> {
            let registry = TemplateRegistry()
            let plan = try StatementLoader.plan(
                head: bytes, tail: nil, fileName: "long.csv", registry: registry, choice: .automatic, currency: Currency(code: currency))
            var outcome: ImportOutcome?
            var streamed = false
            var events: [String] = []
            var engine = ImportEngine(
                files: [ImportFile(displayName: "long.csv", filename: "long.csv")], target: try target, settings: settings,
                questions: nil, templates: registry,
                read: { _ in try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan) },
                stream: held ? nil : { _, receiver in
                    var receiver = receiver
                    return try StatementStream.read(
                        InMemoryChunkSource(bytes), plan: plan, accountKey: receiver.accountKey(for: plan.format),
                        holdingShortStatement: true, into: &receiver)
                },
                report: { event in
                    events.append(Mirror(reflecting: event).children.first?.label ?? "\(event)")
                    if case .fileRead(_, let statement?) = event, statement.isStreamed { streamed = true }
                    if case .fileOutcome(let value) = event { outcome = value }
                })
            defer {
                self.streamed = streamed
                self.events = events
            }
            do {
                _ = try engine.run()
            } catch let error as ImportEngineError {
                return .failure(error)
            }
            return .success(Outcome(outcome))
        }

        /// The spool directory's entries: none once an import has ended.
        func spooled() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: spool.path)
        }

        /// What the server booked: the imports (their key without the run's part), the
        /// bookings as stored.
        func booked() throws -> Booked {
            let state = try server.state()
            return Booked(
                imports: state.imports.map {
                    "\($0.id) \($0.status) booked=\($0.booked) skipped=\($0.skippedDuplicates) key=\(Self.batchPart($0.idempotencyKey))"
                },
                bookings: try server.bookings(accountID: fixture.account.id).map {
                    "\($0.id) import=\($0.importID) \($0.fingerprint) \($0.bookingDate) \($0.amount)"
                })
        }

        /// `certain-import-<digest>-<run>` without the run, which differs between runs.
        static func batchPart(_ key: String?) -> String {
            guard let key else { return "-" }
            return String(key.prefix("certain-import-".count + 32))
        }

        /// The batch's calls the server received since it started (the history read for the
        /// account's balance is no part of the batch): method, path, key, body length, status.
        func calls() throws -> [String] {
            try server.requests().filter { $0.method == "POST" && $0.path.hasPrefix("/api/imports") }.map {
                "\($0.method) \($0.path) key=\(Self.batchPart($0.idempotencyKey)) length=\($0.contentLength.map(String.init) ?? "-") status=\($0.status.map(String.init) ?? "dropped")"
            }
        }
    }

    /// What the outcome says, but the moment the server recorded it.
    struct Outcome: Equatable {
        var text: String

        init(_ outcome: ImportOutcome?) {
            guard let outcome else {
                text = "no outcome"
                return
            }
            let record = outcome.record.map {
                "import=\($0.id) account=\($0.accountID) \($0.filename) \($0.sha256 ?? "-") booked=\($0.booked) skipped=\($0.skippedDuplicates) \($0.status)"
            }
            text = "\(outcome.file) \(outcome.status.rawValue) account=\(outcome.account ?? "-") period=\(outcome.period ?? "-") "
                + "rows=\(outcome.rows.map(String.init) ?? "-") new=\(outcome.new.map(String.init) ?? "-") "
                + "duplicates=\(outcome.duplicates.map(String.init) ?? "-") \(outcome.reconciliation ?? "-") \(record ?? "no record")"
        }
    }

    struct Booked: Equatable {
        var imports: [String]
        var bookings: [String]
    }

    /// A Swiss statement of `rows` bookings from 1,000.00, oldest first, with a running balance
    /// and its closing balance in the footer (`closingOff` cents off); every fifth row repeats
    /// the one before it, and texts hold what JSON escapes (`"`, `\`, `/`) and what it keeps (ü).
    static func statement(rows: Int, closingOff: Int64 = 0) -> [UInt8] {
        var lines = ["Datum;Text;Betrag;Saldo"]
        var balance: Int64 = 100_000
        let money = { (minor: Int64) in "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))" }
        for index in 0..<rows {
            let base = index % 5 == 4 ? index - 1 : index
            let amount: Int64 = base % 3 == 0 ? 150_000 : -Int64(base % 7_000 + 100)
            balance += amount
            let date = CalendarDate(year: 2024, month: 1, day: 1)!.adding(days: base / 50)!
            let day = String(format: "%02d.%02d.%04d", date.day, date.month, date.year)
            let text = base % 7 == 0 ? "Lohn \(base % 11) für 1/\(base % 12 + 1)" : "Zahlung \(base % 17) an \"\(base % 23)\\\(base % 3)\""
            lines.append("\(day);\(text);\(money(amount));\(money(balance))")
        }
        lines.append("Schlusssaldo;;;\(money(balance + closingOff))")
        return Array(lines.joined(separator: "\n").utf8) + [0x0A]
    }

    @Test("a statement of 4,500 rows imported as it is read books what the held import books, in the same two requests")
    func streamedEqualsHeld() throws {
        let bytes = Self.statement(rows: 4_500)
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }

        let outcome = try streamed.run(bytes).get()
        #expect(streamed.streamed)
        #expect(try held.run(bytes, held: true).get() == outcome)
        #expect(!held.streamed)
        #expect(streamed.events == ["readingStarted", "fileRead", "checkingStarted", "fileChecked", "fileOutcome"])
        #expect(held.events == streamed.events)

        let sha = SHA256.hex(of: bytes)
        #expect(outcome.text == "long.csv booked account=Privat period=2024-01-01..2024-03-30 rows=4500 new=4500 duplicates=0 ok "
                    + "import=1 account=\(streamed.fixture.account.id) long.csv \(sha) booked=4500 skipped=0 booked")
        let booked = try streamed.booked()
        #expect(booked == (try held.booked()))
        #expect(booked.bookings.count == 4_500)
        #expect(Set(booked.bookings.map { $0.split(separator: " ")[2] }).count == 4_500)
        #expect(booked.bookings.filter { $0.split(separator: " ")[2].hasSuffix("-2") }.count == 900)
        #expect(booked.imports.count == 1)
        // The same bytes: the same length, and the same key, which digests every field.
        let calls = try streamed.calls()
        #expect(calls == (try held.calls()))
        #expect(calls.count == 2)
        #expect(calls[0].hasPrefix("POST /api/imports/preview key=- length="))
        #expect(calls[1].hasPrefix("POST /api/imports key=certain-import-"))
        #expect(calls.allSatisfy { $0.hasSuffix("status=200") || $0.hasSuffix("status=201") })
        #expect(try streamed.spooled() == [])
    }

    @Test("the batch's file is the bytes the held import sends, private while it exists, and gone after cancel")
    func batchFileIsTheHeldBody() throws {
        let spool = try Corpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: spool) }
        // Nothing is sent: the file is written before any request.
        let server = try CertainServerTarget(name: "none", baseURL: "http://127.0.0.1:9", token: "t", spoolDirectory: spool)
        let account = Account(id: 7, name: "Privat", iban: nil, currency: "CHF", balance: DecimalAmount(significand: 0, scale: 2))
        let chf = Currency(code: "CHF")!
        let rows = (0..<7).map { index in
            BatchTransaction(
                fingerprint: BookingFingerprint("f\(index)"), bookingDate: CalendarDate(year: 2025, month: 3, day: index + 1)!,
                valueDate: index % 2 == 0 ? nil : CalendarDate(year: 2025, month: 3, day: index + 2),
                amount: Money(contractString: index % 3 == 0 ? "-12.30" : "1000.05", currency: chf)!,
                counterparty: index == 1 ? "Müller \"&\" Söhne / AG\\" : nil, counterpartyIBAN: index == 2 ? "CH9300762011623852957" : nil,
                purpose: "Zweck \(index)\n\u{1}", reference: nil, category: index == 4 ? "Lebensmittel" : nil,
                balanceAfter: Money(contractString: "\(index).00", currency: chf))
        }
        let source = BatchSource(filename: "märz/2025.csv", sha256: String(repeating: "ab", count: 32), size: 1_234, template: nil)
        let facts = StatementFacts(
            from: CalendarDate(year: 2025, month: 3, day: 1), to: CalendarDate(year: 2025, month: 3, day: 7),
            openingBalance: nil, closingBalance: Money(contractString: "6.00", currency: chf)!.amount)

        let session = try ServerImportSession(server: server, account: account, directory: spool)
        try session.add(Array(rows[0..<3]), firstIndex: 0)
        try session.add([], firstIndex: 3)
        try session.add(Array(rows[3..<4]), firstIndex: 3)
        try session.add(Array(rows[4...]), firstIndex: 4)
        let file = try session.writeBatch(source: source, statement: facts)

        let held = try server.encoded(Batch(accountID: 7, source: source, statement: facts, transactions: rows), for: .book)
        #expect(try Data(contentsOf: file) == held)
        // Keys sorted, slashes as they are, other characters as JSON needs them.
        let text = String(decoding: held, as: UTF8.self)
        #expect(text.hasPrefix(#"{"account_id":7,"source":{"filename":"märz/2025.csv","sha256":"#))
        #expect(text.contains(#""statement":{"closing_balance":"6.00","from":"2025-03-01","to":"2025-03-07"},"transactions":[{"amount":"-12.30","#))
        #expect(text.contains(#""counterparty":"Müller \"&\" Söhne / AG\\","#))
        #expect(text.hasSuffix(#""purpose":"Zweck 6\n\u0001"}]}"#))
        // And so every time: a retry sends the same bytes.
        #expect(try server.encoded(Batch(accountID: 7, source: source, statement: facts, transactions: rows), for: .book) == held)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // The rows' spool has no name: the batch's file is all the directory holds.
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path) == [file.lastPathComponent])
        session.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path) == [])
    }

    @Test("a dry run counts against the server what the held dry run counts, and books nothing")
    func dryRunCounts() throws {
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }
        for run in [streamed, held] {
            _ = try run.run(Self.statement(rows: 2_500), held: true).get()
            run.settings.dryRun = true
        }

        let outcome = try streamed.run(Self.statement(rows: 6_000)).get()
        #expect(streamed.streamed)
        #expect(try held.run(Self.statement(rows: 6_000), held: true).get() == outcome)
        #expect(outcome.text == "long.csv dry-run account=Privat period=2024-01-01..2024-04-29 rows=6000 new=3500 duplicates=2500 ok no record")
        #expect(try streamed.booked() == (try held.booked()))
        #expect(try streamed.booked().imports.count == 1)
        #expect(try streamed.calls().last?.hasPrefix("POST /api/imports/preview key=- length=") == true)
        #expect(try streamed.spooled() == [])
    }

    @Test("the same statement imported again: every row a duplicate, an import of none recorded")
    func reimportFindsDuplicates() throws {
        let run = try Run()
        defer { run.remove() }
        let bytes = Self.statement(rows: 2_500)
        _ = try run.run(bytes).get()
        let again = try run.run(bytes).get()
        #expect(run.streamed)
        #expect(again.text.hasPrefix("long.csv booked account=Privat period=2024-01-01..2024-02-19 rows=2500 new=0 duplicates=2500 ok import=2 "))
        #expect(again.text.hasSuffix(" booked=0 skipped=2500 booked"))
        let booked = try run.booked()
        #expect(booked.bookings.count == 2_500)
        #expect(booked.imports.map { $0.prefix(30) } == ["1 booked booked=2500 skipped=0", "2 booked booked=0 skipped=2500"])
        #expect(try run.spooled() == [])
    }

    @Test("an answer lost after the commit, then a 503: the booking is sent again with the same key and books once")
    func lostAnswerIsRetriedOnce() throws {
        let run = try Run()
        defer { run.remove() }
        try run.server.arm(.dropAfterCommit())
        try run.server.arm(.status(503, path: "/api/imports", method: "POST"))
        let outcome = try run.run(Self.statement(rows: 2_500)).get()
        #expect(run.streamed)
        #expect(outcome.text.hasSuffix(" booked=2500 skipped=0 booked"))
        let booked = try run.booked()
        #expect(booked.imports.count == 1)
        #expect(booked.bookings.count == 2_500)
        let calls = try run.calls()
        #expect(calls.count == 4)
        let bookings = calls.dropFirst()
        // One key, one length: three attempts of one request.
        #expect(Set(bookings.map { $0.replacingOccurrences(of: #" status=\S+$"#, with: "", options: .regularExpression) }).count == 1)
        #expect(bookings.map { $0.split(separator: " ").last! } == ["status=503", "status=dropped", "status=200"]
                    || bookings.map { $0.split(separator: " ").last! } == ["status=dropped", "status=503", "status=200"])
        #expect(try run.spooled() == [])
    }

    @Test("balances that do not reconcile: refused as the held import refuses, nothing booked, no file left")
    func mismatchBooksNothing() throws {
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }
        let bytes = Self.statement(rows: 2_500, closingOff: 1)
        let refusal = try #require(Self.failure(try streamed.run(bytes)))
        #expect(streamed.streamed)
        #expect(Self.failure(try held.run(bytes, held: true)) == refusal)
        #expect(refusal.hasPrefix("problemsFound long.csv: the balances do not reconcile; nothing was booked:\n"))
        #expect(try streamed.booked() == Booked(imports: [], bookings: []))
        #expect(try streamed.calls() == (try held.calls()))
        #expect(try streamed.spooled() == [])
    }

    @Test("a body larger than the server takes: its 413 and hint as the held import shows them, nothing booked, no file left")
    func tooLargeBodyBooksNothing() throws {
        let streamed = try Run(extraArguments: ["--max-body", "100000"])
        defer { streamed.remove() }
        let held = try Run(extraArguments: ["--max-body", "100000"])
        defer { held.remove() }
        let bytes = Self.statement(rows: 2_500)
        let result = try streamed.run(bytes)
        let refusal = try #require(Self.failure(result))
        #expect(streamed.streamed)
        let heldRefusal = try #require(Self.failure(try held.run(bytes, held: true)))
        #expect(refusal == heldRefusal.replacingOccurrences(of: "\(held.server.port)", with: "\(streamed.server.port)"))
        #expect(refusal == "input server reference (http://127.0.0.1:\(streamed.server.port)) POST /api/imports/preview: "
                    + "the batch is too large for the server (413: Request body too large: 453302 bytes; at most 100000) "
                    + "hint: -")
        // The way out is the code's advice now, no sentence of the server client's.
        #expect(Self.refusal(result)?.code == .serverBatchTooLarge)
        #expect(try streamed.booked() == Booked(imports: [], bookings: []))
        #expect(try streamed.calls().count == 1)
        #expect(try streamed.spooled() == [])
    }

    @Test("a revoked token: refused as the held import refuses it, after one call, not again by a held read")
    func refusedLoginIsNotAskedTwice() throws {
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }
        for run in [streamed, held] { try run.server.revokeToken(id: run.fixture.token.id) }
        let bytes = Self.statement(rows: 2_500)
        let refusal = try #require(Self.failure(try streamed.run(bytes)))
        let heldRefusal = try #require(Self.failure(try held.run(bytes, held: true)))
        #expect(refusal == heldRefusal.replacingOccurrences(of: "\(held.server.port)", with: "\(streamed.server.port)"))
        #expect(refusal.hasPrefix("target server reference (http://127.0.0.1:\(streamed.server.port)) GET /api/accounts: the server refused the device token (401: Token has been revoked)"))
        // The held read of an unreachable server waited out its retries a second time.
        let calls = try streamed.server.requests().map { "\($0.method) \($0.path) \($0.status.map(String.init) ?? "-")" }
        #expect(calls == ["GET /api/version 200", "GET /api/accounts 401"])
        #expect(try streamed.booked() == Booked(imports: [], bookings: []))
    }

    @Test("a statement without IBAN and --yes: the bank's name names no server account, streamed or held")
    func templateNameIsNoServerAccount() throws {
        let streamed = try Run()
        defer { streamed.remove() }
        let held = try Run()
        defer { held.remove() }
        // N26's export states no IBAN; the ledger would open an account named after its template.
        var text = #""Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate""# + "\n"
        for index in 0..<2_500 {
            text += "2025-03-\(String(format: "%02d", index / 100 + 1)),2025-03-\(String(format: "%02d", index / 100 + 1)),Laden \(index % 40),,Presentment,,Main Account,-\(index % 90 + 1).50,,,\n"
        }
        for run in [streamed, held] {
            try run.server.createAccount(name: "N26 account", currency: "EUR")
            run.settings.account = nil
            run.settings.opensMissingAccounts = true
        }
        let refusal = try #require(Self.failure(try streamed.run(Array(text.utf8), currency: "EUR")))
        #expect(!streamed.streamed)
        #expect(Self.failure(try held.run(Array(text.utf8), held: true, currency: "EUR")) == refusal)
        #expect(refusal.hasPrefix("problemsFound long.csv: the statement states no IBAN, so the account must be named hint: "))
        #expect(try streamed.booked() == Booked(imports: [], bookings: []))
    }

    /// The refusal's problem, for its code.
    static func refusal(_ result: Result<Outcome, ImportEngineError>) -> Problem? {
        guard case .failure(let error) = result else { return nil }
        return error.problem
    }

    /// A failure as `kind file: message hint`.
    static func failure(_ result: Result<Outcome, ImportEngineError>) -> String? {
        guard case .failure(let error) = result else { return nil }
        return "\(error.kind) \(error.file ?? "-"): \(error.message) hint: \(error.hint ?? "-")"
    }
}
