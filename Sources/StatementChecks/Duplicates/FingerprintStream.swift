import StatementMapping
import StatementValues

/// Fingerprints of rows that stream past in batches, equal to `Fingerprint.fingerprints` of
/// all of them at once: the occurrence counter needs every earlier row's identity, which is
/// kept as 8 bytes a row (`CompactOccurrences`) instead of the rows. A class: the streaming
/// read's batches share one (`PendingFingerprints`).
package final class FingerprintStream {
    let accountKey: String
    private var occurrences = CompactOccurrences()

    package init(accountKey: String) {
        self.accountKey = accountKey
    }

    /// The fingerprints of the next rows, in order; `cores`, when given, are their core hashes
    /// for `accountKey`, computed already.
    package func fingerprints(of batch: [Transaction], cores: [Fingerprint.CoreHash]? = nil) -> [Fingerprint] {
        let cores = cores ?? Fingerprint.coreHashes(of: batch, accountKey: accountKey)
        var prints: [Fingerprint] = []
        prints.reserveCapacity(cores.count)
        batch.withUnsafeBufferPointer { rows in
            occurrences.touch(cores, bookedOn: rows)
            for index in cores.indices {
                prints.append(Fingerprint(core: cores[index], occurrence: occurrences.count(cores[index], bookedOn: rows[index].bookingDate)))
            }
        }
        return prints
    }
}

/// The fingerprints of a batch of a streamed statement's rows, made where its receiver takes
/// them (`StatementReceiver.fingerprintsWhereReceived`) instead of on the mapping thread:
/// `preview --json`'s mapping thread was the read's slowest, its writer's thread had time to
/// spare (0.45 s against 0.30 s of CPU for a million rows; with the work moved, 8 % less wall
/// time, median of 21 shuffled runs). `convert` keeps them on the mapping thread, where its
/// measurements favour them.
///
/// The occurrences are counted as the rows come, so the batches of one read must be finished
/// once each, in the order they were read, one at a time: the read hands each batch on once,
/// in order, and a `ReceivingThread` takes them in that order on its one thread.
package struct PendingFingerprints: @unchecked Sendable {
    /// The read's occurrence counter, which only the batches' finishing touches.
    package let stream: FingerprintStream
    /// The batch's core hashes when the mapping thread made them (and no filter left a row out
    /// nor were the signs turned since), else `nil`: then they are made here.
    let cores: [Fingerprint.CoreHash]?

    /// The fingerprints of the batch's rows, `batch` being the rows as handed on.
    package func fingerprints(of batch: [Transaction]) -> [Fingerprint] {
        stream.fingerprints(of: batch, cores: cores)
    }

    package init(stream: FingerprintStream, cores: [Fingerprint.CoreHash]?) {
        self.stream = stream
        self.cores = cores
    }
}

/// How often each core hash came so far: the hashes' first 64 bits in 256 open-addressing
/// tables, each at most three quarters full, 8 bytes a slot. The tables grow one at a time, so
/// the index takes 11 to 21 bytes a row (about 14 on average) and never twice that while
/// growing. A row's table is chosen by its booking date (which its core hash includes) and
/// the hash's first three bits: the rows of one day, which a statement lists together, fall
/// into 8 tables that stay in the processor's cache, instead of into all 256 (the misses
/// took a tenth of the mapping thread of a million-row statement); a statement of one day
/// still spreads over 8. Two different bookings of one statement sharing those 64 bits
/// (about one chance in 10^7 in a million-row statement) would be counted as the same booking
/// twice; the counter of the second then differs from the one `Fingerprint.fingerprints` gives,
/// the same way on every run.
struct CompactOccurrences {
    /// 0 marks an empty slot; a hash whose first bits are 0 is kept as 1.
    private var tables = [[UInt64]](repeating: [UInt64](repeating: 0, count: 16), count: 256)
    private var used = [Int](repeating: 0, count: 256)
    /// Counts above 1, rare: the same booking more than once in one statement.
    private var repeats: [UInt64: Int] = [:]

    /// What the first slots of the last `touch` held, kept so that its loads are made.
    private var touched: UInt64 = 0

    /// The table and the key of `core`, the core hash of a booking on `date`.
    private static func place(of core: Fingerprint.CoreHash, bookedOn date: CalendarDate) -> (table: Int, key: UInt64) {
        let key = max(core.high, 1)
        let day = (date.year * 12 + date.month) * 31 + date.day
        return ((day * 8 + Int(truncatingIfNeeded: key >> 61)) & 255, key)
    }

    /// Reads the first slot of each of `cores` (booked on the dates of `rows`) before they are
    /// counted: loads that do not wait for one another, so the processor overlaps their cache
    /// misses, where the probes of `count`, one after the other, waited for each in turn.
    mutating func touch(_ cores: [Fingerprint.CoreHash], bookedOn rows: UnsafeBufferPointer<Transaction>) {
        var sum: UInt64 = 0
        tables.withUnsafeBufferPointer { tables in
            for index in cores.indices {
                let (table, key) = Self.place(of: cores[index], bookedOn: rows[index].bookingDate)
                tables[table].withUnsafeBufferPointer { slots in sum &+= slots[Int(truncatingIfNeeded: key) & (slots.count - 1)] }
            }
        }
        touched = sum
    }

    /// Counts `core`, the core hash of a booking on `date`, once more and returns its count: 1
    /// the first time.
    mutating func count(_ core: Fingerprint.CoreHash, bookedOn date: CalendarDate) -> Int {
        let (table, key) = Self.place(of: core, bookedOn: date)
        // The probe runs on the table's buffer: through the nested arrays, every step checked
        // bounds and uniqueness again (4 % of a million-row preview).
        let found = tables[table].withUnsafeMutableBufferPointer { slots -> Bool in
            let mask = slots.count - 1
            // The key is SHA-256 bits already: its own slot number.
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot] != 0 {
                if slots[slot] == key { return true }
                slot = (slot + 1) & mask
            }
            slots[slot] = key
            return false
        }
        if found {
            let count = (repeats[key] ?? 1) + 1
            repeats[key] = count
            return count
        }
        used[table] += 1
        if used[table] * 4 > tables[table].count * 3 { grow(table) }
        return 1
    }

    private mutating func grow(_ table: Int) {
        let old = tables[table]
        var grown = [UInt64](repeating: 0, count: old.count * 2)
        grown.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            for key in old where key != 0 {
                var slot = Int(truncatingIfNeeded: key) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = key
            }
        }
        tables[table] = grown
    }
}
