import CSVCore
import StatementImport

/// The cells of one `convert --to csv` record.
enum ConvertCSVCells {
    /// Appends one cell of an RFC 4180 record, an absent value empty, without the comma before
    /// it; with `spreadsheetSafe`, a cell that a spreadsheet would run as a formula guarded as
    /// `SpreadsheetCell` describes (amounts, dates and fingerprints never are: a negative
    /// amount is a number, not a formula). The cell's bytes are read in place and copied whole
    /// when they need no quotes, as almost every cell: the writer's generic loop over a
    /// string's UTF-8 view cost more than the rest of the row.
    static func appendCell(_ field: String?, spreadsheetSafe: Bool, to output: inout [UInt8]) {
        guard var field else { return }
        field.withUTF8 { appendCell(utf8: $0, spreadsheetSafe: spreadsheetSafe, to: &output) }
    }

    /// `appendCell` of a text's UTF-8 bytes, `nil` for an absent value.
    static func appendCell(utf8: UnsafeBufferPointer<UInt8>?, spreadsheetSafe: Bool, to output: inout [UInt8]) {
        guard let utf8 else { return }
        if spreadsheetSafe {
            var text = SpreadsheetCell.neutralised(String(decoding: utf8, as: UTF8.self))
            return text.withUTF8 { appendField($0, to: &output) }
        }
        appendField(utf8, to: &output)
    }

    private static func appendField(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        if RFC4180Writer.needsQuotes(bytes) {
            RFC4180Writer.appendField(bytes, to: &output)
        } else {
            output.append(contentsOf: bytes)
        }
    }
}
