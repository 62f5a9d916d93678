import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed SQLite call: its result code and SQLite's own message.
///
/// Only the ledger's public surface turns this into a `BookingError`, because only there is
/// it known which operation the user asked for.
struct SQLiteError: Error, Sendable {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_NOTADB`, ...).
    var code: Int32
    var message: String
    /// The operating system's `errno` of the failed call, where it made one (0 otherwise).
    var systemError: Int32

    init(code: Int32, message: String, systemError: Int32 = 0) {
        self.code = code & 0xFF
        self.message = message
        self.systemError = systemError
    }

    /// The error of the last failed call on `handle`.
    init(code: Int32, handle: OpaquePointer?) {
        self.init(
            code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code)),
            systemError: handle.map(sqlite3_system_errno) ?? 0)
    }

    /// The disk is full: SQLite says so itself while writing pages, and reports a file it
    /// cannot create or extend for lack of space (its WAL index, a journal) as an I/O error.
    var isDiskFull: Bool { code == SQLITE_FULL || (code == SQLITE_IOERR && systemError == ENOSPC) }

    /// Another process holds the write lock (after the busy timeout ran out).
    var isLocked: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
}
