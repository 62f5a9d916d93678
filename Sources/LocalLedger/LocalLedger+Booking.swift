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
            for index in batch.transactions.indices {
                if let existing = try finder.existingBooking(
                    batch.transactions[index].fingerprint, key: validated.rows[index].fingerprintKey
                ) {
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
        // SQLite builds an index from sorted keys in a fraction of the time that inserting the
        // same keys one by one in random order costs, and fingerprint keys come in random
        // order. So an import as large as the ledger drops the bookings' indexes and builds
        // them again after its rows; it finds its duplicates in memory meanwhile. The highest
        // booking id is the number of bookings: none is ever deleted.
        let ledgerBookings = try connection.integer("SELECT coalesce(max(id), 0) FROM bookings")
        let rebuildsIndexes = batch.transactions.count >= ledgerBookings && finder.needsNoIndex
        let (booked, total) = try rebuildsIndexes
            ? withoutBookingIndexes { try insertBookings(batch, validated, importID: importID, currency: account.currency, skipping: finder) }
            : insertBookings(batch, validated, importID: importID, currency: account.currency, skipping: finder)
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

    /// Inserts the rows of `batch` that `finder` finds no booking for: their number and sum.
    private func insertBookings(
        _ batch: Batch, _ validated: ValidatedBatch, importID: Int, currency: String, skipping finder: DuplicateFinder
    ) throws -> (booked: Int, total: Int64) {
        let insert = try connection.prepare("""
            INSERT INTO bookings (account_id, import_id, fingerprint, fingerprint_key, booking_date, value_date,
                amount_minor, currency, counterparty, counterparty_iban, purpose, reference, category, balance_after_minor)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
            """)
        insert.bind(batch.accountID, at: 1)
        insert.bind(importID, at: 2)
        insert.bind(currency, at: 8)
        var texts = SQLiteRowTexts(capacity: 4096)
        var booked = 0
        var total: Int64 = 0
        // By index rather than by element: a copy of a transaction retains and releases its
        // eleven texts, a million times.
        for index in batch.transactions.indices {
            let row = validated.rows[index]
            if try finder.existingBooking(batch.transactions[index].fingerprint, key: row.fingerprintKey) != nil { continue }
            insert.bind(row.fingerprintKey, at: 4)
            insert.bind(row.amountMinor, at: 7)
            insert.bind(row.balanceAfterMinor, at: 14)
            texts.set(batch.transactions[index].fingerprint, at: 3)
            texts.set(batch.transactions[index].bookingDate, at: 5)
            texts.set(batch.transactions[index].valueDate, at: 6)
            texts.set(batch.transactions[index].counterparty, at: 9)
            texts.set(batch.transactions[index].counterpartyIBAN, at: 10)
            texts.set(batch.transactions[index].purpose, at: 11)
            texts.set(batch.transactions[index].reference, at: 12)
            texts.set(batch.transactions[index].category, at: 13)
            try texts.step(insert)
            booked += 1
            total += row.amountMinor
        }
        return (booked, total)
    }

    /// Runs `body` without the indexes of the bookings table, then builds them again as
    /// the schema defines them.
    private func withoutBookingIndexes<Result>(_ body: () throws -> Result) throws -> Result {
        let indexes = try connection.prepare(
            "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'bookings' AND sql IS NOT NULL ORDER BY name"
        ).rows { (name: $0.text(at: 0) ?? "", sql: $0.text(at: 1) ?? "") }
        for index in indexes {
            try connection.execute("DROP INDEX \"\(index.name)\"")
        }
        let result = try body()
        for index in indexes {
            try connection.execute(index.sql)
        }
        return result
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
