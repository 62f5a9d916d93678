/// Columns of text lined up for a terminal, as `history`, `accounts`, `bookings` and the
/// import summary print them.
package enum TextTable {
    /// `rows` (the header first, where there is one; every row as many cells) with each column
    /// as wide as its widest cell, two spaces apart. The columns in `rightAligned` (numbers, amounts) are padded on
    /// the left, so that their digits line up; the last column is not padded at its end.
    package static func lines(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        let widths = (rows.first?.indices ?? 0..<0).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if rightAligned.contains(column) { return padding + cell }
                return column == cells.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }
    }
}
