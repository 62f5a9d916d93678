import StatementValues
import Testing

@Suite("Date formats: reading cells")
struct DateFormatParsingTests {
    @Test(arguments: [
        ("dd.MM.yyyy", "05.03.2024", "2024-03-05"),
        ("dd.MM.yyyy", " 29.02.2024 ", "2024-02-29"),
        ("dd.MM.yy", "31.12.69", "2069-12-31"),
        ("dd.MM.yy", "01.01.70", "1970-01-01"),
        ("dd.MM.yy", "15.06.99", "1999-06-15"),
        ("dd.MM.yy", "15.06.00", "2000-06-15"),
        ("d.M.yyyy", "5.3.2024", "2024-03-05"),
        ("d.M.yyyy", "05.03.2024", "2024-03-05"),
        ("d.M.yy", "5.11.24", "2024-11-05"),
        ("yyyy-MM-dd", "2024-03-05", "2024-03-05"),
        ("yyyy-MM-dd HH:mm:ss", "2024-03-05 23:59:59", "2024-03-05"),
        ("yyyy-MM-dd'T'HH:mm:ss", "2024-03-05T00:00:00", "2024-03-05"),
        ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2024-03-05T10:11:12.123+01:00", "2024-03-05"),
        ("yyyy-MM-dd'T'HH:mm:ssXXX", "2024-03-05T10:11:12Z", "2024-03-05"),
        ("yyyy-MM-dd-HH.mm.ss.SSSSSS", "2024-03-05-10.11.12.123456", "2024-03-05"),
        ("dd/MM/yyyy", "13/04/2024", "2024-04-13"),
        ("MM/dd/yyyy", "04/13/2024", "2024-04-13"),
        ("M/d/yy", "4/13/24", "2024-04-13"),
        ("M/d/yyyy h:mm a", "4/13/2024 9:05 PM", "2024-04-13"),
        ("dd-MM-yyyy", "13-04-2024", "2024-04-13"),
        ("yyyyMMdd", "20240413", "2024-04-13"),
        ("yyyy.MM.dd", "2024.04.13", "2024-04-13"),
        ("dd.MM.yyyy HH:mm", "13.04.2024 08:15", "2024-04-13"),
        ("dd/MM/yy, HH:mm", "13/04/24, 08:15", "2024-04-13"),
        ("d MMM yy", "5 Mar 24", "2024-03-05"),
        ("dd MMM yyyy", "05 Mär 2024", "2024-03-05"),
        ("dd MMM yyyy", "05 Ma\u{0308}r 2024", "2024-03-05"),
        ("dd MMM yyyy", "05 MRZ 2024", "2024-03-05"),
        ("dd MMM yyyy", "05 März 2024", "2024-03-05"),
        ("dd-MMM-yyyy", "01-Okt.-2024", "2024-10-01"),
        ("dd-MMM-yyyy", "01-oct-2024", "2024-10-01"),
        ("d MMM yyyy", "24 Dez 2024", "2024-12-24"),
        ("d MMM yyyy", "2 Mai 2024", "2024-05-02"),
        ("d MMM yyyy", "2 Jän 2024", "2024-01-02"),
        ("d MMM yyyy", "9 Sept 2024", "2024-09-09"),
        ("d. MMMM yyyy", "1. Jänner 2024", "2024-01-01"),
        ("d MMMM yyyy", "1 December 2024", "2024-12-01"),
        ("d.MMM.yyyy", "1.Okt.2024", "2024-10-01"),
    ])
    func readsDates(pattern: String, cell: String, expected: String) throws {
        let format = try DateFormat(pattern: pattern)
        #expect(try format.parse(cell).description == expected)
    }

    @Test(arguments: [
        ("dd.MM.yyyy", "31.13.2024", "Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("dd.MM.yyyy", "29.02.2023", "Cannot parse '29.02.2023' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("dd.MM.yyyy", "5.3.2024", "Cannot parse '5.3.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("dd.MM.yyyy", "05.03.24", "Cannot parse '05.03.24' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("dd.MM.yyyy", "", "Cannot parse '' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("dd.MM.yyyy", "05.03.2024x", "Cannot parse '05.03.2024x' as a date in format dd.MM.yyyy, such as 05.03.2024"),
        ("yyyy-MM-dd", "2024-03-05 10:00", "Cannot parse '2024-03-05 10:00' as a date in format yyyy-MM-dd, such as 2024-03-05"),
        ("yyyy-MM-dd HH:mm:ss", "2024-03-05 24:00:00", "Cannot parse '2024-03-05 24:00:00' as a date in format yyyy-MM-dd HH:mm:ss, such as 2024-03-05 14:30:00"),
        ("MM/dd/yyyy", "13/04/2024", "Cannot parse '13/04/2024' as a date in format MM/dd/yyyy, such as 03/05/2024"),
        ("d MMM yyyy", "5 Foo 2024", "Cannot parse '5 Foo 2024' as a date in format d MMM yyyy, such as 5 Mar 2024"),
        ("yyyy-MM-dd'T'HH:mm:ss", "2024-03-05 10:00:00", "Cannot parse '2024-03-05 10:00:00' as a date in format yyyy-MM-dd'T'HH:mm:ss, such as 2024-03-05T14:30:00"),
    ])
    func refusesWithAnExample(pattern: String, cell: String, message: String) throws {
        let format = try DateFormat(pattern: pattern)
        let error = #expect(throws: DateParsingError.self) { try format.parse(cell) }
        #expect(error?.description == message)
    }

    @Test(arguments: [
        ("dd.MM", "Cannot use the date pattern 'dd.MM': it needs exactly one day (d), one month (M) and one year (y); patterns look like dd.MM.yyyy or yyyy-MM-dd"),
        ("dd.MM.yyy", "Cannot use the date pattern 'dd.MM.yyy': 'yyy' is not a field this importer reads (d, dd, M, MM, MMM, MMMM, yy, yyyy, H, HH, mm, ss, S, a, X); patterns look like dd.MM.yyyy or yyyy-MM-dd"),
        ("yyyy-MM-dd'T", "Cannot use the date pattern 'yyyy-MM-dd'T': a quote (') is not closed; patterns look like dd.MM.yyyy or yyyy-MM-dd"),
        ("QQ yyyy-MM-dd", "Cannot use the date pattern 'QQ yyyy-MM-dd': 'QQ' is not a field this importer reads (d, dd, M, MM, MMM, MMMM, yy, yyyy, H, HH, mm, ss, S, a, X); patterns look like dd.MM.yyyy or yyyy-MM-dd"),
    ])
    func refusesPatternsItCannotRead(pattern: String, message: String) {
        let error = #expect(throws: DateFormat.PatternError.self) { try DateFormat(pattern: pattern) }
        #expect(error?.description == message)
    }

    @Test(arguments: [
        ("dd.MM.yyyy", "05.03.2024"), ("d.M.yy", "5.3.24"), ("MM/dd/yyyy", "03/05/2024"), ("yyyyMMdd", "20240305"),
        ("dd MMM yyyy", "05 Mar 2024"), ("yyyy-MM-dd'T'HH:mm:ss", "2024-03-05T00:00:00"), ("d. MMMM yyyy", "5. March 2024"),
    ])
    func writesDates(pattern: String, text: String) throws {
        let format = try DateFormat(pattern: pattern)
        let date = try #require(CalendarDate(year: 2024, month: 3, day: 5))
        #expect(format.format(date) == text)
        #expect(try format.parse(text) == date)
    }
}
