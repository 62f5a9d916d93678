import CSVCore
import ImportWords
import StatementValues

/// Where the transaction table sits in a file: the preamble before it, its header, its
/// records, and the footer after it.
public struct TableRegion: Sendable, Equatable {
    /// Physical lines before the header (or before the first record when there is no header).
    public var preambleLines: Int
    /// The physical line of the (first) header line, or `nil` when the table has none.
    public var headerLine: Int?
    /// How many records form the header (2 or more for multi-line headers), 0 without a header.
    public var headerRecords: Int
    /// Physical lines after the last record of the table (summary and balance lines).
    public var footerLines: Int
    /// The table's width in fields.
    public var width: Int
    /// Notes for the user about choices the detector made (several tables, a footer kept).
    public var notes: [Problem]

    public init(preambleLines: Int, headerLine: Int?, headerRecords: Int, footerLines: Int, width: Int, notes: [Problem] = []) {
        self.preambleLines = preambleLines
        self.headerLine = headerLine
        self.headerRecords = headerRecords
        self.footerLines = footerLines
        self.width = width
        self.notes = notes
    }
}
