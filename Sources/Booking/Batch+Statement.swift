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
        "certain-import-" + String(batch.digest().prefix(32)) + "-" + run.lowercased()
    }

    /// The SHA-256 of every field of the batch as it is written, in a canonical form.
    private func digest() -> String {
        var digest = CanonicalDigest()
        digest.field(Int64(accountID))
        digest.field(source.filename)
        digest.field(source.sha256)
        digest.field(Int64(source.size))
        digest.field(source.template)
        // Marks a statement without facts apart from none.
        digest.field(statement.map { _ in "statement" })
        digest.field(statement?.from)
        digest.field(statement?.to)
        digest.field(statement?.openingBalance)
        digest.field(statement?.closingBalance)
        // By index rather than by element: a copy of a transaction retains and releases its
        // eleven texts.
        for index in transactions.indices {
            digest.field(transactions[index].fingerprint)
            digest.field(transactions[index].bookingDate)
            digest.field(transactions[index].valueDate)
            digest.field(transactions[index].amount)
            digest.field(transactions[index].currency)
            digest.field(transactions[index].counterparty)
            digest.field(transactions[index].counterpartyIBAN)
            digest.field(transactions[index].purpose)
            digest.field(transactions[index].reference)
            digest.field(transactions[index].category)
            digest.field(transactions[index].balanceAfter)
        }
        return digest.finish()
    }
}
