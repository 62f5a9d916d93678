import CSVCore
import StatementValues

/// The running result of the benchmark: rows, the exact sum of the amount column and the range
/// of booking dates, each field read by the library's own parsers (`NumberFormat`,
/// `DateFormat`), as the mapper reads a DKB statement.
struct StatementTally {
    /// A data row whose amount or date cannot be read, with its place in the file.
    struct UnreadableRow: Error {
        var message: String
    }

    static let currency = Currency(code: "EUR")!
    static let numberFormat = NumberFormat(decimalMark: .comma, grouping: .period)
    static let dateFormat = try! DateFormat(pattern: "dd.MM.yyyy")

    let amountColumn: Int
    let dateColumn: Int
    private(set) var rows = 0
    private(set) var sum: Int64 = 0
    private(set) var firstDay: CalendarDate?
    private(set) var lastDay: CalendarDate?

    init(amountColumn: Int, dateColumn: Int) {
        self.amountColumn = amountColumn
        self.dateColumn = dateColumn
    }

    /// Adds one data row: parses its amount and date from the field bytes.
    mutating func add(_ record: ByteRecord) throws(UnreadableRow) {
        let widest = max(amountColumn, dateColumn)
        guard record.count > widest else {
            throw UnreadableRow(message: "\(record.position): found \(record.count) fields, expected at least \(widest + 1)")
        }
        guard let amount = record.withField(amountColumn, { Self.numberFormat.money(utf8: $0, currency: Self.currency) }) else {
            throw UnreadableRow(message: "\(record.position): cannot parse '\(text(record, amountColumn))' in column "
                + "\(amountColumn + 1) as an amount such as -1.234,56")
        }
        guard let day = record.withField(dateColumn, { Self.dateFormat.date(utf8: $0) }) else {
            throw UnreadableRow(message: "\(record.position): cannot parse '\(text(record, dateColumn))' in column "
                + "\(dateColumn + 1) as a date in format dd.MM.yyyy, such as 05.03.2024")
        }
        let (total, overflow) = sum.addingReportingOverflow(amount.minorUnits)
        guard !overflow else { throw UnreadableRow(message: "\(record.position): the sum overflows 64-bit cents") }
        sum = total
        if firstDay.map({ day < $0 }) ?? true { firstDay = day }
        if lastDay.map({ day > $0 }) ?? true { lastDay = day }
        rows += 1
    }

    /// `rows=N sum=S min_date=D max_date=D`, the line Benchmarks/run compares with the peers.
    var summary: String {
        "rows=\(rows) sum=\(Money(minorUnits: sum, currency: Self.currency)) "
            + "min_date=\(firstDay.map(String.init(describing:)) ?? "none") "
            + "max_date=\(lastDay.map(String.init(describing:)) ?? "none")"
    }

    /// The start of a field for a message; amounts and dates are ASCII in any code page.
    private func text(_ record: ByteRecord, _ column: Int) -> String {
        record.withField(column) { String(decoding: $0.prefix(40), as: UTF8.self) }
    }
}
