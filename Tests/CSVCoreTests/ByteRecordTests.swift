import CSVCore
import Testing

/// How a record holds its fields: the bytes as read, fields as ranges of them, and a value
/// that stays as it was when the reader goes on.
@Suite("Byte records")
struct ByteRecordTests {
    /// Reads every record of `text` in chunks of `chunkSize` bytes and keeps them all.
    private func keptRecords(_ text: String, dialect: Dialect = .rfc4180, chunkSize: Int = 1 << 20) -> [ByteRecord] {
        var reader = RecordReader(dialect: dialect)
        var records: [ByteRecord] = []
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(all.count, start + chunkSize)
                var cursor = start
                while cursor < end {
                    let (step, consumed) = reader.read(UnsafeBufferPointer(rebasing: all[cursor..<end]))
                    cursor += consumed
                    if step == .record { records.append(reader.record) }
                }
                start = end
            }
            while reader.read(UnsafeBufferPointer(rebasing: all[0..<0])).step == .record {
                records.append(reader.record)
            }
        }
        return records
    }

    /// The quotes stay in the record's bytes; only the second quote of `""` is left out.
    @Test func fieldsAreRangesOfTheBytesAsRead() throws {
        let record = try #require(keptRecords("\"a\"\"b\",c\n").first)
        #expect(record.byteCount == 7)
        #expect(record.range(of: 0) == 1..<4)
        #expect(record.range(of: 1) == 6..<7)
        #expect(record.utf8Fields == ["a\"b", "c"])
    }

    /// Records a caller keeps are values: the reader writes its next record elsewhere.
    @Test(arguments: [1, 3, 1 << 20])
    func keptRecordsDoNotChangeWhenTheReaderGoesOn(chunkSize: Int) {
        let records = keptRecords("a,\"b,c\"\r\n\"d\"\"e\",f\r\ng,h\r\n", chunkSize: chunkSize)
        #expect(records.map(\.utf8Fields) == [["a", "b,c"], ["d\"e", "f"], ["g", "h"]])
        #expect(records.map(\.position.byte) == [0, 9, 19])
    }

    /// A record wider and longer than the reader's first buffers, fed one byte at a time.
    @Test func recordsGrowBeyondTheFirstBuffers() {
        let fields = (0..<100).map { index in "\"" + String(repeating: "x", count: index * 3) + "\"\"q\"" }
        let records = keptRecords(fields.joined(separator: ",") + "\n", chunkSize: 1)
        let expected = (0..<100).map { index in String(repeating: "x", count: index * 3) + "\"q" }
        #expect(records.map(\.utf8Fields) == [expected])
    }

    /// Equal fields, positions and problems make equal records, however the input quoted them.
    @Test func equalityIsAboutFieldsNotQuoting() throws {
        let quoted = try #require(keptRecords("\"a\",\"b\"\n").first)
        let plain = try #require(keptRecords("a,b\n").first)
        let made = ByteRecord(fields: [Array("a".utf8), Array("b".utf8)])
        #expect(quoted == plain)
        #expect(quoted == made)
        #expect(quoted.hashValue == made.hashValue)
        #expect(quoted != ByteRecord(fields: [Array("a".utf8), Array("c".utf8)]))
        #expect(quoted != ByteRecord(fields: [Array("ab".utf8)]))
    }
}
