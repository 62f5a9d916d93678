import StatementImport

extension Batch {
    /// The batch that books `transactions` (with their `fingerprints`, in the same order) of a
    /// statement into the account `accountID`.
    public init(
        accountID: Int, source: BatchSource, transactions: [Transaction], fingerprints: [String],
        openingBalance: Money?, closingBalance: Money?
    ) {
        precondition(transactions.count == fingerprints.count, "one fingerprint per transaction")
        var from: CalendarDate?
        var to: CalendarDate?
        var rows: [BatchTransaction] = []
        rows.reserveCapacity(transactions.count)
        // By index rather than by element: a copy of a transaction retains and releases its texts.
        for index in transactions.indices {
            let date = transactions[index].bookingDate
            if from.map({ date < $0 }) ?? true { from = date }
            if to.map({ date > $0 }) ?? true { to = date }
            rows.append(BatchTransaction(
                fingerprint: fingerprints[index],
                bookingDate: date.description,
                valueDate: transactions[index].valueDate?.description,
                amount: transactions[index].amount.description,
                currency: transactions[index].amount.currency.code,
                counterparty: transactions[index].counterparty,
                counterpartyIBAN: transactions[index].counterpartyIBAN,
                purpose: transactions[index].purpose,
                reference: transactions[index].reference,
                category: transactions[index].category,
                balanceAfter: transactions[index].balanceAfter?.description))
        }
        self.init(
            accountID: accountID,
            source: source,
            statement: StatementFacts(
                from: from?.description, to: to?.description,
                openingBalance: openingBalance?.description, closingBalance: closingBalance?.description),
            transactions: rows)
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
