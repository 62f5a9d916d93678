import StatementDetection
import StatementValues
import Testing

@Suite("Date formats: detecting a column")
struct DateFormatDetectorTests {
    @Test(arguments: [
        (["01.03.2024", "15.03.2024", "31.03.2024"], "dd.MM.yyyy"),
        (["1.3.2024", "15.10.2024"], "d.M.yyyy"),
        (["01.03.24", "15.03.24"], "dd.MM.yy"),
        (["1.3.24", "12.11.24"], "d.M.yy"),
        (["2024-03-01", "2024-03-02"], "yyyy-MM-dd"),
        (["2024-03-01 10:00:00", "2024-03-02 23:59:01"], "yyyy-MM-dd HH:mm:ss"),
        (["2024-03-01T10:00:00", "2024-03-02T23:59:01"], "yyyy-MM-dd'T'HH:mm:ss"),
        (["01/03/2024", "13/03/2024"], "dd/MM/yyyy"),
        (["03/01/2024", "03/13/2024"], "MM/dd/yyyy"),
        (["3/1/2024", "12/31/2024"], "M/d/yyyy"),
        (["01/03/24", "31/03/24"], "dd/MM/yy"),
        (["01-03-2024", "31-03-2024"], "dd-MM-yyyy"),
        (["20240301", "20241231"], "yyyyMMdd"),
        (["2024.03.01", "2024.12.31"], "yyyy.MM.dd"),
        (["2024/03/01", "2024/12/31"], "yyyy/MM/dd"),
        (["1 Mar 24", "12 Dec 24"], "d MMM yy"),
        (["01 Mär 2024", "12 Dez 2024"], "dd MMM yyyy"),
        (["01-Oct-2024", "12-Dec-2024"], "dd-MMM-yyyy"),
        (["01.03.2024 08:15", "02.03.2024 17:45"], "dd.MM.yyyy HH:mm"),
    ])
    func settlesAFormat(cells: [String], pattern: String) {
        let detection = DateFormatDetector.detect(cells)
        #expect(detection.format?.pattern == pattern)
        #expect(detection.ambiguity == nil)
        #expect(detection.coverage == 1)
    }

    @Test func oneDayAbove12AnywhereSettlesTheOrder() {
        var cells = Array(repeating: "03/04/2024", count: 50)
        cells.append("28/04/2024")
        #expect(DateFormatDetector.detect(cells).format?.pattern == "dd/MM/yyyy")
        cells[50] = "04/28/2024"
        #expect(DateFormatDetector.detect(cells).format?.pattern == "MM/dd/yyyy")
    }

    @Test(arguments: [
        (["03/04/2024", "05/04/2024", "12/11/2024"], ["dd/MM/yyyy", "MM/dd/yyyy"],
         "'03/04/2024' reads as 2024-04-03 as dd/MM/yyyy, 2024-03-04 as MM/dd/yyyy, and none of the 3 values tells them apart (a day above 12 would)"),
        (["1/2/24"], ["d/M/yy", "M/d/yy"],
         "'1/2/24' reads as 2024-02-01 as d/M/yy, 2024-01-02 as M/d/yy, and the only value does not tell them apart (a day above 12 would)"),
        (["01/01/2024", "02/02/2024"], ["dd/MM/yyyy", "MM/dd/yyyy"],
         "'01/01/2024' reads as 2024-01-01 as dd/MM/yyyy, 2024-01-01 as MM/dd/yyyy, and none of the 2 values tells them apart (a day above 12 would)"),
    ])
    func reportsBothOrdersWhenNoDaySettlesIt(cells: [String], candidates: [String], why: String) {
        let detection = DateFormatDetector.detect(cells, column: 2)
        #expect(detection.format == nil)
        #expect(detection.candidates.map(\.pattern) == candidates)
        #expect(detection.ambiguity?.what == .dateFormat)
        #expect(detection.ambiguity?.candidates == candidates)
        #expect(detection.ambiguity?.why == why)
        #expect(detection.ambiguity?.column == 2)
    }

    @Test func mixedColumnsKeepTheMajorityAndListTheRest() {
        let cells = ["01.03.2024", "02.03.2024", "", "Saldo", "2024-03-04", "31.02.2024"]
        let detection = DateFormatDetector.detect(cells)
        #expect(detection.format?.pattern == "dd.MM.yyyy")
        #expect(detection.readCount == 2)
        #expect(detection.nonEmptyCount == 5)
        #expect(detection.unreadableExamples == ["Saldo", "2024-03-04", "31.02.2024"])
    }

    @Test(arguments: [
        ["12345678", "20240301"],
        ["20240301", "20241301"],
        ["18991231", "20240101"],
        ["1234,56", "-12,30"],
        ["Miete", "Kaffee"],
        [String](),
    ])
    func findsNoDateWhereThereIsNone(cells: [String]) {
        let detection = DateFormatDetector.detect(cells)
        #expect(detection.candidates.isEmpty)
        #expect(detection.format == nil)
        #expect(detection.ambiguity == nil)
    }
}
