/// A booking date read from `dd.MM.yyyy` bytes: a calendar date, no time, no time zone.
struct BookingDay: Comparable {
    var year: Int
    var month: Int
    var day: Int

    /// Parses exactly ten bytes `dd.MM.yyyy` and checks that the day exists in that month.
    @inline(__always)
    init?(_ field: UnsafeBufferPointer<UInt8>) {
        guard field.count == 10, field[2] == UInt8(ascii: "."), field[5] == UInt8(ascii: ".") else { return nil }
        @inline(__always) func digits(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<(start + length) {
                let digit = field[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let day = digits(0, 2), let month = digits(3, 2), let year = digits(6, 4),
              (1...12).contains(month), day >= 1, day <= BookingDay.daysIn(month: month, year: year)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func < (lhs: BookingDay, rhs: BookingDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension BookingDay: CustomStringConvertible {
    /// ISO 8601, `2024-03-05`, as the peers print dates.
    var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}
