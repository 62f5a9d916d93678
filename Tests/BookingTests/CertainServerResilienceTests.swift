import Booking
import CertainServer
import Foundation
import StatementValues
import Testing

/// Lost answers, server errors, rate limits and slow answers, injected by the reference
/// server's faults. Timing bounds are generous for a loaded machine, and far below the
/// timeouts they guard against.
@Suite("Certain server client: retries and timeouts", .serialized)
struct CertainServerResilienceTests {
    /// The trap of the contract: the answer to `POST /api/imports` is lost after the server
    /// committed, on a connection that an earlier call left open. The client must retry with
    /// the same key within seconds (not after its 120 s booking timeout) and book once.
    @Test(arguments: [false, true])
    func aLostAnswerAfterCommitIsRetriedQuicklyWithTheSameKeyAndBooksOnce(reset: Bool) throws {
        // The server keeps a half-received request waiting for 60 s, as a real one may: a silent
        // resend by libcurl would then hang for the whole booking timeout of 30 s.
        let scene = try ServerScene(timeouts: ServerTimeouts(booking: 30), serverArguments: ["--keepalive-timeout", "60"])
        // Leaves a keep-alive connection open in the client's pool, as a real run does.
        _ = try scene.client.accounts()
        try scene.server.arm(.dropAfterCommit(reset: reset))

        let (record, seconds) = try measure { try scene.client.book(scene.batch(), idempotencyKey: "lost-answer") }

        #expect(seconds < 5, "lost answer recovered in \(seconds) s")
        #expect(record.booked == 2)
        let posts = try scene.requests("POST", "/api/imports")
        // Two attempts, both by the client itself: none resent by libcurl without its body.
        #expect(posts.map(\.idempotencyKey) == ["lost-answer", "lost-answer"])
        #expect(posts.map(\.bodyBytes) == [posts[0].contentLength, posts[0].contentLength])
        #expect(posts.map(\.status) == [nil, 200])
        #expect(posts.map(\.dropped) == [true, false])
        let state = try scene.server.state()
        #expect(state.imports.map(\.id) == [record.id])
        #expect(state.bookings == 2)
        #expect(try scene.client.accounts()[0].balance.description == "146.50")
    }

    /// A read on a connection the server dropped without answering is retried too.
    @Test func aDroppedReadIsRetried() throws {
        let scene = try ServerScene()
        _ = try scene.client.me()
        try scene.server.arm(.drop(path: "/api/accounts", method: "GET"))

        let (accounts, seconds) = try measure { try scene.client.accounts() }

        #expect(accounts.map(\.balance.description) == ["1000.00"])
        #expect(seconds < 5)
        #expect(try scene.requests("GET", "/api/accounts").map(\.dropped).suffix(2) == [true, false])
    }

    @Test func aServerErrorIsRetriedThenSucceeds() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.status(500, path: "/api/accounts", method: "GET"))

        let accounts = try scene.client.accounts()

        #expect(accounts.count == 1)
        #expect(try scene.requests("GET", "/api/accounts").map(\.status) == [500, 200])
    }

    @Test func aBookingIsRetriedThroughServerErrorsAndBooksOnce() throws {
        let scene = try ServerScene()
        try scene.server.arm(.status(503, path: "/api/imports", method: "POST", count: 2))

        let record = try scene.client.book(scene.batch(), idempotencyKey: "k")

        #expect(record.booked == 2)
        #expect(try scene.requests("POST", "/api/imports").map(\.status) == [503, 503, 201])
        #expect(try scene.server.state().bookings == 2)
    }

    @Test func tooManyRequestsWaitsAsLongAsRetryAfterSays() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.status(429, path: "/api/accounts", method: "GET", retryAfter: 2))

        let (accounts, seconds) = try measure { try scene.client.accounts() }

        #expect(accounts.count == 1)
        #expect(seconds >= 2.0)
        #expect(seconds < 4.5)
        #expect(try scene.requests("GET", "/api/accounts").map(\.status) == [429, 200])
    }

    /// A server that asks for more than 30 s is not waited for: the user hears when to try again.
    @Test func aRetryAfterBeyondThirtySecondsIsReportedNotWaitedFor() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.status(429, path: "/api/accounts", method: "GET", retryAfter: 120))

        let (error, seconds) = measure { #expect(throws: BookingError.self) { try scene.client.accounts() } }

        #expect(seconds < 2)
        #expect(error?.kind == .unreachable)
        #expect(error?.message == "the server is limiting requests (429: Too Many Requests)")
        #expect(error?.problem == Problem(.serverLimitingRequests, ["answer": .text("429: Too Many Requests"), "wait": .number(120)]))
        #expect(error?.problem.advice() == "try again in 120 s")
        #expect(try scene.requests("GET", "/api/accounts").count == 1)
    }

    @Test func aServerThatKeepsFailingIsReportedAfterFourAttempts() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.status(500, path: "/api/imports", method: "GET", count: 10))

        let error = try #require(throws: BookingError.self) { try scene.client.history(accountID: nil, limit: 50, offset: 0) }

        #expect(error.kind == .failed)
        #expect(error.target == "\(scene.displayName) GET /api/imports?limit=50&offset=0")
        #expect(error.message == "the server failed (500: Internal Server Error) (after 4 attempts)")
        #expect(error.problem.code == .serverFailedAfterAttempts)
        #expect(error.problem.advice() == "try again later; the server's log says what went wrong")
        #expect(try scene.requests("GET", "/api/imports").count == 4)
    }

    /// Preview, undo and the sign-in change state or are not covered by the retry rule: one
    /// attempt, whatever the failure, and no silent resend by libcurl either.
    @Test(arguments: [
        RefusedRetry(method: "POST", path: "/api/imports/preview", fault: .status(503, path: "/api/imports/preview", method: "POST")),
        RefusedRetry(method: "POST", path: "/api/imports/preview", fault: .drop(path: "/api/imports/preview", method: "POST")),
        RefusedRetry(method: "DELETE", path: "/api/imports/1", fault: .status(500, path: "/api/imports/1", method: "DELETE")),
        RefusedRetry(method: "DELETE", path: "/api/imports/1", fault: .drop(path: "/api/imports/1", method: "DELETE")),
    ])
    func callsOutsideTheRetryRuleAreSentOnce(_ refused: RefusedRetry) throws {
        let scene = try ServerScene()
        _ = try scene.client.book(scene.batch(), idempotencyKey: "k")
        try scene.server.arm(refused.fault)

        #expect(throws: BookingError.self) {
            if refused.method == "DELETE" {
                _ = try scene.client.undo(importID: 1, force: false)
            } else {
                _ = try scene.client.preview(scene.batch())
            }
        }

        #expect(try scene.requests(refused.method, refused.path).count == 1)
    }

    /// A silent server costs the call timeout, then the retry goes through.
    @Test func aSlowAnswerTimesOutAndIsRetried() throws {
        let scene = try ServerScene(timeouts: ServerTimeouts(call: 1))
        _ = try scene.client.version()
        try scene.server.arm(.delay(seconds: 3, path: "/api/accounts", method: "GET"))

        let (accounts, seconds) = try measure { try scene.client.accounts() }

        #expect(accounts.count == 1)
        #expect(seconds >= 1)
        #expect(seconds < 3)
    }

    @Test func aServerThatStaysSilentIsReportedWithTheTimeout() throws {
        let scene = try ServerScene(timeouts: ServerTimeouts(call: 1, attempts: 3, firstBackoff: 0.1))
        _ = try scene.client.version()
        try scene.server.arm(.delay(seconds: 3, path: "/api/auth/me", method: "GET", count: 3))

        let (error, seconds) = measure { #expect(throws: BookingError.self) { try scene.client.me() } }

        #expect(error?.kind == .unreachable)
        #expect(error?.message == "no answer within 1 s (after 3 attempts)")
        #expect(seconds >= 3)
        #expect(seconds < 6)
    }
}

struct RefusedRetry: Sendable, CustomTestStringConvertible {
    var method: String
    var path: String
    var fault: ReferenceServer.Fault

    var testDescription: String { "\(method) \(path) \(fault)" }
}
