/// The 64-bit key under which the ledger indexes a fingerprint: FNV-1a of its UTF-8 bytes.
///
/// An index of integers is a fraction of the size of one of 37-character texts, and much
/// cheaper to insert into and to build. Every booking stores its key (schema version 2), and
/// the fingerprint index holds it (version 3), so the function must never change: another
/// one would make the booked fingerprints unfindable, and their rows would be booked again.
/// A key only narrows the search: lookups compare the fingerprint itself too, so two
/// fingerprints with one key are still told apart.
import Booking

enum FingerprintKey {
    /// The SQL function that computes the key, for migrating bookings stored without one.
    static let sqlFunction = "ledger_fingerprint_key"

    /// The key of `fingerprint`'s text, which for one of ours is written on the stack only.
    static func of(_ fingerprint: BookingFingerprint) -> Int64 {
        fingerprint.withUTF8Bytes { of($0) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }
}
