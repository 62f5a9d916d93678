/// Parses a German-formatted amount (`-1.234,56`) straight from its bytes into integer cents.
///
/// Money never passes through `Double` or `String` here: digits are accumulated into an
/// `Int64`. Accepted: an optional leading `-` or `+`, digits with `.` between groups of three,
/// and an optional `,` followed by one or two digits (`1.000,5` is 1000.50).
enum AmountCents {
    /// The value in cents, or `nil` when the bytes are not such an amount or overflow Int64.
    @inline(__always)
    static func parse(_ field: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let count = field.count
        guard count > 0 else { return nil }
        var negative = false
        if field[0] == UInt8(ascii: "-") || field[0] == UInt8(ascii: "+") {
            negative = field[0] == UInt8(ascii: "-")
            index = 1
        }
        var whole: Int64 = 0
        var digits = 0
        // Digits since the last '.', or -1 before the first '.': each group after a '.' must
        // have exactly three digits, so that '1.23,00' is refused rather than read as 123.
        var groupDigits = -1
        while index < count {
            let byte = field[index]
            if byte &- UInt8(ascii: "0") < 10 {
                // 18 digits always fit in an Int64, so no overflow check is needed per digit.
                guard digits < 18 else { return nil }
                whole = whole &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                if groupDigits >= 0 { groupDigits += 1 }
            } else if byte == UInt8(ascii: ".") {
                guard digits > 0, groupDigits == -1 || groupDigits == 3 else { return nil }
                groupDigits = 0
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, groupDigits == -1 || groupDigits == 3 else { return nil }
        var fraction: Int64 = 0
        if index < count {
            guard field[index] == UInt8(ascii: ","), count - index - 1 <= 2, count - index - 1 >= 1 else { return nil }
            index += 1
            var scale: Int64 = 10
            while index < count {
                let digit = field[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                fraction += Int64(digit) * scale
                scale /= 10
                index += 1
            }
        }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        let cents = scaled + fraction
        return negative ? -cents : cents
    }

    /// `-4096.08`: the decimal string the benchmark prints and compares.
    static func decimalString(_ cents: Int64) -> String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return (cents < 0 ? "-" : "") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
