import Booking
import CertainServer
import Foundation
import StatementValues
import Testing

/// The password sign-in that ends with a device token, as `server login` runs it.
@Suite("Certain server client: signing in")
struct CertainServerSignInTests {
    struct Scene {
        let server: ReferenceServer
        let address: ServerAddress

        init() throws {
            server = try ReferenceServer()
            address = try ServerAddress(server.baseURL.absoluteString, serverName: "home")
        }

        func signIn(_ username: String = "anna", password: String = "secret", code: String? = nil) throws(BookingError) -> DeviceToken {
            try CertainServerTarget.signIn(
                serverName: "home", address: address, username: username, password: password,
                tokenName: "certain-import on test-host", secondFactor: { code }
            )
        }

        var tokens: [(name: String, scope: String, revoked: Bool)] {
            get throws {
                struct State: Decodable {
                    struct Token: Decodable {
                        var name: String
                        var scope: String
                        var revoked: Bool
                    }
                    var tokens: [Token]
                }
                return try server.control("GET", "/__test__/state", as: State.self).tokens.map { ($0.name, $0.scope, $0.revoked) }
            }
        }
    }

    @Test func aPasswordSignInCreatesAnAppTokenThatWorks() throws {
        let scene = try Scene()
        try scene.server.createUser()

        let token = try scene.signIn()

        let client = CertainServerTarget(name: "home", address: scene.address, token: token)
        #expect(try client.me().username == "anna")
        #expect(try scene.tokens.map(\.name) == ["certain-import on test-host"])
        #expect(try scene.tokens.map(\.scope) == ["app"])
        #expect(try scene.server.requests().map { "\($0.method) \($0.path)" } == [
            "GET /api/version", "POST /api/auth/login", "POST /api/inbox/tokens", "GET /api/version", "GET /api/auth/me",
        ])
    }

    @Test func theSecondFactorIsAskedWhenTheAccountNeedsOne() throws {
        let scene = try Scene()
        try scene.server.createUser(mfa: true)

        let token = try scene.signIn(code: scene.server.mfaCode)

        #expect(try CertainServerTarget(name: "home", address: scene.address, token: token).me().username == "anna")
        #expect(try scene.requests().contains("POST /api/auth/mfa"))
    }

    @Test func aWrongPasswordIsRefusedWithoutRepeatingIt() throws {
        let scene = try Scene()
        try scene.server.createUser()

        let error = try #require(throws: BookingError.self) { try scene.signIn(password: "geheim-falsch") }

        #expect(error.kind == .unauthorized)
        #expect(error.target == "server home (\(scene.address)) POST /api/auth/login")
        #expect(error.message == "the server refused the user name or password (401: Invalid username or password)")
        #expect(!error.description.contains("geheim-falsch"))
        #expect(try scene.tokens.isEmpty)
    }

    @Test func aWrongSecondFactorIsRefused() throws {
        let scene = try Scene()
        try scene.server.createUser(mfa: true)

        let error = try #require(throws: BookingError.self) { try scene.signIn(code: "000000") }

        #expect(error.kind == .unauthorized)
        #expect(error.message == "the server refused the second-factor code (401: Invalid code)")
        #expect(try scene.tokens.isEmpty)
    }

    @Test func noSecondFactorGivenStopsTheSignIn() throws {
        let scene = try Scene()
        try scene.server.createUser(mfa: true)

        let error = try #require(throws: BookingError.self) { try scene.signIn(code: nil) }

        #expect(error.kind == .unauthorized)
        #expect(error.message == "the account needs a second factor and no code was given")
    }

    @Test func aRequiredPasswordChangeComesFirst() throws {
        let scene = try Scene()
        try scene.server.createUser(passwordChangeRequired: true)

        let error = try #require(throws: BookingError.self) { try scene.signIn() }

        #expect(error.kind == .unauthorized)
        #expect(error.message == "the server requires a new password for this account before it issues a device token; nothing was stored")
        #expect(error.problem == Problem(.serverPasswordChangeRequired, ["server": .text("home")], remedy: .logIn(server: "home", tokenRevoked: false)))
        #expect(error.problem.advice() == "sign in to Certain's web interface in the browser and change the password there")
        #expect(error.hint == nil)
        #expect(try scene.tokens.isEmpty)
        #expect(try scene.requests() == ["GET /api/version", "POST /api/auth/login"])
    }
}

extension CertainServerSignInTests.Scene {
    func requests() throws -> [String] {
        try server.requests().map { "\($0.method) \($0.path)" }
    }
}

/// The stored servers and tokens of `server add`, `login`, `list` and `remove`.
@Suite("Certain server client: stored servers and tokens")
struct CertainServerConfigurationTests {
    /// A configuration in a new temporary directory.
    static func temporaryConfiguration() -> ServerConfiguration {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("certain-config-\(UUID().uuidString)")
        return ServerConfiguration(directory: url.appendingPathComponent("certain-import"))
    }

    static func remove(_ configuration: ServerConfiguration) {
        try? FileManager.default.removeItem(at: configuration.directory.deletingLastPathComponent())
    }

    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func theConfigurationFollowsXDG() {
        #expect(ServerConfiguration.standard(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/anna"]).directory.path
            == "/x/config/certain-import")
        #expect(ServerConfiguration.standard(environment: ["HOME": "/home/anna"]).directory.path == "/home/anna/.config/certain-import")
        // A relative XDG path is invalid by the specification and ignored.
        #expect(ServerConfiguration.standard(environment: ["XDG_CONFIG_HOME": "config", "HOME": "/home/anna"]).directory.path
            == "/home/anna/.config/certain-import")
    }

    @Test func serversAreStoredReplacedAndRemoved() throws {
        let configuration = Self.temporaryConfiguration()
        defer { Self.remove(configuration) }
        #expect(try configuration.save(StoredServer(name: "home", url: "https://certain.example")) == false)
        #expect(try configuration.save(StoredServer(name: "lab", url: "http://10.0.0.5:8000", allowInsecureHTTP: true)) == false)
        #expect(try configuration.save(StoredServer(name: "home", url: "https://certain.example/new")) == true)

        #expect(try configuration.servers() == [
            StoredServer(name: "home", url: "https://certain.example/new"),
            StoredServer(name: "lab", url: "http://10.0.0.5:8000", allowInsecureHTTP: true),
        ])
        #expect(try configuration.remove(named: "home") == true)
        #expect(try configuration.remove(named: "home") == false)
        #expect(try configuration.servers().map(\.name) == ["lab"])
        #expect(try Self.mode(configuration.serversFile) == 0o600)
        #expect(try Self.mode(configuration.directory) == 0o700)
    }

    @Test func anUnknownServerNameListsTheStoredOnes() throws {
        let configuration = Self.temporaryConfiguration()
        defer { Self.remove(configuration) }
        try configuration.save(StoredServer(name: "home", url: "https://certain.example"))

        let error = try #require(throws: BookingError.self) { try configuration.target(named: "hoem", environment: [:]) }

        #expect(error.kind == .notFound)
        #expect(error.problem == Problem(.serverNotStoredAmong, ["server": .text("hoem"), "stored": .list(["home"])]))
        #expect(error.message == "no server named 'hoem' is stored; stored: home")
    }

    @Test func tokensLiveApartInAFileOnlyTheUserCanRead() throws {
        let configuration = Self.temporaryConfiguration()
        defer { Self.remove(configuration) }
        let server = StoredServer(name: "home", url: "https://certain.example")
        try configuration.save(server)

        try configuration.tokens.store(DeviceToken("ctk_secret_1"), for: "home", origin: "https://certain.example:443")

        #expect(try Self.mode(configuration.tokens.file) == 0o600)
        #expect(try configuration.tokens.token(for: "home")?.token == DeviceToken("ctk_secret_1"))
        #expect(try !String(contentsOf: configuration.serversFile, encoding: .utf8).contains("ctk_secret_1"))
        #expect(try configuration.tokenSource(for: server, environment: [:]) == .stored)
        // CERTAIN_TOKEN goes only to a server it is bound to.
        #expect(try configuration.tokenSource(for: server, environment: ["CERTAIN_TOKEN": "ctk_env"]) == .stored)
        var bound = server
        bound.environmentTokenOrigin = "https://certain.example:443"
        #expect(try configuration.tokenSource(for: bound, environment: ["CERTAIN_TOKEN": "ctk_env"]) == .environment)
        #expect(try configuration.token(for: bound, environment: ["CERTAIN_TOKEN": "ctk_env"]) == DeviceToken("ctk_env"))

        try configuration.remove(named: "home")
        #expect(try configuration.tokens.token(for: "home") == nil)
        #expect(try configuration.tokenSource(for: server, environment: [:]) == TokenSource.none)
    }

    @Test func aTokenFileOthersCanReadIsRefused() throws {
        let configuration = Self.temporaryConfiguration()
        defer { Self.remove(configuration) }
        try configuration.tokens.store(DeviceToken("ctk_secret_2"), for: "home", origin: "https://certain.example:443")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: configuration.tokens.file.path)

        let error = try #require(throws: BookingError.self) { try configuration.tokens.token(for: "home") }

        #expect(error.message == "the token file can be read or changed by others (mode 644)")
        #expect(error.problem == Problem(.tokenFileNotPrivate, ["mode": .text("644"), "path": .text(configuration.tokens.file.path)]))
        #expect(error.problem.advice()?.hasPrefix("run 'chmod 600 \(configuration.tokens.file.path)'") == true)
        #expect(!error.description.contains("ctk_secret_2"))
    }

    /// The whole way from a stored server to a call: address, token, client.
    @Test func aStoredServerBecomesAWorkingTarget() throws {
        let scene = try ServerScene()
        let configuration = Self.temporaryConfiguration()
        defer { Self.remove(configuration) }
        try configuration.save(StoredServer(name: "home", url: scene.server.baseURL.absoluteString))
        try configuration.tokens.store(DeviceToken(scene.token), for: "home", origin: "http://127.0.0.1:\(scene.server.port)")

        let target = try configuration.target(named: "home", environment: [:])

        #expect(target.displayName == scene.displayName)
        #expect(try target.accounts().map(\.id) == [scene.accountID])
    }
}
