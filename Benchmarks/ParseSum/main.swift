// certain-import-bench: the "parse + exact amount + date + sum" path through CSVCore.
//
// Reads a Latin-1, ';'-separated statement in 1 MiB chunks, skips the preamble lines and the
// header, parses the amount column into integer cents and the date column as dd.MM.yyyy, and
// prints `rows=N sum=S min_date=D max_date=D`, which Benchmarks/run compares with the peers.
// Amounts and dates are ASCII, so the Latin-1 field bytes need no transcoding on this path.

import CSVCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = "USAGE: certain-import-bench FILE [--skip-lines 5] [--amount-column 6] [--date-column 0]"

func fail(_ message: String, status: Int32 = 1) -> Never {
    var standardError = FileOutputStream.standardError
    print("Error: \(message)", to: &standardError)
    if status == 2 { print(usage, to: &standardError) }
    exit(status)
}

struct FileOutputStream: TextOutputStream {
    static var standardError: FileOutputStream { FileOutputStream() }
    func write(_ string: String) { fputs(string, stderr) }
}

var path: String?
var skipLines = 5
var amountColumn = 6
var dateColumn = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    func number() -> Int {
        guard let text = arguments.popFirst(), let value = Int(text), value >= 0 else {
            fail("\(argument) needs a number of 0 or more", status: 2)
        }
        return value
    }
    switch argument {
    case "--skip-lines": skipLines = number()
    case "--amount-column": amountColumn = number()
    case "--date-column": dateColumn = number()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard path == nil, !argument.hasPrefix("-") else { fail("unexpected argument '\(argument)'", status: 2) }
        path = argument
    }
}
guard let path else { fail("missing FILE", status: 2) }
guard let file = ChunkedFile(path: path) else { fail("cannot open \(path): \(String(cString: strerror(errno)))") }

/// Finds where the preamble ends: after `skipLines` line breaks, a CRLF counting as one.
struct PreambleSkipper {
    var remaining: Int
    var lastWasCR = false
    var skippedBytes = 0

    /// How many bytes of `chunk` belong to the preamble; the rest is CSV.
    mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < chunk.count {
            let byte = chunk[index]
            if lastWasCR && byte == 0x0A {
                lastWasCR = false
                index += 1
                continue
            }
            if remaining == 0 { break }
            lastWasCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D { remaining -= 1 }
            index += 1
        }
        skippedBytes += index
        return index
    }
}

let dialect = Dialect(delimiter: [UInt8(ascii: ";")], quote: UInt8(ascii: "\""), escape: .doubledQuote)
var skipper = PreambleSkipper(remaining: skipLines)
var reader: RecordReader?
var sawHeader = false
var rows = 0
var sum: Int64 = 0
var firstDay: BookingDay?
var lastDay: BookingDay?
let widestColumn = max(amountColumn, dateColumn)

func describe(_ field: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: field.prefix(40), as: UTF8.self)
}

func tally(_ record: ByteRecord) {
    guard sawHeader else {
        sawHeader = true
        return
    }
    guard record.count > widestColumn else {
        fail("\(record.position): found \(record.count) fields, expected at least \(widestColumn + 1)")
    }
    let cents = record.withField(amountColumn) { field in
        guard let cents = AmountCents.parse(field) else {
            fail("\(record.position): cannot parse '\(describe(field))' in column \(amountColumn + 1) as an amount such as -1.234,56")
        }
        return cents
    }
    let day = record.withField(dateColumn) { field in
        guard let day = BookingDay(field) else {
            fail("\(record.position): cannot parse '\(describe(field))' in column \(dateColumn + 1) as a date in format dd.MM.yyyy, such as 05.03.2024")
        }
        return day
    }
    let (total, overflow) = sum.addingReportingOverflow(cents)
    guard !overflow else { fail("\(record.position): the sum overflows 64-bit cents") }
    sum = total
    if firstDay.map({ day < $0 }) ?? true { firstDay = day }
    if lastDay.map({ day > $0 }) ?? true { lastDay = day }
    rows += 1
}

reading: while true {
    guard let chunk = file.next() else { fail("cannot read \(path): \(String(cString: strerror(errno)))") }
    var start = 0
    if reader == nil {
        start = skipper.consume(chunk)
        if start == chunk.count && !chunk.isEmpty { continue }
        reader = RecordReader(dialect: dialect, startingAt: Position(byte: skipper.skippedBytes, line: skipLines + 1, record: 0))
    }
    if chunk.isEmpty {
        while true {
            let (step, _) = reader!.read(UnsafeBufferPointer(rebasing: chunk[0..<0]))
            if step == .end { break reading }
            tally(reader!.record)
        }
    }
    while start < chunk.count {
        let (step, consumed) = reader!.read(UnsafeBufferPointer(rebasing: chunk[start...]))
        start += consumed
        if step == .record { tally(reader!.record) }
    }
}

print("rows=\(rows) sum=\(AmountCents.decimalString(sum)) min_date=\(firstDay.map(String.init(describing:)) ?? "none") max_date=\(lastDay.map(String.init(describing:)) ?? "none")")
