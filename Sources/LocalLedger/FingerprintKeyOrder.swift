import Booking

/// The rows of a batch in the order of their fingerprints' `FingerprintKey`s, rows of one key
/// in batch order.
///
/// It serves twice: a fingerprint that occurs twice in the batch is found by comparing
/// neighbours, and the fingerprint index is filled in this order. Both would otherwise probe
/// or walk a table at random, and a million random steps miss the processor's caches each
/// time; a radix sort reads and writes the keys in a few sequential passes.
struct FingerprintKeyOrder {
    /// Sorted by key as SQLite sorts integers, then by row.
    private(set) var entries: [(key: Int64, row: Int)]

    init(keys: [Int64]) {
        var source = keys.enumerated().map { (key: $0.element, row: $0.offset) }
        guard source.count > 1 else {
            entries = source
            return
        }
        // Least significant digit first, a byte at a time: each pass keeps the order of the
        // one before among equal bytes, so rows of one key stay in batch order.
        var counts = [Int](repeating: 0, count: 8 * 256)
        for entry in source {
            var digits = Self.unsigned(entry.key)
            for pass in 0..<8 {
                counts[pass << 8 | Int(digits & 0xFF)] += 1
                digits >>= 8
            }
        }
        var target = source
        for pass in 0..<8 {
            // A byte that every key shares leaves the order as it is.
            guard !counts[pass << 8 ..< (pass + 1) << 8].contains(source.count) else { continue }
            var next = [Int](repeating: 0, count: 256)
            var offset = 0
            for digit in 0..<256 {
                next[digit] = offset
                offset += counts[pass << 8 | digit]
            }
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    for entry in from {
                        let digit = Int(Self.unsigned(entry.key) >> UInt64(8 * pass) & 0xFF)
                        to[next[digit]] = entry
                        next[digit] += 1
                    }
                }
            }
            swap(&source, &target)
        }
        entries = source
    }

    /// The first row of `transactions` whose fingerprint an earlier row has too.
    func firstRepeat(in transactions: [BatchTransaction]) -> Int? {
        var first: Int?
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key == entries[start].key { end += 1 }
            // Rows with one key: almost always one, else a repeat or two fingerprints that
            // share a key, told apart by comparing them.
            for later in start + 1 ..< end {
                let row = entries[later].row
                if let first, row >= first { break }
                let fingerprint = transactions[row].fingerprint
                if entries[start..<later].contains(where: { transactions[$0.row].fingerprint == fingerprint }) {
                    first = row
                    break
                }
            }
            start = end
        }
        return first
    }

    /// The key with its sign bit flipped, so that unsigned order is SQLite's signed order.
    private static func unsigned(_ key: Int64) -> UInt64 {
        UInt64(bitPattern: key) ^ (1 << 63)
    }
}
