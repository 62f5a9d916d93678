import Booking
import Foundation
import Testing

@testable import LocalLedger

/// The ledger's import session (`LedgerImportSession`) against `book`: the same rows give the
/// same answers, and what a session refuses leaves nothing behind.
@Suite("ledger import session")
struct LedgerImportSessionTests {
    static func row(_ index: Int, fingerprint: String? = nil) -> BatchTransaction {
        BatchTransaction(
            fingerprint: BookingFingerprint(fingerprint ?? "v1-row-\(index)"), bookingDate: day("2024-03-\(String(format: "%02d", index % 28 + 1))"),
            valueDate: nil, amount: money("-\(index % 90 + 10).50"), counterparty: "Laden \(index % 7)",
            counterpartyIBAN: nil, purpose: index % 3 == 0 ? nil : "Einkauf \(index)", reference: nil, category: nil,
            balanceAfter: nil)
    }

    static let source = BatchSource(filename: "march.csv", sha256: String(repeating: "ab", count: 32), size: 12_345, template: nil)
    static let facts = StatementFacts(from: day("2024-03-01"), to: day("2024-03-28"), openingBalance: decimal("100.00"), closingBalance: nil)

    /// Books `rows` through a session, in batches of `batch`.
    static func bookStreamed(_ rows: [BatchTransaction], into ledger: LocalLedger, account: Account, batch: Int = 512) throws -> ImportRecord {
        let session = try #require(try ledger.beginImport(into: .existing(account), dryRun: false))
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + batch)
            try session.add(Array(rows[start..<end]), firstIndex: start)
            start = end
        }
        return try session.finish(source: source, statement: facts, idempotencyKey: "key-1", annotation: .none)
    }

    @Test("a fingerprint that occurs twice is refused as book refuses it, at the end, with nothing written")
    func repeatedFingerprint() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        let account = try ledger.addAccount(name: "Giro", currency: "EUR", openingBalance: "100.00")
        var rows = (0..<3_000).map { Self.row($0) }
        rows[2_900] = Self.row(2_900, fingerprint: rows[1_234].fingerprint.description)
        rows[2_950] = Self.row(2_950, fingerprint: rows[17].fingerprint.description)

        let held = #expect(throws: BookingError.self) {
            try ledger.book(Batch(accountID: account.id, source: Self.source, statement: Self.facts, transactions: rows), idempotencyKey: "key-0")
        }
        let streamed = #expect(throws: BookingError.self) { try Self.bookStreamed(rows, into: ledger, account: account) }
        #expect(streamed?.message == "transaction 2900: fingerprint 'v1-row-1234' occurs twice in the batch")
        #expect(streamed == held)
        #expect(try ledger.history(accountID: nil, limit: 10, offset: 0).isEmpty)
        #expect(try sqlite3(directory.path("ledger.sqlite"), "SELECT count(*) FROM bookings; SELECT count(*) FROM imports;") == "0\n0")
    }

    @Test("a fingerprint that occurs twice among rows already booked is refused as book refuses it")
    func repeatedFingerprintOfDuplicates() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        let account = try ledger.addAccount(name: "Giro", currency: "EUR", openingBalance: "100.00")
        var rows = (0..<3_000).map { Self.row($0) }
        _ = try ledger.book(
            Batch(accountID: account.id, source: Self.source, statement: nil, transactions: Array(rows[0..<100])), idempotencyKey: "key-0")
        rows[2_950] = Self.row(2_950, fingerprint: rows[17].fingerprint.description)

        let held = #expect(throws: BookingError.self) {
            try ledger.book(Batch(accountID: account.id, source: Self.source, statement: Self.facts, transactions: rows), idempotencyKey: "key-1")
        }
        let streamed = #expect(throws: BookingError.self) { try Self.bookStreamed(rows, into: ledger, account: account) }
        #expect(streamed?.message == "transaction 2950: fingerprint 'v1-row-17' occurs twice in the batch")
        #expect(streamed == held)
        #expect(try ledger.history(accountID: nil, limit: 10, offset: 0).count == 1)
    }

    @Test("the same rows give the same import record and request hash, in batches of any size, into a ledger with bookings")
    func sameAsBook() throws {
        let directory = try TemporaryDirectory()
        let rows = (0..<5_000).map { Self.row($0) }
        var hashes: [String] = []
        var bookings: [String] = []
        for batch in [0, 1, 512, 4_999] {
            let path = directory.path("ledger-\(batch).sqlite")
            let ledger = try LocalLedger(path: path)
            let account = try ledger.addAccount(name: "Giro", currency: "EUR", openingBalance: "100.00")
            // Rows booked before: the later ones are duplicates.
            _ = try ledger.book(
                Batch(accountID: account.id, source: Self.source, statement: nil, transactions: Array(rows[0..<700])), idempotencyKey: "key-0")
            let record = batch == 0
                ? try ledger.book(Batch(accountID: account.id, source: Self.source, statement: Self.facts, transactions: rows), idempotencyKey: "key-1")
                : try Self.bookStreamed(rows, into: ledger, account: account, batch: batch)
            #expect(record.booked == 4_300)
            #expect(record.skippedDuplicates == 700)
            hashes.append(try sqlite3(path, "SELECT request_hash, total_minor, first_booking_id, last_booking_id, statement_opening_minor FROM imports WHERE id = 2;"))
            bookings.append(try sqlite3(path, "SELECT * FROM bookings ORDER BY id; SELECT * FROM fingerprint_index ORDER BY 1, 2;"))
        }
        #expect(Set(hashes).count == 1)
        #expect(Set(bookings).count == 1)
        #expect(hashes[0].hasSuffix("|-23620000|701|5000|10000"))
    }

    @Test("the index sorts keys as SQLite sorts integers, rows of one key in row order")
    func indexOrder() throws {
        let directory = try TemporaryDirectory()
        var index = try StreamedFingerprintIndex(spoolingIn: directory.url)
        var generator = SystemRandomNumberGenerator()
        // Few distinct keys among many rows, and negative ones: every bucket and group size.
        let keys = (0..<20_000).map { position -> Int64 in
            position % 5 == 0 ? Int64.random(in: -3...3, using: &generator) : Int64.random(in: .min ... .max, using: &generator)
        }
        for (position, key) in keys.enumerated() { index.add(key: key, existing: position % 4 == 0 ? 1 : nil) }
        index.finishAdding()
        // The spool has no name: the directory holds nothing.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
        var entries: [(Int64, Int)] = []
        var parts = 0
        try index.parts { part in
            parts += 1
            index.newEntries(in: part, firstBooking: 1_000) { entries.append(($0, $1)) }
        }
        #expect(parts == 16)
        let newRows = keys.indices.filter { $0 % 4 != 0 }
        let expected = newRows.enumerated().map { (keys[$0.element], 1_000 + $0.offset) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        #expect(entries.map(\.0) == expected.map(\.0))
        #expect(entries.map(\.1) == expected.map(\.1))
    }
}
