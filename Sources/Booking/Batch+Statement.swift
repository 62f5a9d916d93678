import StatementChecks
import StatementMapping
import StatementReview
import StatementValues
import TableReading


extension Batch {
    /// The batch that books every row of `statement` into the account `accountID`, under the
    /// fingerprints the statement was checked with, from the file named `filename`.
    package init(statement: StatementPreview, accountID: Int, filename: String) {
        self.init(
            accountID: accountID, source: BatchSource(statement: statement, filename: filename),
            transactions: statement.transactions, fingerprints: statement.fingerprints.map(BookingFingerprint.init),
            openingBalance: statement.statedOpeningBalance, closingBalance: statement.statedClosingBalance)
    }

    /// The batch that books what a review of `statement` leaves: its rows with their edits,
    /// under the fingerprints the statement gave them (or `fingerprints`, one per row).
    package init(statement: StatementPreview, reviewed: ReviewResult, fingerprints: [BookingFingerprint]? = nil, accountID: Int, filename: String) {
        self.init(
            accountID: accountID, source: BatchSource(statement: statement, filename: filename),
            transactions: reviewed.transactions.map(\.transaction),
            fingerprints: fingerprints ?? reviewed.transactions.map { BookingFingerprint($0.fingerprint) },
            openingBalance: statement.statedOpeningBalance, closingBalance: statement.statedClosingBalance)
    }

    /// The batch that books `transactions` (with their `fingerprints`, in the same order) of a
    /// statement into the account `accountID`.
    package init(
        accountID: Int, source: BatchSource, transactions: [Transaction], fingerprints: [BookingFingerprint],
        openingBalance: Money?, closingBalance: Money?
    ) {
        precondition(transactions.count == fingerprints.count, "one fingerprint per transaction")
        var from: CalendarDate?
        var to: CalendarDate?
        for index in transactions.indices {
            let date = transactions[index].bookingDate
            if from.map({ date < $0 }) ?? true { from = date }
            if to.map({ date > $0 }) ?? true { to = date }
        }
        // By index rather than by element: a copy of a transaction retains and releases its texts.
        let rows = ParallelSlices.map(count: transactions.count) { index in
            BatchTransaction(transactions[index], fingerprint: fingerprints[index])
        }
        self.init(
            accountID: accountID,
            source: source,
            statement: StatementFacts(earliest: from, latest: to, openingBalance: openingBalance, closingBalance: closingBalance),
            transactions: rows)
    }
}

extension BatchTransaction {
    /// The row that books `transaction` under `fingerprint`.
    package init(_ transaction: borrowing Transaction, fingerprint: BookingFingerprint) {
        self.init(
            fingerprint: fingerprint,
            bookingDate: transaction.bookingDate,
            valueDate: transaction.valueDate,
            amount: transaction.amount,
            texts: transaction.texts,
            balanceAfter: transaction.balanceAfter)
    }
}

extension StatementFacts {
    /// The period of a statement's rows, from `earliest` to `latest`, and the balances it states.
    init(earliest from: CalendarDate?, latest to: CalendarDate?, openingBalance: Money?, closingBalance: Money?) {
        self.init(from: from, to: to, openingBalance: openingBalance?.amount, closingBalance: closingBalance?.amount)
    }

    /// The facts of a statement streamed past (`StatementStream`): its period and stated balances.
    package init(streamed statement: StatementPreview) {
        self.init(
            earliest: statement.period?.from, latest: statement.period?.to,
            openingBalance: statement.statedOpeningBalance, closingBalance: statement.statedClosingBalance)
    }
}

extension BatchSource {
    /// Where a batch of `statement` comes from, as the history shows it: the file's name
    /// (`stdin` for standard input), its digest, size and template.
    package init(statement: StatementPreview, filename: String) {
        self.init(filename: filename, sha256: statement.hashedSourceSHA256, size: statement.sourceSize, template: statement.format.template)
    }
}

extension Batch {
    /// The idempotency key of one attempt to book this batch: the batch's digest and the
    /// run, so that the retries of one run share a key (a lost answer cannot book twice) and
    /// a new run after an undo gets a new one (the server would otherwise replay the old
    /// answer and book nothing).
    package static func idempotencyKey(for batch: Batch, run: String) -> String {
        idempotencyKey(digest: batch.digest(), run: run)
    }

    static func idempotencyKey(digest: String, run: String) -> String {
        "certain-import-" + String(digest.prefix(32)) + "-" + run.lowercased()
    }

    /// Rows per slice of the digest: slices are digested side by side.
    static let digestSliceRows = 20_000

    /// The SHA-256 of every field of the batch as it is written, in a canonical form: the
    /// batch's own fields, then the digests of its rows in slices of `digestSliceRows`, which
    /// a million-row batch digests on every processor at once.
    private func digest() -> String {
        let rows = transactions
        let slices = (rows.count + Self.digestSliceRows - 1) / Self.digestSliceRows
        return Self.digest(
            accountID: accountID, source: source, statement: statement, rowCount: rows.count,
            sliceDigests: ParallelSlices.map(count: slices, rowsPerSlice: 1, { slice in
                Self.digest(of: rows, in: (slice * Self.digestSliceRows)..<min(rows.count, (slice + 1) * Self.digestSliceRows))
            }))
    }

    /// The digest of a batch from its own fields and its rows' slice digests.
    static func digest(
        accountID: Int, source: BatchSource, statement: StatementFacts?, rowCount: Int, sliceDigests: [String]
    ) -> String {
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
        digest.field(Int64(rowCount))
        for slice in sliceDigests { digest.field(slice) }
        return digest.finish()
    }

    static func digest(of rows: [BatchTransaction], in range: Range<Int>) -> String {
        var digest = CanonicalDigest()
        for index in range { add(row: index, of: rows, to: &digest) }
        return digest.finish()
    }

    /// Adds every field of row `index` of `rows` to `digest`.
    static func add(row index: Int, of rows: [BatchTransaction], to digest: inout CanonicalDigest) {
        // By index rather than by element: a copy of a transaction retains and releases its
        // texts. Dates and amounts enter as the contract's text, which the key was first made
        // of; the texts as their bytes, lent all at once.
        digest.field(rows[index].fingerprint)
        digest.field(rows[index].bookingDate)
        digest.field(rows[index].valueDate)
        digest.field(rows[index].amount.amount)
        digest.field(rows[index].amount.currency)
        rows[index].withTextBytes { texts in
            digest.field(texts.counterparty)
            digest.field(texts.counterpartyIBAN)
            digest.field(texts.purpose)
            digest.field(texts.reference)
            digest.field(texts.category)
        }
        digest.field(rows[index].balanceAfter?.amount)
    }
}
