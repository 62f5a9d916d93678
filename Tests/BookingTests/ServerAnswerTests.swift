import Booking
import CertainServer
import Foundation
import ImportWords
import StatementValues
import Testing

/// Answers that are well-formed but not for what was asked: another account, another batch
/// under a replayed idempotency key, a page that is not JSON. None is taken as the answer.
@Suite("Certain server client: answers for something else")
struct ServerAnswerTests {
    static func previewJSON(account: Int) -> String {
        #"{"account_id": \#(account), "rows": [{"index": 0, "status": "new"}, {"index": 1, "status": "new"}], "#
            + #""summary": {"new": 2, "duplicate": 0}, "balance": {"current": "1000.00", "after": "2000.00"}}"#
    }

    static func importJSON(account: Int, filename: String) -> String {
        #"{"id": 17, "created_at": "2026-10-20T14:18:15.780705", "account_id": \#(account), "filename": "\#(filename)", "#
            + #""booked": 2, "skipped_duplicates": 0, "status": "booked"}"#
    }

    @Test func aPreviewForAnotherAccountIsRefused() throws {
        let scene = try ServerScene()
        let other = scene.accountID + 1
        try scene.server.arm(.answer(status: 200, contentType: "application/json", body: Self.previewJSON(account: other),
                                     path: "/api/imports/preview", method: "POST"))

        let error = try #require(throws: BookingError.self) { try scene.client.preview(scene.batch()) }

        #expect(error.kind == .failed)
        #expect(error.target == "\(scene.displayName) POST /api/imports/preview")
        #expect(error.message == "the server answered for account \(other), not for account \(scene.accountID) the batch is for; nothing was booked")
        #expect(error.problem.data == ["answered": .number(other), "expected": .number(scene.accountID)])
        #expect(error.problem.advice() == "the server does not answer as Certain does")
        #expect(error.remedy == .listServerAccounts(server: "home"))
    }

    /// A server that answers the booking with another import — another account's, or another
    /// file's, as a replayed idempotency key answered from the wrong batch would — has not said
    /// what became of this batch.
    @Test(arguments: [(1, "umsaetze-2024-03.csv"), (0, "umsaetze-2024-02.csv")])
    func aBookingAnsweredWithAnotherImportIsRefused(accountOffset: Int, filename: String) throws {
        let scene = try ServerScene()
        let account = scene.accountID + accountOffset
        try scene.server.arm(.answer(status: 200, contentType: "application/json", body: Self.importJSON(account: account, filename: filename),
                                     path: "/api/imports", method: "POST"))

        let error = try #require(throws: BookingError.self) { try scene.client.book(scene.batch(), idempotencyKey: "key-1") }

        #expect(error.kind == .failed)
        #expect(error.message == "the server answered with import 17 of account \(account) from '\(filename)', not with this batch for account "
            + "\(scene.accountID) from 'umsaetze-2024-03.csv'; whether this batch was booked is not known")
        #expect(error.remedy == .checkServerHistory(server: "home"))
    }

    /// The key is the batch's digest: another body never travels under a key used before.
    @Test func anotherBatchGetsAnotherIdempotencyKey() throws {
        let scene = try ServerScene()
        let run = "run-1"

        #expect(Batch.idempotencyKey(for: scene.batch(["coffee", "rent"]), run: run) == Batch.idempotencyKey(for: scene.batch(["coffee", "rent"]), run: run))
        #expect(Batch.idempotencyKey(for: scene.batch(["coffee", "rent"]), run: run) != Batch.idempotencyKey(for: scene.batch(["coffee"]), run: run))
    }

    /// A network's sign-in page answers 200 too; even a JSON body under another type is no
    /// answer of Certain's.
    @Test(arguments: [
        ("text/html; charset=utf-8", "<html><body>Sign in to the hotel network</body></html>", "a text/html body of 54 bytes"),
        ("text/html", "[]", "the JSON []"),
        ("", "[]", "the JSON []"),
    ])
    func aSuccessWithoutJSONIsRefused(contentType: String, body: String, shown: String) throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.answer(status: 200, contentType: contentType, body: body, path: "/api/accounts", method: "GET"))

        let error = try #require(throws: BookingError.self) { try scene.client.accounts() }

        #expect(error.kind == .failed)
        #expect(error.message == "the server answered 200 with \(shown), where Certain answers with JSON")
        #expect(error.problem.advice() == "something other than Certain answered, such as a network's sign-in page or a proxy; "
            + "check the server's address \(scene.server.baseURL.absoluteString)")
    }
}
