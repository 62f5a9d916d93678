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
    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1 to 12) has in `year`.
    package static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Written into the string's storage directly: a statement writes three dates per row.
    public var description: String {
        String(unsafeUninitializedCapacity: Self.descriptionLength) { buffer in
            writeDescription(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            return Self.descriptionLength
        }
    }

    /// Appends `description`'s ten bytes, without making a string.
    package func appendDescription(to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.descriptionLength) { buffer in
            writeDescription(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            output.append(contentsOf: UnsafeBufferPointer(buffer))
        }
    }

    /// The bytes of `description`: `YYYY-MM-DD`.
    package static let descriptionLength = 10

    /// Writes `YYYY-MM-DD` at `bytes`, which has room for `descriptionLength`: also for the
    /// booking digests, which write every row's dates into their own blocks.
    package func writeDescription(to bytes: UnsafeMutableRawPointer) {
        func store(_ byte: UInt8, at offset: Int) { bytes.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
        var year = year
        for index in (0..<4).reversed() {
            store(UInt8(ascii: "0") + UInt8(year % 10), at: index)
            year /= 10
        }
        store(UInt8(ascii: "-"), at: 4)
        store(UInt8(ascii: "0") + UInt8(month / 10), at: 5)
        store(UInt8(ascii: "0") + UInt8(month % 10), at: 6)
        store(UInt8(ascii: "-"), at: 7)
        store(UInt8(ascii: "0") + UInt8(day / 10), at: 8)
        store(UInt8(ascii: "0") + UInt8(day % 10), at: 9)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.storedYear, lhs.storedMonth, lhs.storedDay) < (rhs.storedYear, rhs.storedMonth, rhs.storedDay)
    }

    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
