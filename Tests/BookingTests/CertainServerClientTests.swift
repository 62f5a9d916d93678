import Booking
import CertainServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The Certain server client against the reference server, run as a real process on a loopback
// port (Tests/ReferenceServer). No live Certain backend is available; see docs/certain-api.md.

/// The client as a subject of the `BookingTarget` contract suite: a fresh reference server with
/// user `anna`, one EUR account with an opening balance of 100.00, and an app token.
struct CertainServerFixture: BookingTargetFixture {
    var testDescription: String { "Certain server (reference server)" }

    func makeSubject() throws -> any ContractSubject {
        try CertainServerSubject()
    }
}

final class CertainServerSubject: ContractSubject {
    let server: ReferenceServer
    let client: CertainServerTarget
    let accountID: Int

    init() throws {
        server = try ReferenceServer()
        let fixture = try server.setUpAccount(openingBalance: "100.00")
        client = try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token)
        accountID = fixture.account.id
    }

    var target: any BookingTarget { client }

    func modifyBooking(id: Int) throws {
        try server.markModified(bookingID: id, category: "Haushalt")
    }
}

/// A started reference server with `anna`, her account (opening balance 1000.00) and a client
/// holding her app token.
struct ServerScene {
    let server: ReferenceServer
    let fixture: ReferenceServer.Fixture
    let client: CertainServerTarget

    init(timeouts: ServerTimeouts = .standard, serverArguments: [String] = []) throws {
        server = try ReferenceServer(extraArguments: serverArguments)
        fixture = try server.setUpAccount(openingBalance: "1000.00")
        client = try CertainServerTarget(
            name: "home", baseURL: server.baseURL.absoluteString, token: fixture.token.token, timeouts: timeouts
        )
    }

    var token: String { fixture.token.token }
    var accountID: Int { fixture.account.id }
    /// What errors name as the target: `server home (http://127.0.0.1:PORT)`.
    var displayName: String { "server home (\(server.baseURL.absoluteString))" }

    /// A batch of March 2024 rows for the account; `rows` picks them by fingerprint suffix.
    func batch(_ rows: [String] = ["coffee", "rent"]) -> Batch {
        Batch(
            accountID: accountID,
            source: BatchSource(filename: "umsaetze-2024-03.csv", sha256: String(repeating: "cd", count: 32), size: 18233,
                                template: "dkb-giro"),
            statement: StatementFacts(from: day("2024-03-01"), to: day("2024-03-31"), openingBalance: decimal("1000.00"), closingBalance: nil),
            transactions: rows.enumerated().map { index, row in
                BatchTransaction(
                    fingerprint: BookingFingerprint("fp-\(row)"), bookingDate: day("2024-03-0\(index + 1)"), valueDate: nil,
                    amount: money(Self.amount(row)), counterparty: "Gegenüber \(row)", counterpartyIBAN: nil, purpose: row, reference: nil,
                    category: nil, balanceAfter: nil
                )
            }
        )
    }

    static func amount(_ row: String) -> String {
        ["coffee": "-3.50", "rent": "-850.00", "salary": "2500.00"][row] ?? "-1.00"
    }

    /// The API calls of one `METHOD /path` the server received, oldest first.
    func requests(_ method: String, _ path: String) throws -> [ReferenceServer.LoggedRequest] {
        try server.requests().filter { $0.method == method && $0.path == path }
    }
}

/// Seconds `body` takes, on the monotonic clock.
func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = ContinuousClock.now
    let value = try body()
    let elapsed = ContinuousClock.now - start
    return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

@Suite("Certain server client: the calls")
struct CertainServerCallTests {
    @Test func versionIsCertainsOwn() throws {
        let scene = try ServerScene()
        #expect(try scene.client.version() == ServerVersion(name: "certain", version: "1.9.2"))
    }

    @Test func meNamesTheTokensUser() throws {
        let scene = try ServerScene()
        #expect(try scene.client.me() == ServerUser(id: scene.fixture.user.id, username: "anna"))
    }

    @Test func accountsListsTheUsersAccounts() throws {
        let scene = try ServerScene()
        let second = try scene.server.createAccount(name: "Tagesgeld", iban: nil, openingBalance: "250.5", archived: true)

        #expect(try scene.client.accounts() == [
            Account(id: scene.accountID, name: "Privatkonto", iban: "DE02120300000000202051", currency: "EUR",
                    balance: decimal("1000.00"), archived: false),
            Account(id: second.id, name: "Tagesgeld", iban: nil, currency: "EUR", balance: decimal("250.50"), archived: true),
        ])
    }

    @Test func previewSaysWhatBookingWouldDoAndChangesNothing() throws {
        let scene = try ServerScene()
        _ = try scene.client.book(scene.batch(["coffee"]), idempotencyKey: "first")

        let preview = try scene.client.preview(scene.batch(["coffee", "rent", "salary"]))

        let coffeeID = try scene.server.bookings(accountID: scene.accountID)[0].id
        #expect(preview == BatchPreview(
            accountID: scene.accountID,
            rows: [.init(index: 0, status: "duplicate", existingID: coffeeID), .init(index: 1, status: "new", existingID: nil),
                   .init(index: 2, status: "new", existingID: nil)],
            summary: .init(new: 2, duplicate: 1),
            balance: .init(current: decimal("996.50"), after: decimal("2646.50"))
        ))
        #expect(try scene.server.state().bookings == 1)
    }

    @Test func bookSendsTheIdempotencyKeyAndReturnsTheImport() throws {
        let scene = try ServerScene()

        let record = try scene.client.book(scene.batch(["coffee", "rent"]), idempotencyKey: "key-1")

        #expect(record.id == 1)
        #expect(record.accountID == scene.accountID)
        #expect(record.filename == "umsaetze-2024-03.csv")
        #expect(record.sha256 == String(repeating: "cd", count: 32))
        #expect(record.booked == 2)
        #expect(record.skippedDuplicates == 0)
        #expect(record.status == "booked")
        #expect(record.undoneAt == nil)
        #expect(record.createdAt.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}/) != nil)
        #expect(try scene.requests("POST", "/api/imports").map(\.idempotencyKey) == ["key-1"])
        #expect(try scene.client.accounts()[0].balance.description == "146.50")
    }

    @Test func historyFiltersByAccountAndPages() throws {
        let scene = try ServerScene()
        let other = try scene.server.createAccount(name: "Tagesgeld")
        var ids: [Int] = []
        for (index, row) in ["coffee", "rent", "salary"].enumerated() {
            ids.append(try scene.client.book(scene.batch([row]), idempotencyKey: "k\(index)").id)
        }
        var elsewhere = scene.batch(["coffee"])
        elsewhere.accountID = other.id
        let otherID = try scene.client.book(elsewhere, idempotencyKey: "other").id

        #expect(try scene.client.history(accountID: nil, limit: 50, offset: 0).map(\.id) == [otherID] + ids.reversed())
        #expect(try scene.client.history(accountID: scene.accountID, limit: 2, offset: 0).map(\.id) == [ids[2], ids[1]])
        #expect(try scene.client.history(accountID: scene.accountID, limit: 2, offset: 2).map(\.id) == [ids[0]])
        #expect(try scene.client.history(accountID: other.id, limit: 50, offset: 0).map(\.id) == [otherID])
        let paths = try scene.server.requests().filter { $0.method == "GET" && $0.path == "/api/imports" }
        #expect(paths.count == 4)
    }

    @Test func importDetailListsTheBookings() throws {
        let scene = try ServerScene()
        let record = try scene.client.book(scene.batch(["coffee", "rent"]), idempotencyKey: "k")

        let detail = try scene.client.importDetail(id: record.id)

        let stored = try scene.server.bookings(accountID: scene.accountID)
        #expect(detail.record == record)
        #expect(detail.transactions == [
            BookedTransaction(id: stored[0].id, fingerprint: "fp-coffee", bookingDate: "2024-03-01", amount: "-3.50", modified: false),
            BookedTransaction(id: stored[1].id, fingerprint: "fp-rent", bookingDate: "2024-03-02", amount: "-850.00", modified: false),
        ])
    }

    @Test func undoRemovesAndAnswersTheSameAgain() throws {
        let scene = try ServerScene()
        let record = try scene.client.book(scene.batch(["coffee", "rent"]), idempotencyKey: "k")

        let undone = try scene.client.undo(importID: record.id, force: false)
        let again = try scene.client.undo(importID: record.id, force: false)

        #expect(undone.id == record.id)
        #expect(undone.status == "undone")
        #expect(undone.removed == 2)
        #expect(again == undone)
        #expect(try scene.client.history(accountID: nil, limit: 1, offset: 0).map(\.undoneAt) == [undone.undoneAt])
        #expect(try scene.client.accounts()[0].balance.description == "1000.00")
    }

    @Test func undoOfAModifiedImportIsAConflictNamingTheBookings() throws {
        let scene = try ServerScene()
        let record = try scene.client.book(scene.batch(["coffee", "rent", "salary"]), idempotencyKey: "k")
        let ids = try scene.client.importDetail(id: record.id).transactions.map(\.id)
        try scene.server.markModified(bookingID: ids[2], category: "Gehalt")
        try scene.server.markModified(bookingID: ids[0], purpose: "Kaffee mit Anna")

        let error = try #require(throws: BookingError.self) { try scene.client.undo(importID: record.id, force: false) }

        #expect(error.kind == .conflict(modifiedBookings: [ids[0], ids[2]]))
        #expect(error.target == "\(scene.displayName) DELETE /api/imports/\(record.id)")
        #expect(error.message == "import \(record.id) has bookings that were changed in Certain since the import "
            + "(bookings \(ids[0]), \(ids[2])): 2 booking(s) of import \(record.id) were changed after the import; "
            + "undo with force=true to remove them anyway")
        #expect(error.remedy == .forceUndo(importID: record.id, onServer: true))
        #expect(try scene.server.state().bookings == 3)

        let forced = try scene.client.undo(importID: record.id, force: true)
        #expect(forced.removed == 3)
        #expect(try scene.requests("DELETE", "/api/imports/\(record.id)").map(\.status) == [409, 200])
    }

    @Test func anUnknownImportIsNotFound() throws {
        let scene = try ServerScene()

        let error = try #require(throws: BookingError.self) { try scene.client.importDetail(id: 99) }

        #expect(error.kind == .notFound)
        #expect(error.target == "\(scene.displayName) GET /api/imports/99")
        #expect(error.message == "the server found nothing there (404: Import 99 not found)")
        #expect(error.remedy == .listServerImports(server: "home"))
    }

    @Test func aValidationErrorNamesEveryFieldTheServerRefused() throws {
        let scene = try ServerScene()
        var broken = scene.batch(["coffee", "rent", "salary"])
        broken.source.sha256 = "not hex"
        broken.transactions[2].fingerprint = BookingFingerprint(String(repeating: "f", count: 129))

        let error = try #require(throws: BookingError.self) { try scene.client.book(broken, idempotencyKey: "k") }

        #expect(error.kind == .invalid)
        #expect(error.target == "\(scene.displayName) POST /api/imports")
        #expect(error.message == "the server rejected the request as invalid (422: "
            + "source.sha256: String should match pattern '^[0-9a-fA-F]{64}$'; "
            + "transactions[2].fingerprint: String should have at most 128 characters)")
        #expect(try scene.server.state().bookings == 0)
        // A refused request is no transient failure: one attempt only.
        #expect(try scene.requests("POST", "/api/imports").count == 1)
    }

    @Test func anUnknownAccountIsNotFound() throws {
        let scene = try ServerScene()
        var batch = scene.batch()
        batch.accountID = 77

        let error = try #require(throws: BookingError.self) { try scene.client.preview(batch) }

        #expect(error.kind == .notFound)
        #expect(error.message == "the server found nothing there (404: Account 77 not found)")
        #expect(error.remedy == .listServerAccounts(server: "home"))
    }

    @Test func theSameKeyWithAnotherBatchIsAConflict() throws {
        let scene = try ServerScene()
        _ = try scene.client.book(scene.batch(["coffee"]), idempotencyKey: "reused")

        let error = try #require(throws: BookingError.self) {
            try scene.client.book(scene.batch(["rent"]), idempotencyKey: "reused")
        }

        #expect(error.kind == .conflict(modifiedBookings: []))
        #expect(error.message == "the idempotency key was used before for another batch "
            + "(409: Idempotency-Key was already used with a different request body)")
    }
}

@Suite("Certain server client: idempotency keys")
struct CertainServerIdempotencyKeyTests {
    static let batch = Batch(
        accountID: 3,
        source: BatchSource(filename: "a.csv", sha256: String(repeating: "0", count: 64), size: 1, template: nil),
        statement: nil,
        transactions: [BatchTransaction(fingerprint: BookingFingerprint("f"), bookingDate: day("2024-03-01"), valueDate: nil, amount: money("-1.00"),
                                        counterparty: nil, counterpartyIBAN: nil, purpose: nil,
                                        reference: nil, category: nil, balanceAfter: nil)]
    )

    @Test func oneRunOneBatchOneKey() {
        let key = Batch.idempotencyKey(for: Self.batch, run: "RUN-1")
        #expect(key == Batch.idempotencyKey(for: Self.batch, run: "run-1"))
        #expect(key.wholeMatch(of: /certain-import-[0-9a-f]{32}-run-1/) != nil)
    }

    @Test func anotherBatchOrAnotherRunIsAnotherKey() {
        var other = Self.batch
        other.transactions[0].amount = money("-1.01")
        let key = Batch.idempotencyKey(for: Self.batch, run: "run-1")
        #expect(Batch.idempotencyKey(for: other, run: "run-1") != key)
        #expect(Batch.idempotencyKey(for: Self.batch, run: "run-2") != key)
    }

    /// A long batch is digested in slices of 20,000 rows side by side: a change in any slice,
    /// the last one's last row too, or a row moved across a slice's end is another key.
    @Test func everyRowOfALongBatchEntersTheKey() {
        var long = Self.batch
        long.transactions = (0..<45_000).map { row in
            BatchTransaction(fingerprint: BookingFingerprint("f\(row)"), bookingDate: day("2024-03-01"), valueDate: nil, amount: money("-1.00"),
                             counterparty: nil, counterpartyIBAN: nil, purpose: "row \(row)",
                             reference: nil, category: nil, balanceAfter: nil)
        }
        let key = Batch.idempotencyKey(for: long, run: "run-1")
        #expect(Batch.idempotencyKey(for: long, run: "run-1") == key)
        for row in [0, 19_999, 20_000, 39_999, 44_999] {
            var changed = long
            changed.transactions[row].category = "Haushalt"
            #expect(Batch.idempotencyKey(for: changed, run: "run-1") != key, "row \(row)")
        }
        var shorter = long
        shorter.transactions.removeLast()
        #expect(Batch.idempotencyKey(for: shorter, run: "run-1") != key)
        var swapped = long
        swapped.transactions.swapAt(19_999, 20_000)
        #expect(Batch.idempotencyKey(for: swapped, run: "run-1") != key)
    }

    /// After an undo, the same file imported in a new run books again; the key of the first run
    /// would only replay the first answer.
    @Test func aNewRunAfterAnUndoBooksAgain() throws {
        let scene = try ServerScene()
        let batch = scene.batch()
        let first = try scene.client.book(batch, idempotencyKey: Batch.idempotencyKey(for: batch, run: "run-1"))
        _ = try scene.client.undo(importID: first.id, force: false)

        let replay = try scene.client.book(batch, idempotencyKey: Batch.idempotencyKey(for: batch, run: "run-1"))
        let again = try scene.client.book(batch, idempotencyKey: Batch.idempotencyKey(for: batch, run: "run-2"))

        #expect(replay.id == first.id)
        #expect(again.id != first.id)
        #expect(again.booked == 2)
        #expect(try scene.server.state().bookings == 2)
    }
}
