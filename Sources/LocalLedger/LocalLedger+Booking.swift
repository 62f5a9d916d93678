import Booking
import Foundation
import StatementImport

extension LocalLedger {
    /// Which rows of `batch` are new and which duplicate a booking already counted; changes
    /// nothing.
    public func preview(_ batch: Batch) throws(BookingError) -> BatchPreview {
        try perform("preview the import") {
            let account = try existingAccount(id: batch.accountID)
            let currency = LedgerMoney.currency(account.currency)
            let validated = try ValidatedBatch(batch, currency: currency, target: target)
            let finder = try DuplicateFinder(connection, accountID: batch.accountID, batchSize: batch.transactions.count)
            var rows: [BatchPreview.Row] = []
            rows.reserveCapacity(batch.transactions.count)
            var newTotal: Int64 = 0
            for (index, transaction) in batch.transactions.enumerated() {
                if let existing = try finder.existingBooking(transaction.fingerprint) {
                    rows.append(BatchPreview.Row(index: index, status: "duplicate", existingID: existing))
                } else {
                    rows.append(BatchPreview.Row(index: index, status: "new", existingID: nil))
                    newTotal += validated.rows[index].amountMinor
                }
            }
            let current = Money(contractString: account.balance, currency: currency) ?? .zero(currency)
            let duplicates = rows.count { $0.status == "duplicate" }
            return BatchPreview(
                accountID: batch.accountID, rows: rows,
                summary: BatchPreview.Summary(new: rows.count - duplicates, duplicate: duplicates),
                balance: BatchPreview.Balance(
                    current: current.description,
                    after: Money(minorUnits: current.minorUnits + newTotal, currency: currency).description
                )
            )
        }
    }

    /// Books the new rows of `batch` in one transaction and records the import, as the
    /// contract's `POST /api/imports` does.
    public func book(_ batch: Batch, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        try book(batch, idempotencyKey: idempotencyKey, annotation: .none)
    }

    /// Books like `book(_:idempotencyKey:)` and keeps `annotation` with the import.
    ///
    /// This is also the bulk path: one transaction, the statements prepared once and reused
    /// for every row, the account's balance kept as one total per import.
    public func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord {
        try performWrite("book the import of \(batch.source.filename)") {
            try bookInTransaction(batch, idempotencyKey: idempotencyKey, annotation: annotation)
        }
    }

    /// What `book` does, inside a write transaction the caller has opened.
    func bookInTransaction(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws -> ImportRecord {
        let account = try existingAccount(id: batch.accountID)
        let validated = try ValidatedBatch(batch, currency: LedgerMoney.currency(account.currency), target: target)
        let requestHash = BatchHash.start(batch, validated: validated)
        if let earlier = try earlierAnswer(idempotencyKey: idempotencyKey, requestHash: requestHash) {
            return earlier
        }
        let createdAt = LedgerClock.now()
        let importID = try insertImport(batch, validated, createdAt: createdAt, idempotencyKey: idempotencyKey,
                                        annotation: annotation)
        let finder = try DuplicateFinder(connection, accountID: batch.accountID, batchSize: batch.transactions.count)
        let insert = try connection.prepare("""
            INSERT INTO bookings (account_id, import_id, fingerprint, booking_date, value_date, amount_minor,
                currency, counterparty, counterparty_iban, purpose, reference, category, balance_after_minor)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
            """)
        insert.bind(batch.accountID, at: 1)
        insert.bind(importID, at: 2)
        insert.bind(account.currency, at: 7)
        var booked = 0
        var total: Int64 = 0
        for (transaction, row) in zip(batch.transactions, validated.rows) {
            if try finder.existingBooking(transaction.fingerprint) != nil { continue }
            insert.bind(transaction.fingerprint, at: 3)
            insert.bind(transaction.bookingDate, at: 4)
            insert.bind(transaction.valueDate, at: 5)
            insert.bind(row.amountMinor, at: 6)
            insert.bind(transaction.counterparty, at: 8)
            insert.bind(transaction.counterpartyIBAN, at: 9)
            insert.bind(transaction.purpose, at: 10)
            insert.bind(transaction.reference, at: 11)
            insert.bind(transaction.category, at: 12)
            insert.bind(row.balanceAfterMinor, at: 13)
            try insert.step()
            insert.rewind()
            booked += 1
            total += row.amountMinor
        }
        let record = ImportRecord(
            id: importID, createdAt: createdAt, accountID: batch.accountID, filename: batch.source.filename,
            sha256: batch.source.sha256, booked: booked, skippedDuplicates: batch.transactions.count - booked,
            status: "booked", undoneAt: nil
        )
        let response = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        let update = try connection.prepare(
            "UPDATE imports SET booked = ?1, skipped_duplicates = ?2, total_minor = ?3, response = ?4, request_hash = ?5 WHERE id = ?6"
        )
        update.bind(
            .int(booked), .int(record.skippedDuplicates), .integer(total), .text(response), .text(requestHash.value),
            .int(importID)
        )
        try update.step()
        return record
    }

    /// The first answer for `idempotencyKey` when the same batch comes again; a conflict when
    /// the key came with another batch; `nil` for a new key.
    private func earlierAnswer(idempotencyKey: String, requestHash: BatchHash.Pending) throws -> ImportRecord? {
        let query = try connection.prepare("SELECT id, request_hash, response FROM imports WHERE idempotency_key = ?1")
        query.bind(.text(idempotencyKey))
        guard try query.step() else { return nil }
        guard query.text(at: 1) == requestHash.value else {
            throw BookingError(
                .conflict(modifiedBookings: []), target: target,
                message: "the idempotency key '\(idempotencyKey)' was used for import \(query.int(at: 0)) with another batch",
                hint: "use a new key for a new batch; a key may only be reused to retry the same batch"
            )
        }
        return try JSONDecoder().decode(ImportRecord.self, from: Data((query.text(at: 2) ?? "").utf8))
    }

    private func insertImport(
        _ batch: Batch, _ validated: ValidatedBatch, createdAt: String, idempotencyKey: String,
        annotation: ImportAnnotation
    ) throws -> Int {
        let insert = try connection.prepare("""
            INSERT INTO imports (created_at, account_id, filename, sha256, size, template, idempotency_key,
                statement_from, statement_to, statement_opening_minor, statement_closing_minor, accepted_mismatch, notes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
            """)
        insert.bind(
            .text(createdAt), .int(batch.accountID), .text(batch.source.filename), .text(batch.source.sha256),
            .int(batch.source.size), .text(batch.source.template), .text(idempotencyKey),
            .text(batch.statement?.from), .text(batch.statement?.to), .integer(validated.statementOpeningMinor),
            .integer(validated.statementClosingMinor), .int(annotation.acceptedMismatch ? 1 : 0), .text(annotation.notes)
        )
        try insert.step()
        return connection.lastInsertedRowID
    }
}

/// Finds the booking of one account that a new row would duplicate: the first with that
/// fingerprint whose import is not undone.
///
/// A batch that is small next to what the account holds probes the fingerprint index row by
/// row. A batch as large as a quarter of the account's live bookings or more (every first
/// import of a statement, a million-row export) reads them once, in order, into memory:
/// a million random index probes cost several times more than one pass.
struct DuplicateFinder {
    private enum Strategy {
        case probe(SQLiteStatement)
        case loaded([String: Int])
    }

    private let strategy: Strategy

    init(_ connection: SQLiteConnection, accountID: Int, batchSize: Int) throws {
        let count = try connection.prepare(
            "SELECT coalesce(sum(booked), 0) FROM imports WHERE account_id = ?1 AND status = 'booked'"
        )
        count.bind(.int(accountID))
        try count.step()
        let live = count.int(at: 0)
        if live <= batchSize * 4 {
            let query = try connection.prepare("""
                SELECT b.fingerprint, b.id FROM bookings AS b JOIN imports AS i ON i.id = b.import_id
                WHERE b.account_id = ?1 AND i.status = 'booked'
                """)
            query.bind(.int(accountID))
            var existing: [String: Int] = Dictionary(minimumCapacity: live)
            while try query.step() {
                let (fingerprint, id) = (query.text(at: 0) ?? "", query.int(at: 1))
                if existing[fingerprint].map({ id < $0 }) ?? true { existing[fingerprint] = id }
            }
            strategy = .loaded(existing)
        } else {
            let query = try connection.prepare("""
                SELECT b.id FROM bookings AS b JOIN imports AS i ON i.id = b.import_id
                WHERE b.account_id = ?1 AND b.fingerprint = ?2 AND i.status = 'booked'
                ORDER BY b.id LIMIT 1
                """)
            query.bind(accountID, at: 1)
            strategy = .probe(query)
        }
    }

    func existingBooking(_ fingerprint: String) throws -> Int? {
        switch strategy {
        case .loaded(let existing):
            return existing[fingerprint]
        case .probe(let query):
            query.bind(fingerprint, at: 2)
            defer { query.rewind() }
            return try query.step() ? query.int(at: 0) : nil
        }
    }
}
