import Booking
import Foundation

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
/// loopback hosts (`localhost`, `127.0.0.0/8`, `::1`), which serve development and tests, and
/// otherwise only with the unsafe opt-in. The check reads the URL's text and nothing else: no
/// name is resolved, no socket opened, so a refused address costs no network activity at all.
public struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
    /// The base URL without a trailing slash, such as `https://certain.example` or
    /// `https://nas.local/certain` when Certain sits behind a reverse proxy under a path.
    public let baseURL: URL
    /// Whether the host is loopback, judged from its spelling alone.
    public let isLoopback: Bool

    /// Checks `text` and makes it a base URL.
    ///
    /// - Parameters:
    ///   - serverName: The stored server's name, for the error's `target`.
    ///   - allowInsecureHTTP: The user's explicit opt-in to plain http to a host that is not
    ///     loopback.
    /// - Throws: `BookingError` of kind `unreachable` (exit 4) for a URL that is not http(s),
    ///   has no host, carries credentials, or is plain http where that is not allowed.
    public init(_ text: String, serverName: String, allowInsecureHTTP: Bool = false) throws(BookingError) {
        let shown = "server \(serverName) (\(Self.withoutCredentials(text)))"
        guard var components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else {
            throw BookingError(.unreachable, target: shown, message: "'\(Self.withoutCredentials(text))' is not an http(s) URL",
                               hint: "give the server's address as https://HOST[:PORT][/PATH], such as https://certain.example")
        }
        guard let host = components.host, !host.isEmpty else {
            throw BookingError(.unreachable, target: shown, message: "the URL names no host",
                               hint: "give the server's address as https://HOST[:PORT][/PATH], such as https://certain.example")
        }
        guard components.user == nil, components.password == nil else {
            throw BookingError(.unreachable, target: shown, message: "the URL carries a user name or password",
                               hint: "leave credentials out of the URL; sign in with 'certain-import server login \(serverName)'")
        }
        guard components.query == nil, components.fragment == nil else {
            throw BookingError(.unreachable, target: shown, message: "the URL has a query or fragment",
                               hint: "give only the server's base address, such as https://certain.example")
        }
        let loopback = Self.isLoopbackHost(host)
        if scheme == "http" && !loopback && !allowInsecureHTTP {
            throw BookingError(
                .unreachable, target: shown,
                message: "refusing plain http to \(host): the device token would travel unencrypted",
                hint: "use https://; or, only on a network you trust completely, pass --allow-insecure-http (unsafe)"
            )
        }
        components.scheme = scheme
        while components.path.hasSuffix("/") { components.path.removeLast() }
        guard let url = components.url else {
            throw BookingError(.unreachable, target: shown, message: "'\(text)' is not a valid URL",
                               hint: "give the server's address as https://HOST[:PORT][/PATH], such as https://certain.example")
        }
        baseURL = url
        isLoopback = loopback
    }

    public var description: String { baseURL.absoluteString }

    /// The host as the URL spells it, for messages and token names.
    public var host: String { baseURL.host ?? baseURL.absoluteString }

    /// The URL of an API path (`/api/imports`) with its query items.
    func url(path: String, query: [URLQueryItem] = []) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path += path
        components.queryItems = query.isEmpty ? nil : query
        return components.url!
    }

    /// Whether `host` names this machine's loopback interface: `localhost`, an IPv4 address in
    /// `127.0.0.0/8` or `::1`.
    ///
    /// Only literal addresses count. A name that merely resolves to loopback (`127.0.0.1.nip.io`)
    /// or an unusual spelling libcurl would accept (`0x7f.1`) is treated as remote: the safe side,
    /// and no name service is asked.
    static func isLoopbackHost(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") {
            name = String(name.dropFirst().dropLast())
        }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            return bytes == [UInt8](repeating: 0, count: 15) + [1]
        }
        return false
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
