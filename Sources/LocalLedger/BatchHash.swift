import Booking
import Dispatch
import StatementImport

/// The SHA-256 of a batch in a canonical form, to tell a retry (same body) from a reused
/// idempotency key (another body).
///
/// The form is `CanonicalDigest`'s: every field as `-` when absent, else as its UTF-8 length,
/// `:` and its bytes. Amounts enter as minor units and currencies as the account's code, so
/// `12.3` and `12.30` (or `eur` and `EUR`) are the same body, as they are the same money.
/// Every import stores its hash, so the form must never change: a retry of an import booked
/// by an earlier version would be taken for another batch.
///
/// Booking writes each row into the hash's block and binds the row's texts from there, so
/// one copy of every text serves both the hash and SQLite. Full blocks are hashed on another
/// thread while the caller fills the next one.
struct BatchHash {
    /// The texts of the row last appended, as ranges of `bytes`; `nil` for an absent one.
    struct RowTexts {
        var fingerprint: Range<Int>
        var bookingDate: Range<Int>
        var valueDate: Range<Int>?
        var counterparty: Range<Int>?
        var counterpartyIBAN: Range<Int>?
        var purpose: Range<Int>?
        var reference: Range<Int>?
        var category: Range<Int>?
    }

    private let hasher = BlockHasher()
    private var block: [UInt8] = []
    /// Hashing whole blocks is much faster than feeding the hasher field by field.
    private static let blockSize = 1 << 16

    /// Starts the hash of `batch` with the fields of the batch itself, before its rows.
    init(_ batch: Batch, validated: ValidatedBatch) {
        block.reserveCapacity(Self.blockSize + 4096)
        text(String(batch.accountID))
        text(batch.source.filename)
        text(batch.source.sha256)
        text(String(batch.source.size))
        text(batch.source.template)
        text(batch.statement?.from)
        text(batch.statement?.to)
        number(validated.statementOpeningMinor)
        number(validated.statementClosingMinor)
    }

    /// The hash of all of `batch` at once, for comparing it with a stored one.
    static func hex(of batch: Batch, validated: ValidatedBatch) -> String {
        var hash = BatchHash(batch, validated: validated)
        for index in batch.transactions.indices {
            _ = hash.append(row: index, of: batch, validated: validated)
            hash.endRow()
        }
        return hash.finish()
    }

    /// Writes row `index` of `batch`; its texts stay readable through `withBytes` until
    /// `endRow()`.
    mutating func append(row index: Int, of batch: Batch, validated: ValidatedBatch) -> RowTexts {
        // By index and field rather than by element: a copy of a transaction retains and
        // releases its eleven texts.
        let row = validated.rows[index]
        let fingerprint = text(batch.transactions[index].fingerprint)
        let bookingDate = text(batch.transactions[index].bookingDate)
        let valueDate = text(batch.transactions[index].valueDate)
        number(row.amountMinor)
        text(validated.currencyCode)
        let counterparty = text(batch.transactions[index].counterparty)
        let counterpartyIBAN = text(batch.transactions[index].counterpartyIBAN)
        let purpose = text(batch.transactions[index].purpose)
        let reference = text(batch.transactions[index].reference)
        let category = text(batch.transactions[index].category)
        number(row.balanceAfterMinor)
        return RowTexts(
            fingerprint: fingerprint, bookingDate: bookingDate, valueDate: valueDate,
            counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose, reference: reference,
            category: category)
    }

    /// Calls `body` with the bytes that the ranges of `RowTexts` point into.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try block.withUnsafeBytes(body)
    }

    /// Ends the row last appended: its ranges are no longer valid.
    mutating func endRow() {
        guard block.count >= Self.blockSize else { return }
        hasher.update(block)
        block.removeAll(keepingCapacity: true)
    }

    /// The hex digest of everything appended.
    consuming func finish() -> String {
        hasher.finish(last: block)
    }

    @discardableResult
    private mutating func text(_ text: String?) -> Range<Int>? {
        guard let text else {
            block.append(0x2D)
            return nil
        }
        return self.text(text)
    }

    @discardableResult
    private mutating func text(_ text: String) -> Range<Int> {
        text.withUTF8Bytes { bytes in
            length(bytes.count)
            block.append(0x3A)
            let start = block.count
            block.append(contentsOf: bytes)
            return start..<block.count
        }
    }

    /// A number as the text that `String(value)` makes of it, without making that string.
    private mutating func number(_ value: Int64?) {
        guard let value else {
            block.append(0x2D)
            return
        }
        // A sign and at most 19 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { characters in
            var start = characters.count
            var magnitude = value.magnitude
            repeat {
                start -= 1
                characters[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                characters[start] = 0x2D
            }
            length(characters.count - start)
            block.append(0x3A)
            block.append(contentsOf: UnsafeBufferPointer(rebasing: characters[start...]))
        }
    }

    /// The decimal digits of a length.
    private mutating func length(_ value: Int) {
        if value >= 10 { length(value / 10) }
        block.append(0x30 + UInt8(value % 10))
    }
}

/// A SHA-256 fed with blocks on a serial queue of its own, so that hashing one block overlaps
/// with filling the next.
private final class BlockHasher: @unchecked Sendable {
    private let queue = DispatchQueue(label: "certain-import.batch-hash")
    /// Blocks handed over but not hashed yet, at most two, so that memory stays bounded when
    /// hashing is the slower side.
    private let room = DispatchSemaphore(value: 2)
    // Used only on `queue`.
    private var sha = SHA256()

    func update(_ block: [UInt8]) {
        room.wait()
        queue.async {
            block.withUnsafeBytes { self.sha.update(buffer: $0) }
            self.room.signal()
        }
    }

    func finish(last block: [UInt8]) -> String {
        queue.sync {
            block.withUnsafeBytes { sha.update(buffer: $0) }
            return sha.finalizeHex()
        }
    }
}
