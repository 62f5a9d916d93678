import Booking
import ImportWords
import Foundation
import StatementValues

extension LocalLedger {
    /// Which rows of `batch` are new and which duplicate a booking already counted; changes
    /// nothing.
    package func preview(_ batch: Batch) throws(BookingError) -> BatchPreview {
        try perform(.previewImport) {
            let account = try existingAccount(id: batch.accountID)
            let currency = LedgerMoney.currency(account.currency)
            let validated = try validate(batch, currency: currency)
            lastPreviewed = ValidatedBatch.Memo(batch, currency: currency, validated: validated)
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
            let current = (try? Money(exactly: account.balance, currency: currency)) ?? .zero(currency)
            let duplicates = rows.count { $0.status == "duplicate" }
            return BatchPreview(
                accountID: batch.accountID, rows: rows,
                summary: BatchPreview.Summary(new: rows.count - duplicates, duplicate: duplicates),
                balance: BatchPreview.Balance(
                    current: current.amount,
                    after: Money(minorUnits: current.minorUnits + newTotal, currency: currency).amount
                )
            )
        }
    }

    /// Books the new rows of `batch` in one transaction and records the import, as the
    /// contract's `POST /api/imports` does.
    package func book(_ batch: Batch, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        try book(batch, idempotencyKey: idempotencyKey, annotation: .none)
    }

    /// Books like `book(_:idempotencyKey:)` and keeps `annotation` with the import.
    ///
    /// This is also the bulk path: one transaction, the statements prepared once and reused
    /// for every row, the account's balance kept as one total per import.
    package func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord {
        try performWrite(.bookImport(filename: batch.source.filename)) {
            try bookInTransaction(batch, idempotencyKey: idempotencyKey, annotation: annotation)
        }
    }

    /// What `book` does, inside a write transaction the caller has opened.
    func bookInTransaction(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws -> ImportRecord {
        if let planned = annotation.accountToOpen { try openPlanned(planned) }
        let account = try existingAccount(id: batch.accountID)
        let validated = try validate(batch, currency: LedgerMoney.currency(account.currency))
        lastPreviewed = nil
        if let earlier = try earlierAnswer(batch, validated, idempotencyKey: idempotencyKey) {
            return earlier
        }
        if let opening = annotation.openingBalance {
            try setUnknownOpeningBalance(accountID: batch.accountID, to: opening)
        }
        let createdAt = LedgerClock.now()
        let importID = try insertImport(batch, validated, createdAt: createdAt, idempotencyKey: idempotencyKey,
                                        annotation: annotation)
        let finder = try DuplicateFinder(connection, accountID: batch.accountID, batchSize: batch.transactions.count)
        let booked = try insertBookings(batch, validated, importID: importID, currency: account.currency, skipping: finder)
        try indexFingerprints(validated, bookingIDs: booked.ids)
        let record = ImportRecord(
            id: importID, createdAt: createdAt, accountID: batch.accountID, filename: batch.source.filename,
            sha256: batch.source.sha256, booked: booked.count, skippedDuplicates: batch.transactions.count - booked.count,
            status: "booked", undoneAt: nil
        )
        let response = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        let update = try connection.prepare("""
            UPDATE imports SET booked = ?1, skipped_duplicates = ?2, total_minor = ?3, response = ?4, request_hash = ?5,
                first_booking_id = ?6, last_booking_id = ?7
            WHERE id = ?8
            """)
        update.bind(
            .int(record.booked), .int(record.skippedDuplicates), .integer(booked.total), .text(response),
            .text(booked.requestHash), .int(booked.range?.lowerBound), .int(booked.range?.upperBound), .int(importID)
        )
        try update.step()
        return record
    }

    /// What `insertBookings` did.
    private struct InsertedBookings {
        /// The id of each row's booking, 0 for a row not booked (ids start at 1).
        var ids: [Int]
        /// How many rows were booked.
        var count: Int
        /// Their ids, which follow each other; `nil` when none was booked.
        var range: ClosedRange<Int>?
        /// The sum of the bookings.
        var total: Int64
        /// The hash of the whole batch, duplicates included.
        var requestHash: String
    }

    /// `batch` checked against its account's `currency`, or the last preview's check of it.
    private func validate(_ batch: Batch, currency: Currency) throws -> ValidatedBatch {
        if let memo = lastPreviewed, memo.holds(batch, currency: currency) { return memo.validated }
        return try ValidatedBatch(batch, currency: currency, target: target)
    }

    /// Inserts the rows of `batch` that `finder` finds no booking for, and hashes the batch
    /// on the way.
    private func insertBookings(
        _ batch: Batch, _ validated: ValidatedBatch, importID: Int, currency: String, skipping finder: DuplicateFinder
    ) throws -> InsertedBookings {
        let insert = try SQLiteBulkInsert(
            connection, into: "bookings",
            columns: ["account_id", "import_id", "currency", "fingerprint", "fingerprint_key", "booking_date", "value_date",
                      "amount_minor", "counterparty", "counterparty_iban", "purpose", "reference", "category",
                      "balance_after_minor"],
            rowsPerStatement: 50)
        func bind(_ statement: SQLiteStatement, from first: Int32, _ row: (index: Int, texts: BatchHash.RowTexts)) {
            let values = validated.rows[row.index]
            statement.bind(batch.accountID, at: first)
            statement.bind(importID, at: first + 1)
            statement.bind(currency, at: first + 2)
            statement.bindInPlace(row.texts.fingerprint, at: first + 3)
            statement.bind(values.fingerprintKey, at: first + 4)
            statement.bindInPlace(row.texts.bookingDate, at: first + 5)
            statement.bindInPlace(row.texts.valueDate, at: first + 6)
            statement.bind(values.amountMinor, at: first + 7)
            statement.bindInPlace(row.texts.counterparty, at: first + 8)
            statement.bindInPlace(row.texts.counterpartyIBAN, at: first + 9)
            statement.bindInPlace(row.texts.purpose, at: first + 10)
            statement.bindInPlace(row.texts.reference, at: first + 11)
            statement.bindInPlace(row.texts.category, at: first + 12)
            statement.bind(values.balanceAfterMinor, at: first + 13)
        }
        // Bookings are never deleted, so SQLite gives the next booking this id and each
        // further one the next, as long as ids remain below 2^63.
        let firstID = try connection.integer("SELECT coalesce(max(id), 0) + 1 FROM bookings")
        var ids = [Int](repeating: 0, count: batch.transactions.count)
        var count = 0
        var total: Int64 = 0
        var hash = BatchHash(batch, validated: validated)
        // The texts of pending rows stay in the hash's blocks until the rows are inserted.
        var pending: [(index: Int, texts: BatchHash.RowTexts)] = []
        pending.reserveCapacity(insert.rowsPerStatement)
        for index in batch.transactions.indices {
            let texts = hash.append(row: index, of: batch, validated: validated)
            let row = validated.rows[index]
            if try finder.existingBooking(batch.transactions[index].fingerprint, key: row.fingerprintKey) == nil {
                ids[index] = firstID + count
                count += 1
                total += row.amountMinor
                pending.append((index, texts))
            }
            // Fewer rows than a full group go in early when the blocks that their texts are in
            // would pile up, as when most rows are duplicates.
            if pending.count == insert.rowsPerStatement || hash.heldBlockCount > 2 {
                try insert.insert(pending, bind: bind)
                pending.removeAll(keepingCapacity: true)
                hash.releaseTexts()
            }
        }
        try insert.insert(pending, bind: bind)
        let range = count > 0 ? firstID...(firstID + count - 1) : nil
        guard range == nil || connection.lastInsertedRowID == range?.upperBound else {
            throw BookingError(.failed, target: target, Problem(.ledgerOutOfBookingIDs, remedy: .startNewLedger))
        }
        return InsertedBookings(ids: ids, count: count, range: range, total: total, requestHash: hash.finish())
    }

    /// Adds the bookings' fingerprint keys to the index table, in key order: inserting a
    /// million keys in the order they come costs a random walk through the table for each.
    private func indexFingerprints(_ validated: ValidatedBatch, bookingIDs: [Int]) throws {
        let insert = try SQLiteBulkInsert(
            connection, into: "fingerprint_index", columns: ["fingerprint_key", "booking_id"], rowsPerStatement: 100)
        func bind(_ statement: SQLiteStatement, from first: Int32, _ entry: (key: Int64, booking: Int)) {
            statement.bind(entry.key, at: first)
            statement.bind(entry.booking, at: first + 1)
        }
        var pending: [(key: Int64, booking: Int)] = []
        pending.reserveCapacity(insert.rowsPerStatement)
        for entry in validated.keyOrder.entries where bookingIDs[entry.row] != 0 {
            pending.append((entry.key, bookingIDs[entry.row]))
            if pending.count == insert.rowsPerStatement {
                try insert.insert(pending, bind: bind)
                pending.removeAll(keepingCapacity: true)
            }
        }
        try insert.insert(pending, bind: bind)
    }

    /// The first answer for `idempotencyKey` when the same batch comes again; a conflict when
    /// the key came with another batch; `nil` for a new key.
    private func earlierAnswer(_ batch: Batch, _ validated: ValidatedBatch, idempotencyKey: String) throws -> ImportRecord? {
        let query = try connection.prepare("SELECT id, request_hash, response FROM imports WHERE idempotency_key = ?1")
        query.bind(.text(idempotencyKey))
        guard try query.step() else { return nil }
        guard query.text(at: 1) == BatchHash.hex(of: batch, validated: validated) else {
            throw BookingError(.conflict(modifiedBookings: []), target: target, Problem(
                .idempotencyKeyReused, ["key": .text(idempotencyKey), "import": .number(query.int(at: 0))]))
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
            .text(batch.statement?.from?.description), .text(batch.statement?.to?.description), .integer(validated.statementOpeningMinor),
            .integer(validated.statementClosingMinor), .int(annotation.acceptedMismatch ? 1 : 0), .text(annotation.notes)
        )
        try insert.step()
        return connection.lastInsertedRowID
    }
}
