import Foundation
import StatementImport

extension Batch {
    /// The batch that books `transactions` (with their `fingerprints`, in the same order) of a
    /// statement into the account `accountID`.
    public init(
        accountID: Int, source: BatchSource, transactions: [Transaction], fingerprints: [String],
        openingBalance: Money?, closingBalance: Money?
    ) {
        precondition(transactions.count == fingerprints.count, "one fingerprint per transaction")
        let dates = transactions.map(\.bookingDate)
        self.init(
            accountID: accountID,
            source: source,
            statement: StatementFacts(
                from: dates.min()?.description, to: dates.max()?.description,
                openingBalance: openingBalance?.description, closingBalance: closingBalance?.description),
            transactions: zip(transactions, fingerprints).map { transaction, fingerprint in
                BatchTransaction(
                    fingerprint: fingerprint,
                    bookingDate: transaction.bookingDate.description,
                    valueDate: transaction.valueDate?.description,
                    amount: transaction.amount.description,
                    currency: transaction.amount.currency.code,
                    counterparty: transaction.counterparty,
                    counterpartyIBAN: transaction.counterpartyIBAN,
                    purpose: transaction.purpose,
                    reference: transaction.reference,
                    category: transaction.category,
                    balanceAfter: transaction.balanceAfter?.description)
            })
    }
}

extension Batch {
    /// The idempotency key of one attempt to book this batch: the batch's SHA-256 and the
    /// run, so that the retries of one run share a key (a lost answer cannot book twice) and
    /// a new run after an undo gets a new one (the server would otherwise replay the old
    /// answer and book nothing).
    public static func idempotencyKey(for batch: Batch, run: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(batch)) ?? Data()
        return "certain-import-" + String(SHA256.hex(of: Array(body)).prefix(32)) + "-" + run.lowercased()
    }
}
