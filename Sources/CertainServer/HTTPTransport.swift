import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How long the client waits, and how often it tries again.
package struct ServerTimeouts: Sendable, Equatable {
    /// The environment variable that overrides `callDeadline`, in seconds.
    package static let callDeadlineVariable = "CERTAIN_IMPORT_CALL_DEADLINE"
    /// The environment variable that overrides `commandDeadline`, in seconds.
    package static let commandDeadlineVariable = "CERTAIN_IMPORT_COMMAND_DEADLINE"

    /// The longest silence on a read call (`GET`) or a small `POST`/`DELETE` before it counts as
    /// failed, connecting included. URLSession measures it as inactivity: a slow but steady
    /// answer does not time out (the deadlines end that). Whole seconds (see `wholeSeconds`).
    package var call: TimeInterval
    /// The longest silence while the server books a batch: a batch of 50,000 rows may keep a
    /// server busy for a while before the first byte of its answer.
    package var booking: TimeInterval
    /// The longest one call may take in all, every attempt, pause and `Retry-After` included:
    /// a server that trickles its answer a byte a second holds a call no longer than this.
    package var callDeadline: TimeInterval
    /// The longest all calls of one command may take together, counted from `commandStart`
    /// (or from the client's creation when that is nil): a batch that meets a slow server
    /// ends instead of trying call after call.
    package var commandDeadline: TimeInterval
    /// When the command began, so that every client a command makes shares one deadline.
    package var commandStart: ContinuousClock.Instant?
    /// How many times a retryable call is tried in all (at least 3).
    package var attempts: Int
    /// The first pause between attempts; it doubles after each failed attempt.
    package var firstBackoff: TimeInterval
    /// The longest `Retry-After` the client honours; a server asking for more is reported
    /// instead of waited for.
    package var longestRetryAfter: TimeInterval

    package init(
        call: TimeInterval = 30, booking: TimeInterval = 120, callDeadline: TimeInterval = 300,
        commandDeadline: TimeInterval = 1800, commandStart: ContinuousClock.Instant? = nil, attempts: Int = 4,
        firstBackoff: TimeInterval = 0.25, longestRetryAfter: TimeInterval = 30
    ) {
        precondition(attempts >= 3, "the contract asks for at least 3 attempts")
        self.call = Self.wholeSeconds(call)
        self.booking = Self.wholeSeconds(booking)
        self.callDeadline = callDeadline
        self.commandDeadline = commandDeadline
        self.commandStart = commandStart
        self.attempts = attempts
        self.firstBackoff = firstBackoff
        self.longestRetryAfter = longestRetryAfter
    }

    package static let standard = ServerTimeouts()

    /// `t` rounded up to whole seconds, at least one: swift-corelibs-foundation arms its timer
    /// with `Int(timeoutInterval) * 1000` ms, so 0.5 s would become 0 ms and fire before the
    /// request is sent.
    private static func wholeSeconds(_ t: TimeInterval) -> TimeInterval {
        max(1, t.rounded(.up))
    }
}

/// The moment a call must end by, and which deadline set it.
struct CallDeadline: Sendable {
    enum Scope: Sendable, Equatable {
        case call
        case command
    }

    let end: ContinuousClock.Instant
    let scope: Scope
    /// The deadline's length in seconds, for messages.
    let seconds: TimeInterval

    /// The earlier of the call's own deadline, starting now, and the command's.
    init(timeouts: ServerTimeouts, commandStart: ContinuousClock.Instant) {
        let now = ContinuousClock.now
        let callEnd = now + .seconds(timeouts.callDeadline)
        let commandEnd = commandStart + .seconds(timeouts.commandDeadline)
        if commandEnd < callEnd {
            (end, scope, seconds) = (commandEnd, .command, timeouts.commandDeadline)
        } else {
            (end, scope, seconds) = (callEnd, .call, timeouts.callDeadline)
        }
    }

    var remaining: Duration { end - ContinuousClock.now }

    /// Whether `pause` still ends before the deadline.
    func allows(_ pause: TimeInterval) -> Bool {
        ContinuousClock.now + .seconds(pause) < end
    }
}

/// Why a call got no usable answer.
enum TransportFailure: Error, Sendable {
    /// URLSession reported a failure: no connection, a timeout of silence, a dropped answer.
    case network(URLError)
    /// The answer grew beyond what the call accepts (bytes after decompression); the client
    /// stopped reading it.
    case answerTooLarge(limit: Int)
    /// The deadline of the call or the command passed before the answer was complete.
    case deadline(CallDeadline.Scope, seconds: TimeInterval)
    /// The server's TLS certificate is not trusted here, or names another host; libcurl's words.
    case certificateNotTrusted(String)
    /// The TLS handshake failed for another reason (the server may not speak https there).
    case tlsFailed(String)
}

/// One answer as the client sees it: the status, the headers (names lower-cased) and the body.
struct HTTPAnswer: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    var contentType: String { headers["content-type"] ?? "" }

    /// `Retry-After` in seconds, from either of its forms (seconds or an HTTP date).
    var retryAfter: TimeInterval? {
        guard let text = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(text), seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text).map { max(0, $0.timeIntervalSinceNow) }
    }
}

/// How a request travels: on the shared keep-alive connection, or on one of its own.
enum ConnectionUse: Sendable {
    /// Reuse the session's idle connection if there is one.
    case shared
    /// A connection opened for this attempt and closed after it (`Connection: close`, a session
    /// of its own).
    ///
    /// On Linux, URLSession runs on libcurl. When a server closes a reused keep-alive connection
    /// without answering a `POST`, libcurl resends the request on a new connection by itself,
    /// but URLSession cannot rewind the body for it and the task hangs until the full timeout.
    /// A fresh connection is never "reused", so libcurl does not resend: the lost answer comes
    /// back at once as a connection error, and the client retries itself, with the same
    /// idempotency key, after a short backoff.
    case fresh
}

/// The outcome of a call after its retries.
struct Exchange: Sendable {
    var outcome: Result<HTTPAnswer, TransportFailure>
    /// How many attempts were made.
    var attempts: Int
    /// The server asked to wait longer than the client honours; no further attempt was made.
    var retryAfterRefused: TimeInterval?
}

/// HTTP over URLSession, made synchronous for the `BookingTarget` calls, with the retry rules of
/// the contract: backoff on connection errors, 429 and 5xx, for the calls the client marks as
/// retryable, and never for any other. Every answer is read up to the call's limit and no
/// further, and every call ends by its deadline.
///
/// It knows nothing of Certain's paths and fields; `CertainServerTarget` does.
final class HTTPTransport: Sendable {
    let timeouts: ServerTimeouts
    private let commandStart: ContinuousClock.Instant
    private let sharedSession: URLSession
    private let collector = AnswerCollector()

    init(timeouts: ServerTimeouts) {
        ProxyEnvironment.confine()
        self.timeouts = timeouts
        commandStart = timeouts.commandStart ?? .now
        sharedSession = URLSession(configuration: Self.configuration(timeouts), delegate: collector, delegateQueue: InlineDelegateQueue())
    }

    deinit {
        sharedSession.invalidateAndCancel()
    }

    /// A session that keeps nothing between runs and writes nothing to disk: no cookies, no
    /// cache, no credentials.
    ///
    /// `.default` rather than `.ephemeral`: on Linux `.ephemeral` makes a URL cache of its own
    /// that creates `~/.cache/org.swift.foundation.URLCache/<program>`; `.default` takes the
    /// shared storages, which `FoundationStorage.keepOffDisk()` made harmless first.
    private static func configuration(_ timeouts: ServerTimeouts) -> URLSessionConfiguration {
        FoundationStorage.keepOffDisk()
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = timeouts.call
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// Sends `request`, trying again as the contract allows when `retryable`, reading at most
    /// `limit` bytes of each answer.
    ///
    /// - Parameter bodyFile: A file whose bytes are the body, read as they are sent (each
    ///   attempt from its start), for a body too large to hold; `request` then has none.
    func send(_ request: URLRequest, bodyFile: URL? = nil, retryable: Bool, connection: ConnectionUse, limit: Int) -> Exchange {
        let attempts = retryable ? timeouts.attempts : 1
        let deadline = CallDeadline(timeouts: timeouts, commandStart: commandStart)
        var backoff = timeouts.firstBackoff
        var attempt = 0
        while true {
            attempt += 1
            guard deadline.remaining > .zero else {
                return Exchange(outcome: .failure(.deadline(deadline.scope, seconds: deadline.seconds)), attempts: attempt - 1)
            }
            let outcome = sendOnce(request, bodyFile: bodyFile, connection: connection, limit: limit, deadline: deadline)
            guard attempt < attempts else { return Exchange(outcome: outcome, attempts: attempt) }
            var pause = backoff
            switch outcome {
            case .failure(.network(let failure)):
                guard Self.isTransient(failure) else { return Exchange(outcome: outcome, attempts: attempt) }
            case .failure:
                return Exchange(outcome: outcome, attempts: attempt)
            case .success(let answer):
                guard answer.status == 429 || (500..<600).contains(answer.status) else {
                    return Exchange(outcome: outcome, attempts: attempt)
                }
                if let retryAfter = answer.retryAfter {
                    guard retryAfter <= timeouts.longestRetryAfter else {
                        return Exchange(outcome: outcome, attempts: attempt, retryAfterRefused: retryAfter)
                    }
                    pause = max(retryAfter, backoff)
                }
            }
            // A pause that would outlast the deadline is not taken: the last answer is reported.
            guard deadline.allows(pause) else { return Exchange(outcome: outcome, attempts: attempt) }
            Thread.sleep(forTimeInterval: pause)
            backoff *= 2
        }
    }

    /// Connection-level failures worth another attempt. A name that does not resolve or a
    /// certificate that is not trusted will not change in a second.
    static func isTransient(_ failure: URLError) -> Bool {
        switch failure.code {
        case .networkConnectionLost, .cannotConnectToHost, .timedOut, .notConnectedToInternet,
             .badServerResponse, .zeroByteResource, .dnsLookupFailed:
            true
        default:
            false
        }
    }

    private func sendOnce(
        _ request: URLRequest, bodyFile: URL?, connection: ConnectionUse, limit: Int, deadline: CallDeadline
    ) -> Result<HTTPAnswer, TransportFailure> {
        switch connection {
        case .shared:
            return wait(for: request, bodyFile: bodyFile, on: sharedSession, limit: limit, deadline: deadline)
        case .fresh:
            var request = request
            request.setValue("close", forHTTPHeaderField: "Connection")
            let session = URLSession(configuration: Self.configuration(timeouts), delegate: collector, delegateQueue: InlineDelegateQueue())
            defer { session.finishTasksAndInvalidate() }
            return wait(for: request, bodyFile: bodyFile, on: session, limit: limit, deadline: deadline)
        }
    }

    /// Runs one data task (an upload task reading `bodyFile`) and blocks the calling thread
    /// until it ends, its answer grows past `limit`, or the deadline passes; in the last two
    /// cases the task is cancelled.
    private func wait(
        for request: URLRequest, bodyFile: URL?, on session: URLSession, limit: Int, deadline: CallDeadline
    ) -> Result<HTTPAnswer, TransportFailure> {
        // swift-corelibs-foundation reads a file body through a DispatchIO channel, a few
        // buffers of libcurl's size ahead of what is sent, and takes its length for
        // `Content-Length`: the body is never in memory as a whole.
        let task = bodyFile.map { session.uploadTask(with: request, fromFile: $0) } ?? session.dataTask(with: request)
        let answer = collector.collect(task, limit: limit)
        task.resume()
        let nanoseconds = deadline.remaining.components
        let wait = Int(clamping: nanoseconds.seconds) &* 1_000_000_000 &+ Int(nanoseconds.attoseconds / 1_000_000_000)
        let finished = answer.finished.wait(timeout: .now() + .nanoseconds(max(0, wait)))
        defer { collector.forget(task) }
        guard finished == .success else {
            task.cancel()
            return .failure(.deadline(deadline.scope, seconds: deadline.seconds))
        }
        return answer.outcome
    }
}

/// The answers of the running data tasks, read as they arrive, each up to its limit.
///
/// `@unchecked Sendable`: URLSession calls it on its delegate queue while the calling thread
/// waits; all state is behind `lock`.
private final class AnswerCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// One task's answer so far.
    final class Answer: @unchecked Sendable {
        let limit: Int
        let finished = DispatchSemaphore(value: 0)
        fileprivate var response: HTTPURLResponse?
        fileprivate var body = Data()
        fileprivate var failure: TransportFailure?
        fileprivate var done = false

        init(limit: Int) {
            self.limit = limit
        }

        /// Read by the waiting thread only after `finished` was signalled.
        var outcome: Result<HTTPAnswer, TransportFailure> {
            if let failure { return .failure(failure) }
            guard let response else { return .failure(.network(URLError(.badServerResponse))) }
            var headers: [String: String] = [:]
            for case let (name as String, value as String) in response.allHeaderFields {
                headers[name.lowercased()] = value
            }
            return .success(HTTPAnswer(status: response.statusCode, headers: headers, body: body))
        }
    }

    private let lock = NSLock()
    private var answers: [ObjectIdentifier: Answer] = [:]

    func collect(_ task: URLSessionTask, limit: Int) -> Answer {
        let answer = Answer(limit: limit)
        lock.withLock { answers[ObjectIdentifier(task)] = answer }
        return answer
    }

    func forget(_ task: URLSessionTask) {
        _ = lock.withLock { answers.removeValue(forKey: ObjectIdentifier(task)) }
    }

    /// Ends `task`'s answer once, with `failure` or as it stands.
    private func finish(_ task: URLSessionTask, failure: TransportFailure?) {
        lock.withLock {
            guard let answer = answers[ObjectIdentifier(task)], !answer.done else { return }
            answer.done = true
            if answer.failure == nil { answer.failure = failure }
            answer.finished.signal()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = lock.withLock { () -> Bool in
            guard let answer = answers[ObjectIdentifier(dataTask)] else { return false }
            answer.response = response as? HTTPURLResponse
            // An announced length past the limit ends the call before a byte is read; a
            // compressed body is judged by what it decompresses to, as it arrives.
            let encoded = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") != nil
            return !encoded && response.expectedContentLength > Int64(answer.limit)
        }
        if tooLarge {
            finish(dataTask, failure: tooLargeFailure(dataTask))
            // swift-corelibs-foundation ignores the disposition: only a cancel stops the transfer.
            completionHandler(.cancel)
            cancelLater(dataTask)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            guard let answer = answers[ObjectIdentifier(dataTask)], !answer.done else { return false }
            guard answer.body.count + data.count <= answer.limit else { return true }
            answer.body.append(data)
            return false
        }
        if tooLarge {
            // The waiting thread is released first: cancelling can take libcurl a while (a
            // minute once under load), and the caller has its answer already.
            finish(dataTask, failure: tooLargeFailure(dataTask))
            if let url = dataTask.currentRequest?.url {
                RunawayConnection.shutDown(to: url)
            }
            cancelLater(dataTask)
        }
    }

    /// Cancels `task` from another thread: this delegate runs on URLSession's own work queue
    /// (`InlineDelegateQueue`), and `cancel()` waits for that queue.
    private func cancelLater(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else {
            finish(task, failure: nil)
            return
        }
        finish(task, failure: Self.failure(error))
    }

    /// The failure URLSession reported, with what libcurl said about TLS: on Linux a certificate
    /// that is not trusted arrives as URL error -1 (unknown), and only libcurl's message, which
    /// URLSession keeps as the localized description, tells it from other failures.
    static func failure(_ error: any Error) -> TransportFailure {
        let error = error as NSError
        let said = error.localizedDescription
        if said.hasPrefix("SSL certificate problem") || said.contains("certificate subject name")
            || said.contains("subject alternative name") {
            return .certificateNotTrusted(said)
        }
        if said.hasPrefix("SSL") || said.hasPrefix("OpenSSL") || said.hasPrefix("TLS") {
            return .tlsFailed(said)
        }
        if let failure = error as? URLError { return .network(failure) }
        let code = error.domain == NSURLErrorDomain ? URLError.Code(rawValue: error.code) : nil
        return .network(URLError(code ?? .unknown))
    }

    /// Refuses every redirect: following one could carry the token to another host or down to
    /// plain http. The 3xx answer reaches the client, which reports where the server points.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    private func tooLargeFailure(_ task: URLSessionTask) -> TransportFailure {
        let limit = lock.withLock { answers[ObjectIdentifier(task)]?.limit } ?? 0
        return .answerTooLarge(limit: limit)
    }
}

/// A delegate queue that runs each delegate call at once, on the thread that hands it over.
///
/// swift-corelibs-foundation passes each piece of an answer from libcurl's write callback to
/// the delegate queue and tells libcurl to go on, without waiting: the pieces a queue holds are
/// memory without bound. libcurl decodes a gzip answer before URLSession sees it (it always
/// asks for and decodes every encoding it knows), so 64 KiB from a server can be 64 MiB in that
/// queue, and a 4 GB bomb took 4.59 GB. Run inline, every piece is read and dropped past the
/// limit before libcurl writes the next one, so memory stays at the limit plus libcurl's
/// buffers whatever the server sends, until the cancel ends the transfer.
private final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
