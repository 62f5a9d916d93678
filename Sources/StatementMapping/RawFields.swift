/// A row's fields as the file wrote them (cleaned), looked up by column name: what filters
/// that name columns rather than roles read.
///
/// The names are the table's and shared by all its rows; a row keeps only its own cells, so a
/// million-row statement does not build a million dictionaries.
package struct RawFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// A table's column names and where each is; of two columns with one name the later one
    /// the row has answers, as it would in a dictionary filled column by column.
    final class Columns: Sendable {
        let names: [String]
        /// The columns of each name, left to right.
        let positions: [String: [Int]]

        init(names: [String]) {
            self.names = names
            var positions: [String: [Int]] = Dictionary(minimumCapacity: names.count)
            for (index, name) in names.enumerated() { positions[name, default: []].append(index) }
            self.positions = positions
        }
    }

    /// A row's cells: as texts, or as the bytes of a record in the reader's batch, made into
    /// a text only when a filter asks (a long statement's rows are read that way, and most are
    /// never asked).
    /// The source's batch holds the cells and the source the names, so that a row read from
    /// bytes refers to one object a batch (a table-wide object that every row retained was
    /// retained by the mapping thread and released by the reading thread, for every row).
    private enum Cells: Sendable {
        case texts(Columns, [String])
        case batch(CellTextSource, record: Int)
    }

    /// The row's cells; cells beyond the named columns have no name and are not looked up.
    private let cells: Cells

    init(columns: Columns, values: [String]) {
        cells = .texts(columns, values)
    }

    init(source: CellTextSource, record: Int) {
        cells = .batch(source, record: record)
    }

    private var columns: Columns {
        switch cells {
        case .texts(let columns, _): columns
        case .batch(let source, _): source.columnNames
        }
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.init(columns: Columns(names: elements.map(\.0)), values: elements.map(\.1))
    }

    /// The cell in the column `name`, or `nil` when there is no such column or the row is
    /// shorter.
    package subscript(name: String) -> String? {
        columns.positions[name].flatMap(value(in:))
    }

    /// Every named cell of the row by its column's name.
    package var byName: [String: String] {
        var fields: [String: String] = Dictionary(minimumCapacity: columns.positions.count)
        for (name, indexes) in columns.positions { fields[name] = value(in: indexes) }
        return fields
    }

    package static func == (left: RawFields, right: RawFields) -> Bool {
        guard left.columns === right.columns else { return left.byName == right.byName }
        return left.columns.positions.values.allSatisfy { left.value(in: $0) == right.value(in: $0) }
    }

    /// The cell of the last of `indexes` the row has.
    private func value(in indexes: [Int]) -> String? {
        switch cells {
        case .texts(_, let values): indexes.last { $0 < values.count }.map { values[$0] }
        case .batch(let source, let record): indexes.last { $0 < source.batch.cellCount(record) }.map { source.batch.text(record, $0) }
        }
    }
}
