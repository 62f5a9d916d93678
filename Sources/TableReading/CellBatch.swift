/// Records' cells as every stage reads them (decoded, cleaned: `CellText`), as UTF-8 bytes in
/// one buffer for a batch of records: what the reading thread hands to the mapping thread.
///
/// A long statement's reading thread made a `String` for every cell and an array for every
/// record, and the mapping thread released them: about half of both threads' time went to
/// allocating, reference counting and freeing. Here a batch is one buffer and a few arrays;
/// the mapper reads dates and amounts in the bytes, and makes strings only of the texts a
/// transaction keeps. The transactions' raw fields point into the batch (`RawFields`), so it
/// lives as long as one of them does, and is not changed once handed over.
package final class CellBatch: @unchecked Sendable {
    /// The cells' bytes, one after the other; valid UTF-8, each cell on its own.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Where each cell ends in `bytes`; a cell starts where the one before it ends.
    private let cellEnds: [Int]
    /// Where each record's cells start in `cellEnds`, and after the last, where they end.
    private let recordStarts: [Int]
    /// Each record's physical first and last line.
    package let lines: [Int]
    package let lastLines: [Int]
    /// The bytes the cells take, for sizing the next batch.
    package let cellByteCount: Int

    /// Everything is `let`: the mapping thread reads a batch for every cell of every row, and
    /// a class's `var` is checked for exclusive access on each read, which cost more than the
    /// reading. The reading thread fills a `Builder` instead.
    private init(_ builder: borrowing Builder) {
        bytes = builder.bytes
        cellEnds = builder.cellEnds
        recordStarts = builder.recordStarts
        lines = builder.lines
        lastLines = builder.lastLines
        cellByteCount = builder.byteCount
    }

    deinit { bytes.deallocate() }

    package var recordCount: Int { lines.count }

    /// How many cells record `record` has.
    package func cellCount(_ record: Int) -> Int { recordStarts[record + 1] - recordStarts[record] }

    /// How many bytes the cells of record `record` hold together.
    package func byteCount(_ record: Int) -> Int {
        let first = recordStarts[record]
        let end = recordStarts[record + 1]
        guard end > first else { return 0 }
        return cellEnds[end - 1] - (first == 0 ? 0 : cellEnds[first - 1])
    }

    /// The bytes of cell `column` of `record`; empty when the record is shorter.
    package func cell(_ record: Int, _ column: Int) -> UnsafeBufferPointer<UInt8> {
        let first = recordStarts[record]
        guard column < recordStarts[record + 1] - first else { return UnsafeBufferPointer(start: nil, count: 0) }
        let index = first + column
        let start = index == 0 ? 0 : cellEnds[index - 1]
        return UnsafeBufferPointer(start: bytes + start, count: cellEnds[index] - start)
    }

    /// Cell `column` of `record` as text; empty when the record is shorter.
    package func text(_ record: Int, _ column: Int) -> String {
        String(decoding: cell(record, column), as: UTF8.self)
    }

    /// Every cell of `record` as text, as `StatementMapper.add(cells:line:lastLine:)` takes them.
    package func texts(_ record: Int) -> [String] {
        (0..<cellCount(record)).map { text(record, $0) }
    }

    /// A batch being filled, cell by cell and record by record, by the reading thread.
    package struct Builder: ~Copyable {
        fileprivate var bytes: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        /// The bytes of the cells written so far.
        package fileprivate(set) var byteCount = 0
        fileprivate var cellEnds: [Int] = []
        fileprivate var recordStarts: [Int] = [0]
        fileprivate var lines: [Int] = []
        fileprivate var lastLines: [Int] = []
        /// Whether `finish` handed the bytes to a batch.
        private var finished = false

        /// An empty batch with room for about `records` records of `bytesPerRecord` bytes.
        package init(records: Int, bytesPerRecord: Int) {
            capacity = max(64, records * bytesPerRecord)
            bytes = .allocate(capacity: capacity)
            cellEnds.reserveCapacity(records * 8)
            recordStarts.reserveCapacity(records + 1)
            lines.reserveCapacity(records)
            lastLines.reserveCapacity(records)
        }

        deinit { if !finished { bytes.deallocate() } }

        package var recordCount: Int { lines.count }

        /// Room for `count` more bytes at the end, where the next cell is written.
        package mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8> {
            if byteCount + count > capacity {
                capacity = max(capacity * 2, byteCount + count)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                grown.moveInitialize(from: bytes, count: byteCount)
                bytes.deallocate()
                bytes = grown
            }
            return bytes + byteCount
        }

        /// Ends the cell of `count` bytes written at `room(for:)`.
        mutating func endCell(count: Int) {
            byteCount += count
            cellEnds.append(byteCount)
        }

        /// Ends the record whose cells were written since the last call.
        mutating func endRecord(line: Int, lastLine: Int) {
            recordStarts.append(cellEnds.count)
            lines.append(line)
            lastLines.append(lastLine)
        }

        /// The batch, for the mapping thread; the builder is used up.
        package consuming func finish() -> CellBatch {
            finished = true
            return CellBatch(self)
        }
    }
}
