import Testing

@testable import CertainServer

/// Which token `server add` sends, decided in CertainServer (`ServerTokenChoice`): a token
/// goes only to the origin it is bound to.
@Suite("server token choice")
struct ServerTokenChoiceTests {
    static let home = "https://certain.example.com"
    static let moved = "https://certain.example.org"
    /// Scheme, host and port, as a token is bound to them.
    static let homeOrigin = "https://certain.example.com:443"

    static func choice(
        url: String = home, binds: Bool = false, previous: StoredServer? = nil, stored: StoredToken? = nil, environment: String? = nil
    ) throws -> ServerTokenChoice {
        ServerTokenChoice(
            name: "home", address: try ServerAddress(url, serverName: "home"), allowInsecureHTTP: false, bindsEnvironmentToken: binds,
            previous: previous, stored: stored, environmentToken: environment)
    }

    @Test("a token stored for the same origin is sent and kept")
    func sameOrigin() throws {
        let choice = try Self.choice(stored: StoredToken(token: DeviceToken("stored"), origin: Self.homeOrigin))
        #expect(choice.token == DeviceToken("stored"))
        #expect(!choice.removesStoredToken)
        #expect(choice.server == StoredServer(name: "home", url: Self.home, environmentTokenOrigin: nil))
    }

    @Test("a token stored for another origin is removed, not sent")
    func otherOrigin() throws {
        let choice = try Self.choice(url: Self.moved, stored: StoredToken(token: DeviceToken("stored"), origin: Self.homeOrigin))
        #expect(choice.token == nil)
        #expect(choice.removesStoredToken)
        #expect(choice.storedTokenOrigin == Self.homeOrigin)
    }

    @Test("a token stored before tokens were bound belongs to the address its server had")
    func unboundToken() throws {
        let previous = StoredServer(name: "home", url: Self.home)
        let kept = try Self.choice(previous: previous, stored: StoredToken(token: DeviceToken("old"), origin: nil))
        #expect(kept.token == DeviceToken("old"))
        let moved = try Self.choice(url: Self.moved, previous: previous, stored: StoredToken(token: DeviceToken("old"), origin: nil))
        #expect(moved.token == nil)
        #expect(moved.removesStoredToken)
        #expect(moved.storedTokenOrigin == Self.homeOrigin)
    }

    @Test("CERTAIN_TOKEN is sent only where it is bound, and stays bound while the origin does")
    func environmentToken() throws {
        let unbound = try Self.choice(environment: "ci")
        #expect(unbound.token == nil)
        #expect(unbound.ignoresEnvironmentToken)

        let bound = try Self.choice(binds: true, environment: "ci")
        #expect(bound.token == DeviceToken("ci"))
        #expect(bound.server.environmentTokenOrigin == Self.homeOrigin)
        #expect(!bound.ignoresEnvironmentToken)

        let previous = StoredServer(name: "home", url: Self.home, environmentTokenOrigin: Self.homeOrigin)
        #expect(try Self.choice(previous: previous, environment: "ci").token == DeviceToken("ci"))
        #expect(try Self.choice(url: Self.moved, previous: previous, environment: "ci").token == nil)
    }

    @Test("the deadline variables are read as whole seconds from 1 to 86400", arguments: [
        (["CERTAIN_IMPORT_CALL_DEADLINE": "600"], 600.0, ServerTimeouts.standard.commandDeadline),
        (["CERTAIN_IMPORT_COMMAND_DEADLINE": " 30 "], ServerTimeouts.standard.callDeadline, 30.0),
    ])
    func deadlines(environment: [String: String], call: Double, command: Double) throws {
        let timeouts = try ServerTimeouts(commandEnvironment: environment)
        #expect(timeouts.callDeadline == call)
        #expect(timeouts.commandDeadline == command)
    }

    @Test("a deadline that is no number of seconds is refused with the variable and its text", arguments: ["0", "86401", "ten"])
    func unreadableDeadline(text: String) {
        #expect(throws: ServerTimeouts.UnreadableDeadline(variable: "CERTAIN_IMPORT_CALL_DEADLINE", text: text)) {
            try ServerTimeouts(commandEnvironment: ["CERTAIN_IMPORT_CALL_DEADLINE": text])
        }
    }
}
