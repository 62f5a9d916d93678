import CSQLite

/// One connection to an SQLite file, used from one thread at a time.
///
/// A thin layer over the C API: statements, transactions and errors as Swift values, nothing
/// about the ledger's tables.
final class SQLiteConnection {
    private let handle: OpaquePointer

    /// Opens `path`, creating the file if it does not exist yet.
    init(path: String, busyTimeoutMilliseconds: Int32) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, handle: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 0)
        // Set before anything else touches the file, so that even switching to WAL waits for
        // another process instead of failing.
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows the caller needs.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, handle: handle) }
    }

    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw SQLiteError(code: code, handle: handle) }
        return SQLiteStatement(statement, connection: handle)
    }

    /// The single integer the query answers, such as a `PRAGMA user_version`.
    func integer(_ sql: String) throws(SQLiteError) -> Int {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return statement.int(at: 0)
    }

    /// The single text the query answers, such as `PRAGMA journal_mode`.
    func text(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.text(at: 0)
    }

    /// Makes `name(text)` callable from SQL on this connection: it answers `body` of the
    /// text's UTF-8 bytes, and NULL for NULL. Deterministic, so SQLite may use it in indexes.
    func defineFunction(_ name: String, integerOfText body: @escaping (UnsafeRawBufferPointer) -> Int64) throws(SQLiteError) {
        let box = Unmanaged.passRetained(IntegerOfText(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, arguments in
                let body = Unmanaged<IntegerOfText>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue().body
                guard let argument = arguments?[0], let text = sqlite3_value_text(argument) else {
                    sqlite3_result_null(context)
                    return
                }
                let count = Int(sqlite3_value_bytes(argument))
                sqlite3_result_int64(context, body(UnsafeRawBufferPointer(start: text, count: count)))
            },
            nil, nil,
            { box in box.map { Unmanaged<IntegerOfText>.fromOpaque($0).release() } }
        )
        guard code == SQLITE_OK else { throw SQLiteError(code: code, handle: handle) }
    }

    /// A Swift function handed to SQLite as the user data of an SQL function.
    private final class IntegerOfText {
        let body: (UnsafeRawBufferPointer) -> Int64

        init(_ body: @escaping (UnsafeRawBufferPointer) -> Int64) {
            self.body = body
        }
    }

    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in a write transaction taken at once (`BEGIN IMMEDIATE`), so that a second
    /// writer waits at the start instead of failing half-way; rolls back on any error.
    func writeTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
