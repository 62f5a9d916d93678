import Booking
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The device tokens of the stored servers, by server name, in a file only the user can read.
public struct TokenStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public func token(for server: String) throws(BookingError) -> DeviceToken? {
        try tokens()[server].map(DeviceToken.init)
    }

    public func store(_ token: DeviceToken, for server: String) throws(BookingError) {
        var tokens = try tokens()
        tokens[server] = token.secret
        try write(tokens)
    }

    /// Forgets the token of `server`; returns whether there was one.
    @discardableResult
    public func remove(for server: String) throws(BookingError) -> Bool {
        var tokens = try tokens()
        guard tokens.removeValue(forKey: server) != nil else { return false }
        try write(tokens)
        return true
    }

    private func tokens() throws(BookingError) -> [String: String] {
        guard let data = try PrivateFile.read(file, requirePrivate: true) else { return [:] }
        guard let stored = try? JSONDecoder().decode(StoredTokens.self, from: data) else {
            // The decoding error could quote the file's content: say only where the problem is.
            throw BookingError(.failed, target: file.path, message: "the token file is not readable as JSON",
                               hint: "remove it and sign in again with 'certain-import server login NAME'")
        }
        return stored.tokens
    }

    private func write(_ tokens: [String: String]) throws(BookingError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(StoredTokens(tokens: tokens)) else {
            throw BookingError(.failed, target: file.path, message: "cannot write the token file")
        }
        try PrivateFile.write(data, to: file)
    }

    private struct StoredTokens: Codable {
        var tokens: [String: String]
    }
}
