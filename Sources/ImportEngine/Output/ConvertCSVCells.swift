import CSVCore
import StatementImport

/// The cells of one `convert --to csv` record.
enum ConvertCSVCells {
    /// Appends `fields` as one RFC 4180 record, an absent value empty; with `spreadsheetSafe`,
    /// every cell that a spreadsheet would run as a formula guarded as `SpreadsheetCell`
    /// describes. Amounts, dates and fingerprints are never guarded: a negative amount is a
    /// number, not a formula.
    static func appendRecord(_ fields: [String?], spreadsheetSafe: Bool, to output: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let text = field ?? ""
            RFC4180Writer.appendField((spreadsheetSafe ? SpreadsheetCell.neutralised(text) : text).utf8, to: &output)
        }
        output.append(contentsOf: [0x0D, 0x0A])
    }
}
