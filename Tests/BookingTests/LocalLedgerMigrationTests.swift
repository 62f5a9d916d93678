import Booking
import LocalLedger
import StatementValues
import Testing

/// Ledgers written by earlier versions of certain-import open, migrate and keep working.
@Suite("LocalLedger: migrating older ledgers")
struct LocalLedgerMigrationTests {
    /// Schema version 1 as certain-import wrote it, with one account (100.00), an import of
    /// the rows `row-0` ... `row-29` of `batch(account:amounts:)` at 1.00 each (booking ids
    /// 1 to 30, with the request hash and answer of that batch under the key `first`), and an
    /// undone import of `row-30` and `row-31`.
    static let versionOneLedger = """
        PRAGMA journal_mode = WAL;
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, iban TEXT UNIQUE, currency TEXT NOT NULL,
            opening_balance_minor INTEGER NOT NULL DEFAULT 0,
            archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
        );
        CREATE TABLE imports (
            id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, account_id INTEGER NOT NULL REFERENCES accounts(id),
            filename TEXT NOT NULL, sha256 TEXT, size INTEGER, template TEXT, booked INTEGER NOT NULL DEFAULT 0,
            total_minor INTEGER NOT NULL DEFAULT 0, skipped_duplicates INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'undone')), undone_at TEXT,
            idempotency_key TEXT UNIQUE, request_hash TEXT, response TEXT, statement_from TEXT, statement_to TEXT,
            statement_opening_minor INTEGER, statement_closing_minor INTEGER,
            accepted_mismatch INTEGER NOT NULL DEFAULT 0 CHECK (accepted_mismatch IN (0, 1)), notes TEXT
        );
        CREATE INDEX imports_by_account ON imports(account_id, id);
        CREATE TABLE bookings (
            id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),
            import_id INTEGER NOT NULL REFERENCES imports(id), fingerprint TEXT NOT NULL, booking_date TEXT NOT NULL,
            value_date TEXT, amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, counterparty TEXT,
            counterparty_iban TEXT, purpose TEXT, reference TEXT, category TEXT, balance_after_minor INTEGER,
            modified INTEGER NOT NULL DEFAULT 0 CHECK (modified IN (0, 1)), modified_at TEXT
        );
        CREATE INDEX bookings_by_fingerprint ON bookings(account_id, fingerprint);
        CREATE INDEX bookings_by_import ON bookings(import_id);
        PRAGMA application_id = \(0x4349_4D50);
        PRAGMA user_version = 1;

        INSERT INTO accounts (name, currency, opening_balance_minor) VALUES ('Girokonto', 'EUR', 10000);
        INSERT INTO imports (created_at, account_id, filename, booked, total_minor, idempotency_key, request_hash, response)
            VALUES ('2025-01-02T10:00:00.000000', 1, 'statement.csv', 30, 3000, 'first',
                'd5554e434304479f7a42f4d3433634e538d40f81678257908ae226067c3cc6e7', '\(firstAnswer)');
        INSERT INTO imports (created_at, account_id, filename, booked, total_minor, status, undone_at, idempotency_key)
            VALUES ('2025-01-03T10:00:00.000000', 1, 'later.csv', 2, 200, 'undone', '2025-01-04T10:00:00.000000', 'second');
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 31)
        INSERT INTO bookings (account_id, import_id, fingerprint, booking_date, amount_minor, currency, counterparty, purpose)
            SELECT 1, CASE WHEN i < 30 THEN 1 ELSE 2 END, 'row-' || i, printf('2024-03-%02d', i % 28 + 1), 100, 'EUR',
                'Counterparty ' || i, 'Purpose ' || i
            FROM n;
        """

    /// The answer that booking the first import gave, as the ledger stores it.
    static let firstAnswer = """
        {"id":1,"account_id":1,"sha256":"\(String(repeating: "0", count: 64))","skipped_duplicates":0,"booked":30,\
        "created_at":"2025-01-02T10:00:00.000000","status":"booked","filename":"statement.csv"}
        """

    /// Schema version 2 as certain-import wrote it: version 1 with each booking's fingerprint
    /// key, found through an index of its own instead of the fingerprint's text.
    static var versionTwoLedger: String {
        let keys = (0..<32).map { "WHEN 'row-\($0)' THEN \(fnv1a("row-\($0)"))" }.joined(separator: " ")
        return versionOneLedger + """
            ALTER TABLE bookings ADD COLUMN fingerprint_key INTEGER;
            UPDATE bookings SET fingerprint_key = CASE fingerprint \(keys) END;
            DROP INDEX bookings_by_fingerprint;
            CREATE INDEX bookings_by_fingerprint_key ON bookings(fingerprint_key);
            PRAGMA user_version = 2;
            """
    }

    /// Schema version 3 as certain-import wrote it: version 2 with the bookings appended
    /// without secondary indexes, each import noting its first and last booking, and the
    /// fingerprint keys in a table of their own. Accounts still had a required opening balance.
    static var versionThreeLedger: String {
        versionTwoLedger + """
            ALTER TABLE imports ADD COLUMN first_booking_id INTEGER;
            ALTER TABLE imports ADD COLUMN last_booking_id INTEGER;
            UPDATE imports SET
                first_booking_id = (SELECT min(id) FROM bookings WHERE import_id = imports.id),
                last_booking_id = (SELECT max(id) FROM bookings WHERE import_id = imports.id);
            CREATE TABLE fingerprint_index (
                fingerprint_key INTEGER NOT NULL,
                booking_id INTEGER NOT NULL,
                PRIMARY KEY (fingerprint_key, booking_id)
            ) WITHOUT ROWID;
            INSERT INTO fingerprint_index SELECT fingerprint_key, id FROM bookings ORDER BY fingerprint_key, id;
            DROP INDEX bookings_by_fingerprint_key;
            DROP INDEX bookings_by_import;
            PRAGMA user_version = 3;
            """
    }

    /// FNV-1a of the UTF-8 bytes, written here apart from the ledger's own: a version 2
    /// ledger stores these keys, so the ledger must keep computing them this way.
    static func fnv1a(_ text: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }

    /// A ledger of schema `version` (1, 2 or 3) in a new temporary directory.
    static func olderLedgerFile(version: Int) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        try sqlite3(path, [versionOneLedger, versionTwoLedger, versionThreeLedger][version - 1])
        #expect(try sqlite3(path, "PRAGMA user_version; SELECT count(*) FROM bookings;") == "\(version)\n32")
        return (directory, path)
    }

    @Test(arguments: [1, 2, 3])
    func anOlderLedgerIsMigratedAndKeepsItsBookings(version: Int) throws {
        let (directory, path) = try Self.olderLedgerFile(version: version)
        _ = directory

        let ledger = try LocalLedger(path: path)

        #expect(try sqlite3(path, "PRAGMA user_version;") == String(LocalLedger.schemaVersion))
        #expect(try sqlite3(path, "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name;")
            == "imports_by_account")
        #expect(try sqlite3(path, "SELECT count(*) FROM bookings WHERE fingerprint_key IS NULL;") == "0")
        #expect(try sqlite3(path, "SELECT count(*) FROM fingerprint_index;") == "32")
        #expect(try sqlite3(path, "SELECT first_booking_id || '|' || last_booking_id FROM imports ORDER BY id;") == "1|30\n31|32")
        #expect(try ledger.accounts().map(\.balance.description) == ["130.00"])
        let bookings = try ledger.bookings()
        #expect(bookings.map(\.id) == Array(1...30))
        #expect(bookings.map(\.fingerprint) == (0..<30).map { "row-\($0)" })
        #expect(try ledger.bookings(importID: 2).map(\.fingerprint) == ["row-30", "row-31"])
        #expect(try ledger.importDetail(id: 1).transactions.map(\.id) == Array(1...30))
        #expect(try ledger.history(accountID: nil, limit: 10, offset: 0).map(\.status) == ["undone", "booked"])
    }

    /// Schema 4 lets an account's opening balance be unknown: the accounts table is built
    /// again without the NOT NULL, under the same ids, so that imports and bookings still
    /// point at their accounts; the accounts that were there keep their opening balance.
    @Test(arguments: [1, 2, 3])
    func accountsKeepTheirOpeningBalanceAndANewOneMayHaveNone(version: Int) throws {
        let (directory, path) = try Self.olderLedgerFile(version: version)
        _ = directory
        let ledger = try LocalLedger(path: path)

        #expect(try sqlite3(path, "SELECT id, name, opening_balance_minor FROM accounts;") == "1|Girokonto|10000")
        #expect(try sqlite3(path, "SELECT \"notnull\" FROM pragma_table_info('accounts') WHERE name = 'opening_balance_minor';") == "0")
        #expect(try sqlite3(path, "PRAGMA foreign_key_check;") == "")
        #expect(try ledger.accountsWithUnknownOpeningBalance() == [])

        let added = try ledger.addAccount(name: "Sparkonto", currency: "EUR", openingBalance: nil)
        #expect(try sqlite3(path, "SELECT ifnull(opening_balance_minor, 'NULL') FROM accounts WHERE id = 2;") == "NULL")
        #expect(try ledger.accountsWithUnknownOpeningBalance() == [added.id])
        #expect(try ledger.accounts().map(\.balance.description) == ["130.00", "0.00"])

        // The first booking sets it, in the same transaction; a later one leaves it.
        let currency = Currency(code: "EUR")!
        var statement = batch(account: added.id, amounts: ["5.00"], fingerprintOffset: 100)
        _ = try ledger.book(statement, idempotencyKey: "sets", annotation: ImportAnnotation(
            openingBalance: Money(minorUnits: 25_000, currency: currency)))
        statement = batch(account: added.id, amounts: ["1.00"], fingerprintOffset: 200)
        _ = try ledger.book(statement, idempotencyKey: "keeps", annotation: ImportAnnotation(
            openingBalance: Money(minorUnits: 99_900, currency: currency)))
        #expect(try ledger.accountsWithUnknownOpeningBalance() == [])
        #expect(try ledger.accounts().map(\.balance.description) == ["130.00", "256.00"])
        #expect(try sqlite3(path, "PRAGMA integrity_check;") == "ok")
    }

    /// A small batch next to the account looks each row up in the fingerprint index the
    /// migration filled; a large one reads the account's bookings. Both find the migrated
    /// bookings.
    @Test(arguments: [1, 2, 3], [
        (3, 28, [29, 30, nil]),
        (10, 25, [26, 27, 28, 29, 30, nil, nil, nil, nil, nil]),
    ] as [(Int, Int, [Int?])])
    func migratedBookingsAreFoundAsDuplicates(version: Int, rows: (batchSize: Int, firstRow: Int, existingIDs: [Int?])) throws {
        let (directory, path) = try Self.olderLedgerFile(version: version)
        _ = directory
        let ledger = try LocalLedger(path: path)

        let preview = try ledger.preview(
            batch(account: 1, amounts: Array(repeating: "1.00", count: rows.batchSize), fingerprintOffset: rows.firstRow))

        #expect(preview.rows.map(\.existingID) == rows.existingIDs)
    }

    @Test(arguments: [1, 2, 3])
    func aMigratedImportIsUndoneAsBeforeAndItsFileBooksAgainInFull(version: Int) throws {
        let (directory, path) = try Self.olderLedgerFile(version: version)
        _ = directory
        let ledger = try LocalLedger(path: path)
        let statement = batch(account: 1, amounts: Array(repeating: "1.00", count: 30))
        try ledger.editBooking(id: 3, category: "Haushalt")

        let refusal = #expect(throws: BookingError.self) { try ledger.undo(importID: 1, force: false) }
        #expect(refusal?.kind == .conflict(modifiedBookings: [3]))
        #expect(try ledger.book(statement, idempotencyKey: "again").booked == 0)

        _ = try ledger.undo(importID: 1, force: true)
        let rebooked = try ledger.book(statement, idempotencyKey: "after undo")

        #expect(rebooked.booked == 30)
        #expect(rebooked.skippedDuplicates == 0)
        #expect(try ledger.accounts().map(\.balance.description) == ["130.00"])
        #expect(try ledger.book(statement, idempotencyKey: "once more").skippedDuplicates == 30)
        #expect(try sqlite3(path, "PRAGMA integrity_check;") == "ok")
    }

    /// The request hash stored by an earlier version still tells a retry of its batch, which
    /// gets the first answer, from another batch under the same key.
    @Test(arguments: [1, 2, 3])
    func aMigratedImportAnswersARetryAndRefusesItsKeyForAnotherBatch(version: Int) throws {
        let (directory, path) = try Self.olderLedgerFile(version: version)
        _ = directory
        let ledger = try LocalLedger(path: path)

        let retry = try ledger.book(batch(account: 1, amounts: Array(repeating: "1.00", count: 30)), idempotencyKey: "first")
        let error = #expect(throws: BookingError.self) {
            try ledger.book(batch(account: 1, amounts: Array(repeating: "1.00", count: 29)), idempotencyKey: "first")
        }

        #expect(retry.id == 1)
        #expect(retry.booked == 30)
        #expect(retry.createdAt == "2025-01-02T10:00:00.000000")
        #expect(error?.kind == .conflict(modifiedBookings: []))
        #expect(try sqlite3(path, "SELECT count(*) FROM imports; SELECT count(*) FROM bookings;") == "2\n32")
    }
}
