import Booking
@testable import LocalLedger
import Testing

/// The radix sort of fingerprint keys and the search for a repeated fingerprint built on it.
@Suite("LocalLedger: fingerprint key order")
struct FingerprintKeyOrderTests {
    /// Keys in SQLite's signed order, rows of one key in batch order; the large case has
    /// keys that differ in every byte, so that no pass of the sort is skipped.
    @Test(arguments: [
        [],
        [5],
        [3, 1, 2],
        [0, -1, 1, Int64.min, Int64.max, -1, 0],
        [7, 7, 7],
        [256, 1, 65536, 255, -256],
        (0..<10_000).map { Int64(bitPattern: UInt64($0 % 2_500) &* 0x9E37_79B9_7F4A_7C15) },
    ] as [[Int64]])
    func entriesAreSortedByKeyThenRow(keys: [Int64]) {
        let order = FingerprintKeyOrder(keys: keys)

        let expected = keys.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        #expect(order.entries.map(\.key) == expected.map(\.element))
        #expect(order.entries.map(\.row) == expected.map(\.offset))
    }

    /// Rows with one key are told apart by their fingerprints, so equal keys of different
    /// fingerprints (given here on purpose) are no repeat.
    @Test(arguments: [
        RepeatCase(fingerprints: ["a", "b", "c"], keys: [1, 2, 3], expected: nil),
        RepeatCase(fingerprints: ["a", "b", "a"], keys: [1, 2, 1], expected: 2),
        RepeatCase(fingerprints: ["a", "b"], keys: [7, 7], expected: nil),
        RepeatCase(fingerprints: ["a", "b", "b", "a"], keys: [7, 7, 7, 7], expected: 2),
        RepeatCase(fingerprints: ["x", "y", "y", "x"], keys: [-4, 9, 9, -4], expected: 2),
        RepeatCase(fingerprints: ["x", "y", "x", "y"], keys: [9, -4, 9, -4], expected: 2),
        RepeatCase(fingerprints: ["p", "q", "r", "q", "p"], keys: [3, 3, 3, 3, 3], expected: 3),
    ])
    func theFirstRowRepeatingAnEarlierFingerprintIsFound(repeats: RepeatCase) {
        let transactions = repeats.fingerprints.map { fingerprint in
            BatchTransaction(
                fingerprint: BookingFingerprint(fingerprint), bookingDate: day("2024-03-01"), valueDate: nil, amount: money("1.00"),
                counterparty: nil, counterpartyIBAN: nil, purpose: nil, reference: nil, category: nil, balanceAfter: nil)
        }

        #expect(FingerprintKeyOrder(keys: repeats.keys).firstRepeat(in: transactions) == repeats.expected)
    }
}

struct RepeatCase: Sendable, CustomTestStringConvertible {
    var fingerprints: [String]
    var keys: [Int64]
    var expected: Int?

    var testDescription: String { fingerprints.joined(separator: " ") + " keyed " + keys.map(String.init).joined(separator: " ") }
}
