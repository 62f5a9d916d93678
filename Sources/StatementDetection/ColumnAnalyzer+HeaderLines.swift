import CSVCore
import TableReading
import StatementValues

extension ColumnAnalyzer {
    /// One column's name from its parts on the lines of a header written on several lines,
    /// as the table reader makes it (`HeaderNameParts.joined`).
    static func joinedHeaderParts(_ parts: [String]) -> String { HeaderNameParts.joined(parts) }

    /// What the output says of a header written on several lines: the lines it takes and the
    /// names their parts make, or nil for a header on one line.
    static func headerOnSeveralLines(_ header: [ByteRecord], columns: [StatementFormat.Column]) -> Problem? {
        guard header.count > 1, let first = header.first, let last = header.last else { return nil }
        let names = columns.compactMap { column in column.name.flatMap { $0.isEmpty ? nil : "'\($0)'" } }
        return Problem(.headerOnSeveralLines, [
            "first_line": .number(first.position.line), "last_line": .number(last.lastLine),
            "names": .text(names.joined(separator: ", ")),
        ])
    }
}
