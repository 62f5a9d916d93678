import StatementValues
import Testing

@Suite("Values: calendar dates")
struct ValuesCalendarDateTests {
    @Test(arguments: [(2024, true), (2023, false), (2000, true), (1900, false), (2100, false), (2400, true), (1996, true)])
    func leapYears(year: Int, isLeap: Bool) {
        #expect(CalendarDate.isLeapYear(year) == isLeap)
        #expect((CalendarDate(year: year, month: 2, day: 29) != nil) == isLeap)
    }

    @Test(arguments: [
        (2024, 1, 31, true), (2024, 4, 30, true), (2024, 4, 31, false), (2024, 13, 1, false),
        (2024, 0, 1, false), (2024, 6, 0, false), (0, 1, 1, false), (9999, 12, 31, true), (10000, 1, 1, false),
    ])
    func validatesDays(year: Int, month: Int, day: Int, exists: Bool) {
        #expect((CalendarDate(year: year, month: month, day: day) != nil) == exists)
    }

    @Test(arguments: [((2024, 3, 5), "2024-03-05"), ((987, 12, 31), "0987-12-31"), ((2024, 11, 10), "2024-11-10")])
    func printsYearMonthDay(parts: (Int, Int, Int), text: String) throws {
        let date = try #require(CalendarDate(year: parts.0, month: parts.1, day: parts.2))
        #expect(date.description == text)
        // The writers of long outputs append the same bytes after what they hold.
        var bytes = Array("x".utf8)
        date.appendDescription(to: &bytes)
        #expect(bytes == Array(("x" + text).utf8))
    }

    @Test(arguments: [
        ((1970, 1, 1), 0), ((1969, 12, 31), -1), ((2000, 3, 1), 11017), ((2024, 2, 29), 19782), ((1, 1, 1), -719_162),
        ((9999, 12, 31), 2_932_896),
    ])
    func countsDaysSince1970(parts: (Int, Int, Int), days: Int) throws {
        let date = try #require(CalendarDate(year: parts.0, month: parts.1, day: parts.2))
        #expect(date.daysSinceEpoch == days)
        #expect(CalendarDate(daysSinceEpoch: days) == date)
    }

    @Test(arguments: [
        ((2024, 2, 28), 1, "2024-02-29"), ((2023, 2, 28), 1, "2023-03-01"), ((2024, 12, 31), 1, "2025-01-01"),
        ((2024, 3, 1), -1, "2024-02-29"), ((2024, 1, 31), 30, "2024-03-01"), ((2023, 1, 1), 365, "2024-01-01"),
    ])
    func addsDays(parts: (Int, Int, Int), days: Int, result: String) throws {
        let date = try #require(CalendarDate(year: parts.0, month: parts.1, day: parts.2))
        let later = try #require(date.adding(days: days))
        #expect(later.description == result)
        #expect(date.days(to: later) == days)
    }

    @Test func everyDayOfFourHundredYearsRoundTrips() throws {
        var previous = try #require(CalendarDate(year: 1899, month: 12, day: 31))
        for days in CalendarDate(year: 1900, month: 1, day: 1)!.daysSinceEpoch...CalendarDate(year: 2299, month: 12, day: 31)!.daysSinceEpoch {
            let date = try #require(CalendarDate(daysSinceEpoch: days))
            #expect(date.daysSinceEpoch == days)
            #expect(previous < date && previous.days(to: date) == 1)
            previous = date
        }
    }

    @Test func ordersByYearThenMonthThenDay() throws {
        let dates = try ["2024-03-05", "2023-12-31", "2024-03-04", "2024-01-10"].map { try CalendarDate($0, pattern: "yyyy-MM-dd") }
        #expect(dates.sorted().map(\.description) == ["2023-12-31", "2024-01-10", "2024-03-04", "2024-03-05"])
    }

    @Test func parsesFromAUnicodePattern() throws {
        #expect(try CalendarDate("05.03.24", pattern: "dd.MM.yy").description == "2024-03-05")
        #expect(throws: DateParsingError.self) { try CalendarDate("31.02.2024", pattern: "dd.MM.yyyy") }
        #expect(throws: DateFormat.PatternError.self) { try CalendarDate("2024", pattern: "yyyy") }
    }
}
