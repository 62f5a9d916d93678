import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The reference Certain server (`Tests/ReferenceServer/certain_reference_server.py`) running
/// as a child process for one test, on a free loopback port with its own database.
///
/// ```swift
/// let server = try ReferenceServer()
/// let fixture = try server.setUpAccount(openingBalance: "1000.00")
/// try server.arm(.dropAfterCommit())
/// // ... drive the client against server.baseURL with fixture.token ...
/// #expect(try server.state().accounts[0].bookings == 2)
/// ```
///
/// The server stops in `stop()` or, at the latest, in `deinit`. Its request log (stderr) goes to
/// a file rather than a pipe, so that a chatty test cannot fill a pipe buffer and stall the
/// server; `log` reads it back, and every error this type throws ends with its tail.
///
/// `@unchecked Sendable`: the mutable state (`stopped`) is guarded by `lock`; `Process` itself
/// is only touched from `init` and from `stop()` under the lock.
final class ReferenceServer: @unchecked Sendable {
    /// `http://127.0.0.1:<port>` — no trailing slash.
    let baseURL: URL
    /// Where the test-control calls go: `baseURL`, but by the name `localhost` for `::1`, which
    /// URLSession on Linux cannot take as an address in a URL.
    private let controlURL: URL
    let port: Int
    /// The code `POST /api/auth/mfa` accepts for users created with `mfa: true`.
    let mfaCode: String

    private let process: Process
    private let directory: URL
    private let logURL: URL
    private let controlSession: URLSession
    private let lock = NSLock()
    private var stopped = false

    /// The server script, found beside this file's folder.
    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("ReferenceServer/certain_reference_server.py")

    /// Starts a server with the test-control API and waits for its `LISTENING <port>` line.
    ///
    /// - Parameters:
    ///   - keepAliveTimeout: seconds an idle keep-alive connection stays open (server default 5,
    ///     as uvicorn).
    ///   - extraArguments: further command-line options of the script.
    ///   - startupTimeout: how long to wait for the port before giving up.
    ///   - host: the address to bind, `127.0.0.1` or `::1`; `baseURL` names it.
    ///   - tls: a PEM certificate and key to serve https with.
    init(
        mfaCode: String = "123456",
        keepAliveTimeout: Double? = nil,
        host: String = "127.0.0.1",
        tls: (certificate: String, key: String)? = nil,
        extraArguments: [String] = [],
        startupTimeout: TimeInterval = 20
    ) throws {
        guard FileManager.default.fileExists(atPath: Self.scriptURL.path) else {
            throw ReferenceServerError("reference server script not found at \(Self.scriptURL.path)")
        }
        self.mfaCode = mfaCode
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("certain-reference-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logURL = directory.appendingPathComponent("server.log")
        guard (try? Data().write(to: logURL)) != nil else {
            throw ReferenceServerError("cannot create \(logURL.path)")
        }

        var arguments = [
            Self.pythonExecutable, Self.scriptURL.path,
            "--port", "0",
            "--db", directory.appendingPathComponent("certain.sqlite").path,
            "--test-control",
            "--mfa-code", mfaCode,
        ]
        if let keepAliveTimeout {
            arguments += ["--keepalive-timeout", String(keepAliveTimeout)]
        }
        arguments += ["--host", host]
        if let tls {
            arguments += ["--tls-cert", tls.certificate, "--tls-key", tls.key]
        }
        arguments += extraArguments

        let process = Process()
        // `env` finds python3 on PATH, as a developer's shell would.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONUNBUFFERED"] = "1"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = try FileHandle(forWritingTo: logURL)
        process.standardInput = FileHandle.nullDevice
        self.process = process

        controlSession = URLSession(configuration: Self.controlConfiguration)

        do {
            try process.run()
        } catch {
            controlSession.invalidateAndCancel()
            try? FileManager.default.removeItem(at: directory)
            throw ReferenceServerError("cannot start \(arguments.joined(separator: " ")): \(error)")
        }

        let listening = ListeningLine(reading: standardOutput.fileHandleForReading)
        let outcome = listening.wait(timeout: startupTimeout)
        guard case .port(let port) = outcome else {
            let log = Self.tail(of: logURL)
            Self.terminate(process)
            controlSession.invalidateAndCancel()
            try? FileManager.default.removeItem(at: directory)
            if case .ended(let output) = outcome {
                throw ReferenceServerError(
                    "reference server exited (status \(process.terminationStatus)) before listening;"
                        + " stdout: \(output.debugDescription)\n\(log)")
            }
            throw ReferenceServerError("reference server did not print LISTENING within \(startupTimeout) s\n\(log)")
        }
        self.port = port
        let shownHost = host.contains(":") ? "[\(host)]" : host
        baseURL = URL(string: "\(tls == nil ? "http" : "https")://\(shownHost):\(port)")!
        controlURL = host.contains(":") ? URL(string: "http://localhost:\(port)")! : baseURL
    }

    deinit {
        stop()
    }

    /// Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its database. Idempotent.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        controlSession.invalidateAndCancel()
        Self.terminate(process)
        try? FileManager.default.removeItem(at: directory)
    }

    /// The server's request log and any traceback so far.
    var log: String {
        (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    }

    /// The URL of an API path such as `/api/imports`.
    func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    // MARK: - The test-control API

    /// Calls the test-control API and answers the JSON body; throws on anything but 2xx.
    @discardableResult
    func control(_ method: String, _ path: String, body: [String: Any]? = nil) throws -> Data {
        var request = URLRequest(url: URL(string: controlURL.absoluteString + path)!)
        request.httpMethod = method
        request.timeoutInterval = 15
        // A connection per control call: a kept-alive one that the server closes after 5 idle
        // seconds (a loaded machine makes such gaps) was reused at that moment, and the call
        // waited out its 20 s without an answer.
        request.setValue("close", forHTTPHeaderField: "Connection")
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        // A call that gets no answer is sent once more, on a session of its own: on a loaded
        // machine URLSession on Linux has delivered nothing for 20 s although the server had
        // answered (CI, 2026-12-02: `POST /__test__/tokens`, logged by the server as 201).
        var answer = Self.send(request, on: controlSession)
        if answer == nil {
            let retry = URLSession(configuration: Self.controlConfiguration)
            defer { retry.invalidateAndCancel() }
            answer = Self.send(request, on: retry)
        }
        guard let answer else {
            throw failure("\(method) \(path): no answer within 20 s, twice")
        }
        if let error = answer.error {
            throw failure("\(method) \(path): \(error)")
        }
        let status = (answer.response as? HTTPURLResponse)?.statusCode ?? 0
        let data = answer.data ?? Data()
        guard (200..<300).contains(status) else {
            throw failure("\(method) \(path): \(status) \(String(decoding: data, as: UTF8.self))")
        }
        return data
    }

    /// How the control calls' sessions are set up: nothing cached or kept between calls.
    private static var controlConfiguration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// Sends `request` on `session` and waits up to 20 s for its answer; `nil` without one.
    private static func send(_ request: URLRequest, on session: URLSession) -> Exchange.Answer? {
        let exchange = Exchange()
        let task = session.dataTask(with: request) { data, response, error in
            exchange.finish(data: data, response: response, error: error)
        }
        task.resume()
        guard let answer = exchange.wait(timeout: 20) else {
            task.cancel()
            return nil
        }
        return answer
    }

    /// Calls the test-control API and decodes its answer.
    func control<Answer: Decodable>(
        _ method: String, _ path: String, body: [String: Any]? = nil, as type: Answer.Type
    ) throws -> Answer {
        let data = try control(method, path, body: body)
        do {
            return try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw failure("\(method) \(path): cannot decode \(Answer.self): \(error)")
        }
    }

    /// Creates a user; with `mfa` the login asks for `mfaCode`.
    @discardableResult
    func createUser(
        _ username: String = "anna", password: String = "secret", mfa: Bool = false,
        passwordChangeRequired: Bool = false
    ) throws -> User {
        try control("POST", "/__test__/users", body: [
            "username": username, "password": password, "mfa": mfa,
            "password_change_required": passwordChangeRequired,
        ], as: User.self)
    }

    /// Creates an account of `username`; `iban` nil leaves it without IBAN.
    @discardableResult
    func createAccount(
        of username: String = "anna", name: String = "Privatkonto", iban: String? = nil,
        currency: String = "EUR", openingBalance: String = "0.00", archived: Bool = false
    ) throws -> Account {
        var body: [String: Any] = [
            "username": username, "name": name, "currency": currency,
            "opening_balance": openingBalance, "archived": archived,
        ]
        body["iban"] = iban
        return try control("POST", "/__test__/accounts", body: body, as: Account.self)
    }

    /// Issues a device token; `scope` other than `app` is refused by the import calls (403).
    func createToken(of username: String = "anna", name: String = "test token", scope: String = "app") throws -> Token {
        try control("POST", "/__test__/tokens", body: ["username": username, "name": name, "scope": scope], as: Token.self)
    }

    /// Revokes a token; the next call with it is refused with 401.
    func revokeToken(id: Int) throws {
        try control("POST", "/__test__/tokens/\(id)/revoke")
    }

    /// The usual start of a test: user `anna`, one account, one app token.
    func setUpAccount(
        name: String = "Privatkonto", iban: String? = "DE02120300000000202051",
        currency: String = "EUR", openingBalance: String = "0.00"
    ) throws -> Fixture {
        let user = try createUser()
        let account = try createAccount(
            of: user.username, name: name, iban: iban, currency: currency, openingBalance: openingBalance)
        let token = try createToken(of: user.username)
        return Fixture(user: user, account: account, token: token)
    }

    /// Marks a booking as changed by the user in Certain, which protects it from a plain undo.
    func markModified(bookingID: Int, category: String? = nil, purpose: String? = nil, amount: String? = nil) throws {
        var body: [String: Any] = [:]
        body["category"] = category
        body["purpose"] = purpose
        body["amount"] = amount
        try control("POST", "/__test__/bookings/\(bookingID)/modify", body: body)
    }

    /// Arms a fault for the next matching calls.
    func arm(_ fault: Fault) throws {
        try control("POST", "/__test__/faults", body: fault.body)
    }

    /// Disarms every fault.
    func clearFaults() throws {
        try control("DELETE", "/__test__/faults")
    }

    /// Forgets everything: users, tokens, accounts, imports, faults, the request log.
    func reset() throws {
        try control("POST", "/__test__/reset")
    }

    func state() throws -> State {
        try control("GET", "/__test__/state", as: State.self)
    }

    /// Every API call the server received, oldest first, with its connection and whether its
    /// answer was dropped.
    func requests() throws -> [LoggedRequest] {
        try control("GET", "/__test__/requests", as: [LoggedRequest].self)
    }

    /// The bookings of one account, as the server stores them.
    func bookings(accountID: Int) throws -> [StoredBooking] {
        try control("GET", "/__test__/bookings?account_id=\(accountID)", as: [StoredBooking].self)
    }

    // MARK: - Process handling

    private static var pythonExecutable: String {
        ProcessInfo.processInfo.environment["CERTAIN_REFERENCE_PYTHON"] ?? "python3"
    }

    /// SIGTERM, then SIGKILL after 5 s; returns once the process is gone.
    private static func terminate(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    private func failure(_ message: String) -> ReferenceServerError {
        ReferenceServerError("reference server \(baseURL.absoluteString): \(message)\n\(Self.tail(of: logURL))")
    }

    private static func tail(of logURL: URL, lines: Int = 40) -> String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        let last = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
        return "--- server log (last \(lines) lines) ---\n" + last.joined(separator: "\n")
    }
}

// MARK: - Models of the test-control API

extension ReferenceServer {
    struct User: Decodable, Sendable {
        var id: Int
        var username: String
    }

    struct Account: Decodable, Sendable {
        var id: Int
        var name: String
        var iban: String?
        var currency: String
        var balance: String
        var archived: Bool
    }

    struct Token: Decodable, Sendable {
        var id: Int
        var name: String
        var scope: String
        /// The plaintext token, for the `X-Certain-Token` header.
        var token: String
    }

    struct Fixture: Sendable {
        var user: User
        var account: Account
        var token: Token
    }

    /// What `GET /__test__/state` reports, for assertions.
    struct State: Decodable, Sendable {
        struct AccountState: Decodable, Sendable {
            var id: Int
            var name: String
            var balance: String
            var bookings: Int
            var modifiedBookings: Int

            enum CodingKeys: String, CodingKey {
                case id, name, balance, bookings
                case modifiedBookings = "modified_bookings"
            }
        }

        struct ImportState: Decodable, Sendable {
            var id: Int
            var accountID: Int
            var status: String
            var booked: Int
            var skippedDuplicates: Int
            var idempotencyKey: String?

            enum CodingKeys: String, CodingKey {
                case id, status, booked
                case accountID = "account_id"
                case skippedDuplicates = "skipped_duplicates"
                case idempotencyKey = "idempotency_key"
            }
        }

        var accounts: [AccountState]
        var imports: [ImportState]
        /// All live bookings (undone ones are removed).
        var bookings: Int
        /// How many calls of each `METHOD /path` arrived, dropped ones included.
        var requests: [String: Int]
    }

    struct LoggedRequest: Decodable, Sendable {
        var method: String
        var path: String
        var idempotencyKey: String?
        /// A serial number per TCP connection: equal numbers mean a reused connection.
        var connection: Int
        var requestOnConnection: Int
        /// The declared `Content-Length`, and how many body bytes came. Fewer bytes than
        /// declared is libcurl's silent resend of a POST whose body it could not rewind.
        var contentLength: Int?
        var bodyBytes: Int?
        /// nil when no answer was sent: dropped by a fault, or the body never came in full.
        var status: Int?
        var dropped: Bool
        /// The `Host` header, and whether an `X-Certain-Token` header came (never its value).
        var host: String?
        var tokenSent: Bool

        enum CodingKeys: String, CodingKey {
            case method, path, connection, status, dropped, host
            case tokenSent = "token_sent"
            case idempotencyKey = "idempotency_key"
            case requestOnConnection = "request_on_connection"
            case contentLength = "content_length"
            case bodyBytes = "body_bytes"
        }
    }

    struct StoredBooking: Decodable, Sendable {
        var id: Int
        var importID: Int
        var fingerprint: String
        var bookingDate: String
        var amount: String
        var modified: Bool

        enum CodingKeys: String, CodingKey {
            case id, fingerprint, amount, modified
            case importID = "import_id"
            case bookingDate = "booking_date"
        }
    }

    /// A fault for the next `count` matching calls. `path` nil matches every API path; a path
    /// ending in `*` matches by prefix; `method` nil matches every method.
    enum Fault: Sendable {
        /// Book `POST /api/imports`, commit, then close the connection without an answer
        /// (`reset`: with a TCP RST instead of a FIN). Replays count too.
        case dropAfterCommit(count: Int = 1, reset: Bool = false)
        /// Close the connection without an answer before handling the call.
        case drop(path: String?, method: String? = nil, count: Int = 1, reset: Bool = false)
        /// Answer with this status (`{"detail": ...}`) instead of handling the call, once `after`
        /// matching calls have passed.
        case status(Int, path: String?, method: String? = nil, retryAfter: Int? = nil, count: Int = 1, after: Int = 0)
        /// Sleep before handling the call, or after handling it (and after any commit).
        case delay(seconds: Double, path: String?, method: String? = nil, afterHandling: Bool = false, count: Int = 1)
        /// Fail `POST /api/imports` with 500 halfway through inserting its bookings.
        case abortBooking(count: Int = 1)
        /// Answer with `{"detail": detail}` and this status, `{token}` in `detail` replaced by the
        /// `X-Certain-Token` the call carried: a server that quotes the request back.
        case echoToken(status: Int, detail: String, path: String?, count: Int = 1)
        /// A 200 answer gzip-compressed from `size` bytes (about a thousandth of it on the wire).
        case gzipBomb(size: Int, path: String?)
        /// A 200 answer in chunks that does not end before the client leaves: 256 MiB by default,
        /// 32 times any call's limit. (Before the client's delegate ran on URLSession's own
        /// queue, FoundationNetworking queued every chunk libcurl read, and a test run on a loaded
        /// machine once grew to 17 GB that way.)
        case endless(path: String?, bytes: Int = 256 << 20)
        /// A valid version answer sent one byte every `seconds`.
        case trickle(seconds: Double, path: String?)
        /// `body` as it is, with this status and content type, instead of the call's answer.
        case answer(status: Int, contentType: String, body: String, path: String?, method: String?)

        var body: [String: Any] {
            var body: [String: Any]
            switch self {
            case .dropAfterCommit(let count, let reset):
                body = ["kind": "drop_after_commit", "count": count, "reset": reset]
            case .drop(let path, let method, let count, let reset):
                body = ["kind": "drop", "count": count, "reset": reset]
                body["path"] = path
                body["method"] = method
            case .status(let status, let path, let method, let retryAfter, let count, let after):
                body = ["kind": "status", "status": status, "count": count, "after": after]
                body["path"] = path
                body["method"] = method
                body["retry_after"] = retryAfter
            case .delay(let seconds, let path, let method, let afterHandling, let count):
                body = ["kind": "delay", "seconds": seconds, "count": count,
                        "phase": afterHandling ? "after" : "before"]
                body["path"] = path
                body["method"] = method
            case .abortBooking(let count):
                body = ["kind": "abort_booking", "count": count]
            case .echoToken(let status, let detail, let path, let count):
                body = ["kind": "status", "status": status, "detail": detail, "echo_token": true, "count": count]
                body["path"] = path
            case .gzipBomb(let size, let path):
                body = ["kind": "gzip_bomb", "size": size]
                body["path"] = path
            case .endless(let path, let bytes):
                body = ["kind": "endless", "limit": bytes]
                body["path"] = path
            case .trickle(let seconds, let path):
                body = ["kind": "trickle", "seconds": seconds]
                body["path"] = path
            case .answer(let status, let contentType, let text, let path, let method):
                body = ["kind": "answer", "status": status, "content_type": contentType, "body": text]
                body["path"] = path
                body["method"] = method
            }
            return body
        }
    }
}

struct ReferenceServerError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Reads the server's stdout on a background queue until the `LISTENING <port>` line.
private final class ListeningLine: @unchecked Sendable {
    enum Outcome {
        case port(Int)
        case ended(String)
        case timedOut
    }

    private let lock = NSLock()
    private let found = DispatchSemaphore(value: 0)
    private var outcome: Outcome?

    init(reading handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            var output = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty {
                    settle(.ended(String(decoding: output, as: UTF8.self)))
                    return
                }
                output.append(chunk)
                // Only whole lines: a chunk may end in the middle of the port number.
                let text = String(decoding: output, as: UTF8.self)
                let wholeLines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                if let line = wholeLines.first(where: { $0.hasPrefix("LISTENING ") }),
                   let port = Int(line.dropFirst("LISTENING ".count).trimmingCharacters(in: .whitespaces)) {
                    settle(.port(port))
                    // Keep draining, so that a stray print can never block the server.
                    while !handle.availableData.isEmpty {}
                    return
                }
            }
        }
    }

    private func settle(_ value: Outcome) {
        lock.lock()
        if outcome == nil {
            outcome = value
            found.signal()
        }
        lock.unlock()
    }

    func wait(timeout: TimeInterval) -> Outcome {
        guard found.wait(timeout: .now() + timeout) == .success else { return .timedOut }
        lock.lock()
        defer { lock.unlock() }
        return outcome ?? .timedOut
    }
}

/// One control call's answer, handed from URLSession's queue to the waiting test.
private final class Exchange: @unchecked Sendable {
    struct Answer {
        var data: Data?
        var response: URLResponse?
        var error: Error?
    }

    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var answer: Answer?

    func finish(data: Data?, response: URLResponse?, error: Error?) {
        lock.lock()
        answer = Answer(data: data, response: response, error: error)
        lock.unlock()
        done.signal()
    }

    func wait(timeout: TimeInterval) -> Answer? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return answer
    }
}
