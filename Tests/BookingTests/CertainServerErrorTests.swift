import Booking
import CertainServer
import Foundation
import ImportWords
import StatementValues
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What the user hears when the address, the token or the server is wrong, and that the token
/// never appears in it.
@Suite("Certain server client: errors")
struct CertainServerErrorTests {
    @Test func aRevokedTokenIsUnauthorizedWithWhatToDo() throws {
        let scene = try ServerScene()
        _ = try scene.client.me()
        try scene.server.revokeToken(id: scene.fixture.token.id)

        let error = try #require(throws: BookingError.self) { try scene.client.me() }

        #expect(error.kind == .unauthorized)
        #expect(error.target == "\(scene.displayName) GET /api/auth/me")
        #expect(error.message == "the server refused the device token (401: Token has been revoked)")
        #expect(error.remedy == .logIn(server: "home", tokenRevoked: true))
        // A refusal is no transient failure: asked once, not retried.
        #expect(try scene.requests("GET", "/api/auth/me").map(\.status) == [200, 401])
    }

    @Test func withoutATokenNothingIsSent() throws {
        let scene = try ServerScene()
        let client = try CertainServerTarget(name: "home", baseURL: scene.server.baseURL.absoluteString, token: nil)

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.kind == .unauthorized)
        #expect(error.problem.code == .serverTokenMissing)
        #expect(error.message == "no device token for this server")
        #expect(error.remedy == .logIn(server: "home", tokenRevoked: false))
        #expect(try scene.server.requests().isEmpty)
    }

    @Test func aPortWhereNothingListensIsUnreachable() throws {
        let port = try ServerScene().server.port
        // The scene and its server are gone: nothing listens on the port any more.
        let client = try CertainServerTarget(name: "home", baseURL: "http://127.0.0.1:\(port)", token: "ctk_not_a_real_token")

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.kind == .unreachable)
        #expect(error.target == "server home (http://127.0.0.1:\(port)) GET /api/version")
        #expect(error.problem == Problem(.serverNotAnsweringAfterAttempts, ["attempts": .number(4)]))
        #expect(error.message == "cannot connect: nothing answers at this address and port (after 4 attempts)")
        #expect(error.problem.advice() == "check that Certain is running and the server's address is right, then try again")
    }

    /// The reference server under a path it does not serve: its 404 for `/api/version` shows the
    /// address is not a Certain server's base.
    @Test func aWrongPathIsNotACertainServer() throws {
        let scene = try ServerScene()
        let client = try CertainServerTarget(name: "home", baseURL: scene.server.baseURL.absoluteString + "/certain/", token: scene.token)

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.kind == .unreachable)
        #expect(error.target == "server home (\(scene.server.baseURL.absoluteString)/certain) GET /api/version")
        #expect(error.message == "\(scene.server.baseURL.absoluteString)/certain is not a Certain server: "
            + "GET /api/version answered 404 with the JSON {\"detail\":\"Not Found\"}")
        #expect(error.problem.code == .serverNotCertainStatus)
        #expect(error.problem.advice() == "check the URL: it is the address you open Certain at in the browser, such as https://certain.example")
        #expect(try scene.server.requests().map(\.path) == ["/certain/api/version"])
    }

    @Test func aPlainWebServerIsNotACertainServer() throws {
        let web = try PlainWebServer(.plain)
        let client = try CertainServerTarget(name: "home", baseURL: web.baseURL, token: "ctk_not_a_real_token")

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.kind == .unreachable)
        #expect(error.message.hasPrefix("\(web.baseURL) is not a Certain server: GET /api/version answered 404 with a text/html body of "))
    }

    @Test func aServerCallingItselfSomethingElseIsNotACertainServer() throws {
        let web = try PlainWebServer(.otherApplication)
        let client = try CertainServerTarget(name: "home", baseURL: web.baseURL, token: "ctk_not_a_real_token")

        let error = try #require(throws: BookingError.self) { try client.version() }

        #expect(error.kind == .unreachable)
        #expect(error.message == "\(web.baseURL) is not a Certain server: it calls itself 'nextcloud' 28.0.1, not 'certain'")
    }

    /// Following a redirect could carry the token elsewhere, or down to plain http.
    @Test func aRedirectIsReportedNotFollowed() throws {
        let web = try PlainWebServer(.redirect)
        let client = try CertainServerTarget(name: "home", baseURL: web.baseURL, token: "ctk_not_a_real_token")

        let error = try #require(throws: BookingError.self) { try client.version() }

        #expect(error.kind == .unreachable)
        #expect(error.message == "the server redirects to http://certain.example/api/version (301); certain-import follows no redirects")
        #expect(web.requestCount == 1)
    }

    @Test(arguments: [
        "http://certain.example", "http://certain.invalid:8000/certain", "http://192.0.2.1:8000", "http://10.0.0.2",
        "http://[2001:db8::1]:8000", "http://127.0.0.1.nip.io", "http://localhost.example.com", "http://0x7f.1",
        "HTTP://nas.fritz.box",
    ])
    func plainHTTPToAHostThatIsNotLoopbackIsRefused(url: String) throws {
        let error = try #require(throws: BookingError.self) {
            try CertainServerTarget(name: "nas", baseURL: url, token: "ctk_not_a_real_token")
        }

        #expect(error.kind == .unreachable)
        #expect(error.message.hasPrefix("refusing plain http to "))
        #expect(error.message.hasSuffix(": the device token would travel unencrypted"))
        #expect(error.remedy == .allowInsecureHTTP)
    }

    @Test(arguments: [
        ("http://localhost:8000", false), ("http://LOCALHOST", false), ("http://127.0.0.1", false),
        ("http://127.1.2.3:9/", false), ("https://certain.example/", false),
        ("https://nas.local/certain/", false), ("http://certain.example", true),
    ])
    func httpsLoopbackAndTheUnsafeOptInAreAccepted(url: String, optIn: Bool) throws {
        let client = try CertainServerTarget(name: "ok", baseURL: url, token: "ctk_not_a_real_token", allowInsecureHTTP: optIn)
        #expect(!client.address.description.hasSuffix("/"))
    }

    /// The connection would not go to the address the URL names, so none is made.
    @Test(arguments: [
        ("http://[::1]:8000", "let the server listen on 127.0.0.1 too and use http://127.0.0.1:8000"),
        ("https://[::1]", "let the server listen on 127.0.0.1 too and use https://127.0.0.1"),
        ("https://[2001:db8::1]:8443", "give the server's host name instead of its address"),
    ])
    func anIPv6AddressIsRefused(url: String, hint: String) throws {
        let error = try #require(throws: BookingError.self) {
            try CertainServerTarget(name: "six", baseURL: url, token: "ctk_not_a_real_token")
        }

        #expect(error.kind == .unreachable)
        #expect(error.message.hasPrefix("cannot connect to the IPv6 address ["))
        #expect(error.problem.advice() == hint)
        #expect(error.hint == nil)
    }

    @Test(arguments: [
        ("ftp://certain.example", "'ftp://certain.example' is not an http(s) URL"),
        ("certain.example", "'certain.example' is not an http(s) URL"),
        ("https://anna:secret@certain.example", "the URL carries a user name or password"),
        ("https://certain.example/?token=x", "the URL has a query or fragment"),
    ])
    func addressesThatAreNoBaseURLAreRefused(url: String, message: String) throws {
        let error = try #require(throws: BookingError.self) { try CertainServerTarget(name: "x", baseURL: url, token: "ctk_not_a_real_token") }
        #expect(error.message == message)
        #expect(!error.description.contains("secret"))
    }

    /// The refusal comes from the URL's text alone: a server listening on this machine's own
    /// non-loopback address receives nothing, and receives the call once the user opts in.
    @Test(.enabled(if: nonLoopbackAddress() != nil, "needs a network interface besides loopback"))
    func theRefusalHappensBeforeAnyNetworkActivity() throws {
        let scene = try ServerScene(serverArguments: ["--host", "0.0.0.0"])
        let url = "http://\(try #require(nonLoopbackAddress())):\(scene.server.port)"

        #expect(throws: BookingError.self) { try CertainServerTarget(name: "lan", baseURL: url, token: scene.token) }
        #expect(try scene.server.requests().isEmpty)

        let optedIn = try CertainServerTarget(name: "lan", baseURL: url, token: scene.token, allowInsecureHTTP: true)
        #expect(try optedIn.me().username == "anna")
        #expect(try scene.server.requests().map(\.path) == ["/api/version", "/api/auth/me"])
    }

    /// Every failure a token-holding client can meet, and none of them repeats the token — not
    /// even when the server echoes it back in its `detail`.
    @Test func theTokenIsInNoErrorText() throws {
        let scene = try ServerScene(timeouts: ServerTimeouts(call: 1, attempts: 3, firstBackoff: 0.05))
        let token = scene.token
        var errors: [BookingError] = []
        func collect(_ call: () throws -> Void) {
            do {
                try call()
                Issue.record("the call did not fail")
            } catch let error as BookingError {
                errors.append(error)
            } catch {
                Issue.record("not a BookingError: \(error)")
            }
        }
        let record = try scene.client.book(scene.batch(["coffee"]), idempotencyKey: "k")
        try scene.server.markModified(bookingID: scene.server.bookings(accountID: scene.accountID)[0].id, category: "x")

        collect { _ = try scene.client.undo(importID: record.id, force: false) }
        collect { _ = try scene.client.importDetail(id: 42) }
        collect {
            var refused = scene.batch(["rent"])
            refused.transactions[0].fingerprint = BookingFingerprint(String(repeating: "f", count: 129))
            _ = try scene.client.book(refused, idempotencyKey: "bad")
        }
        collect { _ = try scene.client.book(scene.batch(["salary"]), idempotencyKey: "k") }
        try scene.server.control("POST", "/__test__/faults", body: [
            "kind": "status", "status": 500, "path": "/api/accounts", "count": 5, "detail": "bad token \(token)",
        ])
        collect { _ = try scene.client.accounts() }
        try scene.server.control("POST", "/__test__/faults", body: [
            "kind": "status", "status": 422, "path": "/api/auth/me", "count": 1,
            "detail": [["loc": ["header", "X-Certain-Token"], "msg": "unknown token \(token)", "type": "value_error"]],
        ])
        collect { _ = try scene.client.me() }
        try scene.server.arm(.delay(seconds: 2, path: "/api/imports", method: "GET", count: 3))
        collect { _ = try scene.client.history(accountID: nil, limit: 5, offset: 0) }
        try scene.server.revokeToken(id: scene.fixture.token.id)
        collect { _ = try scene.client.me() }
        let web = try PlainWebServer(.plain)
        collect { _ = try CertainServerTarget(name: "web", baseURL: web.baseURL, token: token).accounts() }
        collect { _ = try CertainServerTarget(name: "lan", baseURL: "http://192.0.2.77", token: token).accounts() }
        scene.server.stop()
        collect { _ = try scene.client.accounts() }

        #expect(errors.count == 11)
        #expect(errors.map(\.kind) == [
            .conflict(modifiedBookings: [1]), .notFound, .invalid, .conflict(modifiedBookings: []), .failed, .invalid,
            .unreachable, .unauthorized, .unreachable, .unreachable, .unreachable,
        ])
        // The echoed token is shown as hidden, the rest of what the server said stays.
        #expect(errors[4].message == "the server failed (500: bad token ‹hidden›) (after 3 attempts)")
        #expect(errors[5].message == "the server rejected the request as invalid (422: header X-Certain-Token: unknown token ‹hidden›)")
        for error in errors {
            let texts = [error.message, error.hint ?? "", error.target, error.description, String(reflecting: error)]
            #expect(!texts.contains { $0.contains(token) }, "\(error.target)")
        }
        var dumped = ""
        dump(scene.client, to: &dumped)
        for text in [String(describing: scene.client), String(reflecting: scene.client), dumped,
                     String(describing: DeviceToken(token)), String(reflecting: DeviceToken(token))] {
            #expect(!text.contains(token))
        }
    }
}

/// The first IPv4 address of this machine that is not loopback, if it has one.
func nonLoopbackAddress() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return nil }
    defer { freeifaddrs(list) }
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
        guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
        var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        guard UInt32(bigEndian: v4.s_addr) >> 24 != 127 else { continue }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        guard inet_ntop(AF_INET, &v4, &text, socklen_t(INET_ADDRSTRLEN)) != nil else { continue }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return nil
}

/// Python's own `http.server` on a loopback port: a web server that is not Certain.
final class PlainWebServer: @unchecked Sendable {
    enum Behaviour: String {
        /// `SimpleHTTPRequestHandler` over an empty directory: 404 pages in HTML.
        case plain
        /// `/api/version` answers another application's name.
        case otherApplication = "other"
        /// Every path redirects to plain http on another host.
        case redirect
    }

    let baseURL: String
    private let process: Process
    private let directory: URL
    private let counter: URL

    private static let script = """
        import http.server, json, os, sys
        behaviour, directory, counter = sys.argv[1], sys.argv[2], sys.argv[3]
        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=directory, **kwargs)
            def log_message(self, *args):
                pass
            def do_GET(self):
                with open(counter, "a") as file:
                    file.write(self.path + "\\n")
                if behaviour == "other" and self.path == "/api/version":
                    body = json.dumps({"name": "nextcloud", "version": "28.0.1"}).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                elif behaviour == "redirect":
                    self.send_response(301)
                    self.send_header("Location", "http://certain.example" + self.path)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                else:
                    super().do_GET()
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print("LISTENING", server.server_address[1], flush=True)
        server.serve_forever()
        """

    init(_ behaviour: Behaviour) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plain-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        counter = directory.appendingPathComponent("requests.log")
        let root = directory.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, behaviour.rawValue, root.path, counter.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let port = text.split(separator: " ").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            kill(process.processIdentifier, SIGKILL)
            throw ReferenceServerError("python http.server did not start: \(text)")
        }
        baseURL = "http://127.0.0.1:\(port)"
    }

    /// How many requests arrived.
    var requestCount: Int {
        ((try? String(contentsOf: counter, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    deinit {
        // SIGKILL: a throwaway server needs no clean shutdown, and SIGTERM may arrive ignored.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}
