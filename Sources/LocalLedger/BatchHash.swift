import Booking
import Foundation
import StatementImport

/// The SHA-256 of a batch in a canonical form (`CanonicalDigest`), to tell a retry (same
/// body) from a reused idempotency key (another body).
///
/// Amounts enter as minor units and currencies as the account's code, so `12.3` and `12.30`
/// (or `eur` and `EUR`) are the same body, as they are the same money.
enum BatchHash {
    static func hex(of batch: Batch, validated: ValidatedBatch) -> String {
        var digest = CanonicalDigest()
        digest.field(String(batch.accountID))
        digest.field(batch.source.filename)
        digest.field(batch.source.sha256)
        digest.field(String(batch.source.size))
        digest.field(batch.source.template)
        digest.field(batch.statement?.from)
        digest.field(batch.statement?.to)
        digest.field(validated.statementOpeningMinor)
        digest.field(validated.statementClosingMinor)
        // By index rather than by element: a copy of a transaction retains and releases its
        // eleven texts.
        for index in batch.transactions.indices {
            let row = validated.rows[index]
            digest.field(batch.transactions[index].fingerprint)
            digest.field(batch.transactions[index].bookingDate)
            digest.field(batch.transactions[index].valueDate)
            digest.field(row.amountMinor)
            digest.field(validated.currencyCode)
            digest.field(batch.transactions[index].counterparty)
            digest.field(batch.transactions[index].counterpartyIBAN)
            digest.field(batch.transactions[index].purpose)
            digest.field(batch.transactions[index].reference)
            digest.field(batch.transactions[index].category)
            digest.field(row.balanceAfterMinor)
        }
        return digest.finish()
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
}
