/// Counting days, for statement periods, gaps between statements and the date window of the
/// duplicate check.
extension CalendarDate {
    /// Days since 1970-01-01 (negative before it).
    ///
    /// Howard Hinnant's `days_from_civil`: exact for the whole proleptic Gregorian calendar,
    /// with no table and no `Calendar`, so it is the same on every platform.
    package var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01, or `nil` outside the years 1 to 9999.
    package init?(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` days later (earlier for negative `days`), or `nil` outside the years 1 to 9999.
    public func adding(days: Int) -> CalendarDate? {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// Days from this date to `other`: positive when `other` is later.
    public func days(to other: CalendarDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }
}
