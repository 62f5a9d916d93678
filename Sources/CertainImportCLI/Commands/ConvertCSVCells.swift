import StatementImport

/// The cells of one `convert --to csv` record.
enum ConvertCSVCells {
    /// `fields` as UTF-8 cells, an absent value empty; with `spreadsheetSafe`, every cell that a
    /// spreadsheet would run as a formula guarded as `SpreadsheetCell` describes. Amounts,
    /// dates and fingerprints are never guarded: a negative amount is a number, not a formula.
    static func cells(_ fields: [String?], spreadsheetSafe: Bool) -> [[UInt8]] {
        fields.map { field in
            let text = field ?? ""
            return Array((spreadsheetSafe ? SpreadsheetCell.neutralised(text) : text).utf8)
        }
    }
}
