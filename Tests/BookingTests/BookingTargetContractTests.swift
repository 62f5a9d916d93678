import Booking
import Testing

// The behaviour of the Certain import API v1, written once against `any BookingTarget`, so
// that the local ledger and the Certain server are held to the same rules.
//
// To run the suite against another target, write a `BookingTargetFixture` for it and add it
// to `bookingTargetFixtures`.

/// A target under test: fresh, with one account (EUR, opening balance 100.00) and nothing booked.
protocol ContractSubject: AnyObject {
    var target: any BookingTarget { get }
    var accountID: Int { get }
    /// Changes booking `id` the way a user would in the target's own interface, so that it
    /// counts as modified.
    func modifyBooking(id: Int) throws
}

/// Makes fresh subjects of one kind of target.
protocol BookingTargetFixture: Sendable, CustomTestStringConvertible {
    func makeSubject() throws -> any ContractSubject
}

/// Every target the contract suite runs against.
let bookingTargetFixtures: [any BookingTargetFixture] = [LocalLedgerFixture(), CertainServerFixture()]

@Suite("BookingTarget contract")
struct BookingTargetContractTests {
    // MARK: Preview

    @Test(arguments: bookingTargetFixtures)
    func previewMarksNewRowsAndDuplicatesOfBookedOnes(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let first = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")
        let rentID = try subject.target.importDetail(id: first.id).transactions[1].id

        let preview = try subject.target.preview(subject.batch([.rent, .salary, .groceries]))

        #expect(preview.accountID == subject.accountID)
        #expect(preview.rows == [
            .init(index: 0, status: "duplicate", existingID: rentID),
            .init(index: 1, status: "new", existingID: nil),
            .init(index: 2, status: "new", existingID: nil),
        ])
        #expect(preview.summary == .init(new: 2, duplicate: 1))
        // 100.00 − 3.50 − 850.00 = −753.50; then + 2500.00 − 42.15.
        #expect(preview.balance == .init(current: decimal("-753.50"), after: decimal("1704.35")))
    }

    @Test(arguments: bookingTargetFixtures)
    func previewChangesNothing(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        _ = try subject.target.preview(subject.batch([.coffee, .rent]))

        #expect(try subject.target.history(accountID: nil, limit: 50, offset: 0) == [])
        #expect(try subject.balance() == "100.00")
    }

    // MARK: Book

    @Test(arguments: bookingTargetFixtures)
    func bookBooksEveryNewRowAndRecordsTheImport(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let record = try subject.target.book(subject.batch([.coffee, .rent, .salary]), idempotencyKey: "k1")

        #expect(record.accountID == subject.accountID)
        #expect(record.filename == "umsaetze-2024-03.csv")
        #expect(record.sha256 == String(repeating: "ab", count: 32))
        #expect(record.booked == 3)
        #expect(record.skippedDuplicates == 0)
        #expect(record.status == "booked")
        #expect(record.undoneAt == nil)
        #expect(record.createdAt.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}/) != nil)
        #expect(try subject.balance() == "1746.50")
    }

    @Test(arguments: bookingTargetFixtures)
    func duplicatesAreSkippedNotErrors(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        _ = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")
        let second = try subject.target.book(subject.batch([.rent, .salary]), idempotencyKey: "k2")

        #expect(second.booked == 1)
        #expect(second.skippedDuplicates == 1)
        #expect(try subject.target.importDetail(id: second.id).transactions.map(\.fingerprint) == ["fp-salary"])
        #expect(try subject.balance() == "1746.50")
    }

    @Test(arguments: bookingTargetFixtures)
    func aBatchOfOnlyDuplicatesIsRecordedWithNothingBooked(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let first = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")
        let second = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k2")

        #expect(second.id != first.id)
        #expect(second.booked == 0)
        #expect(second.skippedDuplicates == 2)
        #expect(second.status == "booked")
        #expect(try subject.target.history(accountID: subject.accountID, limit: 50, offset: 0).map(\.id) == [second.id, first.id])
        #expect(try subject.balance() == "-753.50")
    }

    /// Rows the contract refuses with 422: nothing of the batch is booked. (A date or amount
    /// the contract cannot read is refused before, where a row is read from JSON:
    /// `BatchJSONTests`.)
    @Test(arguments: bookingTargetFixtures, [
        InvalidRow(fingerprint: "fp-coffee"),
        InvalidRow(fingerprint: String(repeating: "f", count: 129)),
    ])
    func anInvalidRowBooksNothingOfTheBatch(fixture: any BookingTargetFixture, row: InvalidRow) throws {
        let subject = try fixture.makeSubject()
        let bad = BatchTransaction(
            fingerprint: BookingFingerprint(row.fingerprint), bookingDate: day("2024-03-05"), valueDate: nil, amount: money("12.30"),
            counterparty: nil, counterpartyIBAN: nil, purpose: nil, reference: nil, category: nil,
            balanceAfter: nil
        )
        var batch = subject.batch([.coffee, .rent])
        batch.transactions.append(bad)

        let error = #expect(throws: BookingError.self) { try subject.target.book(batch, idempotencyKey: "k1") }

        #expect(error?.kind == .invalid)
        #expect(try subject.target.history(accountID: nil, limit: 50, offset: 0) == [])
        #expect(try subject.balance() == "100.00")
    }

    @Test(arguments: bookingTargetFixtures)
    func bookingIntoAnUnknownAccountIsNotFound(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        var batch = subject.batch([.coffee])
        batch.accountID = subject.accountID + 1000

        let error = #expect(throws: BookingError.self) { try subject.target.book(batch, idempotencyKey: "k1") }
        #expect(error?.kind == .notFound)
    }

    // MARK: Idempotency

    @Test(arguments: bookingTargetFixtures)
    func theSameKeyWithTheSameBatchAnswersTheFirstAnswerAndBooksNothingAgain(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let batch = subject.batch([.coffee, .rent])
        let first = try subject.target.book(batch, idempotencyKey: "retry-me")
        let again = try subject.target.book(batch, idempotencyKey: "retry-me")

        #expect(again == first)
        #expect(try subject.target.history(accountID: nil, limit: 50, offset: 0) == [first])
        #expect(try subject.balance() == "-753.50")
    }

    @Test(arguments: bookingTargetFixtures)
    func theSameKeyWithAnotherBatchIsAConflict(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let first = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "reused")

        let error = #expect(throws: BookingError.self) {
            try subject.target.book(subject.batch([.salary]), idempotencyKey: "reused")
        }

        #expect(error?.kind == .conflict(modifiedBookings: []))
        #expect(try subject.target.history(accountID: nil, limit: 50, offset: 0) == [first])
        #expect(try subject.balance() == "-753.50")
    }

    // MARK: History and one import

    @Test(arguments: bookingTargetFixtures, [
        HistoryPage(limit: 50, offset: 0, expected: [2, 1, 0]),
        HistoryPage(limit: 2, offset: 0, expected: [2, 1]),
        HistoryPage(limit: 2, offset: 2, expected: [0]),
        HistoryPage(limit: 2, offset: 3, expected: []),
    ])
    func historyIsNewestFirstInPages(fixture: any BookingTargetFixture, page: HistoryPage) throws {
        let subject = try fixture.makeSubject()
        var ids: [Int] = []
        for (index, row) in [SampleRow.coffee, .rent, .salary].enumerated() {
            ids.append(try subject.target.book(subject.batch([row]), idempotencyKey: "k\(index)").id)
        }

        let history = try subject.target.history(accountID: subject.accountID, limit: page.limit, offset: page.offset)

        #expect(history.map(\.id) == page.expected.map { ids[$0] })
    }

    @Test(arguments: bookingTargetFixtures)
    func historyOfAnUnknownAccountIsNotFound(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        _ = try subject.target.book(subject.batch([.coffee]), idempotencyKey: "k1")

        #expect { try subject.target.history(accountID: subject.accountID + 1000, limit: 50, offset: 0) } throws: { error in
            (error as? BookingError)?.kind == .notFound
        }
    }

    @Test(arguments: bookingTargetFixtures)
    func importDetailListsTheBookingsOfTheImport(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let record = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")

        let detail = try subject.target.importDetail(id: record.id)

        #expect(detail.record == record)
        #expect(detail.transactions.map(\.fingerprint) == ["fp-coffee", "fp-rent"])
        #expect(detail.transactions.map(\.bookingDate) == ["2024-03-01", "2024-03-02"])
        #expect(detail.transactions.map(\.amount) == ["-3.50", "-850.00"])
        #expect(detail.transactions.map(\.modified) == [false, false])
        #expect(Set(detail.transactions.map(\.id)).count == 2)
    }

    @Test(arguments: bookingTargetFixtures)
    func anUnknownImportIsNotFound(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()

        #expect(throws: BookingError.self) { try subject.target.importDetail(id: 999) }
        let undoError = #expect(throws: BookingError.self) { try subject.target.undo(importID: 999, force: false) }
        #expect(undoError?.kind == .notFound)
    }

    // MARK: Undo

    @Test(arguments: bookingTargetFixtures)
    func undoRemovesTheImportsBookingsFromTheBalance(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        _ = try subject.target.book(subject.batch([.coffee]), idempotencyKey: "k1")
        let record = try subject.target.book(subject.batch([.rent, .salary]), idempotencyKey: "k2")

        let result = try subject.target.undo(importID: record.id, force: false)

        #expect(result.id == record.id)
        #expect(result.status == "undone")
        #expect(result.removed == 2)
        let listed = try subject.target.history(accountID: nil, limit: 1, offset: 0)
        #expect(listed.map(\.status) == ["undone"])
        #expect(listed.map(\.undoneAt) == [result.undoneAt])
        #expect(try subject.balance() == "96.50")
    }

    @Test(arguments: bookingTargetFixtures)
    func undoRefusesWhenABookingWasModified(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let record = try subject.target.book(subject.batch([.coffee, .rent, .salary]), idempotencyKey: "k1")
        let ids = try subject.target.importDetail(id: record.id).transactions.map(\.id)
        try subject.modifyBooking(id: ids[2])
        try subject.modifyBooking(id: ids[0])

        let error = #expect(throws: BookingError.self) { try subject.target.undo(importID: record.id, force: false) }

        #expect(error?.kind == .conflict(modifiedBookings: [ids[0], ids[2]]))
        #expect(try subject.target.importDetail(id: record.id).record.status == "booked")
        #expect(try subject.target.importDetail(id: record.id).transactions.map(\.modified) == [true, false, true])
        #expect(try subject.balance() == "1746.50")
    }

    @Test(arguments: bookingTargetFixtures)
    func forcedUndoRemovesModifiedBookingsToo(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let record = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")
        try subject.modifyBooking(id: try subject.target.importDetail(id: record.id).transactions[0].id)

        let result = try subject.target.undo(importID: record.id, force: true)

        #expect(result.status == "undone")
        #expect(result.removed == 2)
        #expect(try subject.balance() == "100.00")
    }

    @Test(arguments: bookingTargetFixtures)
    func undoingAgainAnswersAsTheFirstTime(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let record = try subject.target.book(subject.batch([.coffee, .rent]), idempotencyKey: "k1")
        let first = try subject.target.undo(importID: record.id, force: false)

        let again = try subject.target.undo(importID: record.id, force: false)

        #expect(again == first)
        #expect(try subject.balance() == "100.00")
    }

    @Test(arguments: bookingTargetFixtures)
    func undoneBookingsAreNoDuplicates(fixture: any BookingTargetFixture) throws {
        let subject = try fixture.makeSubject()
        let batch = subject.batch([.coffee, .rent])
        let first = try subject.target.book(batch, idempotencyKey: "k1")
        _ = try subject.target.undo(importID: first.id, force: false)

        let preview = try subject.target.preview(batch)
        let again = try subject.target.book(batch, idempotencyKey: "k2")

        #expect(preview.summary == .init(new: 2, duplicate: 0))
        #expect(again.booked == 2)
        #expect(again.skippedDuplicates == 0)
        #expect(try subject.balance() == "-753.50")
        #expect(try subject.target.preview(batch).summary == .init(new: 0, duplicate: 2))
    }

    // MARK: Balances

    @Test(arguments: bookingTargetFixtures, [
        BalanceCase(rows: [], expected: "100.00"),
        BalanceCase(rows: [.coffee], expected: "96.50"),
        BalanceCase(rows: [.coffee, .rent, .salary, .groceries], expected: "1704.35"),
    ])
    func theBalanceIsTheOpeningBalancePlusTheBookings(fixture: any BookingTargetFixture, balance: BalanceCase) throws {
        let subject = try fixture.makeSubject()
        if !balance.rows.isEmpty {
            _ = try subject.target.book(subject.batch(balance.rows), idempotencyKey: "k1")
        }

        let account = try #require(try subject.target.accounts().first { $0.id == subject.accountID })

        #expect(account.balance.description == balance.expected)
        #expect(account.currency == "EUR")
    }
}

// MARK: - Sample data

/// Rows of a March 2024 statement, each with its own fingerprint.
enum SampleRow: String, Sendable, CustomTestStringConvertible {
    case coffee, rent, salary, groceries

    var transaction: BatchTransaction {
        let (date, amount, counterparty): (String, String, String) = switch self {
        case .coffee: ("2024-03-01", "-3.50", "Café Fröhlich")
        case .rent: ("2024-03-02", "-850.00", "Hausverwaltung Größer")
        case .salary: ("2024-03-25", "2500.00", "Arbeitgeber Maß GmbH")
        case .groceries: ("2024-03-28", "-42.15", "REWE Markt GmbH")
        }
        return BatchTransaction(
            fingerprint: BookingFingerprint("fp-\(rawValue)"), bookingDate: day(date), valueDate: day(date), amount: money(amount),
            counterparty: counterparty, counterpartyIBAN: nil, purpose: "\(rawValue) March", reference: nil,
            category: nil, balanceAfter: nil
        )
    }

    var testDescription: String { rawValue }
}

struct InvalidRow: Sendable, CustomTestStringConvertible {
    var fingerprint: String

    var testDescription: String { "fingerprint \(fingerprint.prefix(12))… (\(fingerprint.count) characters)" }
}

struct HistoryPage: Sendable, CustomTestStringConvertible {
    var limit: Int
    var offset: Int
    /// Which imports, by the order they were booked in.
    var expected: [Int]

    var testDescription: String { "limit \(limit) offset \(offset)" }
}

struct BalanceCase: Sendable, CustomTestStringConvertible {
    var rows: [SampleRow]
    var expected: String

    var testDescription: String { "\(rows.count) rows → \(expected)" }
}

extension ContractSubject {
    /// A batch of `rows` for the subject's account from one March statement.
    func batch(_ rows: [SampleRow]) -> Batch {
        Batch(
            accountID: accountID,
            source: BatchSource(
                filename: "umsaetze-2024-03.csv", sha256: String(repeating: "ab", count: 32), size: 18233,
                template: "dkb-giro"
            ),
            statement: StatementFacts(from: day("2024-03-01"), to: day("2024-03-31"), openingBalance: nil, closingBalance: nil),
            transactions: rows.map(\.transaction)
        )
    }

    /// The balance of the subject's account.
    func balance() throws -> String? {
        try target.accounts().first { $0.id == accountID }?.balance.description
    }
}
