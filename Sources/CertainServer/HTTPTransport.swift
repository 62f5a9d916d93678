import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How long the client waits, and how often it tries again.
public struct ServerTimeouts: Sendable, Equatable {
    /// The longest silence on a read call (`GET`) or a small `POST`/`DELETE` before it counts as
    /// failed, connecting included. URLSession measures it as inactivity: a slow but steady
    /// answer does not time out. Whole seconds (see `wholeSeconds`).
    public var call: TimeInterval
    /// The longest silence while the server books a batch: a batch of 50,000 rows may keep a
    /// server busy for a while before the first byte of its answer.
    public var booking: TimeInterval
    /// The longest a whole call may take, retries not included.
    public var resource: TimeInterval
    /// How many times a retryable call is tried in all (at least 3).
    public var attempts: Int
    /// The first pause between attempts; it doubles after each failed attempt.
    public var firstBackoff: TimeInterval
    /// The longest `Retry-After` the client honours; a server asking for more is reported
    /// instead of waited for.
    public var longestRetryAfter: TimeInterval

    public init(
        call: TimeInterval = 30, booking: TimeInterval = 120, resource: TimeInterval = 600, attempts: Int = 4,
        firstBackoff: TimeInterval = 0.25, longestRetryAfter: TimeInterval = 30
    ) {
        precondition(attempts >= 3, "the contract asks for at least 3 attempts")
        self.call = Self.wholeSeconds(call)
        self.booking = Self.wholeSeconds(booking)
        self.resource = Self.wholeSeconds(resource)
        self.attempts = attempts
        self.firstBackoff = firstBackoff
        self.longestRetryAfter = longestRetryAfter
    }

    public static let standard = ServerTimeouts()

    /// `t` rounded up to whole seconds, at least one: swift-corelibs-foundation arms its timer
    /// with `Int(timeoutInterval) * 1000` ms, so 0.5 s would become 0 ms and fire before the
    /// request is sent.
    private static func wholeSeconds(_ t: TimeInterval) -> TimeInterval {
        max(1, t.rounded(.up))
    }
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
    var outcome: Result<HTTPAnswer, URLError>
    /// How many attempts were made.
    var attempts: Int
    /// The server asked to wait longer than the client honours; no further attempt was made.
    var retryAfterRefused: TimeInterval?
}

/// HTTP over URLSession, made synchronous for the `BookingTarget` calls, with the retry rules of
/// the contract: backoff on connection errors, 429 and 5xx, for the calls the client marks as
/// retryable, and never for any other.
///
/// It knows nothing of Certain's paths and fields; `CertainServerTarget` does.
final class HTTPTransport: Sendable {
    let timeouts: ServerTimeouts
    private let sharedSession: URLSession
    private let redirectRefusal = RedirectRefusal()

    init(timeouts: ServerTimeouts) {
        self.timeouts = timeouts
        sharedSession = URLSession(configuration: Self.configuration(timeouts), delegate: redirectRefusal, delegateQueue: nil)
    }

    deinit {
        sharedSession.invalidateAndCancel()
    }

    /// A session that keeps nothing between runs: no cookies, no cache, no credentials.
    private static func configuration(_ timeouts: ServerTimeouts) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.call
        configuration.timeoutIntervalForResource = timeouts.resource
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// Sends `request`, trying again as the contract allows when `retryable`.
    func send(_ request: URLRequest, retryable: Bool, connection: ConnectionUse) -> Exchange {
        let attempts = retryable ? timeouts.attempts : 1
        var backoff = timeouts.firstBackoff
        var attempt = 0
        while true {
            attempt += 1
            let outcome = sendOnce(request, connection: connection)
            guard attempt < attempts else { return Exchange(outcome: outcome, attempts: attempt) }
            var pause = backoff
            switch outcome {
            case .failure(let failure):
                guard Self.isTransient(failure) else { return Exchange(outcome: outcome, attempts: attempt) }
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

    private func sendOnce(_ request: URLRequest, connection: ConnectionUse) -> Result<HTTPAnswer, URLError> {
        switch connection {
        case .shared:
            return wait(for: request, on: sharedSession)
        case .fresh:
            var request = request
            request.setValue("close", forHTTPHeaderField: "Connection")
            let session = URLSession(configuration: Self.configuration(timeouts), delegate: redirectRefusal, delegateQueue: nil)
            defer { session.finishTasksAndInvalidate() }
            return wait(for: request, on: session)
        }
    }

    /// Runs one data task and blocks the calling thread until it ends.
    private func wait(for request: URLRequest, on session: URLSession) -> Result<HTTPAnswer, URLError> {
        let finished = DispatchSemaphore(value: 0)
        let result = TaskResult()
        let task = session.dataTask(with: request) { data, response, error in
            result.store(Self.outcome(data: data, response: response, error: error))
            finished.signal()
        }
        task.resume()
        finished.wait()
        return result.value
    }

    private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPAnswer, URLError> {
        if let error {
            if let failure = error as? URLError { return .failure(failure) }
            let error = error as NSError
            let code = error.domain == NSURLErrorDomain ? URLError.Code(rawValue: error.code) : nil
            return .failure(URLError(code ?? .unknown))
        }
        guard let response = response as? HTTPURLResponse else { return .failure(URLError(.badServerResponse)) }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return .success(HTTPAnswer(status: response.statusCode, headers: headers, body: data ?? Data()))
    }
}

/// The result of a data task, handed from URLSession's delegate queue to the waiting thread.
private final class TaskResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<HTTPAnswer, URLError> = .failure(URLError(.unknown))

    func store(_ outcome: Result<HTTPAnswer, URLError>) {
        lock.withLock { stored = outcome }
    }

    var value: Result<HTTPAnswer, URLError> {
        lock.withLock { stored }
    }
}

/// Refuses every redirect: following one could carry the token to another host or down to
/// plain http. The 3xx answer reaches the client, which reports where the server points.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
