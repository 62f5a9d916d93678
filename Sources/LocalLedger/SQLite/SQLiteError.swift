import CSQLite

/// A failed SQLite call: its result code and SQLite's own message.
///
/// Only the ledger's public surface turns this into a `BookingError`, because only there is
/// it known which operation the user asked for.
struct SQLiteError: Error, Sendable {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_NOTADB`, ...).
    var code: Int32
    var message: String

    init(code: Int32, message: String) {
        self.code = code & 0xFF
        self.message = message
    }

    /// The error of the last failed call on `handle`.
    init(code: Int32, handle: OpaquePointer?) {
        self.init(code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code)))
    }

    /// Another process holds the write lock (after the busy timeout ran out).
    var isLocked: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
}
