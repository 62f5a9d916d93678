import Booking
import StatementValues

extension ValidatedBatch {
    /// A batch that `preview` validated, kept so that booking the same batch next, as the
    /// command line does after its preview, does not check a million rows again.
    struct Memo {
        /// Held, not only compared: while the memo holds the rows' storage, no array can
        /// change the rows in it, so another array with the same storage has the same rows.
        private let transactions: [BatchTransaction]
        private let accountID: Int
        private let source: BatchSource
        private let statement: StatementFacts?
        private let currency: Currency
        let validated: ValidatedBatch

        init(_ batch: Batch, currency: Currency, validated: ValidatedBatch) {
            transactions = batch.transactions
            accountID = batch.accountID
            source = batch.source
            statement = batch.statement
            self.currency = currency
            self.validated = validated
        }

        /// Whether `batch` in `currency` is the batch validated, without comparing its rows.
        func holds(_ batch: Batch, currency: Currency) -> Bool {
            guard batch.accountID == accountID, batch.source == source, batch.statement == statement,
                  currency == self.currency, batch.transactions.count == transactions.count
            else { return false }
            return batch.transactions.withUnsafeBufferPointer { given in
                transactions.withUnsafeBufferPointer { held in given.baseAddress == held.baseAddress }
            }
        }
    }
}
