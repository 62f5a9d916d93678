// certain-import-bench: the "parse + exact amount + date + sum" path through the library:
// CSVCore reads the records, StatementImport's NumberFormat and DateFormat read the fields.
//
// Reads a Latin-1, ';'-separated statement in 1 MiB chunks, skips the preamble lines and the
// header, parses the amount column into exact money and the date column as dd.MM.yyyy, and
// prints `rows=N sum=S min_date=D max_date=D`, which Benchmarks/run compares with the peers.
// Amounts and dates are ASCII, so the Latin-1 field bytes need no transcoding on this path.

import CSVCore
import StatementImport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = "USAGE: certain-import-bench FILE [--skip-lines 5] [--amount-column 6] [--date-column 0]\n"

/// Prints `Error: message` (and the usage line for usage errors) to standard error and exits.
func fail(_ message: String, status: Int32 = 1) -> Never {
    let text = "Error: \(message)\n" + (status == 2 ? usage : "")
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(status)
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
        print(usage, terminator: "")
        exit(0)
    default:
        guard path == nil, !argument.hasPrefix("-") else { fail("unexpected argument '\(argument)'", status: 2) }
        path = argument
    }
}
guard let path else { fail("missing FILE", status: 2) }
guard let file = ChunkedFile(path: path) else { fail("cannot open \(path): \(String(cString: strerror(errno)))") }

/// Reads the whole file and tallies every data row. A function rather than top-level code, so
/// that the reader and the tally are locals: globals would pay for exclusivity checks per row,
/// and a reader captured by a closure would copy (retain and release) every record it hands out.
func readStatement(_ file: ChunkedFile, skipLines: Int, into tally: inout StatementTally) throws(StatementTally.UnreadableRow) {
    let dialect = Dialect(delimiter: [UInt8(ascii: ";")], quote: UInt8(ascii: "\""), escape: .doubledQuote)
    var skipper = PreambleSkipper(lines: skipLines)
    var chunk = nextChunk(of: file)
    var start = skipper.consume(chunk)
    while start == chunk.count && !chunk.isEmpty {
        chunk = nextChunk(of: file)
        start = skipper.consume(chunk)
    }
    var reader = RecordReader(
        dialect: dialect, startingAt: Position(byte: skipper.skippedBytes, line: skipLines + 1, record: 0))
    // The header is the first record after the preamble.
    var sawHeader = false
    while true {
        let (step, consumed) = reader.read(UnsafeBufferPointer(rebasing: chunk[start...]))
        start += consumed
        switch step {
        case .record:
            if sawHeader { try tally.add(reader.record) } else { sawHeader = true }
        case .needInput:
            chunk = nextChunk(of: file)
            start = 0
        case .end:
            return
        }
    }
}

/// The next chunk of `file`, empty at its end; a read error ends the program.
func nextChunk(of file: ChunkedFile) -> UnsafeBufferPointer<UInt8> {
    guard let chunk = file.next() else { fail("cannot read \(file.path): \(String(cString: strerror(errno)))") }
    return chunk
}

var tally = StatementTally(amountColumn: amountColumn, dateColumn: dateColumn)
do throws(StatementTally.UnreadableRow) {
    try readStatement(file, skipLines: skipLines, into: &tally)
} catch {
    fail(error.message)
}
print(tally.summary)
