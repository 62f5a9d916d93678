import Booking
import Foundation
import LocalLedger
import StatementValues
import Testing

/// The local ledger as a subject of the contract suite: a new file in a temporary directory.
struct LocalLedgerFixture: BookingTargetFixture {
    var testDescription: String { "local ledger" }

    func makeSubject() throws -> any ContractSubject {
        try LocalLedgerSubject()
    }
}

final class LocalLedgerSubject: ContractSubject {
    let directory: TemporaryDirectory
    let ledger: LocalLedger
    let accountID: Int

    init() throws {
        directory = try TemporaryDirectory()
        ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        accountID = try ledger.addAccount(name: "Girokonto", currency: "EUR", openingBalance: "100.00").id
    }

    var target: any BookingTarget { ledger }

    func modifyBooking(id: Int) throws {
        try ledger.editBooking(id: id, category: "Haushalt")
    }
}

/// A directory under the system's temporary directory, removed with its contents when released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}

/// Runs the `sqlite3` shell on `path`, to look at a ledger from outside the code under test.
@discardableResult
func sqlite3(_ path: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(sql.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite("LocalLedger")
struct LocalLedgerTests {
    // MARK: The file

    @Test func aNewLedgerHasTheSchemaVersionWALAndItsApplicationID() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        _ = try LocalLedger(path: path)

        #expect(try sqlite3(path, "PRAGMA user_version;") == String(LocalLedger.schemaVersion))
        #expect(try sqlite3(path, "PRAGMA application_id;") == String(0x4349_4D50))
        #expect(try sqlite3(path, "PRAGMA journal_mode;") == "wal")
        #expect(try sqlite3(path, "PRAGMA page_size;") == "16384")
        #expect(try sqlite3(path, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name;")
            == "accounts\nbookings\nfingerprint_index\nimports")
        #expect(try sqlite3(path, "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name;")
            == "imports_by_account")
    }

    /// Whether an import finds its duplicates in memory (none or 10 booked before) or through
    /// the fingerprint index (30 before), afterwards the index holds one entry per booking, and
    /// each import names the range of its bookings' ids.
    @Test(arguments: [
        (0, 5, ["1|5"]),
        (10, 5, ["1|10", "11|15"]),
        (30, 3, ["1|30", "31|33"]),
    ] as [(Int, Int, [String])])
    func theFingerprintIndexAndTheBookingRangesAreWholeAfterAnImportOfAnySize(
        bookedBefore: Int, booked: Int, ranges: [String]
    ) throws {
        let subject = try LocalLedgerSubject()
        let path = subject.directory.path("ledger.sqlite")
        if bookedBefore > 0 {
            _ = try subject.ledger.book(
                batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: bookedBefore)), idempotencyKey: "before")
        }

        // Rows 28 to 32.
        let record = try subject.ledger.book(
            batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: 5), fingerprintOffset: 28),
            idempotencyKey: "k")

        #expect(record.booked == booked)
        #expect(try sqlite3(path, "PRAGMA integrity_check;") == "ok")
        #expect(try sqlite3(path, """
            SELECT count(*) FROM fingerprint_index AS f JOIN bookings AS b ON b.id = f.booking_id
            WHERE f.fingerprint_key = b.fingerprint_key;
            SELECT count(*) FROM fingerprint_index;
            """) == "\(bookedBefore + booked)\n\(bookedBefore + booked)")
        #expect(try sqlite3(path, "SELECT first_booking_id || '|' || last_booking_id FROM imports ORDER BY id;")
            == ranges.joined(separator: "\n"))
    }

    @Test func reopeningKeepsWhatWasBooked() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        do {
            let ledger = try LocalLedger(path: path)
            let account = try ledger.addAccount(name: "Girokonto", currency: "CHF", openingBalance: "10")
            _ = try ledger.book(batch(account: account.id, amounts: ["1.05", "-0.05"], currency: "CHF"), idempotencyKey: "k")
        }
        let reopened = try LocalLedger(path: path)

        #expect(try reopened.accounts().map(\.balance.description) == ["11.00"])
        #expect(try reopened.history(accountID: nil, limit: 10, offset: 0).map(\.booked) == [2])
    }

    @Test func foreignKeysAreEnforced() throws {
        let subject = try LocalLedgerSubject()
        var batch = subject.batch([.coffee])
        batch.accountID = 42

        // The contract's answer comes first; the constraint guards what the code might miss.
        let error = #expect(throws: BookingError.self) { try subject.ledger.book(batch, idempotencyKey: "k") }
        #expect(error?.kind == .notFound)
        #expect(try sqlite3(subject.directory.path("ledger.sqlite"),
                            "PRAGMA foreign_keys = ON; INSERT INTO imports (created_at, account_id, filename) VALUES ('x', 42, 'f');")
            .contains("FOREIGN KEY constraint failed"))
    }

    @Test func amountsAreStoredAsIntegerMinorUnits() throws {
        let subject = try LocalLedgerSubject()
        _ = try subject.ledger.book(subject.batch([.coffee, .salary]), idempotencyKey: "k")

        #expect(try sqlite3(subject.directory.path("ledger.sqlite"),
                            "SELECT typeof(amount_minor), amount_minor, currency FROM bookings ORDER BY id;")
            == "integer|-350|EUR\ninteger|250000|EUR")
    }

    @Test func aLedgerFromAnOlderVersionIsMigrated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        // Version 0: a file that exists but has no tables yet, as an empty file does.
        try Data().write(to: URL(fileURLWithPath: path))

        let ledger = try LocalLedger(path: path)

        #expect(try ledger.accounts() == [])
        #expect(try sqlite3(path, "PRAGMA user_version;") == String(LocalLedger.schemaVersion))
    }

    @Test(arguments: [
        RefusedFile(
            name: "a newer ledger",
            setUp: "PRAGMA application_id = \(0x4349_4D50); PRAGMA user_version = 99; CREATE TABLE accounts (id);",
            message: "the ledger has schema version 99, but this certain-import knows only up to \(LocalLedger.schemaVersion)",
            hint: "update certain-import to the version that wrote this ledger", remedy: nil
        ),
        RefusedFile(
            name: "another program's database",
            setUp: "CREATE TABLE songs (title TEXT);",
            message: "the file is not a certain-import ledger",
            hint: nil, remedy: .nameOtherLedger
        ),
    ])
    func filesThatAreNoLedgerOfThisVersionAreRefused(file: RefusedFile) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        try sqlite3(path, file.setUp)

        let error = #expect(throws: BookingError.self) { try LocalLedger(path: path) }

        #expect(error?.kind == .unreachable)
        #expect(error?.target == "ledger \(path)")
        #expect(error?.message == file.message)
        #expect(error?.problem.advice() == file.hint)
        #expect(error?.hint == nil)
        #expect(error?.remedy == file.remedy)
    }

    @Test func aFileThatIsNoSQLiteDatabaseIsRefusedWithAHint() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("statement.csv")
        try Data(String(repeating: "Buchungstag;Betrag\n01.03.2024;12,30\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: BookingError.self) { try LocalLedger(path: path) }

        #expect(error?.problem == Problem(
            .ledgerNotALedger, ["operation": .text("open_ledger"), "reason": .text("file is not a database")], remedy: .nameOtherLedger))
        #expect(error?.description == "ledger \(path): cannot open the ledger: file is not a database")
        #expect(error?.problem.advice() == "the file is not a certain-import ledger")
        #expect(error?.remedy == .nameOtherLedger)
    }

    @Test func aLedgerInAMissingDirectoryNamesThePathAndWhatToCheck() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing/ledger.sqlite")

        let error = #expect(throws: BookingError.self) { try LocalLedger(path: path) }

        #expect(error?.kind == .unreachable)
        #expect(error?.problem == Problem(.ledgerNotOpenable, ["operation": .text("open_ledger"), "reason": .text("unable to open database file")]))
        #expect(error?.description == "ledger \(path): cannot open the ledger: unable to open database file")
        #expect(error?.problem.advice() == "check that the ledger's directory exists and that you may write to it")
    }

    // MARK: Accounts

    @Test func addAccountStoresTheIBANCompactAndTheOpeningBalanceExactly() throws {
        let subject = try LocalLedgerSubject()
        let added = try subject.ledger.addAccount(
            name: "Sparkonto", iban: "de02 1203 0000 0000 2020 51", currency: "jpy", openingBalance: "1500"
        )

        #expect(added.iban == "DE02120300000000202051")
        #expect(added.currency == "JPY")
        #expect(added.balance.description == "1500")
        #expect(try subject.ledger.accounts().map(\.name) == ["Girokonto", "Sparkonto"])
    }

    @Test(arguments: [
        AccountRefusal(name: "Girokonto", iban: nil, currency: "EUR", opening: "0",
                       message: "account 1 ('Girokonto') already has the name 'Girokonto'"),
        AccountRefusal(name: "  ", iban: nil, currency: "EUR", opening: "0", message: "an account needs a name"),
        AccountRefusal(name: "Neu", iban: "DE02120300000000202052", currency: "EUR", opening: "0",
                       message: "'DE02120300000000202052' is not a valid IBAN"),
        AccountRefusal(name: "Neu", iban: nil, currency: "EURO", opening: "0",
                       message: "'EURO' is not an ISO 4217 currency code"),
        AccountRefusal(name: "Neu", iban: nil, currency: "EUR", opening: "1.005",
                       message: "the opening balance '1.005' is not an amount in EUR"),
    ])
    func addAccountRefusesWhatItCannotKeep(refusal: AccountRefusal) throws {
        let subject = try LocalLedgerSubject()

        let error = #expect(throws: BookingError.self) {
            try subject.ledger.addAccount(
                name: refusal.name, iban: refusal.iban, currency: refusal.currency, openingBalance: refusal.opening
            )
        }

        #expect(error?.message == refusal.message)
        #expect(try subject.ledger.accounts().count == 1)
    }

    @Test(arguments: [
        ("Girokonto", "Girokonto"),
        ("2", "2"),           // a name wins over an id
        ("1", "Girokonto"),
        ("3", "Sparkonto"),
        ("DE02 1203 0000 0000 2020 51", "Sparkonto"),
        ("de02120300000000202051", "Sparkonto"),
        ("girokonto", nil),   // names are exact
        ("99", nil),
    ] as [(String, String?)])
    func accountMatchingTriesNameThenIDThenIBAN(text: String, expectedName: String?) throws {
        let subject = try LocalLedgerSubject()
        try subject.ledger.addAccount(name: "2", currency: "EUR")
        try subject.ledger.addAccount(name: "Sparkonto", iban: "DE02120300000000202051", currency: "EUR")

        #expect(try subject.ledger.account(matching: text)?.name == expectedName)
    }

    /// An account an import opens is planned with the id it will get and opened by the
    /// import's booking, in its transaction: a booking that fails opens nothing.
    @Test func aPlannedAccountOpensWithItsImportOrNotAtAll() throws {
        let subject = try LocalLedgerSubject()
        let eur = try #require(Currency(code: "EUR"))
        let planned = try subject.ledger.planAccount(name: "Neu", iban: nil, currency: eur, openingBalance: money("50.00"))
        let second = try subject.ledger.planAccount(name: "Zweit", iban: nil, currency: eur, openingBalance: nil)
        #expect(planned.account.id == 2)
        #expect(second.account.id == 3)
        #expect(try subject.ledger.accounts().map(\.name) == ["Girokonto"])

        // A batch in another currency than the account's fails inside the transaction.
        #expect(throws: BookingError.self) {
            try subject.ledger.book(
                batch(account: 2, amounts: ["-1.00"], currency: "CHF"), idempotencyKey: "k1", annotation: ImportAnnotation(accountToOpen: planned))
        }
        #expect(try subject.ledger.accounts().map(\.name) == ["Girokonto"])

        let record = try subject.ledger.book(
            batch(account: 2, amounts: ["-1.00"]), idempotencyKey: "k2", annotation: ImportAnnotation(accountToOpen: planned))
        #expect(record.booked == 1)
        #expect(try subject.ledger.accounts().map { "\($0.id) \($0.name) \($0.balance)" } == ["1 Girokonto 100.00", "2 Neu 49.00"])
    }

    /// Another process that opens an account between the plan and the booking takes the
    /// planned id: the import is refused whole, and says to run it again.
    @Test func anAccountOpenedMeanwhileRefusesTheImportThatPlannedItsID() throws {
        let subject = try LocalLedgerSubject()
        let planned = try subject.ledger.planAccount(
            name: "Neu", iban: nil, currency: try #require(Currency(code: "EUR")), openingBalance: nil)
        let other = try LocalLedger(path: subject.ledger.path)
        try other.addAccount(name: "Anders", currency: "EUR")

        let error = #expect(throws: BookingError.self) {
            try subject.ledger.book(
                batch(account: planned.account.id, amounts: ["-1.00"]), idempotencyKey: "k", annotation: ImportAnnotation(accountToOpen: planned))
        }

        #expect(error?.problem == Problem(.ledgerAccountOpenedMeanwhile, ["account": .number(2)]))
        #expect(error?.message == "another certain-import opened account 2 while this import was checked; nothing was booked")
        #expect(error?.problem.advice() == "run the same command again")
        #expect(try subject.ledger.accounts().map(\.name) == ["Girokonto", "Anders"])
        #expect(try subject.ledger.history(accountID: nil, limit: 10, offset: 0).isEmpty)
    }

    // MARK: Booking details

    @Test(arguments: [
        ("-12.3", "-12.30"), ("0.5", "0.50"), ("1000", "1000.00"), ("-0.01", "-0.01"),
    ])
    func amountsComeBackWithTheCurrencysDigits(given: String, shown: String) throws {
        let subject = try LocalLedgerSubject()
        let record = try subject.ledger.book(batch(account: subject.accountID, amounts: [given]), idempotencyKey: "k")

        #expect(try subject.ledger.importDetail(id: record.id).transactions.map(\.amount) == [shown])
    }

    /// A batch small next to the account probes the index row by row; a large one reads the
    /// account's fingerprints into memory. Both must find the same duplicates.
    @Test(arguments: [5, 20, 60])
    func duplicatesAreFoundTheSameWayForSmallAndLargeBatches(batchSize: Int) throws {
        let subject = try LocalLedgerSubject()
        let ledger = subject.ledger
        let undone = try ledger.book(batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: 10)), idempotencyKey: "u")
        _ = try ledger.undo(importID: undone.id, force: false)
        // 40 live bookings, rows 10..<50; rows 0..<10 were undone.
        let live = try ledger.book(
            batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: 40), fingerprintOffset: 10),
            idempotencyKey: "l"
        )
        let firstLiveID = try ledger.importDetail(id: live.id).transactions[0].id

        // Rows 8..<8+batchSize: 8 and 9 undone (new), 10... live (duplicates) up to 49, then new.
        let preview = try ledger.preview(
            batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: batchSize), fingerprintOffset: 8)
        )

        let expected = (8..<(8 + batchSize)).map { row in (10..<50).contains(row) ? firstLiveID + row - 10 : nil }
        #expect(preview.rows.map(\.existingID) == expected)
    }

    @Test func aRowInAnotherCurrencyThanTheAccountsIsRefused() throws {
        let subject = try LocalLedgerSubject()

        let error = #expect(throws: BookingError.self) {
            try subject.ledger.book(batch(account: subject.accountID, amounts: ["1.00"], currency: "CHF"), idempotencyKey: "k")
        }

        #expect(error?.kind == .invalid)
        #expect(error?.problem == Problem(
            .currencyNotTheAccounts, ["transaction": .number(0), "currency": .text("CHF"), "account_currency": .text("EUR")]))
        #expect(error?.message == "transaction 0 is in CHF, but the account keeps EUR")
        #expect(error?.problem.advice() == "book it into an account in CHF")
    }

    @Test func undoingAnImportWithChangedBookingsIsAConflictNamingThem() throws {
        let subject = try LocalLedgerSubject()
        let record = try subject.ledger.book(batch(account: subject.accountID, amounts: ["1.00", "2.00", "3.00"]), idempotencyKey: "k")
        let ids = try subject.ledger.importDetail(id: record.id).transactions.map(\.id)
        try subject.modifyBooking(id: ids[2])
        try subject.modifyBooking(id: ids[0])

        let error = #expect(throws: BookingError.self) { try subject.ledger.undo(importID: record.id, force: false) }

        #expect(error?.kind == .conflict(modifiedBookings: [ids[0], ids[2]]))
        #expect(error?.problem == Problem(
            .importModified, ["import": .number(record.id), "count": .number(2), "bookings": .list([String(ids[0]), String(ids[2])])],
            remedy: .forceUndo(importID: record.id, onServer: false)))
        #expect(error?.message == "import \(record.id) has 2 booking(s) changed since it was booked: \(ids[0]), \(ids[2])")
    }

    /// The first row that breaks a rule is reported, whichever rule it breaks: a repeated
    /// fingerprint is found for all rows at once, but reported in row order like the others.
    @Test(arguments: [
        (["row-0", "row-1", "row-0", "row-1"], Currency.eur,
         "transaction 2: fingerprint 'row-0' occurs twice in the batch"),
        (["row-0", "row-1", "row-2", "row-1"], Currency.eur,
         "transaction 3: fingerprint 'row-1' occurs twice in the batch"),
        (["row-0", "row-1", "row-0", "row-1"], Currency.chf,
         "transaction 1 is in CHF, but the account keeps EUR"),
    ] as [([String], Currency, String)])
    func theFirstInvalidRowIsReported(fingerprints: [String], secondRowCurrency: Currency, message: String) throws {
        let subject = try LocalLedgerSubject()
        var rows = batch(account: subject.accountID, amounts: Array(repeating: "1.00", count: fingerprints.count))
        for (index, fingerprint) in fingerprints.enumerated() {
            rows.transactions[index].fingerprint = BookingFingerprint(fingerprint)
        }
        rows.transactions[1].amount = money("1.00", secondRowCurrency)

        let error = #expect(throws: BookingError.self) { try subject.ledger.book(rows, idempotencyKey: "k") }

        #expect(error?.kind == .invalid)
        #expect(error?.message == message)
    }

    /// Booking reuses the check of the batch its preview made only for that very batch: a
    /// batch changed after the preview, even in one row, is checked again.
    @Test func aBatchChangedAfterItsPreviewIsCheckedAgain() throws {
        let subject = try LocalLedgerSubject()
        var rows = batch(account: subject.accountID, amounts: ["1.00", "2.00", "3.00"])
        _ = try subject.ledger.preview(rows)
        rows.transactions[1].amount = money("2.00", .chf)

        let error = #expect(throws: BookingError.self) { try subject.ledger.book(rows, idempotencyKey: "k") }
        #expect(error?.message == "transaction 1 is in CHF, but the account keeps EUR")

        rows.transactions[1].amount = money("2.00")
        _ = try subject.ledger.preview(rows)
        rows.transactions[2].amount = money("30.00")
        _ = try subject.ledger.book(rows, idempotencyKey: "k")
        #expect(try subject.ledger.accounts().map(\.balance.description) == ["133.00"])

        let unchanged = batch(account: subject.accountID, amounts: ["4.00"], fingerprintOffset: 3)
        _ = try subject.ledger.preview(unchanged)
        _ = try subject.ledger.book(unchanged, idempotencyKey: "k2")
        #expect(try subject.ledger.accounts().map(\.balance.description) == ["137.00"])
    }

    @Test func theSameAmountWrittenAnotherWayIsTheSameBatchForIdempotency() throws {
        let subject = try LocalLedgerSubject()
        let first = try subject.ledger.book(batch(account: subject.accountID, amounts: ["12.3"]), idempotencyKey: "k")
        let again = try subject.ledger.book(batch(account: subject.accountID, amounts: ["12.30"]), idempotencyKey: "k")

        #expect(again == first)
    }

    /// The request hash that tells a retry from a reused key is stored with every import, so
    /// it must stay the same function: these values were written by the first version.
    @Test(arguments: [
        HashedBatch(
            name: "two rows with every field", rows: 2,
            expected: "04abefcf0e4ed3e74150277392c2ed2f0a4f926ee58573cff2d22cdd00d9d389"),
        HashedBatch(
            name: "rows past one hashing block", rows: 1500,
            expected: "e85bf24cab18bf3d402a0c8107e0749bc3033e5a92b4868c34fafd5397a21b48"),
    ])
    func theRequestHashOfABatchNeverChanges(batch hashed: HashedBatch) throws {
        let subject = try LocalLedgerSubject()

        _ = try subject.ledger.book(hashed.batch(account: subject.accountID), idempotencyKey: "k")

        let stored = try sqlite3(subject.directory.path("ledger.sqlite"), "SELECT request_hash FROM imports;")
        #expect(stored == hashed.expected)
    }

    @Test func bookingsListsEveryFieldAndEditMarksTheBookingModified() throws {
        let subject = try LocalLedgerSubject()
        var batch = subject.batch([.coffee, .rent])
        batch.transactions[0].counterpartyIBAN = "DE02120300000000202051"
        batch.transactions[0].reference = "REF-1"
        batch.transactions[0].balanceAfter = money("96.5")
        let record = try subject.ledger.book(batch, idempotencyKey: "k")
        let coffee = try #require(try subject.ledger.bookings(importID: record.id).first)

        #expect(coffee.fingerprint == "fp-coffee")
        #expect(coffee.importID == record.id)
        #expect(coffee.accountID == subject.accountID)
        #expect(coffee.bookingDate == "2024-03-01")
        #expect(coffee.valueDate == "2024-03-01")
        #expect(coffee.amount == "-3.50")
        #expect(coffee.currency == "EUR")
        #expect(coffee.counterparty == "Café Fröhlich")
        #expect(coffee.counterpartyIBAN == "DE02120300000000202051")
        #expect(coffee.purpose == "coffee March")
        #expect(coffee.reference == "REF-1")
        #expect(coffee.category == nil)
        #expect(coffee.balanceAfter == "96.50")
        #expect(coffee.modified == false)
        #expect(coffee.modifiedAt == nil)

        let edited = try subject.ledger.editBooking(id: coffee.id, category: "Genuss", counterparty: "Café am Eck")

        #expect(edited.category == "Genuss")
        #expect(edited.counterparty == "Café am Eck")
        #expect(edited.purpose == "coffee March")
        #expect(edited.modified == true)
        #expect(edited.modifiedAt?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}/) != nil)
    }

    @Test func bookingsWithoutAnImportListOnlyWhatCounts() throws {
        let subject = try LocalLedgerSubject()
        let undone = try subject.ledger.book(subject.batch([.coffee]), idempotencyKey: "k1")
        _ = try subject.ledger.undo(importID: undone.id, force: false)
        _ = try subject.ledger.book(subject.batch([.rent, .salary]), idempotencyKey: "k2")

        #expect(try subject.ledger.bookings().map(\.fingerprint) == ["fp-rent", "fp-salary"])
        #expect(try subject.ledger.bookings(importID: undone.id).map(\.isUndone) == [true])
    }

    @Test(arguments: [
        (nil, "Genuss", BookingError.Kind.notFound),
        (1, nil, BookingError.Kind.invalid),
    ] as [(Int?, String?, BookingError.Kind)])
    func editRefusesAnUnknownBookingOrNothingToChange(id: Int?, category: String?, kind: BookingError.Kind) throws {
        let subject = try LocalLedgerSubject()
        _ = try subject.ledger.book(subject.batch([.coffee]), idempotencyKey: "k")

        let error = #expect(throws: BookingError.self) { try subject.ledger.editBooking(id: id ?? 999, category: category) }

        #expect(error?.kind == kind)
    }

    @Test func anImportKeepsItsAnnotation() throws {
        let subject = try LocalLedgerSubject()
        let annotation = ImportAnnotation(acceptedMismatch: true, notes: "booked with --accept-mismatch")
        let record = try subject.ledger.book(subject.batch([.coffee]), idempotencyKey: "k", annotation: annotation)
        let plain = try subject.ledger.book(subject.batch([.rent]), idempotencyKey: "k2")

        #expect(try subject.ledger.annotation(ofImport: record.id) == annotation)
        #expect(try subject.ledger.annotation(ofImport: plain.id) == .none)
    }
}

struct RefusedFile: Sendable, CustomTestStringConvertible {
    var name: String
    var setUp: String
    var message: String
    var hint: String?
    var remedy: Remedy?

    var testDescription: String { name }
}

struct HashedBatch: Sendable, CustomTestStringConvertible {
    var name: String
    var rows: Int
    var expected: String

    var testDescription: String { name }

    /// `rows` rows of `batch(account:amounts:)`, the first with every optional field set and
    /// the second with none, in a batch with every statement fact.
    func batch(account: Int) -> Batch {
        var batch = BookingTests.batch(account: account, amounts: (0..<rows).map { "\($0 % 7 - 3).5" })
        batch.source.template = "dkb-giro"
        batch.statement = StatementFacts(from: day("2024-03-01"), to: day("2024-03-28"), openingBalance: decimal("100"), closingBalance: decimal("-0.5"))
        batch.transactions[0].valueDate = day("2024-03-02")
        batch.transactions[0].counterpartyIBAN = "DE02120300000000202051"
        batch.transactions[0].reference = "REF-1"
        batch.transactions[0].category = "Haushalt"
        batch.transactions[0].balanceAfter = money("96.5")
        batch.transactions[1].counterparty = nil
        batch.transactions[1].purpose = nil
        return batch
    }
}

struct AccountRefusal: Sendable, CustomTestStringConvertible {
    var name: String
    var iban: String?
    var currency: String
    var opening: String
    var message: String

    var testDescription: String { message }
}

/// A batch of rows on consecutive days of March 2024 with the given amounts, fingerprints
/// `row-0`, `row-1`, ... unless `fingerprints` gives their texts.
func batch(
    account: Int, amounts: [String], currency: String = "EUR", fingerprintOffset: Int = 0, fingerprints: [String]? = nil
) -> Batch {
    Batch(
        accountID: account,
        source: BatchSource(filename: "statement.csv", sha256: String(repeating: "0", count: 64), size: 100, template: nil),
        statement: nil,
        transactions: amounts.enumerated().map { index, amount in
            BatchTransaction(
                fingerprint: BookingFingerprint(fingerprints?[index] ?? "row-\(index + fingerprintOffset)"), bookingDate: day("2024-03-\(String(format: "%02d", index % 28 + 1))"),
                valueDate: nil, amount: money(amount, Currency(code: currency)!), counterparty: "Counterparty \(index)",
                counterpartyIBAN: nil, purpose: "Purpose \(index)", reference: nil, category: nil, balanceAfter: nil
            )
        }
    )
}
