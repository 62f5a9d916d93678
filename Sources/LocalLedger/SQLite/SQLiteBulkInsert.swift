/// An INSERT that writes many rows with one statement: SQLite spends much less per row on a
/// statement of many rows than on one statement per row, which a million-row import notices.
///
/// The caller gathers rows and hands them over; a full group goes in with one statement of
/// `rowsPerStatement` rows, the rest one at a time.
struct SQLiteBulkInsert {
    let rowsPerStatement: Int
    private let columnCount: Int32
    private let many: SQLiteStatement
    private let one: SQLiteStatement

    init(_ connection: SQLiteConnection, into table: String, columns: [String], rowsPerStatement: Int) throws(SQLiteError) {
        self.rowsPerStatement = rowsPerStatement
        columnCount = Int32(columns.count)
        let row = "(" + repeatElement("?", count: columns.count).joined(separator: ", ") + ")"
        let start = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
        many = try connection.prepare(start + repeatElement(row, count: rowsPerStatement).joined(separator: ", "))
        one = try connection.prepare(start + row)
    }

    /// Inserts `rows`, each bound by `bind` to the statement from the parameter it is given
    /// on (the row's first column; the others follow in the order of `columns`).
    func insert<Rows: Collection>(
        _ rows: Rows, bind: (SQLiteStatement, _ firstParameter: Int32, Rows.Element) -> Void
    ) throws(SQLiteError) {
        if rows.count == rowsPerStatement {
            var parameter: Int32 = 1
            for row in rows {
                bind(many, parameter, row)
                parameter += columnCount
            }
            defer { many.rewind() }
            try many.step()
            return
        }
        for row in rows {
            bind(one, 1, row)
            defer { one.rewind() }
            try one.step()
        }
    }
}
