import Booking
import Foundation
import LocalLedger
import StatementValues
import Testing

/// What happens when an import fails half-way, and when two writers meet.
@Suite("LocalLedger: atomic imports and concurrent writers")
struct LocalLedgerConcurrencyTests {
    @Test func anImportThatFailsHalfWayLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        let ledger = try LocalLedger(path: path)
        let account = try ledger.addAccount(name: "Girokonto", currency: "EUR")
        let rows = batch(account: account.id, amounts: Array(repeating: "1.00", count: 5000))
        // The failure strikes at the last row, after 4,999 rows were written into the transaction.
        try sqlite3(path, """
            CREATE TRIGGER fail_late BEFORE INSERT ON bookings WHEN NEW.fingerprint = 'row-4999'
            BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
            """)

        let error = #expect(throws: BookingError.self) { try ledger.book(rows, idempotencyKey: "k") }

        #expect(error?.description == "ledger \(path): cannot book the import of statement.csv: injected failure")
        #expect(try sqlite3(path, "SELECT count(*) FROM bookings; SELECT count(*) FROM imports;") == "0\n0")
        try sqlite3(path, "DROP TRIGGER fail_late;")
        #expect(try ledger.book(rows, idempotencyKey: "k").booked == 5000)
        #expect(try ledger.accounts().map(\.balance.description) == ["5000.00"])
    }

    @Test func twoConnectionsBookingOverlappingBatchesBookEachFingerprintOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        let accountID = try LocalLedger(path: path).addAccount(name: "Girokonto", currency: "EUR").id
        let amounts = Array(repeating: "1.00", count: 20_000)
        // Rows 0..<20,000 and 10,000..<30,000: 10,000 fingerprints in both.
        let batches = [
            batch(account: accountID, amounts: amounts),
            batch(account: accountID, amounts: amounts, fingerprintOffset: 10_000),
        ]
        let results = ResultBox()
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for (index, batch) in batches.enumerated() {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                start.wait()
                results.add(Result { () throws(BookingError) -> ImportRecord in
                    try LocalLedger(path: path).book(batch, idempotencyKey: "writer-\(index)")
                })
            }
        }
        start.signal()
        start.signal()
        group.wait()

        let records = try results.all.map { try $0.get() }
        #expect(records.map(\.booked).reduce(0, +) == 30_000)
        #expect(records.map(\.skippedDuplicates).reduce(0, +) == 10_000)
        #expect(Set(records.map(\.booked)) == [20_000, 10_000])
        #expect(try sqlite3(path, "SELECT count(*), count(DISTINCT fingerprint) FROM bookings;") == "30000|30000")
        #expect(try LocalLedger(path: path).accounts().map(\.balance.description) == ["30000.00"])
    }

    @Test func aBookingWaitsForAnotherProcessHoldingTheWriteLock() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        let ledger = try LocalLedger(path: path)
        let account = try ledger.addAccount(name: "Girokonto", currency: "EUR")
        let holder = try LockHolder(path: path, seconds: 1)

        let started = ContinuousClock.now
        let record = try ledger.book(batch(account: account.id, amounts: ["1.00"]), idempotencyKey: "k")
        let waited = ContinuousClock.now - started
        holder.wait()

        #expect(record.booked == 1)
        #expect(waited > .milliseconds(300))
        #expect(try sqlite3(path, "SELECT name FROM accounts ORDER BY id;") == "Girokonto\nheld")
    }

    @Test func aBookingThatWaitedLongerThanTheBusyTimeoutSaysTheLedgerIsLocked() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        let accountID = try LocalLedger(path: path).addAccount(name: "Girokonto", currency: "EUR").id
        let ledger = try LocalLedger(path: path, busyTimeout: .milliseconds(100))
        let holder = try LockHolder(path: path, seconds: 2)
        defer { holder.wait() }

        let error = #expect(throws: BookingError.self) {
            try ledger.book(batch(account: accountID, amounts: ["1.00"]), idempotencyKey: "k")
        }

        #expect(error?.kind == .unreachable)
        #expect(error?.problem == Problem(.ledgerLocked, [
            "operation": .text("book_import"), "operation_file": .text("statement.csv"), "reason": .text("database is locked"),
        ]))
        #expect(error?.description == "ledger \(path): cannot book the import of statement.csv: database is locked")
        #expect(error?.problem.advice() == "the ledger is locked by another certain-import; wait or retry")
    }
}

/// Results handed back from writer threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<ImportRecord, BookingError>] = []

    func add(_ result: Result<ImportRecord, BookingError>) {
        lock.withLock { results.append(result) }
    }

    var all: [Result<ImportRecord, BookingError>] { lock.withLock { results } }
}

/// An `sqlite3` process that takes the ledger's write lock, adds an account named `held`, and
/// commits after a while: another program writing into the same ledger.
struct LockHolder {
    let process = Process()

    /// Returns once the lock is taken.
    init(path: String, seconds: Int) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("""
            BEGIN IMMEDIATE;
            INSERT INTO accounts (name, currency) VALUES ('held', 'EUR');
            .print locked
            .system sleep \(seconds)
            COMMIT;

            """.utf8))
        try input.fileHandleForWriting.close()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            seen.append(chunk)
        }
    }

    func wait() {
        process.waitUntilExit()
    }
}
