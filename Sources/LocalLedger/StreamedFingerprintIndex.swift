import Booking
import Foundation

/// The fingerprint keys of a statement booked as it streams past (`LedgerImportSession`), kept
/// until its end: then they are walked in key order, checked for a fingerprint that occurs
/// twice, and the new bookings' keys go into the fingerprint index in key order, as `book`
/// fills it.
///
/// While the rows come, a bit a row for whether it was new; the keys, and for each duplicate
/// the booking it duplicates, go to spool files. At the end they are read back and sorted a
/// sixteenth of the key space at a time (12 bytes a row of that sixteenth), so that neither
/// the read's own index of the fingerprints nor a statement of many millions of rows makes
/// the process large.
struct StreamedFingerprintIndex {
    /// The keys of one part of the key space, sorted, with their rows.
    struct Part {
        var keys: [Int64]
        var rows: [UInt32]
    }

    private let spool: SpoolFile
    /// Keys not yet written to the spool.
    private var pendingKeys: [Int64] = []
    /// Bit `row % 64` of word `row / 64` is set for a row that is booked as new.
    private var newRows: [UInt64] = []
    /// The booking each duplicate row duplicates, in row order; read only for rows that share
    /// a key with another.
    private let duplicated: SpoolFile
    private var pendingDuplicated: [Int64] = []
    /// How many rows before each word of `newRows` are new; filled by `finishAdding`.
    private var newBefore: [Int] = []

    private(set) var count = 0

    /// Parts of the key space walked one after another, by the keys' top bits.
    private static let partBits = 4

    init(spoolingIn directory: URL) throws {
        spool = try SpoolFile(in: directory)
        duplicated = try SpoolFile(in: directory)
        pendingKeys.reserveCapacity(Self.spoolBatch)
    }

    /// Keys written to the spool at once.
    private static let spoolBatch = 8_192

    /// The next row, with its fingerprint's `key`; `existing` is the booking it duplicates.
    mutating func add(key: Int64, existing: Int?) {
        let row = count
        count += 1
        pendingKeys.append(key)
        if pendingKeys.count == Self.spoolBatch { writePendingKeys() }
        if row % 64 == 0 { newRows.append(0) }
        if let existing {
            pendingDuplicated.append(Int64(existing))
            if pendingDuplicated.count == Self.spoolBatch { writePendingDuplicated() }
        } else {
            newRows[row / 64] |= 1 << UInt64(row % 64)
        }
    }

    /// Ends the rows: what `parts`, `booking(ofRow:firstBooking:)` and the rest need.
    mutating func finishAdding() {
        writePendingKeys()
        writePendingDuplicated()
        var before = 0
        newBefore = newRows.map { word in
            defer { before += word.nonzeroBitCount }
            return before
        }
    }

    /// Hands the rows to `body` by key as SQLite sorts integers, rows of one key in row order,
    /// one part of the key space at a time, in order. Each part is sorted by a radix sort in
    /// place (most significant byte first, as "American flag sort").
    func parts(_ body: (Part) throws -> Void) throws {
        for part in 0 ..< 1 << Self.partBits {
            var keys: [Int64] = []
            var rows: [UInt32] = []
            var row: UInt32 = 0
            var carry: [UInt8] = []
            func take(_ key: Int64) {
                if Int(Self.unsigned(key) >> UInt64(64 - Self.partBits)) == part {
                    keys.append(key)
                    rows.append(row)
                }
                row += 1
            }
            try spool.read { bytes in
                var bytes = bytes
                if !carry.isEmpty {
                    // A key the last chunk ended within.
                    let missing = 8 - carry.count
                    carry += bytes.prefix(missing)
                    bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst(missing))
                    if carry.count == 8 {
                        take(carry.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
                        carry = []
                    }
                }
                let whole = bytes.count / 8 * 8
                for offset in stride(from: 0, to: whole, by: 8) { take(bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
                carry += bytes[whole...]
            }
            guard row == count, carry.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
            keys.withUnsafeMutableBufferPointer { keys in
                rows.withUnsafeMutableBufferPointer { rows in
                    Self.sort(keys, rows, 0..<keys.count, byteShift: 56)
                }
            }
            try body(Part(keys: keys, rows: rows))
        }
    }

    private mutating func writePendingKeys() {
        pendingKeys.withUnsafeBytes { spool.write($0) }
        pendingKeys.removeAll(keepingCapacity: true)
    }

    private mutating func writePendingDuplicated() {
        pendingDuplicated.withUnsafeBytes { duplicated.write($0) }
        pendingDuplicated.removeAll(keepingCapacity: true)
    }

    /// Sorts `range` of `keys` (and `rows` with them), whose bytes above `byteShift + 8` are
    /// equal, by key in SQLite's order, then by row.
    private static func sort(
        _ keys: UnsafeMutableBufferPointer<Int64>, _ rows: UnsafeMutableBufferPointer<UInt32>, _ range: Range<Int>, byteShift: Int
    ) {
        func swapAt(_ first: Int, _ second: Int) {
            keys.swapAt(first, second)
            rows.swapAt(first, second)
        }
        guard range.count > 32 else {
            // Few rows: by insertion, key then row.
            for index in range.dropFirst() {
                var place = index
                while place > range.lowerBound,
                      (unsigned(keys[place - 1]), rows[place - 1]) > (unsigned(keys[place]), rows[place]) {
                    swapAt(place - 1, place)
                    place -= 1
                }
            }
            return
        }
        func digit(_ index: Int) -> Int { Int(unsigned(keys[index]) >> UInt64(byteShift) & 0xFF) }
        var counts = [Int](repeating: 0, count: 256)
        for index in range { counts[digit(index)] += 1 }
        var next = [Int](repeating: 0, count: 256)
        var ends = [Int](repeating: 0, count: 256)
        var offset = range.lowerBound
        for bucket in 0..<256 {
            next[bucket] = offset
            offset += counts[bucket]
            ends[bucket] = offset
        }
        // Each element is swapped straight into its bucket.
        for bucket in 0..<256 {
            while next[bucket] < ends[bucket] {
                let target = digit(next[bucket])
                if target == bucket {
                    next[bucket] += 1
                } else {
                    swapAt(next[bucket], next[target])
                    next[target] += 1
                }
            }
        }
        var start = range.lowerBound
        for bucket in 0..<256 {
            let end = ends[bucket]
            if end - start > 1 {
                if byteShift > 0 {
                    sort(keys, rows, start..<end, byteShift: byteShift - 8)
                } else {
                    // One key: its rows in order.
                    var group = UnsafeMutableBufferPointer(rebasing: rows[start..<end])
                    group.sort()
                }
            }
            start = end
        }
    }

    /// The booking that holds row `row`'s fingerprint: its own when it was new (the new rows'
    /// bookings follow each other from `firstBooking`), else the one it duplicates.
    func booking(ofRow row: Int, firstBooking: Int) throws -> Int {
        let newBeforeRow = newRowsBefore(row)
        if isNew(row) { return firstBooking + newBeforeRow }
        return Int(try duplicated.int64(at: (row - newBeforeRow) * 8))
    }

    /// How many rows before `row` are new.
    private func newRowsBefore(_ row: Int) -> Int {
        newBefore[row / 64] + (newRows[row / 64] & ((1 << UInt64(row % 64)) - 1)).nonzeroBitCount
    }

    /// Whether row `row` was booked as new.
    func isNew(_ row: Int) -> Bool {
        newRows[row / 64] & (1 << UInt64(row % 64)) != 0
    }

    /// The first row of `part` whose fingerprint an earlier row has too, with that
    /// fingerprint, as `FingerprintKeyOrder.firstRepeat` finds it. Rows that share a key are
    /// rare, so their fingerprints are read from their bookings.
    func firstRepeat(in part: Part, fingerprint: (Int) throws -> String) rethrows -> (row: Int, fingerprint: String)? {
        let (keys, rows) = (part.keys, part.rows)
        var first: (row: Int, fingerprint: String)?
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1 {
                let fingerprints = try rows[start..<end].map { try fingerprint(Int($0)) }
                for later in 1 ..< fingerprints.count {
                    let row = Int(rows[start + later])
                    if let first, row >= first.row { break }
                    if fingerprints[..<later].contains(fingerprints[later]) {
                        first = (row, fingerprints[later])
                        break
                    }
                }
            }
            start = end
        }
        return first
    }

    /// The keys of the new rows of `part` with their bookings, in key order.
    func newEntries(in part: Part, firstBooking: Int, _ body: (Int64, Int) throws -> Void) rethrows {
        for index in part.keys.indices {
            let row = Int(part.rows[index])
            guard isNew(row) else { continue }
            try body(part.keys[index], firstBooking + newRowsBefore(row))
        }
    }

    /// The key with its sign bit flipped, so that unsigned order is SQLite's signed order.
    private static func unsigned(_ key: Int64) -> UInt64 {
        UInt64(bitPattern: key) ^ (1 << 63)
    }
}
