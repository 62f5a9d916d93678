/// Cells of a CSV file meant for a spreadsheet, written so that no cell runs as a formula.
///
/// A spreadsheet evaluates a cell that starts with `=`, `+`, `-` or `@` as a formula, and
/// a leading tab or carriage return can hide such a start; a purpose of
/// `=HYPERLINK("http://…","click")` or `=cmd|' /C calc'!A0` is written by whoever sends the
/// money. As OWASP advises, such a cell gets a leading `'`, which spreadsheets read as "this
/// is text". A cell that already starts with `'` gets one more, so that `restored` can take
/// exactly one away again and every value comes back unchanged.
///
/// Numbers (`-12.50`, `+3`) stay as they are: they are not formulas, and amounts must stay
/// numbers in the sheet.
package enum SpreadsheetCell {
    /// `text` as a spreadsheet shows it without evaluating it.
    package static func neutralised(_ text: String) -> String {
        guard let first = text.utf8.first else { return text }
        switch first {
        case UInt8(ascii: "'"), UInt8(ascii: "="), UInt8(ascii: "@"), 0x09, 0x0D:
            return "'" + text
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            return isPlainNumber(text.utf8.dropFirst()) ? text : "'" + text
        default:
            return text
        }
    }

    /// A cell of an edited file as it was before `neutralised`: the leading `'` removed where
    /// `neutralised` would have added it, so that a `'` someone typed (`'tis`) stays.
    package static func restored(_ text: String) -> String {
        guard text.hasPrefix("'") else { return text }
        let rest = String(text.dropFirst())
        return neutralised(rest) == text ? rest : text
    }

    /// Digits with at most one `.` or `,` between digits, such as `12`, `12.50` or `1,5`.
    private static func isPlainNumber(_ bytes: Substring.UTF8View) -> Bool {
        var digitsBefore = 0
        var digitsAfter = 0
        var sawMark = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawMark { digitsAfter += 1 } else { digitsBefore += 1 }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if sawMark || digitsBefore == 0 { return false }
                sawMark = true
            default:
                return false
            }
        }
        return digitsBefore > 0 && (!sawMark || digitsAfter > 0)
    }
}
