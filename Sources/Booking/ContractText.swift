import StatementValues


/// The contract's text of dates and amounts (`2024-03-05`, `-12.30`), read strictly: a reply
/// or a stored batch with anything else is refused. The digests write the same texts as bytes
/// with `CalendarDate.writeDescription` and `DecimalAmount.writeDescription`.
package enum ContractText {
    /// The day that `YYYY-MM-DD` names; `nil` for any other text or a day that does not exist.
    package static func date(_ text: String) -> CalendarDate? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for byte in bytes[range] {
                    guard (0x30...0x39).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
            return CalendarDate(year: year, month: month, day: day)
        }
    }

    /// The exact decimal that an optional `-`, digits and optionally `.` with more digits
    /// write; `nil` for anything else (`12,30`, `+1`, `1.`, ` 1`) or beyond 18 digits.
    package static func decimal(_ text: String) -> DecimalAmount? {
        var text = text
        return text.withUTF8 { bytes -> DecimalAmount? in
            var index = 0
            let negative = bytes.first == 0x2D
            if negative { index = 1 }
            var value: Int64 = 0
            var digits = 0
            var significantDigits = 0
            var fractionDigits = 0
            var inFraction = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x2E, !inFraction, digits > 0 {
                    inFraction = true
                } else if (0x30...0x39).contains(byte) {
                    if value != 0 || byte != 0x30 { significantDigits += 1 }
                    guard significantDigits <= DecimalAmount.maximumDigits else { return nil }
                    value = value * 10 + Int64(byte - 0x30)
                    digits += 1
                    if inFraction { fractionDigits += 1 }
                } else {
                    return nil
                }
                index += 1
            }
            guard digits > fractionDigits, !inFraction || fractionDigits > 0,
                  fractionDigits <= DecimalAmount.maximumDigits
            else { return nil }
            return DecimalAmount(significand: negative ? -value : value, scale: fractionDigits)
        }
    }
}
