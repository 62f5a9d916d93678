import CSVCore
import ImportWords
import StatementValues
import TableReading
import TestSupport
import Testing
import TextDecoding

/// Reads a whole table with the given options, chunk size included, as tests compare it.
private func readTable(
    _ bytes: [UInt8], _ options: TableReadingOptions
) throws -> (header: [String]?, rows: [[String]], lines: [Int], encoding: TextEncoding, replacements: Int, sha256: String) {
    var reader = try TableReader(source: InMemoryChunkSource(bytes), options: options)
    var rows: [[String]] = []
    var lines: [Int] = []
    while try reader.next() {
        let record = reader.record
        rows.append(reader.fields(of: record))
        lines.append(record.position.line)
    }
    return (reader.header, rows, lines, reader.encoding, reader.replacementCount, reader.sha256OfInput())
}

private let statementDialect = Dialect(delimiter: [UInt8(ascii: ";")])

@Suite("Table reader: encodings")
struct TableReaderEncodingTests {
    static let expectedHeader = [
        "Buchungstag", "Wertstellung", "Auftraggeber / Begünstigter", "Verwendungszweck", "Betrag (EUR)", "Saldo (EUR)",
    ]
    static let expectedRows = [
        ["01.03.2024", "01.03.2024", "Bäckerei Müller", "Brötchen; Kaffee", "-4,80", "1.995,20"],
        ["04.03.2024", "04.03.2024", "Crédit Agricole", "Überweisung \"März\"\r\nRef. 42", "1.250,00", "3.245,20"],
        ["05.03.2024", "05.03.2024", "Straße & Söhne", "Miete € 900", "-900,00", "2.345,20"],
    ]

    static let variants: [(file: String, encoding: TextEncoding?, detected: TextEncoding)] = [
        ("utf-8.csv", nil, .utf8),
        ("utf-8-bom.csv", nil, .utf8),
        ("utf-16le-bom.csv", nil, .utf16LittleEndian),
        ("utf-16be-bom.csv", nil, .utf16BigEndian),
        ("windows-1252.csv", .windows1252, .windows1252),
        ("iso-8859-15.csv", .isoLatin9, .isoLatin9),
        ("macintosh.csv", .macintosh, .macintosh),
    ]

    @Test(arguments: variants.map(\.file))
    func sameStatementInEveryEncodingGivesTheSameRows(_ file: String) throws {
        let variant = try #require(Self.variants.first { $0.file == file })
        let bytes = try Corpus.bytes(Corpus.fixture("statement-encodings/\(file)"))
        for chunkSize in [16, 17, 64, 1 << 20] {
            let options = TableReadingOptions(
                dialect: statementDialect, encoding: variant.encoding, skipLines: 3, chunkSize: chunkSize)
            let table = try readTable(bytes, options)
            #expect(table.encoding == variant.detected)
            #expect(table.header == Self.expectedHeader, "chunk size \(chunkSize)")
            #expect(table.rows == Self.expectedRows, "chunk size \(chunkSize)")
            #expect(table.lines == [5, 6, 8], "chunk size \(chunkSize)")
            #expect(table.replacements == 0)
            // Chunks after the first are hashed on a thread of their own, in order.
            #expect(table.sha256 == SHA256.hex(of: bytes), "chunk size \(chunkSize)")
        }
    }

    /// Readers dropped half-way leave the next ones hashing their whole input.
    @Test func readersDroppedHalfWayLeaveTheNextOnesHashingTheWholeInput() throws {
        let line = Array("01.03.2024;Bäckerei Müller;-4,80\n".utf8)
        let bytes = Array(Array(repeating: line, count: 400).joined())
        let options = TableReadingOptions(dialect: statementDialect, encoding: .utf8, hasHeader: false, chunkSize: 64)
        for _ in 0..<50 {
            var reader = try TableReader(source: InMemoryChunkSource(bytes), options: options)
            for _ in 0..<100 { _ = try reader.next() }
        }
        let table = try readTable(bytes, options)
        #expect(table.rows.count == 400)
        #expect(table.sha256 == SHA256.hex(of: bytes))
        #expect(table.sha256 == "e5c3a1c06557a6682d92ffa53e87c34275da1921cb9f6ab3e06371f511d5888a")
    }

    @Test func byteOrderMarkOverridesAGivenEncodingAndSaysSo() throws {
        let bytes = try Corpus.bytes(Corpus.fixture("statement-encodings/utf-8-bom.csv"))
        let reader = try TableReader(
            source: InMemoryChunkSource(bytes),
            options: TableReadingOptions(dialect: statementDialect, encoding: .windows1252, skipLines: 3))
        #expect(reader.encoding == .utf8)
        #expect(reader.hasByteOrderMark)
        #expect(reader.warnings == [Problem(.byteOrderMark, ["encoding": .text("utf-8"), "detected": .text("windows-1252")])])
        #expect(reader.warnings.map(\.englishMessage) == ["the file starts with a utf-8 byte order mark, so it is read as utf-8, not windows-1252"])
        #expect(reader.header?.first == "Buchungstag")
    }

    @Test func invalidUTF8BecomesReplacementCharactersAndIsCounted() throws {
        let bytes: [UInt8] = Array("a;b\n".utf8) + [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x3B, 0xE2, 0x82] + Array("\n".utf8)
        let table = try readTable(bytes, TableReadingOptions(dialect: statementDialect))
        #expect(table.rows == [["M\u{FFFD}ller", "\u{FFFD}"]])
        #expect(table.replacements == 2)
    }

    /// A two-byte character split by every possible chunk boundary still decodes.
    @Test func utf8SequenceSplitAtAChunkBoundary() throws {
        let bytes = Array("Name;Ort\nMüller;Zürich\n".utf8)
        for chunkSize in 16...24 {
            let table = try readTable(bytes, TableReadingOptions(dialect: statementDialect, chunkSize: chunkSize))
            #expect(table.rows == [["Müller", "Zürich"]], "chunk size \(chunkSize)")
            #expect(table.replacements == 0)
        }
    }
}

@Suite("Table reader: preamble and positions")
struct TableReaderRegionTests {
    @Test(arguments: [16, 17, 18, 19, 20, 21, 1024])
    func preambleLinesAreSkippedRawEvenWithUnbalancedQuotes(chunkSize: Int) throws {
        let text = "Konto \"Privat;1\r\nSaldo;5\r\n\r\nDatum;Betrag\r\n01.01.2024;-1,00\r\n"
        let table = try readTable(Array(text.utf8), TableReadingOptions(dialect: statementDialect, skipLines: 3, chunkSize: chunkSize))
        #expect(table.header == ["Datum", "Betrag"])
        #expect(table.rows == [["01.01.2024", "-1,00"]])
        #expect(table.lines == [5])
    }

    @Test func moreSkippedLinesThanTheFileHasGivesAnEmptyTable() throws {
        let table = try readTable(Array("a;b\r\n".utf8), TableReadingOptions(dialect: statementDialect, skipLines: 5))
        #expect(table.header == nil)
        #expect(table.rows.isEmpty)
    }

    @Test func withoutHeaderEveryRecordIsData() throws {
        let table = try readTable(Array("a;b\nc;d".utf8), TableReadingOptions(dialect: statementDialect, hasHeader: false))
        #expect(table.header == nil)
        #expect(table.rows == [["a", "b"], ["c", "d"]])
        #expect(table.lines == [1, 2])
    }
}

@Suite("Table reader: input that is not a table")
struct TableReaderRefusalTests {
    @Test func binaryContentIsRefusedWithItsOffset() throws {
        let bytes: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]
        #expect(throws: TableReadingError.binaryContent(byte: 5)) {
            try TableReader(source: InMemoryChunkSource(bytes), options: TableReadingOptions())
        }
    }

    @Test(arguments: [[], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE]] as [[UInt8]])
    func anEmptyFileIsRefused(_ bytes: [UInt8]) throws {
        #expect(throws: TableReadingError.emptyInput) {
            try TableReader(source: InMemoryChunkSource(bytes), options: TableReadingOptions())
        }
    }

    @Test func aRunawayRecordIsRefusedWithTheLineItStartedOn() throws {
        let bytes = Array("a,b\n\"".utf8) + [UInt8](repeating: 0x41, count: 5000)
        var reader = try TableReader(
            source: InMemoryChunkSource(bytes),
            options: TableReadingOptions(hasHeader: false, chunkSize: 256, maxRecordBytes: 1024))
        #expect(try reader.next())
        #expect(throws: TableReadingError.recordTooLong(line: 2, limit: 1024)) { try reader.next() }
    }

    /// A line of delimiters is as many fields as bytes, each costing more than its byte in
    /// every stage after the reader; found within a chunk and across chunks alike.
    @Test("a record of more fields than the limit is refused with its line", arguments: [64, 4096])
    func aRecordOfTooManyFieldsIsRefused(chunkSize: Int) throws {
        let bytes = Array("a,b\n1,2\n".utf8) + [UInt8](repeating: UInt8(ascii: ","), count: 2000) + Array("\n3,4\n".utf8)
        var reader = try TableReader(
            source: InMemoryChunkSource(bytes),
            options: TableReadingOptions(hasHeader: false, chunkSize: chunkSize, maxRecordFields: 1000))
        #expect(try reader.next())
        #expect(try reader.next())
        #expect(throws: TableReadingError.tooManyFields(line: 3, limit: 1000)) { try reader.next() }
        #expect(TableReadingError.tooManyFields(line: 3, limit: 1000).description
            == "the record starting on line 3 has more than 1000 fields; this is not a statement table, or the delimiter is wrong")
    }
}

@Suite("Table reader: headers on several lines, footers")
struct TableReaderHeaderFooterTests {
    @Test func aHeaderOnTwoLinesIsJoinedPerColumn() throws {
        let text = "Datum;Betrag;Text\nBuchung;in EUR;\n01.01.2024;-1,00;Kaffee\n"
        let table = try readTable(Array(text.utf8), TableReadingOptions(dialect: statementDialect, headerRecords: 2))
        #expect(table.header == ["Datum Buchung", "Betrag in EUR", "Text"])
        #expect(table.rows == [["01.01.2024", "-1,00", "Kaffee"]])
    }

    @Test func aWordBrokenAtTheHeaderLinesEndIsJoined() throws {
        let text = "Buchungs-;Empfänger-;Betrag\ndatum;IBAN;EUR\n01.01.2024;DE02120300000000202051;-1,00\n"
        let table = try readTable(Array(text.utf8), TableReadingOptions(dialect: statementDialect, headerRecords: 2))
        #expect(table.header == ["Buchungsdatum", "Empfänger-IBAN", "Betrag EUR"])
    }

    @Test(arguments: [16, 23, 1 << 20])
    func footerLinesAreDroppedWhileStreaming(chunkSize: Int) throws {
        let text = "Datum;Betrag\n01.01.2024;-1,00\n02.01.2024;\"2,00\nmehr\"\n03.01.2024;3,00\nKontostand;4,00\nSumme;4,00\n\n"
        let table = try readTable(
            Array(text.utf8), TableReadingOptions(dialect: statementDialect, footerLines: 2, chunkSize: chunkSize))
        #expect(table.rows.map(\.first) == ["01.01.2024", "02.01.2024", "03.01.2024"])
        #expect(table.lines == [2, 3, 5])
    }
}

@Suite("Table reader: reading every record at once")
struct TableReaderForEachRecordTests {
    /// `forEachRecord` lends the same records that `next()` and `record` give, footer or not,
    /// and leaving the hash off changes nothing about them.
    @Test(arguments: [0, 2])
    func forEachRecordGivesWhatNextGives(footerLines: Int) throws {
        let text = "Datum;Betrag\n01.01.2024;-1,00\n02.01.2024;\"2,00\nmehr\"\n03.01.2024;3,00\nKontostand;4,00\nSumme;4,00\n"
        let options = TableReadingOptions(dialect: statementDialect, footerLines: footerLines, chunkSize: 16)
        let expected = try readTable(Array(text.utf8), options)
        var unhashed = options
        unhashed.hashesInput = false
        var reader = try TableReader(source: InMemoryChunkSource(Array(text.utf8)), options: unhashed)
        let decoder = reader.fieldDecoder
        var rows: [[String]] = []
        var lines: [Int] = []
        try reader.forEachRecord { record in
            rows.append((0..<record.count).map { index in record.withField(index) { decoder.string($0) } })
            lines.append(record.position.line)
        }
        #expect(rows == expected.rows)
        #expect(lines == expected.lines)
        #expect(rows.count == (footerLines == 0 ? 5 : 3))
    }
}
