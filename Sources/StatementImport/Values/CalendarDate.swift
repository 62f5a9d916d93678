/// A day in the proleptic Gregorian calendar: year, month and day, with no time and no zone.
///
/// A booking date is a day on the bank's calendar, not an instant: turning it into a `Date`
/// would shift it by a time zone and move bookings made around midnight to another day.
/// `description` is the contract's `YYYY-MM-DD`.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in four bytes, not three `Int`s: a statement keeps two dates per row, and a
    // million rows of them are held at once.
    private let storedYear: UInt16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    /// The year, 1 to 9999.
    public var year: Int { Int(storedYear) }
    /// The month, 1 to 12.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, 1 to 28, 29, 30 or 31 as the month has.
    public var day: Int { Int(storedDay) }

    /// The date, or `nil` when the day does not exist (`2023-02-29`, `2024-04-31`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(month, year: year)).contains(day)
        else { return nil }
        storedYear = UInt16(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    /// Whether `year` has a 29 February: every fourth year, except centuries not divisible
    /// by 400 (2000 is a leap year, 1900 and 2100 are not).
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1 to 12) has in `year`.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Written into the string's storage directly: a statement writes three dates per row.
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { buffer in
            writeDescription(to: buffer.baseAddress!)
            return 10
        }
    }

    /// Appends `description`'s ten bytes, without making a string.
    public func appendDescription(to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            writeDescription(to: buffer.baseAddress!)
            output.append(contentsOf: UnsafeBufferPointer(buffer))
        }
    }

    /// Writes `YYYY-MM-DD` at `bytes`, which has room for ten.
    private func writeDescription(to bytes: UnsafeMutablePointer<UInt8>) {
        var year = year
        for index in (0..<4).reversed() {
            bytes[index] = UInt8(ascii: "0") + UInt8(year % 10)
            year /= 10
        }
        bytes[4] = UInt8(ascii: "-")
        bytes[5] = UInt8(ascii: "0") + UInt8(month / 10)
        bytes[6] = UInt8(ascii: "0") + UInt8(month % 10)
        bytes[7] = UInt8(ascii: "-")
        bytes[8] = UInt8(ascii: "0") + UInt8(day / 10)
        bytes[9] = UInt8(ascii: "0") + UInt8(day % 10)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.storedYear, lhs.storedMonth, lhs.storedDay) < (rhs.storedYear, rhs.storedMonth, rhs.storedDay)
    }

    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
