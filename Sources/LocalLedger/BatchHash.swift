import Booking
import Foundation
import StatementImport

/// The SHA-256 of a batch in a canonical form, to tell a retry (same body) from a reused
/// idempotency key (another body).
///
/// Every field is written as `-` when absent or as its UTF-8 length, `:` and its bytes, so
/// that no two batches share a form; amounts enter as minor units, so `12.3` and `12.30` are
/// the same body, as they are the same money.
enum BatchHash {
    static func hex(of batch: Batch, validated: ValidatedBatch) -> String {
        var writer = Writer()
        writer.field(String(batch.accountID))
        writer.field(batch.source.filename)
        writer.field(batch.source.sha256)
        writer.field(String(batch.source.size))
        writer.field(batch.source.template)
        writer.field(batch.statement?.from)
        writer.field(batch.statement?.to)
        writer.field(validated.statementOpeningMinor.map { String($0) })
        writer.field(validated.statementClosingMinor.map { String($0) })
        for (transaction, row) in zip(batch.transactions, validated.rows) {
            writer.field(transaction.fingerprint)
            writer.field(transaction.bookingDate)
            writer.field(transaction.valueDate)
            writer.field(String(row.amountMinor))
            writer.field(transaction.currency.uppercased())
            writer.field(transaction.counterparty)
            writer.field(transaction.counterpartyIBAN)
            writer.field(transaction.purpose)
            writer.field(transaction.reference)
            writer.field(transaction.category)
            writer.field(row.balanceAfterMinor.map { String($0) })
        }
        return writer.finish()
    }

    /// Starts hashing on another thread and returns at once: a large import hashes its
    /// batch while SQLite writes the rows, instead of before.
    static func start(_ batch: Batch, validated: ValidatedBatch) -> Pending {
        let pending = Pending()
        Thread.detachNewThread {
            pending.fulfil(hex(of: batch, validated: validated))
        }
        return pending
    }

    /// A hash being computed on another thread.
    final class Pending: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        // Written once before `done` is signalled, read only after waiting for it.
        private var result = ""

        fileprivate func fulfil(_ hex: String) {
            result = hex
            done.signal()
        }

        /// Waits for the hash.
        var value: String {
            done.wait()
            done.signal()
            return result
        }
    }

    /// Collects the canonical bytes in a block and hashes whole blocks, which is much faster
    /// than feeding the hasher field by field.
    private struct Writer {
        private var hasher = SHA256()
        private var block: [UInt8] = []
        private static let blockSize = 1 << 16

        init() {
            block.reserveCapacity(Self.blockSize + 1024)
        }

        mutating func field(_ text: String?) {
            guard let text else {
                block.append(0x2D)
                return
            }
            block.append(contentsOf: String(text.utf8.count).utf8)
            block.append(0x3A)
            block.append(contentsOf: text.utf8)
            if block.count >= Self.blockSize { flush() }
        }

        private mutating func flush() {
            block.withUnsafeBytes { hasher.update(buffer: $0) }
            block.removeAll(keepingCapacity: true)
        }

        mutating func finish() -> String {
            flush()
            return hasher.finalizeHex()
        }
    }
}
