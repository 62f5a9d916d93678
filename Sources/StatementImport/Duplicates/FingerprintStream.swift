/// Fingerprints of rows that stream past in batches, equal to `Fingerprint.fingerprints` of
/// all of them at once: the occurrence counter needs every earlier row's identity, which is
/// kept as 8 bytes a row (`CompactOccurrences`) instead of the rows.
struct FingerprintStream {
    let accountKey: String
    private var occurrences = CompactOccurrences()

    init(accountKey: String) {
        self.accountKey = accountKey
    }

    /// The fingerprints of the next rows, in order.
    mutating func fingerprints(of batch: [Transaction]) -> [String] {
        let cores = Fingerprint.coreHashes(of: batch, accountKey: accountKey)
        var prints: [String] = []
        prints.reserveCapacity(cores.count)
        for core in cores { prints.append(core.fingerprint(occurrence: occurrences.count(core))) }
        return prints
    }
}

/// How often each core hash came so far, in an open-addressing table of the hashes' first 64
/// bits (8 bytes a slot, at most three quarters full: 11 to 21 bytes a row). Two different
/// bookings of one statement sharing those 64 bits (about one chance in 10^12 in a
/// million-row statement) would be counted as the same booking twice; the counter of the
/// second then differs from the one `Fingerprint.fingerprints` gives, the same way on every run.
struct CompactOccurrences {
    /// 0 marks an empty slot; a hash whose first bits are 0 is kept as 1.
    private var slots = [UInt64](repeating: 0, count: 1 << 12)
    private var used = 0
    /// Counts above 1, rare: the same booking more than once in one statement.
    private var repeats: [UInt64: Int] = [:]

    /// Counts `core` once more and returns its count: 1 the first time.
    mutating func count(_ core: Fingerprint.CoreHash) -> Int {
        let key = max(core.high, 1)
        let mask = slots.count - 1
        var slot = Self.bucket(key) & mask
        while slots[slot] != 0 {
            if slots[slot] == key {
                let count = (repeats[key] ?? 1) + 1
                repeats[key] = count
                return count
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = key
        used += 1
        if used * 4 > slots.count * 3 { grow() }
        return 1
    }

    /// The key is SHA-256 bits already: its own bucket number.
    private static func bucket(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key) }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for key in old where key != 0 {
            var slot = Self.bucket(key) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = key
        }
    }
}
