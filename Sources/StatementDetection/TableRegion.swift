import CSVCore
import ImportWords
import StatementValues

/// Where the transaction table sits in a file: the preamble before it, its header, its
/// records, and the footer after it.
package struct TableRegion: Sendable, Equatable {
    /// Physical lines before the header (or before the first record when there is no header).
    package var preambleLines: Int
    /// The physical line of the (first) header line, or `nil` when the table has none.
    package var headerLine: Int?
    /// How many records form the header (2 or more for multi-line headers), 0 without a header.
    package var headerRecords: Int
    /// Physical lines after the last record of the table (summary and balance lines).
    package var footerLines: Int
    /// The table's width in fields.
    package var width: Int
    /// Notes for the user about choices the detector made (several tables, a footer kept).
    package var notes: [Problem]

    package init(preambleLines: Int, headerLine: Int?, headerRecords: Int, footerLines: Int, width: Int, notes: [Problem] = []) {
        self.preambleLines = preambleLines
        self.headerLine = headerLine
        self.headerRecords = headerRecords
        self.footerLines = footerLines
        self.width = width
        self.notes = notes
    }
}
