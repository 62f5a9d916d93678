import ImportWords
import StatementValues
import TableReading

/// The rows that fill fields beyond the header's, counted for a warning: a delimiter inside a
/// field (an unquoted "Einkauf; Bäckerei") shifts the fields after it, which may then read as
/// another column's without an error. Where most rows are wider, the header is only short and
/// the table is as wide as its rows: nothing is said.
struct WiderRows: Sendable {
    let headerWidth: Int?
    private(set) var rows = 0
    private(set) var wider = 0
    private(set) var first: (line: Int, fields: Int)?

    init(headerWidth: Int?) {
        self.headerWidth = headerWidth
    }

    mutating func note(_ cells: [String], line: Int) {
        rows += 1
        guard let headerWidth, cells.count > headerWidth, cells[headerWidth...].contains(where: { !$0.isEmpty }) else { return }
        wider += 1
        if first == nil { first = (line, cells.count) }
    }

    /// `note(_:line:)` for a record of a batch that is mapped from its bytes.
    mutating func note(_ record: Int, of batch: CellBatch) {
        rows += 1
        let count = batch.cellCount(record)
        guard let headerWidth, count > headerWidth, (headerWidth..<count).contains(where: { !batch.cell(record, $0).isEmpty }) else { return }
        wider += 1
        if first == nil { first = (batch.lines[record], count) }
    }

    /// The warning, when some rows but fewer than half are wider than the header.
    var problem: Problem? {
        guard let headerWidth, let first, wider * 2 < rows else { return nil }
        return Problem(.rowsWiderThanHeader, [
            "count": .number(wider), "first_line": .number(first.line), "fields": .number(first.fields),
            "header_fields": .number(headerWidth),
        ], line: first.line)
    }
}
