import Booking

/// Finds the booking of one account that a new row would duplicate: the first with that
/// fingerprint whose import is not undone.
///
/// A batch that is small next to what the account holds probes the fingerprint index row by
/// row. A batch as large as a quarter of the account's live bookings or more (every first
/// import of a statement, a million-row export) reads them once, in order, into memory:
/// a million random index probes cost several times more than one pass.
///
/// The stored texts are read as `BookingFingerprint`s: certain-import's own are then 32
/// bytes each and compared as values, and another client's stay texts.
struct DuplicateFinder {
    // Two optionals rather than an enum with payloads: a `switch` would copy the loaded
    // bookings, retaining and releasing them, for every row.
    /// The account's bookings, when the batch is large enough to read them all.
    private let loaded: LoadedBookings?
    /// The index lookup otherwise.
    private let probe: SQLiteStatement?

    init(_ connection: SQLiteConnection, accountID: Int, batchSize: Int) throws {
        try self.init(connection, accountID: accountID, loadingUpTo: batchSize * 4)
    }

    /// A finder that reads the account's live bookings into memory when they are no more than
    /// `limit`, and probes the index otherwise: a statement streamed past (`LedgerImportSession`)
    /// has no size to weigh them against, only the memory they would take.
    init(_ connection: SQLiteConnection, accountID: Int, loadingUpTo limit: Int) throws {
        let count = try connection.prepare(
            "SELECT coalesce(sum(booked), 0) FROM imports WHERE account_id = ?1 AND status = 'booked'"
        )
        count.bind(.int(accountID))
        try count.step()
        let live = count.int(at: 0)
        if live <= limit {
            let query = try connection.prepare("""
                SELECT b.fingerprint_key, b.fingerprint, b.id
                FROM imports AS i JOIN bookings AS b ON b.id BETWEEN i.first_booking_id AND i.last_booking_id
                WHERE i.account_id = ?1 AND i.status = 'booked' AND b.import_id = i.id
                """)
            query.bind(.int(accountID))
            var loaded = LoadedBookings(capacity: live)
            while try query.step() {
                let fingerprint = query.withText(at: 1) { BookingFingerprint(utf8: $0) } ?? BookingFingerprint("")
                loaded.add(key: Int64(query.int(at: 0)), fingerprint: fingerprint, id: query.int(at: 2))
            }
            self.loaded = loaded
            probe = nil
        } else {
            let query = try connection.prepare("""
                SELECT b.id FROM fingerprint_index AS f
                    JOIN bookings AS b ON b.id = f.booking_id JOIN imports AS i ON i.id = b.import_id
                WHERE f.fingerprint_key = ?2 AND b.account_id = ?1 AND b.fingerprint = ?3 AND i.status = 'booked'
                ORDER BY f.booking_id LIMIT 1
                """)
            query.bind(accountID, at: 1)
            loaded = nil
            probe = query
        }
    }

    /// The booking that `fingerprint`, whose `FingerprintKey` is `key`, would duplicate.
    func existingBooking(_ fingerprint: BookingFingerprint, key: Int64) throws -> Int? {
        guard let probe else { return loaded?.booking(fingerprint, key: key) }
        probe.bind(key, at: 2)
        // Bound in place: the text lives only while it is written on the stack.
        return try fingerprint.withUTF8Bytes { text in
            probe.bindInPlace(text, at: 3)
            defer { probe.rewind() }
            return try probe.step() ? probe.int(at: 0) : nil
        }
    }
}

/// The live bookings of one account in memory: the first booking of each fingerprint, found
/// by the fingerprint's key.
private struct LoadedBookings {
    private var byKey: [Int64: (fingerprint: BookingFingerprint, id: Int)]
    /// The first bookings of further fingerprints whose key `byKey` holds for another one.
    private var collisions: [Int64: [(fingerprint: BookingFingerprint, id: Int)]] = [:]

    init(capacity: Int) {
        byKey = Dictionary(minimumCapacity: capacity)
    }

    mutating func add(key: Int64, fingerprint: BookingFingerprint, id: Int) {
        guard let held = byKey[key] else {
            byKey[key] = (fingerprint, id)
            return
        }
        if held.fingerprint == fingerprint {
            if id < held.id { byKey[key] = (fingerprint, id) }
            return
        }
        var others = collisions[key] ?? []
        if let index = others.firstIndex(where: { $0.fingerprint == fingerprint }) {
            others[index].id = min(others[index].id, id)
        } else {
            others.append((fingerprint, id))
        }
        collisions[key] = others
    }

    func booking(_ fingerprint: BookingFingerprint, key: Int64) -> Int? {
        guard let held = byKey[key] else { return nil }
        if held.fingerprint == fingerprint { return held.id }
        return collisions[key]?.first { $0.fingerprint == fingerprint }?.id
    }
}
