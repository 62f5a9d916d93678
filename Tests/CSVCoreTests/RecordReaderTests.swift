import CSVCore
import Testing

private let semicolon = Dialect(delimiter: [UInt8(ascii: ";")])

@Suite("Record reader: fields")
struct RecordReaderFieldTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var dialect: Dialect = .rfc4180
        var expected: [[String]]
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "a,b\r\nc,d\r\n", expected: [["a", "b"], ["c", "d"]]),
        Case(input: "a,b\nc,d", expected: [["a", "b"], ["c", "d"]]),
        Case(input: "a,b\rc,d\r", expected: [["a", "b"], ["c", "d"]]),
        Case(input: "a,b\r\r\nc,d\r\r\n", expected: [["a", "b"], ["c", "d"]]),
        Case(input: "a,\"b\nc\",d\ne,f", expected: [["a", "b\nc", "d"], ["e", "f"]]),
        Case(input: "\"a\"\"b\",c", expected: [["a\"b", "c"]]),
        Case(input: "\"\",x,", expected: [["", "x", ""]]),
        Case(input: ",,\n", expected: [["", "", ""]]),
        Case(input: "a\n\n\nb\n", expected: [["a"], ["b"]]),
        Case(input: "12\" Zoll,b", expected: [["12\" Zoll", "b"]]),
        Case(input: "\"ab\"c,d", expected: [["abc", "d"]]),
        Case(input: "a;\"b;c\";d", dialect: semicolon, expected: [["a", "b;c", "d"]]),
        Case(input: "a\tb\tc", dialect: Dialect(delimiter: [9]), expected: [["a", "b", "c"]]),
        Case(input: "a|b||c", dialect: Dialect(delimiter: [UInt8(ascii: "|")]), expected: [["a", "b", "", "c"]]),
        Case(input: "a, b, \"c, d\"\n", dialect: Dialect(delimiter: Array(", ".utf8)),
             expected: [["a", "b", "c, d"]]),
        Case(input: "a,b, c,\n", dialect: Dialect(delimiter: Array(", ".utf8)), expected: [["a,b", "c,"]]),
        Case(input: "a, \"b, c\",  d\n", dialect: Dialect(skipInitialSpace: true), expected: [["a", "b, c", "d"]]),
        Case(input: "\"a\\\"b\",c\\,d", dialect: Dialect(escape: .backslash), expected: [["a\"b", "c,d"]]),
        Case(input: "\"a,b\",c", dialect: Dialect(quote: nil, escape: .none), expected: [["\"a", "b\"", "c"]]),
        Case(input: "'a,b','c''d'", dialect: Dialect(quote: UInt8(ascii: "'")), expected: [["a,b", "c'd"]]),
        Case(input: "\"a\"\"b\",c", dialect: Dialect(escape: .none), expected: [["a\"\"b", "c"]]),
        Case(input: "\"say \"hi\" now\",x", dialect: Dialect(escape: .none), expected: [["say \"hi\" now", "x"]]),
        Case(input: "\"C:\\temp\\\"x\\\\\",C:\\d", dialect: Dialect(escape: .backslash),
             expected: [["C:\\temp\"x\\", "C:\\d"]]),
        Case(input: "Konto;123;;;\nDatum;Betrag;;\n", dialect: Dialect(delimiter: [59], trimTrailingEmptyFields: true),
             expected: [["Konto", "123"], ["Datum", "Betrag"]]),
        Case(input: ";;;\n", dialect: Dialect(delimiter: [59], trimTrailingEmptyFields: true), expected: [[""]]),
        Case(input: "# Export\na,b\n#x\n", dialect: Dialect(comment: UInt8(ascii: "#")), expected: [["a", "b"]]),
        Case(input: "a,b;c,d;", dialect: Dialect(terminator: .byte(59)), expected: [["a", "b"], ["c", "d"]]),
        Case(input: "a\n\nb", dialect: Dialect(skipEmptyLines: false), expected: [["a"], [], ["b"]]),
    ]

    @Test(arguments: cases)
    func fields(_ testCase: Case) {
        #expect(fieldsOf(testCase.input, dialect: testCase.dialect) == testCase.expected)
    }
}

@Suite("Record reader: positions")
struct RecordReaderPositionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var dialect: Dialect = .rfc4180
        /// (byte, line, lastLine) of each record.
        var expected: [[Int]]
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "a,b\r\nc,d\r\n", expected: [[0, 1, 1], [5, 2, 2]]),
        Case(input: "a,\"b\nc\",d\ne,f", expected: [[0, 1, 2], [10, 3, 3]]),
        Case(input: "a,\"b\r\nc\r\n\",d\r\ne", expected: [[0, 1, 3], [14, 4, 4]]),
        Case(input: "a\r\rb\r\r\nc", expected: [[0, 1, 1], [3, 3, 3], [7, 4, 4]]),
        Case(input: "a\n\n\nb\n", expected: [[0, 1, 1], [4, 4, 4]]),
        Case(input: "x\r\r\ny\r\r\n", expected: [[0, 1, 1], [4, 2, 2]]),
        Case(input: "\"q\rr\"\nz", expected: [[0, 1, 2], [6, 3, 3]]),
        Case(input: "\"a\rb\nc\",d\ne", expected: [[0, 1, 3], [10, 4, 4]]),
        Case(input: "# c\r\na\r\n", dialect: Dialect(comment: 35), expected: [[5, 2, 2]]),
    ]

    @Test(arguments: cases)
    func positions(_ testCase: Case) {
        let records = readRecords(testCase.input, dialect: testCase.dialect)
        #expect(records.map { [$0.position.byte, $0.position.line, $0.lastLine] } == testCase.expected)
        #expect(records.map(\.position.record) == Array(0..<records.count))
    }

    @Test func readerStartingAfterSkippedLines() {
        var reader = RecordReader(dialect: .rfc4180, startingAt: Position(byte: 40, line: 6, record: 0))
        let input = Array("a,b\nc,d".utf8)
        let first = reader.read(input)
        #expect(first.step == .record && first.consumed == 4)
        #expect(reader.record.position == Position(byte: 40, line: 6, record: 0))
        #expect(reader.read(Array(input[4...])).step == .needInput)
        #expect(reader.read([]).step == .record)
        #expect(reader.record.position == Position(byte: 44, line: 7, record: 1))
        #expect(reader.read([]).step == .end)
    }
}

@Suite("Record reader: malformed input")
struct RecordReaderProblemTests {
    @Test func unterminatedQuoteIsReportedWhereItOpened() {
        let records = readRecords("a,b\nc,\"de\nf,g\n", dialect: .rfc4180)
        #expect(records.map(\.fields) == [["a", "b"], ["c", "de\nf,g\n"]])
        #expect(records[1].problems == [
            RecordProblem(kind: .unterminatedQuote, field: 1, byte: 6, line: 2, column: 3),
        ])
        #expect(records[1].problems[0].description == "line 2, column 3: a quoted field opened here is never closed")
    }

    @Test func lenientReadingReportsNothingForBareQuotes() {
        #expect(readRecords("12\" Zoll,\"ab\"c", dialect: .rfc4180)[0].problems == [])
    }

    @Test func strictReadingReportsBareQuotesAndTextAfterQuotes() {
        let strict = Dialect(strict: true)
        let records = readRecords("x\n12\" Zoll,\"ab\"c", dialect: strict)
        #expect(records[1].fields == ["12\" Zoll", "abc"])
        #expect(records[1].problems.map(\.kind) == [.quoteInUnquotedField, .textAfterClosingQuote])
        #expect(records[1].problems.map(\.column) == [3, 14])
        #expect(records[1].problems.map(\.line) == [2, 2])
    }

    @Test func danglingEscapeAtTheEndIsKept() {
        let records = readRecords("a,b\\", dialect: Dialect(escape: .backslash))
        #expect(records[0].fields == ["a", "b\\"])
        #expect(records[0].problems.map(\.kind) == [.danglingEscape])
    }

    @Test func binaryBytesAreJustBytes() {
        let input: [UInt8] = [0, 1, 2, 0x2C, 0xFF, 0xFE, 0x0A, 0x22, 0]
        let records = readRecords(input, dialect: .rfc4180)
        #expect(records.count == 2)
        #expect(records[0].fields.count == 2)
        #expect(records[1].problems.map(\.kind) == [.unterminatedQuote])
    }

    @Test func emptyInputHasNoRecords() {
        #expect(readRecords("", dialect: .rfc4180).isEmpty)
        #expect(readRecords("\r\n\r\n", dialect: .rfc4180).isEmpty)
    }
}

@Suite("Record reader: regressions found by fuzzing")
struct RecordReaderFuzzRegressionTests {
    /// `a,"` with trailing empty fields trimmed: the unterminated quote is in field 1, which
    /// must stay so that the problem names a field the record has.
    @Test func trimmingKeepsTheFieldAProblemIsAbout() {
        let records = readRecords("a,\"", dialect: Dialect(trimTrailingEmptyFields: true))
        #expect(records.map(\.fields) == [["a", ""]])
        #expect(records[0].problems.map(\.field) == [1])
    }
}
