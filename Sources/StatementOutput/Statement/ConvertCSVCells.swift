import CSVCore
import StatementChecks
import StatementMapping
import StatementValues
import TextPrimitives

/// The cells of one `convert --to csv` record.
enum ConvertCSVCells {
    /// Appends one transaction's record, CRLF included, into room made once for it
    /// (`RowBytes`): the columns of `ConvertWriter.columns`, an absent value empty, a cell
    /// quoted only where RFC 4180 needs it; with `spreadsheetSafe`, a text that a spreadsheet
    /// would run as a formula guarded as `SpreadsheetCell` describes (amounts, dates and
    /// fingerprints never are: a negative amount is a number, not a formula). The texts' bytes
    /// are copied as they are, as almost every cell needs.
    ///
    /// The transaction is read where it is (`row`), as `Transaction.appendJSON(of:)` reads it.
    static func appendRecord(of row: UnsafePointer<Transaction>, fingerprint: Fingerprint?, spreadsheetSafe: Bool, to output: inout [UInt8]) {
        Transaction.withTextBytes(at: row) { texts in
            row.pointee.amount.currency.withCodeUTF8 { currency in
                appendRecord(of: row, currency: currency, texts: texts, fingerprint: fingerprint, spreadsheetSafe: spreadsheetSafe, to: &output)
            }
        }
    }

    private static func appendRecord(
        of row: UnsafePointer<Transaction>, currency: UnsafeBufferPointer<UInt8>, texts: Transaction.TextBytes, fingerprint: Fingerprint?,
        spreadsheetSafe: Bool, to output: inout [UInt8]
    ) {
        // Values without references, copied out of the row as they are.
        let (line, bookingDate, valueDate) = (row.pointee.line, row.pointee.bookingDate, row.pointee.valueDate)
        let (amount, balanceAfter) = (row.pointee.amount, row.pointee.balanceAfter)
        // A cell quoted doubles its quotes, and a guarded one starts with one more byte.
        var room = 20 + 2 * CalendarDate.descriptionLength + amount.amount.descriptionLengthBound
        room += 2 * (currency.count + 1) + 2
        for field in ConvertWriter.textFields { room += texts.bytes(field).map { 2 * ($0.count + 1) + 2 } ?? 0 }
        room += balanceAfter?.amount.descriptionLengthBound ?? 0
        room += fingerprint?.descriptionLength ?? 0
        room += ConvertWriter.columns.count + 2
        RowBytes.append(to: &output, room: room) { row in
            func text(_ utf8: UnsafeBufferPointer<UInt8>?) {
                row.byte(UInt8(ascii: ","))
                guard let utf8 else { return }
                if spreadsheetSafe, let first = utf8.first, mayBeNeutralised(first) {
                    var neutralised = SpreadsheetCell.neutralised(String(decoding: utf8, as: UTF8.self))
                    return neutralised.withUTF8 { field($0) }
                }
                field(utf8)
            }
            func field(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard RFC4180Writer.needsQuotes(bytes) else { return row.bytes(bytes) }
                row.byte(UInt8(ascii: "\""))
                for byte in bytes {
                    if byte == UInt8(ascii: "\"") { row.byte(byte) }
                    row.byte(byte)
                }
                row.byte(UInt8(ascii: "\""))
            }
            // Numbers, dates, amounts and fingerprints need neither quotes nor a guard.
            row.number(line)
            row.byte(UInt8(ascii: ","))
            row.value(CalendarDate.descriptionLength, bookingDate.writeDescription)
            row.byte(UInt8(ascii: ","))
            if let valueDate = valueDate { row.value(CalendarDate.descriptionLength, valueDate.writeDescription) }
            row.byte(UInt8(ascii: ","))
            row.value(atMost: amount.amount.descriptionLengthBound, amount.amount.writeDescription)
            text(currency)
            for field in ConvertWriter.textFields { text(texts.bytes(field)) }
            row.byte(UInt8(ascii: ","))
            if let balance = balanceAfter { row.value(atMost: balance.amount.descriptionLengthBound, balance.amount.writeDescription) }
            row.byte(UInt8(ascii: ","))
            if let fingerprint { row.value(fingerprint.descriptionLength, fingerprint.writeDescription) }
            row.byte(0x0D)
            row.byte(0x0A)
        }
    }

    /// Whether a cell starting with `byte` may be one `SpreadsheetCell.neutralised` guards;
    /// any other it leaves as it is.
    private static func mayBeNeutralised(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "="), UInt8(ascii: "@"), 0x09, 0x0D, UInt8(ascii: "+"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
