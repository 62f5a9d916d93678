import StatementImport

/// The contract's text of dates and amounts (`2024-03-05`, `-12.30`), read strictly and
/// written as bytes: the JSON of a batch and the digests of its rows need nothing else, and a
/// batch can have a million rows.
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

    /// The bytes of a date's text.
    @inlinable package static var dateLength: Int { 10 }

    /// Writes `date` as `YYYY-MM-DD`, as `CalendarDate.description` does, into the
    /// `dateLength` bytes at `bytes`.
    // Written in place rather than handed to a closure: a generic closure called from another
    // module looks up its type's metadata on every call, twice a row.
    package static func write(_ date: CalendarDate, to bytes: UnsafeMutableRawPointer) {
        var year = date.year
        for index in (0..<4).reversed() {
            bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(year % 10), toByteOffset: index, as: UInt8.self)
            year /= 10
        }
        bytes.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 4, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(date.month / 10), toByteOffset: 5, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(date.month % 10), toByteOffset: 6, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 7, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(date.day / 10), toByteOffset: 8, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(date.day % 10), toByteOffset: 9, as: UInt8.self)
    }

    /// How many bytes `amount`'s text takes: its digits, at least one before the point and
    /// `scale` after it, the point when there is a fraction, and a sign when negative.
    package static func length(of amount: DecimalAmount) -> Int {
        var digits = 1
        var rest = amount.significand.magnitude
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        let shown = max(digits, amount.scale + 1)
        return shown + (amount.scale > 0 ? 1 : 0) + (amount.significand < 0 ? 1 : 0)
    }

    /// Writes `amount` as `DecimalAmount.description` does (`.` as decimal mark, no grouping,
    /// exactly `scale` fraction digits: `-1234.50`) into the `length(of: amount)` bytes at `bytes`.
    package static func write(_ amount: DecimalAmount, to bytes: UnsafeMutableRawPointer) {
        var end = length(of: amount)
        var magnitude = amount.significand.magnitude
        var written = 0
        while magnitude > 0 || written <= amount.scale {
            if written == amount.scale && amount.scale > 0 {
                end -= 1
                bytes.storeBytes(of: UInt8(ascii: "."), toByteOffset: end, as: UInt8.self)
            }
            end -= 1
            bytes.storeBytes(of: UInt8(ascii: "0") + UInt8(magnitude % 10), toByteOffset: end, as: UInt8.self)
            magnitude /= 10
            written += 1
        }
        if amount.significand < 0 {
            bytes.storeBytes(of: UInt8(ascii: "-"), toByteOffset: end - 1, as: UInt8.self)
        }
    }
}
