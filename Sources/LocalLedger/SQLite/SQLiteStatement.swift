import CSQLite

/// A prepared statement: bind values by position (from 1), step, read columns (from 0).
///
/// Prepare once and `rewind()` between uses where a statement runs per row: preparing is the
/// expensive part.
final class SQLiteStatement {
    private let statement: OpaquePointer
    /// The connection, for error messages.
    private let connection: OpaquePointer

    /// SQLite copies bound text at once, so Swift strings need not outlive the call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ statement: OpaquePointer, connection: OpaquePointer) {
        self.statement = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(statement)
    }

    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(statement, index, Int64(value))
    }

    func bind(_ value: Int64?, at index: Int32) {
        if let value {
            sqlite3_bind_int64(statement, index, value)
        } else {
            sqlite3_bind_null(statement, index)
        }
    }

    func bind(_ value: String?, at index: Int32) {
        if let value {
            sqlite3_bind_text(statement, index, value, -1, Self.transient)
        } else {
            sqlite3_bind_null(statement, index)
        }
    }

    /// Binds `bytes` as text without copying them (`nil` binds NULL): SQLite reads them when
    /// the statement steps, so they must stay where they are and as they are until then.
    func bindInPlace(_ bytes: UnsafeRawBufferPointer?, at index: Int32) {
        guard let bytes else {
            sqlite3_bind_null(statement, index)
            return
        }
        // An empty buffer may have no address, and a null pointer would bind NULL.
        guard let start = bytes.baseAddress, !bytes.isEmpty else {
            sqlite3_bind_text(statement, index, "", 0, Self.transient)
            return
        }
        sqlite3_bind_text(statement, index, start.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }

    /// Binds `values` to the parameters 1, 2, ... in order.
    func bind(_ values: SQLiteValue...) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let integer): bind(integer, at: index)
            case .text(let text): bind(text, at: index)
            }
        }
    }

    /// Moves to the next row: `true` when there is one, `false` when the statement is done.
    @discardableResult
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw SQLiteError(code: code, handle: connection)
        }
    }

    /// Makes the statement ready to run again, keeping its bindings, so that a statement run
    /// per row only rebinds what changes.
    func rewind() {
        sqlite3_reset(statement)
    }

    func int(at column: Int32) -> Int {
        Int(sqlite3_column_int64(statement, column))
    }

    func optionalInt(at column: Int32) -> Int? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : int(at: column)
    }

    func text(at column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// `body` of the text's UTF-8 bytes, read in place (valid until the statement moves on);
    /// `nil` for NULL.
    func withText<Result>(at column: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return body(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
    }

    /// Every row, each read by `row` while the statement stands on it.
    func rows<Row>(_ row: (SQLiteStatement) throws -> Row) throws -> [Row] {
        var rows: [Row] = []
        while try step() {
            rows.append(try row(self))
        }
        return rows
    }
}

/// A value for `SQLiteStatement.bind(_:...)`.
enum SQLiteValue {
    case integer(Int64?)
    case text(String?)

    static func int(_ value: Int?) -> SQLiteValue { .integer(value.map(Int64.init)) }
}
