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
        if let earlier = try earlierAnswer(batch, validated, idempotencyKey: idempotencyKey) {
            return earlier
        }
        let createdAt = LedgerClock.now()
        let importID = try insertImport(batch, validated, createdAt: createdAt, idempotencyKey: idempotencyKey,
                                        annotation: annotation)
        let finder = try DuplicateFinder(connection, accountID: batch.accountID, batchSize: batch.transactions.count)
        let booked = try insertBookings(batch, validated, importID: importID, currency: account.currency, skipping: finder)
        try indexFingerprints(booked.keys)
        let record = ImportRecord(
            id: importID, createdAt: createdAt, accountID: batch.accountID, filename: batch.source.filename,
            sha256: batch.source.sha256, booked: booked.keys.count,
            skippedDuplicates: batch.transactions.count - booked.keys.count, status: "booked", undoneAt: nil
        )
        let response = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        let update = try connection.prepare("""
            UPDATE imports SET booked = ?1, skipped_duplicates = ?2, total_minor = ?3, response = ?4, request_hash = ?5,
                first_booking_id = ?6, last_booking_id = ?7
            WHERE id = ?8
            """)
        update.bind(
            .int(record.booked), .int(record.skippedDuplicates), .integer(booked.total), .text(response),
            .text(booked.requestHash), .int(booked.keys.first?.booking), .int(booked.keys.last?.booking), .int(importID)
        )
        try update.step()
        return record
    }

    /// What `insertBookings` did.
    private struct InsertedBookings {
        /// The fingerprint key and id of each booking, in booking order.
        var keys: [(key: Int64, booking: Int)]
        /// The sum of the bookings.
        var total: Int64
        /// The hash of the whole batch, duplicates included.
        var requestHash: String
    }

    /// Inserts the rows of `batch` that `finder` finds no booking for, and hashes the batch
    /// on the way.
    private func insertBookings(
        _ batch: Batch, _ validated: ValidatedBatch, importID: Int, currency: String, skipping finder: DuplicateFinder
    ) throws -> InsertedBookings {
        let insert = try connection.prepare("""
            INSERT INTO bookings (account_id, import_id, fingerprint, fingerprint_key, booking_date, value_date,
                amount_minor, currency, counterparty, counterparty_iban, purpose, reference, category, balance_after_minor)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
            """)
        insert.bind(batch.accountID, at: 1)
        insert.bind(importID, at: 2)
        insert.bind(currency, at: 8)
        var hash = BatchHash(batch, validated: validated)
        var keys: [(key: Int64, booking: Int)] = []
        keys.reserveCapacity(batch.transactions.count)
        var total: Int64 = 0
        // By index rather than by element: a copy of a transaction retains and releases its
        // eleven texts, a million times.
        for index in batch.transactions.indices {
            let texts = hash.append(row: index, of: batch, validated: validated)
            defer { hash.endRow() }
            let row = validated.rows[index]
            if try finder.existingBooking(batch.transactions[index].fingerprint, key: row.fingerprintKey) != nil { continue }
            insert.bind(row.fingerprintKey, at: 4)
            insert.bind(row.amountMinor, at: 7)
            insert.bind(row.balanceAfterMinor, at: 14)
            try hash.withBytes { bytes in
                func text(_ range: Range<Int>?) -> UnsafeRawBufferPointer? {
                    range.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }
                }
                insert.bindInPlace(text(texts.fingerprint), at: 3)
                insert.bindInPlace(text(texts.bookingDate), at: 5)
                insert.bindInPlace(text(texts.valueDate), at: 6)
                insert.bindInPlace(text(texts.counterparty), at: 9)
                insert.bindInPlace(text(texts.counterpartyIBAN), at: 10)
                insert.bindInPlace(text(texts.purpose), at: 11)
                insert.bindInPlace(text(texts.reference), at: 12)
                insert.bindInPlace(text(texts.category), at: 13)
                // Rewound while the bytes are still there: SQLite may read them until then.
                defer { insert.rewind() }
                try insert.step()
            }
            keys.append((row.fingerprintKey, connection.lastInsertedRowID))
            total += row.amountMinor
        }
        return InsertedBookings(keys: keys, total: total, requestHash: hash.finish())
    }

    /// Adds the bookings' fingerprint keys to the index table, in key order: inserting a
    /// million keys in the order they come costs a random walk through the table for each.
    private func indexFingerprints(_ keys: [(key: Int64, booking: Int)]) throws {
        let insert = try connection.prepare("INSERT INTO fingerprint_index (fingerprint_key, booking_id) VALUES (?1, ?2)")
        for entry in keys.sorted(by: { ($0.key, $0.booking) < ($1.key, $1.booking) }) {
            insert.bind(entry.key, at: 1)
            insert.bind(entry.booking, at: 2)
            try insert.step()
            insert.rewind()
        }
    }

    /// The first answer for `idempotencyKey` when the same batch comes again; a conflict when
    /// the key came with another batch; `nil` for a new key.
    private func earlierAnswer(_ batch: Batch, _ validated: ValidatedBatch, idempotencyKey: String) throws -> ImportRecord? {
        let query = try connection.prepare("SELECT id, request_hash, response FROM imports WHERE idempotency_key = ?1")
        query.bind(.text(idempotencyKey))
        guard try query.step() else { return nil }
        guard query.text(at: 1) == BatchHash.hex(of: batch, validated: validated) else {
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
