import Booking
import Foundation
import ImportWords
import StatementValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The device tokens of the stored servers, by server name, each with the origin it is bound
/// to, in a file only the user can read.
///
/// A token is sent only to the origin (scheme, host, port) it was stored for: storing a server
/// under a new address must not hand the old server's token to the new one.
package struct TokenStore: Sendable {
    package let file: URL

    package init(file: URL) {
        self.file = file
    }

    package func token(for server: String) throws(BookingError) -> StoredToken? {
        try tokens()[server]
    }

    /// Stores `token` for `server`, bound to `origin` (`ServerAddress.origin`).
    package func store(_ token: DeviceToken, for server: String, origin: String) throws(BookingError) {
        var tokens = try tokens()
        tokens[server] = StoredToken(token: token, origin: origin)
        try write(tokens)
    }

    /// Forgets the token of `server`; returns whether there was one.
    @discardableResult
    package func remove(for server: String) throws(BookingError) -> Bool {
        var tokens = try tokens()
        guard tokens.removeValue(forKey: server) != nil else { return false }
        try write(tokens)
        return true
    }

    private func tokens() throws(BookingError) -> [String: StoredToken] {
        guard let data = try PrivateFile.read(file, requirePrivate: true) else { return [:] }
        guard let stored = try? JSONDecoder().decode(StoredTokens.self, from: data) else {
            // The decoding error could quote the file's content: say only where the problem is.
            throw BookingError(.failed, target: file.path, Problem(.tokenFileNotJSON))
        }
        return stored.tokens
    }

    private func write(_ tokens: [String: StoredToken]) throws(BookingError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(StoredTokens(tokens: tokens)) else {
            throw BookingError(.failed, target: file.path, Problem(.tokenFileNotWritable))
        }
        try PrivateFile.write(data, to: file)
    }

    private struct StoredTokens: Codable {
        var tokens: [String: StoredToken]
    }
}

/// A stored device token and the origin it may be sent to.
package struct StoredToken: Sendable, Equatable, Codable {
    package var token: DeviceToken
    /// `https://certain.example:443`; nil for a token stored before tokens were bound, which
    /// counts as bound to the address its server is stored with.
    package var origin: String?

    package init(token: DeviceToken, origin: String?) {
        self.token = token
        self.origin = origin
    }

    enum CodingKeys: String, CodingKey {
        case token, origin
    }

    /// The object form, or the plain string earlier versions wrote.
    package init(from decoder: any Decoder) throws {
        if let secret = try? decoder.singleValueContainer().decode(String.self) {
            self.init(token: DeviceToken(secret), origin: nil)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(token: DeviceToken(try container.decode(String.self, forKey: .token)),
                  origin: try container.decodeIfPresent(String.self, forKey: .origin))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token.secret, forKey: .token)
        try container.encodeIfPresent(origin, forKey: .origin)
    }
}
