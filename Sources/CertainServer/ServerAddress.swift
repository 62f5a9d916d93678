import Booking
import Foundation
import StatementValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The base URL of a Certain server, checked against the transport rules before anything is
/// sent to it.
///
/// The token is a full access key, so it travels only over https. Plain http is accepted for
/// loopback hosts, which serve development and tests, and otherwise only with the unsafe
/// opt-in. The check reads the URL's text and nothing else: no name is resolved, no socket
/// opened, so a refused address costs no network activity at all.
///
/// Loopback means a literal address in `127.0.0.0/8`, `::1`, or the name `localhost` (also
/// spelled `localhost.`), which the client resolves itself, as RFC 6761 reserves it, to
/// `127.0.0.1` — never through a name service, which could answer anything for
/// `localhost.`. Plain http to a loopback host is pinned: the request goes to the literal
/// address and carries the host the user wrote in its `Host` header. An IPv6 address is
/// refused, `::1` included: the connection would not go to the address the URL names.
package struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
    /// The base URL without a trailing slash, such as `https://certain.example` or
    /// `https://nas.local/certain` when Certain sits behind a reverse proxy under a path.
    package let baseURL: URL
    /// Whether the host is loopback, judged from its spelling alone.
    package let isLoopback: Bool
    /// Where requests are sent: `baseURL`, or for plain http to loopback the same URL with its
    /// host pinned to the loopback address.
    let connectionURL: URL
    /// The `Host` header of a pinned request: the host (and port) the user wrote.
    let hostHeader: String?

    /// Checks `text` and makes it a base URL.
    ///
    /// - Parameters:
    ///   - serverName: The stored server's name, for the error's `target`.
    ///   - allowInsecureHTTP: The user's explicit opt-in to plain http to a host that is not
    ///     loopback.
    /// - Throws: `BookingError` of kind `unreachable` (exit 4) for a URL that is not http(s),
    ///   has no host, carries credentials, or is plain http where that is not allowed.
    package init(_ text: String, serverName: String, allowInsecureHTTP: Bool = false) throws(BookingError) {
        let shown = "server \(serverName) (\(Self.withoutCredentials(text)))"
        guard var components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else {
            throw BookingError(.unreachable, target: shown, Problem(.serverURLNotHTTP, ["url": .text(Self.withoutCredentials(text))]))
        }
        guard let host = components.host, !host.isEmpty else {
            throw BookingError(.unreachable, target: shown, Problem(.serverURLWithoutHost))
        }
        guard components.user == nil, components.password == nil else {
            throw BookingError(.unreachable, target: shown, Problem(.serverURLWithCredentials, ["server": .text(serverName)]))
        }
        guard components.query == nil, components.fragment == nil else {
            throw BookingError(.unreachable, target: shown, Problem(.serverURLWithQuery))
        }
        let loopback = Self.loopback(host)
        if scheme == "http" && loopback == nil && !allowInsecureHTTP {
            throw BookingError(.unreachable, target: shown, Problem(.plainHTTPRefused, ["host": .text(host)], remedy: .allowInsecureHTTP))
        }
        if host.contains(":") {
            let problem = loopback == nil
                ? Problem(.serverIPv6Address, ["host": .text(host)])
                : Problem(.serverIPv6Loopback, [
                    "host": .text(host), "url": .text("\(scheme)://127.0.0.1\(components.port.map { ":\($0)" } ?? "")"),
                ])
            throw BookingError(.unreachable, target: shown, problem)
        }
        components.scheme = scheme
        while components.path.hasSuffix("/") { components.path.removeLast() }
        guard let url = components.url else {
            throw BookingError(.unreachable, target: shown, Problem(.serverURLInvalid, ["url": .text(text)]))
        }
        baseURL = url
        isLoopback = loopback != nil
        if scheme == "http", let loopback, let pinned = loopback.pinnedHost {
            var connection = components
            connection.host = pinned
            connectionURL = connection.url ?? url
            hostHeader = host + (components.port.map { ":\($0)" } ?? "")
        } else {
            connectionURL = url
            hostHeader = nil
        }
    }

    package var description: String { baseURL.absoluteString }

    /// The origin a token is bound to: scheme, host and port, such as `https://certain.example:443`.
    /// A path does not count: Certain under `/certain` behind the same proxy is the same server.
    package var origin: String {
        Self.origin(of: baseURL)
    }

    /// The origin of `url`, with the default port written out, the host in lower case and
    /// without a trailing dot; nil for text that is no http(s) URL with a host.
    package static func origin(of text: String) -> String? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.host != nil else { return nil }
        return origin(of: url)
    }

    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "https"
        var host = (url.host ?? "").lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        if host.contains(":") && !host.hasPrefix("[") { host = "[\(host)]" }
        let port = url.port ?? (scheme == "http" ? 80 : 443)
        return "\(scheme)://\(host):\(port)"
    }

    /// The host as the URL spells it, for messages and token names.
    package var host: String { baseURL.host ?? baseURL.absoluteString }

    /// The URL an API path (`/api/imports`) with its query items is sent to (pinned for plain
    /// http to loopback).
    func url(path: String, query: [URLQueryItem] = []) -> URL {
        var components = URLComponents(url: connectionURL, resolvingAgainstBaseURL: false)!
        components.path += path
        components.queryItems = query.isEmpty ? nil : query
        return components.url!
    }

    /// How a loopback host is spelled, and where a plain http request to it is sent.
    enum Loopback: Equatable {
        /// `127.0.0.0/8` written out: sent as it is.
        case ipv4
        /// `::1`: loopback, but refused as a server address. URLSession on Linux takes no IPv6
        /// address in a URL (URL error -1000: it compares the host without brackets with
        /// libcurl's, which keeps them), and the name `localhost` is no way round: libcurl
        /// resolves it to `::1` and `127.0.0.1` and falls back to the second, where any local
        /// user may listen on the same port and take the token.
        case ipv6
        /// `localhost` or `localhost.`: pinned to `127.0.0.1`.
        case name

        var pinnedHost: String? {
            switch self {
            case .ipv4, .ipv6: nil
            case .name: "127.0.0.1"
            }
        }
    }

    /// Whether `host` names this machine's loopback interface, and how.
    ///
    /// Only literal addresses and the name `localhost` count. A name that merely resolves to
    /// loopback (`127.0.0.1.nip.io`, `foo.localhost`) or an unusual spelling libcurl would accept
    /// (`0x7f.1`, `127.1`) is treated as remote: the safe side, and no name service is asked.
    static func loopback(_ host: String) -> Loopback? {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") {
            name = String(name.dropFirst().dropLast())
        }
        if name == "localhost" || name == "localhost." { return .name }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127 ? .ipv4 : nil
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            return bytes == [UInt8](repeating: 0, count: 15) + [1] ? .ipv6 : nil
        }
        return nil
    }

    /// `text` with any `user:password@` removed, so that an error never repeats a credential.
    static func withoutCredentials(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.user != nil || components.password != nil else {
            return text
        }
        components.user = nil
        components.password = nil
        return components.string ?? "(URL with credentials)"
    }
}
