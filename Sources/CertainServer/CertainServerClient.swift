import Booking
import Foundation
import ImportWords
import StatementImport
import StatementValues
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// This file is the one place that knows the Certain import API v1 (docs/certain-api.md):
// every path, query name, header, field name and status code the client relies on. A server
// that differs is adapted here and nowhere else.

/// A Certain server as a booking target: the HTTP client of the Certain import API v1.
///
/// Every call is synchronous, has a timeout, and fails with a `BookingError` that names the
/// server and the call, says what the server answered, and what to do. Read calls (`GET`) and
/// the booking (`POST /api/imports`, made safe by its idempotency key) are retried with backoff
/// on connection errors, 429 and 5xx; no other call is ever sent twice, neither by this client
/// nor silently by libcurl (see `ConnectionUse.fresh`).
///
/// The device token goes into the `X-Certain-Token` header and nowhere else: not into a
/// description, a mirror, or an error message, even if a server echoes it back.
package final class CertainServerTarget: BookingTarget, Sendable {
    /// The stored server's name (`home`), as the user calls it with `--server`.
    package let name: String
    package let address: ServerAddress
    private let token: DeviceToken?
    private let transport: HTTPTransport
    /// Where a statement imported as it is read waits for its requests (`ServerImportSession`).
    let spoolDirectory: URL
    /// The answer of `/api/version`, once it has shown that the address is a Certain server.
    private let checkedVersion = Mutex<ServerVersion?>(nil)

    /// Creates the client; nothing is sent until the first call.
    ///
    /// - Parameters:
    ///   - token: The device token, or `nil` for a client that can only check `/api/version`.
    ///   - allowInsecureHTTP: The unsafe opt-in to plain http to a host that is not loopback.
    ///   - spoolDirectory: Where a statement imported as it is read waits for its requests;
    ///     the temporary directory (`TMPDIR`) when `nil`.
    /// - Throws: `BookingError` (`unreachable`) for a URL the transport rules refuse, before any
    ///   network activity.
    package convenience init(
        name: String, baseURL: String, token: String?, allowInsecureHTTP: Bool = false,
        timeouts: ServerTimeouts = .standard, spoolDirectory: URL? = nil
    ) throws(BookingError) {
        let address = try ServerAddress(baseURL, serverName: name, allowInsecureHTTP: allowInsecureHTTP)
        self.init(name: name, address: address, token: token.map(DeviceToken.init), timeouts: timeouts, spoolDirectory: spoolDirectory)
    }

    /// - Parameter spoolDirectory: Where a statement imported as it is read waits for its
    ///   requests; the temporary directory (`TMPDIR`) when `nil`.
    package init(
        name: String, address: ServerAddress, token: DeviceToken?, timeouts: ServerTimeouts = .standard, spoolDirectory: URL? = nil
    ) {
        self.name = name
        self.address = address
        self.token = token
        transport = HTTPTransport(timeouts: timeouts)
        self.spoolDirectory = spoolDirectory ?? FileManager.default.temporaryDirectory
    }

    package var displayName: String { "server \(name) (\(address))" }

    // MARK: The calls

    /// `GET /api/version`, checking that the server calls itself `certain`.
    package func version() throws(BookingError) -> ServerVersion {
        let call = CertainCall.version
        let exchange = transport.send(request(call), retryable: call.isRetryable, connection: call.connection,
                                      limit: call.answerLimit)
        guard case .success(let answer) = exchange.outcome else { throw failure(exchange, call: call) }
        switch answer.status {
        case 200:
            break
        case 300..<400, 429, 500..<600:
            throw failure(exchange, call: call)
        default:
            throw notCertain(call, Problem(.serverNotCertainStatus, [
                "address": .text(address.description), "call": .text(call.description), "status": .number(answer.status),
            ].merging(bodyData(answer, redacting: [])) { $1 }))
        }
        guard let version = try? JSONDecoder().decode(ServerVersion.self, from: answer.body) else {
            throw notCertain(call, Problem(.serverNotCertainBody, [
                "address": .text(address.description), "call": .text(call.description),
            ].merging(bodyData(answer, redacting: [])) { $1 }))
        }
        guard version.name == "certain" else {
            throw notCertain(call, Problem(.serverNotCertainName, [
                "address": .text(address.description), "name": .text(ServerText.shown(version.name, limit: 80)),
                "version": .text(ServerText.shown(version.version, limit: 40)),
            ]))
        }
        checkedVersion.withLock { $0 = version }
        return version
    }

    /// `GET /api/auth/me`: whose token this is; fails with `unauthorized` for a revoked one.
    package func me() throws(BookingError) -> ServerUser {
        try perform(.me, expecting: [200])
    }

    package func accounts() throws(BookingError) -> [Account] {
        try perform(.accounts, expecting: [200])
    }

    package func preview(_ batch: Batch) throws(BookingError) -> BatchPreview {
        try preview(.data(try encoded(batch, for: .preview)), accountID: batch.accountID)
    }

    /// `POST /api/imports/preview` of a batch too large to hold, whose JSON is the file
    /// `batchFile` (`ServerImportSession`) for the account `accountID`: the same call, read from
    /// the file as it is sent.
    func preview(batchFile: URL, accountID: Int) throws(BookingError) -> BatchPreview {
        try preview(.file(batchFile), accountID: accountID)
    }

    private func preview(_ body: RequestBody, accountID: Int) throws(BookingError) -> BatchPreview {
        let preview: BatchPreview = try perform(.preview, body: body, expecting: [200])
        guard preview.accountID == accountID else {
            throw error(.failed, .preview, Problem(.serverAnsweredForOtherAccount, [
                "answered": .number(preview.accountID), "expected": .number(accountID),
            ], remedy: .listServerAccounts(server: name)))
        }
        return preview
    }

    /// `POST /api/imports` with the `Idempotency-Key` header: `201` when booked now, `200` with
    /// the first answer when the same key and batch came before (a retry after a lost answer).
    /// Also removes the batch files an import stopped while sending left in `spoolDirectory`
    /// (`ServerImportSession.batchFilePrefix`), as a long statement's import does first.
    package func book(_ batch: Batch, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        ClaimedFile.removeUnclaimed(in: spoolDirectory, prefix: ServerImportSession.batchFilePrefix)
        return try book(.data(try encoded(batch, for: .book)), accountID: batch.accountID, source: batch.source,
                        idempotencyKey: idempotencyKey)
    }

    /// `POST /api/imports` of a batch too large to hold, whose JSON is the file `batchFile`
    /// (`ServerImportSession`), for the account `accountID`, and whose source is `source`: the
    /// same call, with the same retries.
    func book(batchFile: URL, accountID: Int, source: BatchSource, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        try book(.file(batchFile), accountID: accountID, source: source, idempotencyKey: idempotencyKey)
    }

    /// Books the batch, and checks that the answer is the import of this batch: a server that
    /// answers for another account, or answers a replayed key with another batch's import, has
    /// not said what became of this one.
    private func book(_ body: RequestBody, accountID: Int, source: BatchSource, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        var record: ImportRecord = try perform(.book, body: body, idempotencyKey: idempotencyKey, expecting: [200, 201])
        guard record.accountID == accountID, record.filename == source.filename else {
            throw error(.failed, .book, Problem(.serverAnsweredWithOtherImport, [
                "import": .number(record.id), "account": .number(record.accountID), "file": .text(quoted(record.filename, redacting: [])),
                "expected_account": .number(accountID), "expected_file": .text(source.filename),
            ], remedy: .checkServerHistory(server: name)))
        }
        // The booking's answer leaves out the file's hash that the history shows; it is the batch's.
        record.sha256 = record.sha256 ?? source.sha256
        return record
    }

    /// Writes the JSON of `value` as every request body of this client is written, so that a
    /// batch written in parts (`ServerImportSession`) is the same bytes as one written whole.
    ///
    /// Keys sorted: swift-corelibs-foundation's encoder otherwise writes an object's keys in
    /// an order that changes from one encoding to the next, so that no two requests of the same
    /// batch — a retry, or the streamed and the held import — would be the same bytes.
    func encoded(_ value: some Encodable, for call: CertainCall) throws(BookingError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw self.error(.invalid, call, Problem(.serverRequestNotJSON, ["reason": .text(Self.describe(error))]))
        }
    }

    package func history(accountID: Int?, limit: Int, offset: Int) throws(BookingError) -> [ImportRecord] {
        try perform(.history(accountID: accountID, limit: limit, offset: offset), expecting: [200])
    }

    package func importDetail(id: Int) throws(BookingError) -> ImportDetail {
        let answer: ImportDetailAnswer = try perform(.importDetail(id), expecting: [200])
        return ImportDetail(record: answer.record, transactions: answer.transactions)
    }

    package func undo(importID: Int, force: Bool) throws(BookingError) -> UndoResult {
        try perform(.undo(importID, force: force), expecting: [200])
    }

    // MARK: Signing in

    /// Signs in with a password the way the iOS app does and returns a new `app` device token;
    /// the session cookie and the password are forgotten when this returns.
    ///
    /// - Parameters:
    ///   - tokenName: The token's name in Certain's list of device tokens, such as
    ///     `certain-import on anna-laptop`, so that the user can recognise and revoke it.
    ///   - secondFactor: Asked for the code when the account requires one; `nil` gives up.
    package static func signIn(
        serverName: String, address: ServerAddress, username: String, password: String, tokenName: String,
        timeouts: ServerTimeouts = .standard, secondFactor: () -> String?
    ) throws(BookingError) -> DeviceToken {
        let client = CertainServerTarget(name: serverName, address: address, token: nil, timeouts: timeouts)
        _ = try client.version()
        let credentials = try client.encoded(SignInRequest(username: username, password: password), for: .signIn)
        let (signedIn, cookie): (SignInAnswer, String?) = try client.exchange(.signIn, body: .data(credentials), expecting: [200])
        guard let session = cookie.flatMap(SessionCookie.init(setCookie:)) else {
            throw client.error(.failed, .signIn, Problem(.serverSetNoSessionCookie, ["cookie": .text(SessionCookie.name)]))
        }
        let redact = [password, session.secret]
        if signedIn.mfaRequired {
            guard let code = secondFactor() else {
                throw client.error(.unauthorized, .secondFactor, Problem(.serverSecondFactorMissing))
            }
            let body = try client.encoded(SecondFactorRequest(code: code), for: .secondFactor)
            // The contract promises `200` for the code and nothing about the body: it is not read.
            let _: (IgnoredAnswer, String?) = try client.exchange(.secondFactor, body: .data(body), cookie: session,
                                                                  redacting: redact, expecting: [200])
        }
        if signedIn.passwordChangeRequired {
            throw client.error(.unauthorized, .signIn, Problem(
                .serverPasswordChangeRequired, ["server": .text(serverName)], remedy: .logIn(server: serverName, tokenRevoked: false)))
        }
        let body = try client.encoded(TokenRequest(name: tokenName, scope: "app"), for: .createToken)
        let (issued, _): (IssuedToken, String?) = try client.exchange(.createToken, body: .data(body), cookie: session,
                                                                      redacting: redact, expecting: [201])
        return DeviceToken(issued.token)
    }

    // MARK: Requests and answers

    /// Sends a call that needs the token, after checking once that the server is Certain.
    private func perform<Answer: Decodable>(
        _ call: CertainCall, body: RequestBody? = nil, idempotencyKey: String? = nil, expecting statuses: Set<Int>
    ) throws(BookingError) -> Answer {
        guard token != nil else {
            throw error(.unauthorized, call, Problem(.serverTokenMissing, remedy: .logIn(server: name, tokenRevoked: false)))
        }
        if checkedVersion.withLock({ $0 }) == nil {
            _ = try version()
        }
        return try exchange(call, body: body, idempotencyKey: idempotencyKey, expecting: statuses).answer
    }

    /// Sends `call` with the retries it allows and decodes the expected answer; also returns
    /// the `Set-Cookie` header for the sign-in.
    private func exchange<Answer: Decodable>(
        _ call: CertainCall, body: RequestBody? = nil, idempotencyKey: String? = nil, cookie: SessionCookie? = nil,
        redacting secrets: [String] = [], expecting statuses: Set<Int>
    ) throws(BookingError) -> (answer: Answer, setCookie: String?) {
        var request = request(call, body: body)
        if let idempotencyKey {
            request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
        }
        if let cookie {
            request.setValue("\(SessionCookie.name)=\(cookie.secret)", forHTTPHeaderField: "Cookie")
        }
        let exchange = transport.send(request, bodyFile: body?.file, retryable: call.isRetryable, connection: call.connection,
                                      limit: call.answerLimit)
        guard case .success(let answer) = exchange.outcome, statuses.contains(answer.status) else {
            throw failure(exchange, call: call, redacting: secrets)
        }
        if let nothing = IgnoredAnswer() as? Answer {
            return (nothing, answer.headers["set-cookie"])
        }
        // A sign-in page of a network or a proxy answers 200 too; its body is no answer of Certain's,
        // even where it happens to parse.
        guard answer.isJSON else {
            throw self.error(.failed, call, Problem(.serverAnswerNotJSON, [
                "status": .number(answer.status), "address": .text(address.description),
            ].merging(bodyData(answer, redacting: secrets)) { $1 }), redacting: secrets)
        }
        do {
            return (try JSONDecoder().decode(Answer.self, from: answer.body), answer.headers["set-cookie"])
        } catch {
            throw self.error(.failed, call, Problem(.serverAnswerNotInContract, [
                "reason": .text(Self.describe(error)), "address": .text(address.description),
            ]), redacting: secrets)
        }
    }

    private func request(_ call: CertainCall, body: RequestBody? = nil) -> URLRequest {
        var request = URLRequest(url: address.url(path: call.path, query: call.query))
        request.httpMethod = call.method
        request.timeoutInterval = call == .book ? transport.timeouts.booking : transport.timeouts.call
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // Certain's answers are small JSON; uncompressed, each byte counted against the call's
        // limit is a byte the server sent. (libcurl still decodes an answer compressed anyway.)
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        if let hostHeader = address.hostHeader {
            request.setValue(hostHeader, forHTTPHeaderField: "Host")
        }
        if call.sendsToken, let token {
            request.setValue(token.secret, forHTTPHeaderField: "X-Certain-Token")
        }
        if let body {
            if case .data(let data) = body { request.httpBody = data }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    // MARK: Errors

    /// The error for `problem`, its texts with secrets masked and controls shown visibly.
    private func error(
        _ kind: BookingError.Kind, _ call: CertainCall, _ problem: Problem, hint: String? = nil, redacting secrets: [String] = []
    ) -> BookingError {
        let hidden = hiddenSecrets(secrets)
        var shown = problem
        for (name, value) in problem.data {
            if case .text(let text) = value { shown.data[name] = .text(ServerText.visibleControls(ServerText.masking(text, hidden))) }
        }
        return BookingError(kind, target: "\(displayName) \(call)", shown,
                            hint: hint.map { ServerText.visibleControls(ServerText.masking($0, hidden)) })
    }

    /// The token and the call's own secrets: what no message may show.
    private func hiddenSecrets(_ secrets: [String]) -> [String] {
        secrets + [token?.secret].compactMap { $0 }
    }

    /// Text from the server, as a message may quote it: secrets masked first, over all of it,
    /// then controls shown visibly and the text cut (`ServerText`).
    private func quoted(_ text: String, redacting secrets: [String]) -> String {
        ServerText.shown(text, hiding: hiddenSecrets(secrets))
    }

    /// The answer's body as a problem's data: JSON as compact text (secrets masked), anything
    /// else by its type and size; `body` names the catalogues' phrase for it.
    private func bodyData(_ answer: HTTPAnswer, redacting secrets: [String]) -> [String: WordValue] {
        if let json = answer.compactJSON { return ["body": .text("json"), "body_json": .text(quoted(json, redacting: secrets))] }
        guard let type = answer.contentType.split(separator: ";").first else {
            return ["body": .text("untyped"), "body_bytes": .number(answer.body.count)]
        }
        return ["body": .text("typed"), "body_type": .text(String(type)), "body_bytes": .number(answer.body.count)]
    }

    private func notCertain(_ call: CertainCall, _ problem: Problem) -> BookingError {
        error(.unreachable, call, problem)
    }

    /// The error for an exchange that did not end in an expected answer.
    private func failure(_ exchange: Exchange, call: CertainCall, redacting secrets: [String] = []) -> BookingError {
        let answer: HTTPAnswer
        switch exchange.outcome {
        case .failure(let failure):
            return self.failure(failure, call: call, attempts: exchange.attempts, redacting: secrets)
        case .success(let received):
            answer = received
        }
        let said = "\(answer.status): \(quoted(answer.describedDetail, redacting: secrets))"
        switch answer.status {
        case 300..<400:
            let problem = answer.headers["location"].map {
                Problem(.serverRedirects, [
                    "location": .text(quoted(ServerAddress.withoutCredentials($0), redacting: secrets)), "status": .number(answer.status),
                    "server": .text(name),
                ])
            } ?? Problem(.serverRedirectsUnnamed, ["status": .number(answer.status), "server": .text(name)])
            return error(.unreachable, call, problem, redacting: secrets)
        case 401 where call == .signIn:
            return error(.unauthorized, call, Problem(.serverRefusedCredentials, ["answer": .text(said)]), redacting: secrets)
        case 401 where call == .secondFactor:
            return error(.unauthorized, call, Problem(.serverRefusedSecondFactor, ["answer": .text(said)]), redacting: secrets)
        case 401:
            return error(.unauthorized, call, Problem(.serverRefusedToken, ["answer": .text(said)], remedy: .logIn(server: name, tokenRevoked: true)),
                         redacting: secrets)
        case 403:
            return error(.unauthorized, call, Problem(call == .createToken ? .serverForbidsTokenCreation : .serverForbidsCall,
                                                      ["answer": .text(said)]),
                         redacting: secrets)
        case 404:
            let problem = notFoundRemedy(call).map { Problem(.serverFoundNothing, ["answer": .text(said)], remedy: $0) }
                ?? Problem(.serverOffersNoSuchCall, ["answer": .text(said), "server": .text(name)])
            return error(.notFound, call, problem, redacting: secrets)
        case 409:
            return conflict(answer, call: call, said: said, redacting: secrets)
        case 413:
            return error(.invalid, call, Problem(.serverBatchTooLarge, ["answer": .text(said)]), redacting: secrets)
        case 422:
            return error(.invalid, call, Problem(.serverRejectedInvalid, ["answer": .text(said)]), redacting: secrets)
        case 429:
            // A server that names no wait is asked again after a minute.
            let wait = (exchange.retryAfterRefused ?? answer.retryAfter).map { Int($0.rounded(.up)) } ?? 60
            let problem = exchange.attempts > 1
                ? Problem(.serverLimitingRequestsAfterAttempts, ["answer": .text(said), "attempts": .number(exchange.attempts), "wait": .number(wait)])
                : Problem(.serverLimitingRequests, ["answer": .text(said), "wait": .number(wait)])
            return error(.unreachable, call, problem, redacting: secrets)
        case 502, 503, 504:
            let problem = exchange.attempts > 1
                ? Problem(.serverUnavailableAfterAttempts, ["answer": .text(said), "attempts": .number(exchange.attempts)])
                : Problem(.serverUnavailable, ["answer": .text(said)])
            return error(.unreachable, call, problem, redacting: secrets)
        case 500..<600:
            let problem = exchange.attempts > 1
                ? Problem(.serverFailedAfterAttempts, ["answer": .text(said), "attempts": .number(exchange.attempts)])
                : Problem(.serverFailed, ["answer": .text(said)])
            return error(.failed, call, problem, redacting: secrets)
        default:
            return error(.failed, call, Problem(.serverUnexpectedAnswer, ["answer": .text(said)]), redacting: secrets)
        }
    }

    private func conflict(_ answer: HTTPAnswer, call: CertainCall, said: String, redacting secrets: [String]) -> BookingError {
        let modified = answer.detailModifiedIDs
        switch call {
        case .undo(let importID, _):
            let ids = modified.map(String.init).joined(separator: ", ")
            let problem = Problem(.serverImportModified, [
                "import": .number(importID), "bookings": .text(ServerText.shown(ids)),
                "answer": .text(quoted(answer.describedDetail, redacting: secrets)),
            ], remedy: .forceUndo(importID: importID, onServer: true))
            return error(.conflict(modifiedBookings: modified), call, problem, redacting: secrets)
        case .book:
            return error(.conflict(modifiedBookings: modified), call, Problem(.serverIdempotencyKeyReused, ["answer": .text(said)]),
                         redacting: secrets)
        default:
            return error(.conflict(modifiedBookings: modified), call, Problem(.serverConflict, ["answer": .text(said)]),
                         redacting: secrets)
        }
    }

    /// The error for a call that got no answer: the connection failed, the answer was cut off,
    /// a deadline passed, or TLS failed.
    private func failure(
        _ failure: TransportFailure, call: CertainCall, attempts: Int, redacting secrets: [String]
    ) -> BookingError {
        // Phrases the catalogues add: " (after 3 attempts)", "; the batch may or may not be booked".
        var context: [String: WordValue] = attempts > 1 ? ["tries": .text("after_attempts"), "attempts": .number(attempts)] : [:]
        if call == .book { context["answer_lost"] = .text("booking") }
        let lostRemedy: Remedy? = call == .book ? .checkServerHistory(server: name) : nil
        switch failure {
        case .network(let failure) where failure.code == .cannotConnectToHost:
            let problem = attempts > 1 ? Problem(.serverNotAnsweringAfterAttempts, ["attempts": .number(attempts)]) : Problem(.serverNotAnswering)
            return error(.unreachable, call, problem, redacting: secrets)
        case .network(let failure):
            var problem = Self.problem(failure, timeout: transport.timeouts, call: call, host: address.host)
            problem.data.merge(context) { $1 }
            problem.remedy = Self.answerMayBeLost(failure, call: call) ? .checkServerHistory(server: name) : nil
            return error(.unreachable, call, problem, redacting: secrets)
        case .answerTooLarge(let limit):
            return error(.failed, call, Problem(.serverAnswerTooLarge, context.merging([
                "size": .text(Self.size(limit)), "method": .text(call.method), "path": .text(call.path),
            ]) { $1 }, remedy: lostRemedy), redacting: secrets)
        case .deadline(let scope, let seconds):
            let (deadline, variable) = scope == .call
                ? ("call", ServerTimeouts.callDeadlineVariable)
                : ("command", ServerTimeouts.commandDeadlineVariable)
            return error(.unreachable, call, Problem(.serverDeadlinePassed, context.merging([
                "seconds": .text(String(format: "%g", seconds)), "deadline": .text(deadline), "variable": .text(variable),
            ]) { $1 }, remedy: lostRemedy), redacting: secrets)
        case .certificateNotTrusted(let said):
            return error(.unreachable, call, Problem(.serverCertificateNotTrusted, ["reason": .text(ServerText.shown(said, limit: 160))]),
                         redacting: secrets)
        case .tlsFailed(let said):
            return error(.unreachable, call, Problem(.serverTLSFailed, ["reason": .text(ServerText.shown(said, limit: 160))]),
                         redacting: secrets)
        }
    }

    /// `65536` as `64 KiB`, `33554432` as `32 MiB`.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }

    private func notFoundRemedy(_ call: CertainCall) -> Remedy? {
        switch call {
        case .importDetail, .undo: .listServerImports(server: name)
        case .preview, .book, .history: .listServerAccounts(server: name)
        default: nil
        }
    }

    /// A failed network call as a problem: what failed and the host, with the system's URL
    /// error code as data where no code of ours says more.
    private static func problem(_ failure: URLError, timeout: ServerTimeouts, call: CertainCall, host: String) -> Problem {
        let seconds = String(format: "%g", call == .book ? timeout.booking : timeout.call)
        if answerMayBeLost(failure, call: call) {
            let failed = failure.code == .timedOut ? "no_answer_within" : "connection_closed"
            return Problem(.serverBookingAnswerLost, ["failure": .text(failed), "seconds": .text(seconds), "host": .text(host)])
        }
        switch failure.code {
        case .cannotFindHost, .dnsLookupFailed:
            return Problem(.serverHostNotFound, ["host": .text(host)])
        case .timedOut:
            return Problem(.serverNoAnswerWithin, ["seconds": .text(seconds), "host": .text(host)])
        case .networkConnectionLost, .badServerResponse, .zeroByteResource:
            return Problem(.serverConnectionClosed, ["host": .text(host)])
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return Problem(.serverTLSConnectionFailed, ["error": .number(failure.code.rawValue), "host": .text(host)])
        case .notConnectedToInternet:
            return Problem(.serverNoNetwork, ["host": .text(host)])
        case .badURL, .unsupportedURL:
            return Problem(.serverURLUnusable, ["error": .number(failure.code.rawValue), "host": .text(host)])
        default:
            return Problem(.serverNetworkFailed, ["error": .number(failure.code.rawValue), "host": .text(host)])
        }
    }

    /// Whether a booking call failed in a way that may have lost the server's answer to it.
    private static func answerMayBeLost(_ failure: URLError, call: CertainCall) -> Bool {
        let answerLost: Set<URLError.Code> = [.networkConnectionLost, .badServerResponse, .zeroByteResource, .timedOut]
        return call == .book && answerLost.contains(failure.code)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return String(describing: error) }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing at \(place(context.codingPath))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is not a \(type)"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: decoding)
        }
    }

}

extension CertainServerTarget: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    package var description: String { displayName }
    package var debugDescription: String { "CertainServerTarget(\(displayName))" }
    package var customMirror: Mirror { Mirror(self, children: ["name": name, "address": address]) }
}

// MARK: - The calls of the contract

/// Every call of the Certain import API v1 the client makes.
enum CertainCall: Equatable, Sendable, CustomStringConvertible {
    case version
    case me
    case accounts
    case preview
    case book
    case history(accountID: Int?, limit: Int, offset: Int)
    case importDetail(Int)
    case undo(Int, force: Bool)
    case signIn
    case secondFactor
    case createToken

    var method: String {
        switch self {
        case .version, .me, .accounts, .history, .importDetail: "GET"
        case .preview, .book, .signIn, .secondFactor, .createToken: "POST"
        case .undo: "DELETE"
        }
    }

    var path: String {
        switch self {
        case .version: "/api/version"
        case .me: "/api/auth/me"
        case .accounts: "/api/accounts"
        case .preview: "/api/imports/preview"
        case .book, .history: "/api/imports"
        case .importDetail(let id), .undo(let id, _): "/api/imports/\(id)"
        case .signIn: "/api/auth/login"
        case .secondFactor: "/api/auth/mfa"
        case .createToken: "/api/inbox/tokens"
        }
    }

    var query: [URLQueryItem] {
        switch self {
        case .history(let accountID, let limit, let offset):
            (accountID.map { [URLQueryItem(name: "account_id", value: String($0))] } ?? [])
                + [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset))]
        case .undo(_, force: true):
            [URLQueryItem(name: "force", value: "true")]
        default:
            []
        }
    }

    /// Whether the call carries `X-Certain-Token`; the version and the sign-in go without.
    var sendsToken: Bool {
        switch self {
        case .version, .signIn, .secondFactor, .createToken: false
        default: true
        }
    }

    /// The most bytes of an answer the client reads (after decompression), error answers
    /// included; a server sending more is cut off and reported. Each is far above what the
    /// contract's answer can be: the version, user and sign-in answers are a few dozen bytes;
    /// a history page holds at most 500 imports; a preview or an import's detail at most the
    /// 50,000 rows of a batch; an undo's conflict lists at most its bookings' ids.
    var answerLimit: Int {
        switch self {
        case .version, .me, .signIn, .secondFactor, .createToken: 64 << 10
        case .book: 1 << 20
        case .accounts, .history: 8 << 20
        case .undo: 8 << 20
        case .preview: 32 << 20
        case .importDetail: 64 << 20
        }
    }

    /// Read calls, and the booking thanks to its idempotency key; nothing else.
    var isRetryable: Bool { method == "GET" || self == .book }

    /// Reads share a keep-alive connection; every call that changes something gets a connection
    /// of its own, so that libcurl never resends it behind the client's back.
    var connection: ConnectionUse { method == "GET" ? .shared : .fresh }

    /// `GET /api/imports/17`, for messages.
    var description: String {
        let query = query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        return "\(method) \(path)" + (query.isEmpty ? "" : "?\(query)")
    }
}

/// A request's JSON: in memory, or a file sent as it is read.
enum RequestBody {
    case data(Data)
    case file(URL)

    var file: URL? {
        if case .file(let url) = self { url } else { nil }
    }
}

// MARK: - The contract's models beyond the booking ones

/// What `GET /api/version` answers: `{"name": "certain", "version": "1.9.2"}`.
package struct ServerVersion: Sendable, Equatable, Codable {
    package var name: String
    package var version: String

    package init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}

/// Whose token it is, as `GET /api/auth/me` answers: `{"id": 1, "username": "anna"}`.
package struct ServerUser: Sendable, Equatable, Codable {
    package var id: Int
    package var username: String

    package init(id: Int, username: String) {
        self.id = id
        self.username = username
    }
}

/// A device token (`X-Certain-Token`): a full access key to the user's finances.
///
/// Its text is reachable only inside this module; printing, dumping or interpolating a token
/// shows a placeholder.
package struct DeviceToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let secret: String

    package init(_ secret: String) {
        self.secret = secret.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    package var description: String { "‹device token›" }
    package var debugDescription: String { "DeviceToken(‹hidden›)" }
    package var customMirror: Mirror { Mirror(self, children: []) }
}

/// `GET /api/imports/{id}`: the history fields plus the bookings.
private struct ImportDetailAnswer: Decodable {
    var record: ImportRecord
    var transactions: [BookedTransaction]

    enum CodingKeys: String, CodingKey {
        case transactions
    }

    init(from decoder: any Decoder) throws {
        record = try ImportRecord(from: decoder)
        transactions = try decoder.container(keyedBy: CodingKeys.self).decode([BookedTransaction].self, forKey: .transactions)
    }
}

private struct SignInRequest: Encodable {
    var username: String
    var password: String
}

private struct SecondFactorRequest: Encodable {
    var code: String
}

/// An answer whose body the contract does not describe: any body is taken, none is read.
private struct IgnoredAnswer: Decodable {
    init() {}
}

/// What `POST /api/auth/login` answers.
private struct SignInAnswer: Decodable {
    var mfaRequired: Bool
    var passwordChangeRequired: Bool

    enum CodingKeys: String, CodingKey {
        case mfaRequired = "mfa_required"
        case passwordChangeRequired = "password_change_required"
    }
}

private struct TokenRequest: Encodable {
    var name: String
    var scope: String
}

/// `POST /api/inbox/tokens` answers `201` with the token's plaintext, shown once.
private struct IssuedToken: Decodable {
    var id: Int
    var name: String
    var scope: String
    var token: String
}

/// The `certain_session` cookie of a password sign-in; kept only while a token is created.
private struct SessionCookie {
    static let name = "certain_session"
    var secret: String

    /// Finds the cookie in a `Set-Cookie` header (several cookies arrive joined by commas).
    init?(setCookie header: String) {
        guard let start = header.range(of: "\(Self.name)=") else { return nil }
        let value = header[start.upperBound...].prefix { $0 != ";" && $0 != "," && $0 != " " }
        guard !value.isEmpty else { return nil }
        secret = String(value)
    }
}

// MARK: - FastAPI error bodies

extension HTTPAnswer {
    /// Whether the answer says it is JSON (`application/json`, or a `+json` type).
    var isJSON: Bool {
        let type = (contentType.split(separator: ";").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// The body as compact JSON, keys sorted; `nil` when it is no JSON.
    var compactJSON: String? {
        guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
              let data = try? JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed, .sortedKeys])
        else { return nil }
        // Whole: the caller masks secrets in it before it cuts it (`ServerText`).
        return String(decoding: data, as: UTF8.self)
    }

    /// The body for a message: JSON as compact text, anything else by its type and size.
    var describedBody: String {
        if let json = compactJSON { return "the JSON " + json }
        let type = contentType.isEmpty ? "an untyped body" : "a \(contentType.split(separator: ";")[0]) body"
        return "\(type) of \(body.count) bytes"
    }

    /// FastAPI's `detail` in words: the text; an object's `message`; a validation list as
    /// `transactions[3].amount: String should match pattern ...`, one entry after another.
    var describedDetail: String {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) as? [String: Any],
              let detail = object["detail"]
        else {
            return describedBody
        }
        switch detail {
        case let text as String:
            return text
        case let problem as [String: Any]:
            if let message = problem["message"] as? String { return message }
            return Self.compact(problem)
        case let problems as [[String: Any]]:
            let shown = problems.prefix(5).map { problem -> String in
                let message = problem["msg"] as? String ?? Self.compact(problem)
                guard let location = problem["loc"] as? [Any] else { return message }
                return "\(Self.describe(location: location)): \(message)"
            }
            let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
            return shown.joined(separator: "; ") + more
        default:
            return Self.compact(detail)
        }
    }

    /// The ids of the modified bookings a `409` of an undo lists.
    var detailModifiedIDs: [Int] {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let detail = object["detail"] as? [String: Any],
              let ids = detail["modified"] as? [Any]
        else { return [] }
        return ids.compactMap { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }
    }

    /// `["body", "transactions", 3, "amount"]` as `transactions[3].amount`; a header or query
    /// parameter as `header Idempotency-Key`.
    static func describe(location: [Any]) -> String {
        var parts = location.map { part -> String in
            if let number = part as? NSNumber, !(part is String) { return "[\(number.intValue)]" }
            return "\(part)"
        }
        if parts.first == "body", parts.count > 1 { parts.removeFirst() }
        var text = ""
        for part in parts {
            if part.hasPrefix("[") || text.isEmpty {
                text += part
            } else if ["header", "query", "path", "cookie"].contains(text) {
                text += " " + part
            } else {
                text += "." + part
            }
        }
        return text
    }

    private static func compact(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        else { return String(describing: value) }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
