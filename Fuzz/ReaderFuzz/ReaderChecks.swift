import CSVCore

/// Reads one fuzz case whole, one byte at a time and in derived chunks, and checks that the
/// records and positions agree and make sense, and that writing the records back as RFC 4180
/// and reading that again gives the same fields.
struct ReaderChecks {
    let fuzzCase: FuzzCase

    init(_ fuzzCase: FuzzCase) {
        self.fuzzCase = fuzzCase
    }

    func run() {
        let text = fuzzCase.text
        let dialect = fuzzCase.dialect
        let whole = Self.read(text, dialect: dialect) { _ in text.count }
        checkInvariants(whole)
        let byteByByte = Self.read(text, dialect: dialect) { _ in 1 }
        compare(whole, byteByByte, "one byte at a time")
        let sizes = fuzzCase.chunkSizes
        let chunked = Self.read(text, dialect: dialect) { sizes[$0 % sizes.count] }
        compare(whole, chunked, "chunks of \(sizes)")
        checkRoundTrip(whole)
    }

    /// Feeds `input` in chunks of `chunkSize(n)` bytes for the n-th chunk, as a file reader would.
    static func read(_ input: UnsafeBufferPointer<UInt8>, dialect: Dialect, chunkSize: (Int) -> Int) -> [ByteRecord] {
        var reader = RecordReader(dialect: dialect)
        var records: [ByteRecord] = []
        // Every record ends at a byte of its own, plus one record that the end may complete.
        let recordLimit = input.count + 1
        var chunkStart = 0
        var chunkNumber = 0
        while chunkStart < input.count {
            let chunkEnd = min(input.count, chunkStart + max(1, chunkSize(chunkNumber)))
            chunkNumber += 1
            var cursor = chunkStart
            while cursor < chunkEnd {
                let (step, consumed) = reader.read(UnsafeBufferPointer(rebasing: input[cursor..<chunkEnd]))
                guard consumed >= 0, consumed <= chunkEnd - cursor else {
                    violated("consumed within the chunk", "consumed \(consumed) of \(chunkEnd - cursor) bytes")
                }
                switch step {
                case .record:
                    records.append(reader.record)
                    guard records.count <= recordLimit else {
                        violated("progress", "more than \(recordLimit) records from \(input.count) bytes")
                    }
                case .needInput:
                    guard consumed == chunkEnd - cursor else {
                        violated("needInput consumes the whole chunk", "consumed \(consumed) of \(chunkEnd - cursor)")
                    }
                case .end:
                    violated("no end before the empty chunk", "at byte \(cursor)")
                }
                cursor += consumed
            }
            chunkStart = chunkEnd
        }
        let empty = UnsafeBufferPointer(rebasing: input[input.count...])
        while true {
            let (step, consumed) = reader.read(empty)
            guard consumed == 0 else { violated("the empty chunk consumes nothing", "consumed \(consumed)") }
            if step == .end { break }
            guard step == .record else { violated("the end completes records", "got \(step)") }
            records.append(reader.record)
            guard records.count <= recordLimit else { violated("progress at the end", "\(records.count) records") }
        }
        return records
    }

    func compare(_ expected: [ByteRecord], _ actual: [ByteRecord], _ how: String) {
        guard expected != actual else { return }
        let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        violated("chunking does not change records", """
            \(describe(fuzzCase.dialect)); reading \(how) differs at record \(index) \
            (\(expected.count) vs \(actual.count) records)
            whole:   \(index < expected.count ? describe(expected[index]) : "none")
            chunked: \(index < actual.count ? describe(actual[index]) : "none")
            """)
    }

    func checkInvariants(_ records: [ByteRecord]) {
        let text = fuzzCase.text
        var previous: Position?
        var lineBreaksBefore = 0
        var scanned = 0
        for (index, record) in records.enumerated() {
            let position = record.position
            guard position.record == index else {
                violated("record numbers count from 0", "record \(index) says \(position.record)")
            }
            guard position.byte >= 0, position.byte < text.count else {
                violated("a record starts inside the input", "\(position) in \(text.count) bytes")
            }
            if let previous {
                guard position.byte > previous.byte else {
                    violated("byte offsets increase", "\(previous) then \(position)")
                }
                guard position.line >= previous.line else {
                    violated("line numbers never decrease", "\(previous) then \(position)")
                }
            }
            while scanned < position.byte {
                if text[scanned] == 0x0A || text[scanned] == 0x0D { lineBreaksBefore += 1 }
                scanned += 1
            }
            guard position.line >= 1, position.line <= lineBreaksBefore + 1 else {
                violated("a line number is at most 1 + the CR and LF bytes before", "\(position), \(lineBreaksBefore) breaks before")
            }
            guard record.lastLine >= position.line else {
                violated("a record ends on or after its first line", "\(position) lastLine \(record.lastLine)")
            }
            guard record.byteCount <= text.count - position.byte else {
                violated("field bytes come from the input", "\(record.byteCount) bytes from \(text.count - position.byte)")
            }
            var fieldEnd = 0
            for index in 0..<record.count {
                let range = record.range(of: index)
                guard range.lowerBound >= fieldEnd, range.upperBound <= record.byteCount else {
                    violated("fields are ordered ranges of the record's bytes", "field \(index) at \(range) after \(fieldEnd), \(record.byteCount) bytes")
                }
                fieldEnd = range.upperBound
                let special = record[index].contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }
                guard record.withField(index, RFC4180Writer.needsQuotes) == special else {
                    violated("needsQuotes finds a comma, quote, CR or LF", "field \(index) of \(describe(record))")
                }
            }
            for problem in record.problems {
                guard problem.byte >= 0, problem.byte < text.count, problem.line >= 1, problem.column >= 1 else {
                    violated("problems point into the input", "\(problem) (byte \(problem.byte)) in \(describe(record))")
                }
                guard problem.field >= 0, problem.field < max(record.count, 1) else {
                    violated("problems name a field of the record", "\(problem) names field \(problem.field) of \(record.count) in \(describe(record))")
                }
            }
            if !fuzzCase.dialect.strict {
                for problem in record.problems where problem.kind == .quoteInUnquotedField || problem.kind == .textAfterClosingQuote {
                    violated("lenient reading reports only unterminated quotes and dangling escapes", "\(problem)")
                }
            }
            previous = position
        }
    }

    /// Writes the records with every field quoted and reads them back with a plain RFC 4180
    /// reader (same delimiter): the fields must survive. Catches unescaping mistakes that
    /// chunk-independence cannot see.
    func checkRoundTrip(_ records: [ByteRecord]) {
        let delimiter = fuzzCase.dialect.delimiter
        var written: [UInt8] = []
        for record in records {
            for index in 0..<record.count {
                if index > 0 { written.append(contentsOf: delimiter) }
                written.append(0x22)
                for byte in record[index] {
                    written.append(byte)
                    if byte == 0x22 { written.append(0x22) }
                }
                written.append(0x22)
            }
            written.append(0x0A)
        }
        let plain = Dialect(delimiter: delimiter, quote: 0x22, escape: .doubledQuote,
                            terminator: .byte(0x0A), skipEmptyLines: false)
        let reread = written.withUnsafeBufferPointer { Self.read($0, dialect: plain) { _ in 4096 } }
        let fields = { (records: [ByteRecord]) in records.map { record in (0..<record.count).map { Array(record[$0]) } } }
        guard fields(records) == fields(reread) else {
            violated("quoted write-back reads the same fields", """
                \(describe(fuzzCase.dialect))
                first: \(fields(records).prefix(3))
                again: \(fields(reread).prefix(3))
                """)
        }
    }

    func describe(_ record: ByteRecord) -> String {
        let fields = (0..<record.count).map { index in
            "\"" + String(decoding: record[index], as: UTF8.self).debugDescription.dropFirst().dropLast() + "\""
        }
        return "[\(fields.joined(separator: ", "))] @\(record.position) last=\(record.lastLine) problems=\(record.problems)"
    }

    func describe(_ dialect: Dialect) -> String {
        let delimiter = String(decoding: dialect.delimiter, as: UTF8.self).debugDescription
        let quote = dialect.quote.map { String(UnicodeScalar($0)).debugDescription } ?? "none"
        return "dialect delimiter \(delimiter) quote \(quote) escape \(dialect.escape) terminator \(dialect.terminator) "
            + "comment \(dialect.comment.map { String(UnicodeScalar($0)) } ?? "none") trim \(dialect.trimTrailingEmptyFields) "
            + "skipEmpty \(dialect.skipEmptyLines) strict \(dialect.strict)"
    }
}
