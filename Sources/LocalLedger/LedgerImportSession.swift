import Booking
import ImportWords
import Foundation
import StatementValues

/// A statement booked into the ledger as it is read (`ImportSession`): one write transaction
/// from the first row to the commit, the import's row inserted first, each row checked and
/// inserted as it comes, the request hash spooled and the fingerprint keys kept compactly
/// (`StreamedFingerprintIndex`) until the end, when the import's row is completed.
///
/// What it writes is what `book` writes for the same rows as one batch, column for column.
/// A dry run's session writes nothing: it checks and counts.
final class LedgerImportSession: ImportSession {
    /// How many live bookings of the account are read into memory to find duplicates (about
    /// 120 bytes each); with more, each row probes the fingerprint index instead.
    static let loadedBookingsLimit = 100_000

    private let ledger: LocalLedger
    private let dryRun: Bool
    /// The account to open, until it is.
    private var opening: (name: String, iban: String?)?
    private(set) var accountID: Int
    private var account: Account?
    /// Whether the write transaction is open.
    private var inTransaction = false

    private var check: ValidatedBatch.RowCheck?
    private var finder: DuplicateFinder?
    private var insert: SQLiteBulkInsert?
    private var hash: BatchHash?
    private var index: StreamedFingerprintIndex?
    private var importID = 0
    private var createdAt = ""
    private var firstBookingID = 0
    /// Rows checked and waiting to be inserted; their texts are in the hash's blocks.
    private var pending: [(texts: BatchHash.RowTexts, values: ValidatedBatch.Row)] = []

    private(set) var newCount = 0
    private(set) var duplicateCount = 0
    /// The sum of the new rows.
    private var newTotalMinor: Int64 = 0

    init(ledger: LocalLedger, account choice: ImportSessionAccount, dryRun: Bool) throws {
        self.ledger = ledger
        self.dryRun = dryRun
        switch choice {
        case .existing(let existing):
            accountID = existing.id
            account = existing
        case .wouldOpen(let planned):
            accountID = planned.id
            account = planned
        case .opening(let name, let iban):
            accountID = 0
            opening = (name, iban)
        }
        guard !dryRun else {
            if case .existing(let existing) = choice { try begin(existing) }
            return
        }
        // A million rows would fill the 256 MiB cache with pages waiting for the commit; with
        // a small one they go to the write-ahead log as the cache fills (the rows are
        // appended, so few pages are read again). Mapped pages count as the process's memory,
        // so the file is read instead. Each multi-row insert may stop half-way, so SQLite
        // keeps the pages it changes in a statement journal, which went to a temporary file
        // past 64 KiB: 1.3 GB written for a million rows. In memory it holds one statement's
        // pages at a time (emptied as each ends).
        try ledger.connection.execute("PRAGMA cache_size = -2048; PRAGMA mmap_size = 0; PRAGMA temp_store = MEMORY")
        try ledger.connection.execute("BEGIN IMMEDIATE")
        inTransaction = true
        do {
            if let opening {
                // Known while the transaction holds the ledger: the id the account will get.
                accountID = try ledger.connection.integer("SELECT coalesce(max(id), 0) + 1 FROM accounts")
                try ledger.refuseTakenNameOrIBAN(name: opening.name, iban: opening.iban.flatMap(IBAN.normalized) ?? opening.iban)
            } else if let account {
                try begin(account)
            }
        } catch {
            cancel()
            throw error
        }
    }

    deinit {
        cancel()
    }

    func openAccount(currency: String) throws(BookingError) -> Account {
        try ledger.perform(.openAccountForImport) {
            guard let opening else { return account! }
            let new = try LocalLedger.NewAccount(
                name: opening.name, iban: opening.iban, currency: currency, openingBalance: "0", target: ledger.target)
            let opened = try ledger.insert(new)
            guard opened.id == accountID else {
                throw BookingError(.failed, target: ledger.target, Problem(.ledgerAccountIDUnplanned, ["got": .number(opened.id), "planned": .number(accountID)]))
            }
            self.opening = nil
            account = opened
            try begin(opened)
            return opened
        }
    }

    func setOpeningBalance(_ opening: Money?) throws(BookingError) {
        try ledger.perform(.setOpeningBalance) {
            let update = try ledger.connection.prepare("UPDATE accounts SET opening_balance_minor = ?1 WHERE id = ?2")
            update.bind(.integer(opening?.minorUnits ?? 0), .int(accountID))
            try update.step()
            let balance = opening ?? Money.zero(LedgerMoney.currency(account?.currency ?? ""))
            account?.balance = balance.amount
        }
    }

    /// Gets ready to take rows for `account`: the checks, the duplicate finder, and (unless in
    /// a dry run) the import's row, which the bookings refer to.
    private func begin(_ account: Account) throws {
        let connection = ledger.connection
        check = ValidatedBatch.RowCheck(currency: LedgerMoney.currency(account.currency), target: ledger.target)
        finder = try DuplicateFinder(connection, accountID: account.id, loadingUpTo: Self.loadedBookingsLimit)
        guard !dryRun else { return }
        createdAt = LedgerClock.now()
        // Completed at the end; until then it counts nothing (no total, no booking range).
        let row = try connection.prepare("INSERT INTO imports (created_at, account_id, filename) VALUES (?1, ?2, '')")
        row.bind(.text(createdAt), .int(account.id))
        try row.step()
        importID = connection.lastInsertedRowID
        // Bookings are never deleted, so SQLite gives the next booking this id and each
        // further one the next (see `insertBookings`).
        firstBookingID = try connection.integer("SELECT coalesce(max(id), 0) + 1 FROM bookings")
        insert = try SQLiteBulkInsert(
            connection, into: "bookings",
            columns: ["account_id", "import_id", "currency", "fingerprint", "fingerprint_key", "booking_date", "value_date",
                      "amount_minor", "counterparty", "counterparty_iban", "purpose", "reference", "category",
                      "balance_after_minor"],
            rowsPerStatement: 50)
        let directory = URL(fileURLWithPath: ledger.path).deletingLastPathComponent()
        hash = try BatchHash(spoolingIn: directory)
        index = try StreamedFingerprintIndex(spoolingIn: directory)
    }

    func add(_ rows: [BatchTransaction], firstIndex: Int) throws(BookingError) {
        try ledger.perform(.bookRows) {
            guard var check else {
                // An account a dry run would open has nothing booked: every row is new.
                guard account != nil else { throw BookingError(.failed, target: ledger.target, Problem(.ledgerImportAccountNotOpen)) }
                newCount += rows.count
                return
            }
            defer { self.check = check }
            for row in rows.indices {
                let key = FingerprintKey.of(rows[row].fingerprint)
                let values = try check.row(row, of: rows, number: firstIndex + row, key: key, repeats: false)
                let existing = try finder?.existingBooking(rows[row].fingerprint, key: key)
                if existing == nil {
                    newCount += 1
                    newTotalMinor += values.amountMinor
                } else {
                    duplicateCount += 1
                }
                guard !dryRun, hash != nil else { continue }
                let texts = hash!.append(row: row, of: rows, values: values, currencyCode: check.currency.code)
                index!.add(key: key, existing: existing)
                if existing == nil { pending.append((texts, values)) }
                // Fewer rows than a full group go in early when the blocks that their texts
                // are in would pile up, as when most rows are duplicates.
                if pending.count == insert!.rowsPerStatement || hash!.heldBlockCount > 2 {
                    try insertPending()
                    hash!.releaseTexts()
                }
            }
        }
    }

    private func insertPending() throws {
        let (accountID, importID, currency) = (accountID, importID, check!.currency.code)
        try insert!.insert(pending) { statement, first, row in
            statement.bind(accountID, at: first)
            statement.bind(importID, at: first + 1)
            statement.bind(currency, at: first + 2)
            statement.bindInPlace(row.texts.fingerprint, at: first + 3)
            statement.bind(row.values.fingerprintKey, at: first + 4)
            statement.bindInPlace(row.texts.bookingDate, at: first + 5)
            statement.bindInPlace(row.texts.valueDate, at: first + 6)
            statement.bind(row.values.amountMinor, at: first + 7)
            statement.bindInPlace(row.texts.counterparty, at: first + 8)
            statement.bindInPlace(row.texts.counterpartyIBAN, at: first + 9)
            statement.bindInPlace(row.texts.purpose, at: first + 10)
            statement.bindInPlace(row.texts.reference, at: first + 11)
            statement.bindInPlace(row.texts.category, at: first + 12)
            statement.bind(row.values.balanceAfterMinor, at: first + 13)
        }
        pending.removeAll(keepingCapacity: true)
    }

    func finish(
        source: BatchSource, statement: StatementFacts, idempotencyKey: String, annotation: ImportAnnotation
    ) throws(BookingError) -> ImportRecord {
        guard !dryRun else { throw BookingError(.failed, target: ledger.target, Problem(.ledgerDryRunBooksNothing)) }
        do {
            return try ledger.perform(.bookImport(filename: source.filename)) {
                guard let check, var hash, var index else { throw BookingError(.failed, target: ledger.target, Problem(.ledgerImportAccountNotOpen)) }
                let connection = ledger.connection
                try insertPending()
                let range = newCount > 0 ? firstBookingID...(firstBookingID + newCount - 1) : nil
                guard range == nil || connection.lastInsertedRowID == range?.upperBound else {
                    throw BookingError(.failed, target: ledger.target, Problem(.ledgerOutOfBookingIDs, remedy: .startNewLedger))
                }
                self.hash = nil
                self.index = nil
                hash.releaseTexts()
                let opening = try statement.openingBalance.map { (amount) throws(BookingError) in
                    try check.minorUnits(amount, .openingBalance)
                }
                let closing = try statement.closingBalance.map { (amount) throws(BookingError) in
                    try check.minorUnits(amount, .closingBalance)
                }
                index.finishAdding()
                if let repeated = try indexFingerprints(index) {
                    throw check.repeated(repeated.row, fingerprint: repeated.fingerprint)
                }
                let requestHash = try hash.finish(
                    accountID: accountID, source: source, statement: statement, openingMinor: opening, closingMinor: closing)
                if let earlier = try earlierAnswer(idempotencyKey: idempotencyKey, requestHash: requestHash) {
                    cancel()
                    return earlier
                }
                if let opening = annotation.openingBalance {
                    try ledger.setUnknownOpeningBalance(accountID: accountID, to: opening)
                }
                let record = ImportRecord(
                    id: importID, createdAt: createdAt, accountID: accountID, filename: source.filename, sha256: source.sha256,
                    booked: newCount, skippedDuplicates: index.count - newCount, status: "booked", undoneAt: nil)
                let response = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
                let update = try connection.prepare("""
                    UPDATE imports SET filename = ?1, sha256 = ?2, size = ?3, template = ?4, idempotency_key = ?5,
                        statement_from = ?6, statement_to = ?7, statement_opening_minor = ?8, statement_closing_minor = ?9,
                        accepted_mismatch = ?10, notes = ?11, booked = ?12, skipped_duplicates = ?13, total_minor = ?14,
                        response = ?15, request_hash = ?16, first_booking_id = ?17, last_booking_id = ?18
                    WHERE id = ?19
                    """)
                update.bind(
                    .text(source.filename), .text(source.sha256), .int(source.size), .text(source.template), .text(idempotencyKey),
                    .text(statement.from?.description), .text(statement.to?.description), .integer(opening), .integer(closing),
                    .int(annotation.acceptedMismatch ? 1 : 0), .text(annotation.notes), .int(record.booked),
                    .int(record.skippedDuplicates), .integer(newTotalMinor), .text(response), .text(requestHash),
                    .int(range?.lowerBound), .int(range?.upperBound), .int(importID))
                try update.step()
                try connection.execute("COMMIT")
                inTransaction = false
                restoreCache()
                return record
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// Adds the new bookings' fingerprint keys to the index table, in key order, and finds
    /// the first row whose fingerprint an earlier row has too.
    private func indexFingerprints(_ index: StreamedFingerprintIndex) throws -> (row: Int, fingerprint: String)? {
        let insert = try SQLiteBulkInsert(
            ledger.connection, into: "fingerprint_index", columns: ["fingerprint_key", "booking_id"], rowsPerStatement: 100)
        var entries: [(key: Int64, booking: Int)] = []
        entries.reserveCapacity(insert.rowsPerStatement)
        func bind(_ statement: SQLiteStatement, from first: Int32, _ entry: (key: Int64, booking: Int)) {
            statement.bind(entry.key, at: first)
            statement.bind(entry.booking, at: first + 1)
        }
        let fingerprintOf = try ledger.connection.prepare("SELECT fingerprint FROM bookings WHERE id = ?1")
        let firstBookingID = firstBookingID
        var repeated: (row: Int, fingerprint: String)?
        try index.parts { part in
            if let found = try index.firstRepeat(in: part, fingerprint: { row in
                fingerprintOf.bind(try index.booking(ofRow: row, firstBooking: firstBookingID), at: 1)
                defer { fingerprintOf.rewind() }
                return try fingerprintOf.step() ? fingerprintOf.text(at: 0) ?? "" : ""
            }), found.row < repeated?.row ?? .max {
                repeated = found
            }
            try index.newEntries(in: part, firstBooking: firstBookingID) { key, booking in
                entries.append((key, booking))
                if entries.count == insert.rowsPerStatement {
                    try insert.insert(entries, bind: bind)
                    entries.removeAll(keepingCapacity: true)
                }
            }
        }
        try insert.insert(entries, bind: bind)
        return repeated
    }

    /// The first answer for `idempotencyKey` when it came with the same rows; a conflict when
    /// it came with others; `nil` for a new key.
    private func earlierAnswer(idempotencyKey: String, requestHash: String) throws -> ImportRecord? {
        let query = try ledger.connection.prepare("SELECT id, request_hash, response FROM imports WHERE idempotency_key = ?1")
        query.bind(.text(idempotencyKey))
        guard try query.step() else { return nil }
        guard query.text(at: 1) == requestHash else {
            throw BookingError(.conflict(modifiedBookings: []), target: ledger.target, Problem(
                .idempotencyKeyReused, ["key": .text(idempotencyKey), "import": .number(query.int(at: 0))]))
        }
        return try JSONDecoder().decode(ImportRecord.self, from: Data((query.text(at: 2) ?? "").utf8))
    }

    func cancel() {
        hash = nil
        guard inTransaction else { return }
        inTransaction = false
        try? ledger.connection.execute("ROLLBACK")
        restoreCache()
    }

    private func restoreCache() {
        try? ledger.connection.execute(LocalLedger.cachePragmas)
    }
}

extension LocalLedger {
    package func beginImport(into account: ImportSessionAccount, dryRun: Bool) throws(BookingError) -> (any ImportSession)? {
        try perform(.beginImport) { try LedgerImportSession(ledger: self, account: account, dryRun: dryRun) }
    }
}
