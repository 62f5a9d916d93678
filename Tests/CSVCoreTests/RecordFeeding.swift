import CSVCore

/// One record as the tests compare it: fields as text, where it starts, what went wrong.
struct ReadRecord: Equatable, CustomStringConvertible {
    var fields: [String]
    var position: Position
    var lastLine: Int
    var problems: [RecordProblem]

    init(_ record: ByteRecord) {
        fields = record.utf8Fields
        position = record.position
        lastLine = record.lastLine
        problems = record.problems
    }

    var description: String { "\(fields) @\(position) last=\(lastLine) \(problems)" }
}

/// Feeds `input` to a fresh reader in chunks that end at the given offsets, the way a file
/// reader would, and collects every record.
func readRecords(_ input: [UInt8], dialect: Dialect, splitAt offsets: [Int] = []) -> [ReadRecord] {
    var reader = RecordReader(dialect: dialect)
    var records: [ReadRecord] = []
    var bounds = offsets.filter { $0 > 0 && $0 < input.count }.sorted()
    bounds.append(input.count)
    var chunkStart = 0
    input.withUnsafeBufferPointer { all in
        for chunkEnd in bounds where chunkEnd > chunkStart {
            var cursor = chunkStart
            while cursor < chunkEnd {
                let (step, consumed) = reader.read(UnsafeBufferPointer(rebasing: all[cursor..<chunkEnd]))
                cursor += consumed
                if step == .record { records.append(ReadRecord(reader.record)) }
            }
            chunkStart = chunkEnd
        }
        while true {
            let (step, _) = reader.read(UnsafeBufferPointer(rebasing: all[0..<0]))
            if step == .end { break }
            records.append(ReadRecord(reader.record))
        }
    }
    return records
}

func readRecords(_ text: String, dialect: Dialect, splitAt offsets: [Int] = []) -> [ReadRecord] {
    readRecords(Array(text.utf8), dialect: dialect, splitAt: offsets)
}

func fieldsOf(_ text: String, dialect: Dialect = .rfc4180) -> [[String]] {
    readRecords(text, dialect: dialect).map(\.fields)
}
