import Booking
import Foundation
import LocalLedger
import StatementImport
import Testing

/// Fingerprints as targets hand them back: certain-import's own kept as values, another
/// client's as their text, and equal exactly when their texts are.
@Suite("Booking fingerprints")
struct BookingFingerprintTests {
    static let ours = "v1-ed629c448463848e15fa6d8717d74570-1"

    @Test("a text is ours only when it is exactly one of ours, and its text is kept either way", arguments: [
        (ours, true),
        ("v1-ed629c448463848e15fa6d8717d74570-12", true),
        ("V1-ED629C448463848E15FA6D8717D74570-1", false),
        ("v1-ed629c448463848e15fa6d8717d74570-01", false),
        ("v1-ed629c448463848e15fa6d8717d74570-1 ", false),
        ("fp-coffee", false),
        ("Überweisung 17", false),
        ("", false),
    ])
    func form(text: String, isOurs: Bool) {
        let fingerprint = BookingFingerprint(text)
        #expect((fingerprint.ours != nil) == isOurs)
        #expect(fingerprint.description == text)
        #expect(fingerprint.utf8Count == text.utf8.count)
        #expect(fingerprint.withUTF8Bytes { Array($0) } == Array(text.utf8))
        #expect(text.utf8.withContiguousStorageIfAvailable { BookingFingerprint(utf8: UnsafeRawBufferPointer($0)) } == fingerprint)
    }

    @Test("two fingerprints are equal exactly when their texts are", arguments: [
        (ours, ours, true),
        (ours, "v1-ed629c448463848e15fa6d8717d74570-2", false),
        (ours, "V1-ED629C448463848E15FA6D8717D74570-1", false),
        (ours, "v1-ed629c448463848e15fa6d8717d74570-01", false),
        ("fp-coffee", "fp-coffee", true),
        ("fp-coffee", "fp-Coffee", false),
        // Byte for byte, as the ledger's index compares: not by canonical equivalence.
        ("café-1", "cafe\u{0301}-1", false),
    ])
    func equality(first: String, second: String, equal: Bool) {
        #expect((BookingFingerprint(first) == BookingFingerprint(second)) == equal)
        #expect((Set([BookingFingerprint(first), BookingFingerprint(second)]).count == 1) == equal)
    }

    /// Rows booked under our fingerprints, another client's, and texts that look almost like
    /// ours: a batch of the same texts finds each as a duplicate of its own booking only,
    /// both when the ledger reads the account's bookings into memory and when it probes the
    /// index row by row.
    @Test("the ledger finds each fingerprint as a duplicate of the booking with its text, ours or another client's")
    func ledgerDuplicates() throws {
        let booked = [
            Self.ours, "v1-ed629c448463848e15fa6d8717d74570-2", "V1-ED629C448463848E15FA6D8717D74570-1",
            "v1-ed629c448463848e15fa6d8717d74570-01", "fp-coffee", "Überweisung 17", "x", "y", "z",
        ]
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        let account = try ledger.addAccount(name: "Girokonto", currency: "EUR", openingBalance: "0").id
        let first = try ledger.book(Self.batch(account: account, booked), idempotencyKey: "first")
        #expect(first.booked == booked.count)
        let bookings = try sqlite3(directory.path("ledger.sqlite"), "SELECT fingerprint FROM bookings ORDER BY id")
        #expect(bookings == booked.joined(separator: "\n"))

        let again = ["fp-coffee", "v1-ed629c448463848e15fa6d8717d74570-3", "V1-ED629C448463848E15FA6D8717D74570-1", Self.ours, "fp-Coffee"]
        // Read into memory: 5 rows against 9 bookings.
        let loaded = try ledger.preview(Self.batch(account: account, again))
        #expect(loaded.rows.map(\.existingID) == [5, nil, 3, 1, nil])
        // Probed one by one: 1 row against 9 bookings.
        for (text, existing) in zip(again, [5, nil, 3, 1, nil]) {
            let probed = try ledger.preview(Self.batch(account: account, [text]))
            #expect(probed.rows.map(\.existingID) == [existing], "\(text)")
        }
    }

    /// One row of -1.00 a fingerprint text (`batch(account:amounts:fingerprints:)`).
    static func batch(account: Int, _ fingerprints: [String]) -> Batch {
        BookingTests.batch(account: account, amounts: Array(repeating: "-1.00", count: fingerprints.count), fingerprints: fingerprints)
    }
}
