/// The texts of one row for a statement that runs once per row, gathered in one buffer that
/// every row reuses.
///
/// Binding a Swift string makes SQLite allocate and copy it; a million-row import binds eight
/// texts a row. Here the texts are copied once into the buffer and bound in place, so a row
/// costs no allocation.
struct SQLiteRowTexts {
    private var bytes: [UInt8] = []
    /// Where each parameter's text lies in `bytes`; `nil` for NULL.
    private var fields: [(parameter: Int32, range: Range<Int>?)] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
        fields.reserveCapacity(16)
    }

    /// Sets the text of `parameter` for the next `step`.
    mutating func set(_ text: String?, at parameter: Int32) {
        guard let text else {
            fields.append((parameter, nil))
            return
        }
        let start = bytes.count
        // Appending `text.utf8` would retain the text: `append(contentsOf:)` consumes it.
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
        fields.append((parameter, start..<bytes.count))
    }

    /// Binds the texts set since the last step to `statement`, runs it once and rewinds it,
    /// keeping its other bindings.
    mutating func step(_ statement: SQLiteStatement) throws(SQLiteError) {
        defer {
            bytes.removeAll(keepingCapacity: true)
            fields.removeAll(keepingCapacity: true)
        }
        let stepped = bytes.withUnsafeBytes { buffer in
            for (parameter, range) in fields {
                statement.bindInPlace(range.map { UnsafeRawBufferPointer(rebasing: buffer[$0]) }, at: parameter)
            }
            defer { statement.rewind() }
            return Result { () throws(SQLiteError) in try statement.step() }
        }
        _ = try stepped.get()
    }
}
