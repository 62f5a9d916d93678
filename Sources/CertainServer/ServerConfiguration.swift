import Booking
import Foundation
import ImportWords
import StatementValues

/// A Certain server the user stored with `certain-import server add`.
package struct StoredServer: Sendable, Equatable, Codable {
    /// The name `--server` takes, such as `home`.
    package var name: String
    /// The base URL as the user gave it, checked when the server was added.
    package var url: String
    /// The user's unsafe opt-in to plain http to a host that is not loopback.
    package var allowInsecureHTTP: Bool
    /// The origin `CERTAIN_TOKEN` was bound to with `server add --bind-env-token`; the variable
    /// is sent to this server only while its URL still has this origin.
    package var environmentTokenOrigin: String?

    package init(name: String, url: String, allowInsecureHTTP: Bool = false, environmentTokenOrigin: String? = nil) {
        self.name = name
        self.url = url
        self.allowInsecureHTTP = allowInsecureHTTP
        self.environmentTokenOrigin = environmentTokenOrigin
    }

    /// The origin of `url` (`ServerAddress.origin(of:)`).
    package var origin: String? { ServerAddress.origin(of: url) }

    /// Whether `CERTAIN_TOKEN` may be sent to this server.
    package var acceptsEnvironmentToken: Bool {
        environmentTokenOrigin != nil && environmentTokenOrigin == origin
    }

    enum CodingKeys: String, CodingKey {
        case name, url
        case allowInsecureHTTP = "allow_insecure_http"
        case environmentTokenOrigin = "env_token_origin"
    }
}

/// The stored servers and their tokens, in `$XDG_CONFIG_HOME/certain-import/`
/// (`~/.config/certain-import/` by default).
///
/// `servers.json` lists names and addresses; the tokens live apart in `tokens.json`, so that
/// the list can be shown, copied or shared without a secret in it. Both files are written
/// atomically with mode 0600 in a directory of mode 0700, never through a symbolic link. A
/// password is never stored.
///
/// A token goes only to the origin it is bound to: a stored token to the origin it was stored
/// for, `CERTAIN_TOKEN` only to a server added with `--bind-env-token`, while its URL keeps the
/// origin it had then.
package struct ServerConfiguration: Sendable {
    /// The environment variable whose token, when set, is used instead of a stored one (for CI).
    package static let tokenVariable = "CERTAIN_TOKEN"

    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// The configuration directory the XDG base directory rules give for `environment`.
    package static func standard(environment: [String: String]) -> ServerConfiguration {
        let base: URL
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            base = URL(fileURLWithPath: configHome, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        }
        return ServerConfiguration(directory: base.appendingPathComponent("certain-import", isDirectory: true))
    }

    package var serversFile: URL { directory.appendingPathComponent("servers.json") }

    package var tokens: TokenStore { TokenStore(file: directory.appendingPathComponent("tokens.json")) }

    /// Every stored server, in the order they were added.
    package func servers() throws(BookingError) -> [StoredServer] {
        guard let data = try PrivateFile.read(serversFile, requirePrivate: false) else { return [] }
        do {
            return try JSONDecoder().decode(ServerList.self, from: data).servers
        } catch {
            throw BookingError(.failed, target: serversFile.path, Problem(.serverListNotReadable, ["reason": .text("\(error)")]))
        }
    }

    /// The server stored as `name`.
    package func server(named name: String) throws(BookingError) -> StoredServer {
        let servers = try servers()
        guard let server = servers.first(where: { $0.name == name }) else {
            let known = servers.map(\.name)
            throw BookingError(.notFound, target: "server \(name)", known.isEmpty
                ? Problem(.serverNotStored, ["server": .text(name)])
                : Problem(.serverNotStoredAmong, ["server": .text(name), "stored": .list(known)]))
        }
        return server
    }

    /// Stores `server`, replacing one of the same name; returns whether it replaced one.
    @discardableResult
    package func save(_ server: StoredServer) throws(BookingError) -> Bool {
        var servers = try servers()
        let replaced = servers.contains { $0.name == server.name }
        if let index = servers.firstIndex(where: { $0.name == server.name }) {
            servers[index] = server
        } else {
            servers.append(server)
        }
        try write(servers)
        return replaced
    }

    /// Forgets the server and its stored token; returns whether there was one.
    @discardableResult
    package func remove(named name: String) throws(BookingError) -> Bool {
        var servers = try servers()
        let count = servers.count
        servers.removeAll { $0.name == name }
        let removedToken = try tokens.remove(for: name)
        guard servers.count != count else { return removedToken }
        try write(servers)
        return true
    }

    /// Where the token for `server` comes from, for `server list`: never the token itself.
    package func tokenSource(for server: StoredServer, environment: [String: String]) throws(BookingError) -> TokenSource {
        if server.acceptsEnvironmentToken, let text = environment[Self.tokenVariable], !text.isEmpty { return .environment }
        return try storedToken(for: server) == nil ? .none : .stored
    }

    /// The client for `--server NAME`: the stored address with the token bound to it.
    package func target(
        named name: String, environment: [String: String], timeouts: ServerTimeouts = .standard
    ) throws(BookingError) -> CertainServerTarget {
        let server = try server(named: name)
        let address = try ServerAddress(server.url, serverName: name, allowInsecureHTTP: server.allowInsecureHTTP)
        return CertainServerTarget(name: name, address: address, token: try token(for: server, environment: environment),
                                   timeouts: timeouts)
    }

    /// The token for `server`: `CERTAIN_TOKEN` when set and bound to the server, else the stored
    /// one when it is bound to the server's origin.
    package func token(for server: StoredServer, environment: [String: String]) throws(BookingError) -> DeviceToken? {
        if server.acceptsEnvironmentToken, let text = environment[Self.tokenVariable], !text.isEmpty {
            return DeviceToken(text)
        }
        return try storedToken(for: server)
    }

    /// The stored token of `server` if it is bound to the server's origin; one stored before
    /// tokens were bound counts as bound to the server's URL.
    private func storedToken(for server: StoredServer) throws(BookingError) -> DeviceToken? {
        guard let stored = try tokens.token(for: server.name) else { return nil }
        guard stored.origin == nil || stored.origin == server.origin else { return nil }
        return stored.token
    }

    private func write(_ servers: [StoredServer]) throws(BookingError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(ServerList(servers: servers))
        } catch {
            throw BookingError(.failed, target: serversFile.path, Problem(.serverListNotWritable, ["reason": .text("\(error)")]))
        }
        try PrivateFile.write(data, to: serversFile)
    }

    private struct ServerList: Codable {
        var servers: [StoredServer]
    }
}

/// Where a server's token comes from.
package enum TokenSource: String, Sendable {
    case environment = "from CERTAIN_TOKEN"
    case stored = "stored"
    case none = "none"
}
