/// The ledger's tables, as a list of migrations.
///
/// `PRAGMA user_version` holds the number of migrations applied. To change the schema, append
/// a migration; never edit one that has shipped, because ledgers in the wild already ran it.
/// `PRAGMA application_id` marks the file as a certain-import ledger, so that another
/// program's SQLite file is refused instead of being migrated.
enum LedgerSchema {
    /// `CIMP` in ASCII.
    static let applicationID = 0x4349_4D50

    static var version: Int { migrations.count }

    static let migrations: [String] = [
        // 1: accounts, imports, bookings. Money is INTEGER minor units next to its currency.
        // A booking stays after its import is undone; the import's status decides whether it
        // counts, so an undo can be shown in the history and a forced undo loses nothing.
        """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            iban TEXT UNIQUE,
            currency TEXT NOT NULL,
            opening_balance_minor INTEGER NOT NULL DEFAULT 0,
            archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
        );
        CREATE TABLE imports (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            account_id INTEGER NOT NULL REFERENCES accounts(id),
            filename TEXT NOT NULL,
            sha256 TEXT,
            size INTEGER,
            template TEXT,
            booked INTEGER NOT NULL DEFAULT 0,
            -- The sum of the import's bookings, so that a balance costs one row per import.
            -- Only texts of a booking can be edited, so this never goes stale.
            total_minor INTEGER NOT NULL DEFAULT 0,
            skipped_duplicates INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'undone')),
            undone_at TEXT,
            idempotency_key TEXT UNIQUE,
            request_hash TEXT,
            response TEXT,
            statement_from TEXT,
            statement_to TEXT,
            statement_opening_minor INTEGER,
            statement_closing_minor INTEGER,
            accepted_mismatch INTEGER NOT NULL DEFAULT 0 CHECK (accepted_mismatch IN (0, 1)),
            notes TEXT
        );
        CREATE INDEX imports_by_account ON imports(account_id, id);
        CREATE TABLE bookings (
            id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id),
            import_id INTEGER NOT NULL REFERENCES imports(id),
            fingerprint TEXT NOT NULL,
            booking_date TEXT NOT NULL,
            value_date TEXT,
            amount_minor INTEGER NOT NULL,
            currency TEXT NOT NULL,
            counterparty TEXT,
            counterparty_iban TEXT,
            purpose TEXT,
            reference TEXT,
            category TEXT,
            balance_after_minor INTEGER,
            modified INTEGER NOT NULL DEFAULT 0 CHECK (modified IN (0, 1)),
            modified_at TEXT
        );
        CREATE INDEX bookings_by_fingerprint ON bookings(account_id, fingerprint);
        CREATE INDEX bookings_by_import ON bookings(import_id);
        """,
        // 2: duplicates are found through the fingerprint's 64-bit key (`FingerprintKey`)
        // instead of its text: an index of integers is smaller, and much cheaper to build and
        // to insert into. The key alone, without the account: a lookup reads the booking to
        // compare the fingerprint anyway, and a one-column index sorts faster.
        // The SQL function is defined on the connection while it migrates.
        """
        ALTER TABLE bookings ADD COLUMN fingerprint_key INTEGER;
        UPDATE bookings SET fingerprint_key = ledger_fingerprint_key(fingerprint);
        DROP INDEX bookings_by_fingerprint;
        CREATE INDEX bookings_by_fingerprint_key ON bookings(fingerprint_key);
        """,
        // 3: the bookings table gets no secondary index, so that an import only appends to it.
        // An import books its rows one after another in one transaction, so they have
        // consecutive ids: the import notes its first and last booking instead of an index
        // by import. Fingerprint keys go into a table of their own, which an import fills in
        // key order: SQLite sorts the random keys of a large import for an index several
        // times slower than Swift sorts them. The code keeps the table whole: one row per
        // booking, undone ones too, as the index was.
        """
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
        """,
        // 4: an account's opening balance may be unknown (NULL): an account added without one
        // takes it from the first statement booked into it, instead of assuming 0 and then
        // failing every later statement by the difference. SQLite cannot drop a NOT NULL, so
        // the table is built again. Imports and bookings refer to it: the foreign keys are
        // checked at commit, when every account is back under its id.
        """
        PRAGMA defer_foreign_keys = ON;
        CREATE TEMP TABLE accounts_before AS SELECT * FROM accounts;
        DROP TABLE accounts;
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            iban TEXT UNIQUE,
            currency TEXT NOT NULL,
            opening_balance_minor INTEGER,
            archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
        );
        INSERT INTO accounts (id, name, iban, currency, opening_balance_minor, archived)
            SELECT id, name, iban, currency, opening_balance_minor, archived FROM temp.accounts_before;
        DROP TABLE temp.accounts_before;
        """,
    ]
}
