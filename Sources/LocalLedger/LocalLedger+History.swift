import Booking
import StatementValues

extension LocalLedger {
    /// The imports, newest first, of one account or of all; an unknown account is not found,
    /// as the server answers it.
    package func history(accountID: Int?, limit: Int, offset: Int) throws(BookingError) -> [ImportRecord] {
        try perform(.readHistory) {
            if let accountID { _ = try existingAccount(id: accountID) }
            let query = try connection.prepare(
                Self.importQuery + " WHERE ?1 IS NULL OR account_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3"
            )
            query.bind(.int(accountID), .int(max(0, limit)), .int(max(0, offset)))
            return try query.rows(Self.importRecord)
        }
    }

    /// One import with a summary of each of its bookings, in the order they were booked.
    package func importDetail(id: Int) throws(BookingError) -> ImportDetail {
        try perform(.readImport(id)) {
            let record = try existingImport(id: id)
            let query = try connection.prepare("""
                SELECT b.id, b.fingerprint, b.booking_date, b.amount_minor, b.currency, b.modified
                FROM imports AS i JOIN bookings AS b ON b.id BETWEEN i.first_booking_id AND i.last_booking_id
                WHERE i.id = ?1 AND b.import_id = i.id ORDER BY b.id
                """)
            query.bind(.int(id))
            let transactions = try query.rows { row in
                BookedTransaction(
                    id: row.int(at: 0), fingerprint: row.text(at: 1) ?? "", bookingDate: row.text(at: 2) ?? "",
                    amount: LedgerMoney.text(row.int(at: 3), code: row.text(at: 4) ?? ""), modified: row.int(at: 5) != 0
                )
            }
            return ImportDetail(record: record, transactions: transactions)
        }
    }

    /// Takes an import's bookings out of the balance and out of duplicate detection.
    ///
    /// The bookings stay in the ledger, marked by their import's status, so that the history
    /// shows what was undone. Undoing an undone import answers as the first undo did.
    ///
    /// - Parameter force: Undo even when the user changed bookings of the import since.
    package func undo(importID: Int, force: Bool) throws(BookingError) -> UndoResult {
        try performWrite(.undoImport(importID)) {
            let record = try existingImport(id: importID)
            if record.status == "undone", let undoneAt = record.undoneAt {
                return UndoResult(id: importID, status: "undone", removed: record.booked, undoneAt: undoneAt)
            }
            if !force {
                let query = try connection.prepare("""
                    SELECT b.id FROM imports AS i JOIN bookings AS b ON b.id BETWEEN i.first_booking_id AND i.last_booking_id
                    WHERE i.id = ?1 AND b.import_id = i.id AND b.modified = 1 ORDER BY b.id
                    """)
                query.bind(.int(importID))
                let modified = try query.rows { $0.int(at: 0) }
                if !modified.isEmpty {
                    throw BookingError(.conflict(modifiedBookings: modified), target: target, Problem(
                        .importModified, ["import": .number(importID), "count": .number(modified.count), "bookings": .list(modified.map(String.init))],
                        remedy: .forceUndo(importID: importID, onServer: false)))
                }
            }
            let undoneAt = LedgerClock.now()
            let update = try connection.prepare("UPDATE imports SET status = 'undone', undone_at = ?1 WHERE id = ?2")
            update.bind(.text(undoneAt), .int(importID))
            try update.step()
            return UndoResult(id: importID, status: "undone", removed: record.booked, undoneAt: undoneAt)
        }
    }

    /// The ledger's own notes on an import: whether a balance mismatch was accepted, and why.
    package func annotation(ofImport id: Int) throws(BookingError) -> ImportAnnotation {
        try perform(.readImport(id)) {
            _ = try existingImport(id: id)
            let query = try connection.prepare("SELECT accepted_mismatch, notes FROM imports WHERE id = ?1")
            query.bind(.int(id))
            try query.step()
            return ImportAnnotation(acceptedMismatch: query.int(at: 0) != 0, notes: query.text(at: 1))
        }
    }

    func existingImport(id: Int) throws -> ImportRecord {
        let query = try connection.prepare(Self.importQuery + " WHERE id = ?1")
        query.bind(.int(id))
        guard try query.step() else {
            throw BookingError(.notFound, target: target, Problem(.importNotFound, ["import": .number(id)]))
        }
        return try Self.importRecord(query)
    }

    private static let importQuery = """
        SELECT id, created_at, account_id, filename, sha256, booked, skipped_duplicates, status, undone_at FROM imports
        """

    private static func importRecord(_ row: SQLiteStatement) throws -> ImportRecord {
        ImportRecord(
            id: row.int(at: 0), createdAt: row.text(at: 1) ?? "", accountID: row.int(at: 2), filename: row.text(at: 3) ?? "",
            sha256: row.text(at: 4), booked: row.int(at: 5), skippedDuplicates: row.int(at: 6),
            status: row.text(at: 7) ?? "booked", undoneAt: row.text(at: 8)
        )
    }
}
