import Booking
import CSQLite
import Foundation
import ImportWords
import StatementImport
import StatementValues

/// The embedded booking target: a ledger in one SQLite file on this machine.
///
/// It keeps the semantics of the Certain import API (see `BookingTarget`), so that switching
/// between the ledger and a server changes nothing for the user. The file is in WAL mode, so
/// readers never wait for a writer; writers wait for each other up to the busy timeout, so two
/// certain-import processes booking into one ledger at once both succeed. Every import is one
/// transaction: a process killed half-way leaves nothing of its import behind.
///
/// One `LocalLedger` is one connection; use it from one thread at a time, and open another
/// for another thread.
package final class LocalLedger: BookingTarget {
    /// The file, as the caller named it.
    package let path: String
    let connection: SQLiteConnection
    /// The batch the last preview validated, until it is booked.
    var lastPreviewed: ValidatedBatch.Memo?
    /// The highest id `planAccount` gave, so that the accounts one run plans get distinct ids.
    var lastPlannedAccountID = 0

    /// Up to 256 MiB of page cache and 1 GiB of the file mapped (see `prepareSchema`); an
    /// import that streams takes less for a while (`LedgerImportSession`).
    static let cachePragmas = "PRAGMA cache_size = -262144; PRAGMA mmap_size = 1073741824"

    /// The schema version this build writes and reads (`PRAGMA user_version`).
    package static var schemaVersion: Int { LedgerSchema.version }

    /// Opens the ledger at `path`, creating the file and its tables if they do not exist yet,
    /// and bringing an older ledger's schema up to date. A ledger this call created and could
    /// not set up is removed again: a failed open leaves no file behind.
    ///
    /// `path` is always a file: SQLite's special names (`:memory:`, `file:` URIs) are opened
    /// as the files they spell.
    ///
    /// - Parameter busyTimeout: How long to wait for another process that is booking into the
    ///   same ledger before giving up.
    package init(path: String, busyTimeout: Duration = .seconds(30)) throws(BookingError) {
        self.path = path
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        connection = try Self.connect(path, busyTimeoutMilliseconds: milliseconds)
    }

    /// A connection to the ledger at `path`, its schema ready; removes the ledger it created
    /// when that fails, unless another process holds it (which may have taken the new file).
    private static func connect(_ path: String, busyTimeoutMilliseconds: Int32) throws(BookingError) -> SQLiteConnection {
        try refuseTooLong(path)
        try refuseSymbolicLinks(path)
        let created = createPrivately(path)
        do {
            return try prepared(path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch let error as SQLiteError {
            if created && !error.isLocked { removeFiles(ofLedgerAt: path) }
            throw translate(error, while: .openLedger, target: target(path))
        } catch let error as BookingError {
            if created { removeFiles(ofLedgerAt: path) }
            throw error
        } catch {
            if created { removeFiles(ofLedgerAt: path) }
            throw BookingError(.failed, target: target(path), Problem(.ledgerFailed, LedgerOperation.openLedger.data.merging(["reason": .text("\(error)")]) { $1 }))
        }
    }

    /// Opens `path` and prepares its schema; the connection is closed again when this throws.
    private static func prepared(_ path: String, busyTimeoutMilliseconds: Int32) throws -> SQLiteConnection {
        // SQLite reads `:memory:`, `file:...` and an empty name specially, a path with a
        // directory never.
        let connection = try SQLiteConnection(path: path.hasPrefix("/") ? path : "./" + path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        try prepareSchema(connection, target: target(path))
        return connection
    }

    /// Refuses a path longer than SQLite opens, which it would only call "unable to open".
    private static func refuseTooLong(_ path: String) throws(BookingError) {
        guard let limit = sqlite3_vfs_find(nil)?.pointee.mxPathname else { return }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        guard absolute.utf8.count > Int(limit) else { return }
        throw BookingError(.unreachable, target: target(path), Problem(.ledgerPathTooLong, [
            "bytes": .number(absolute.utf8.count), "limit": .number(Int(limit)),
        ]))
    }

    package var displayName: String { path }

    /// The ledger's accounts are opened by certain-import: by `accounts add`, or by an import.
    package var opensAccounts: Bool { true }

    /// `ledger PATH`, which every error names.
    var target: String { Self.target(path) }

    static func target(_ path: String) -> String { "ledger \(path)" }

    /// Refuses files that are not ledgers, turns on WAL and foreign keys, and runs the
    /// migrations this file has not had yet.
    private static func prepareSchema(_ connection: SQLiteConnection, target: String) throws {
        try connection.execute("PRAGMA foreign_keys = ON")
        // In WAL mode, NORMAL syncs the log at checkpoints instead of at every commit. A
        // committed import survives the process being killed (the log is in the operating
        // system's hands at commit); only a power cut or a kernel crash may lose the last
        // commits, and even then the ledger stays consistent: an import is there whole or
        // not at all. Worth it because a batch of files commits many times.
        try connection.execute("PRAGMA synchronous = NORMAL")
        // An import into a large ledger inserts its fingerprint keys all over the fingerprint
        // index: with the default 2 MiB cache every insert reads index pages back from the
        // file. These are upper bounds; a small ledger uses little of either.
        try connection.execute(Self.cachePragmas)
        let applicationID = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let tables = try connection.integer("SELECT count(*) FROM sqlite_schema")
        let isEmpty = applicationID == 0 && version == 0 && tables == 0
        guard isEmpty || applicationID == LedgerSchema.applicationID else {
            throw BookingError(.unreachable, target: target, Problem(.notALedger, remedy: .nameOtherLedger))
        }
        guard version <= LedgerSchema.version else { throw newerSchemaError(version, target: target) }
        if isEmpty {
            // Only a file without pages takes a page size, and WAL mode writes the first.
            // 16 KiB instead of 4 KiB: a large import writes a quarter of the pages to the
            // log and again to the file, in a quarter of the system calls.
            try connection.execute("PRAGMA page_size = 16384")
        }
        let journalMode = try connection.text("PRAGMA journal_mode = WAL")
        guard journalMode == "wal" else {
            throw BookingError(.unreachable, target: target, Problem(.ledgerNotWAL, ["mode": .text(journalMode ?? "unknown")]))
        }
        guard version < LedgerSchema.version else { return }
        try connection.writeTransaction {
            // Another process may have migrated while this one waited for the lock.
            let current = try connection.integer("PRAGMA user_version")
            guard current < LedgerSchema.version else { return }
            try connection.defineFunction(FingerprintKey.sqlFunction, integerOfText: FingerprintKey.of)
            for migration in LedgerSchema.migrations[current...] {
                try connection.execute(migration)
            }
            try connection.execute("PRAGMA application_id = \(LedgerSchema.applicationID)")
            try connection.execute("PRAGMA user_version = \(LedgerSchema.version)")
        }
    }

    private static func newerSchemaError(_ version: Int, target: String) -> BookingError {
        BookingError(.unreachable, target: target, Problem(.ledgerSchemaNewer, [
            "version": .number(version), "known": .number(LedgerSchema.version),
        ]))
    }

    /// Runs one operation of the public surface, turning SQLite's failures into errors that
    /// name the ledger, the operation and what to do.
    func perform<Result>(_ operation: LedgerOperation, _ body: () throws -> Result) throws(BookingError) -> Result {
        do {
            return try body()
        } catch let error as BookingError {
            throw error
        } catch let error as SQLiteError {
            throw Self.translate(error, while: operation, target: target)
        } catch {
            throw BookingError(.failed, target: target, Problem(.ledgerFailed, operation.data.merging(["reason": .text("\(error)")]) { $1 }))
        }
    }

    /// Like `perform`, inside one write transaction.
    func performWrite<Result>(_ operation: LedgerOperation, _ body: () throws -> Result) throws(BookingError) -> Result {
        try perform(operation) { try connection.writeTransaction(body) }
    }

    private static func translate(_ error: SQLiteError, while operation: LedgerOperation, target: String) -> BookingError {
        if error.isDiskFull {
            // Every write is one transaction, rolled back whole when the disk fills up.
            return BookingError(.failed, target: target, Problem(.ledgerDiskFull, operation.data.merging(["reason": .text(error.message)]) { $1 }))
        }
        let (kind, code): (BookingError.Kind, ProblemCode) = switch error.code {
        case SQLITE_BUSY, SQLITE_LOCKED: (.unreachable, .ledgerLocked)
        case SQLITE_NOTADB: (.unreachable, .ledgerNotALedger)
        case SQLITE_CORRUPT: (.unreachable, .ledgerDamaged)
        case SQLITE_CANTOPEN: (.unreachable, .ledgerNotOpenable)
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: (.unreachable, .ledgerNotWritable)
        case SQLITE_IOERR: (.unreachable, .ledgerDiskFailed)
        default: (.failed, .ledgerFailed)
        }
        let remedy: Remedy? = code == .ledgerNotALedger ? .nameOtherLedger : nil
        return BookingError(kind, target: target, Problem(code, operation.data.merging(["reason": .text(error.message)]) { $1 }, remedy: remedy))
    }
}
