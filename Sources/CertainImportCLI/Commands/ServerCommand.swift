import Booking
import CertainServer
import CommandLineKit

/// `certain-import server`: the Certain servers that `--server NAME` books into.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "server",
        abstract: "Store, sign in to, list and remove Certain servers.",
        discussion: """
            A stored server has a name for --server NAME and a base URL. Its device token is \
            kept apart from the list in $XDG_CONFIG_HOME/certain-import/tokens.json (default \
            ~/.config), readable only by you, and is bound to the server's origin (scheme, \
            host and port): it is never sent to another one. CERTAIN_TOKEN is sent only to a \
            server added with --bind-env-token, and then instead of a stored token. Token and \
            server files that are symbolic links are refused. Passwords are never stored. \
            Every server call ends within \(Int(ServerTimeouts.standard.callDeadline)) s, retries included \
            (\(ServerTimeouts.callDeadlineVariable)), and all calls of one command within \
            \(Int(ServerTimeouts.standard.commandDeadline)) s (\(ServerTimeouts.commandDeadlineVariable)); \
            answers larger than a Certain server sends are cut off and reported.
            """,
        subcommands: [ServerAddCommand.self, ServerLoginCommand.self, ServerListCommand.self, ServerRemoveCommand.self],
        defaultSubcommand: ServerListCommand.self,
        examples: [
            Example("Store a Certain server and sign in to it", "certain-import server add home https://certain.example.com"),
            Example("List the stored servers", "certain-import server"),
        ]
    )

    init(arguments: ParsedArguments) {}

    static let name = Positional<String>("NAME", help: "The server's name, as --server NAME takes it, such as 'home'.")
}

/// `certain-import server add NAME URL`: checks that URL is a Certain server and stores it.
struct ServerAddCommand: ParsableCommand {
    static let url = Positional<String>(
        "URL", help: "The server's base address, the one you open Certain at in the browser, such as https://certain.example."
    )
    static let allowInsecureHTTP = Flag(
        "allow-insecure-http",
        help: "UNSAFE: allow plain http:// to a host that is not this machine. The device token, a full access key "
            + "to your finances, then travels unencrypted. Only for a network you trust completely."
    )
    static let bindEnvironmentToken = Flag(
        "bind-env-token",
        help: "Send CERTAIN_TOKEN to this server (for CI). Without it CERTAIN_TOKEN is never sent to NAME; the binding "
            + "holds for this URL's origin and ends when NAME is stored under another one."
    )

    static let configuration = CommandConfiguration(
        name: "add",
        abstract: "Store a Certain server under a name, after checking it answers as Certain.",
        discussion: """
            Asks URL/api/version whether it is a Certain server and, when a token bound to \
            URL's origin is at hand (stored for NAME, or CERTAIN_TOKEN with --bind-env-token), \
            whose token it is. Only https is accepted, except for this machine (127.0.0.0/8 \
            and localhost, which certain-import itself takes as 127.0.0.1 without asking a \
            name service); a plain http address elsewhere is refused before anything is sent. \
            An IPv6 address is refused: URLSession on Linux cannot connect to one. Adding a NAME again replaces its URL; when the origin (scheme, host, port) \
            changes, the token stored for NAME is removed and not sent to the new address.
            """,
        arguments: [ServerCommand.name, url, allowInsecureHTTP, bindEnvironmentToken],
        examples: [
            Example("Store a Certain server under the name home", "certain-import server add home https://certain.example.com"),
            Example("Store one that CI reaches with the token in CERTAIN_TOKEN", "certain-import server add ci https://certain.example.com --bind-env-token"),
        ]
    )

    var name: String
    var url: String
    var allowInsecureHTTP: Bool
    var bindEnvironmentToken: Bool

    init(arguments: ParsedArguments) throws(CLIError) {
        name = try arguments.value(of: ServerCommand.name)
        url = try arguments.value(of: Self.url)
        allowInsecureHTTP = arguments.value(of: Self.allowInsecureHTTP)
        bindEnvironmentToken = arguments.value(of: Self.bindEnvironmentToken)
    }

    func validate() throws(CLIError) {
        try validateServerName(name)
    }

    func run(_ context: CommandContext) throws {
        let timeouts = try ServerTimeouts(commandEnvironment: context.environment)
        do {
            try add(context, timeouts: timeouts)
        } catch {
            throw CLIError(error)
        }
    }

    private func add(_ context: CommandContext, timeouts: ServerTimeouts) throws(BookingError) {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let address = try ServerAddress(url, serverName: name, allowInsecureHTTP: allowInsecureHTTP)
        let previous = try configuration.servers().first { $0.name == name }
        let stored = try configuration.tokens.token(for: name)
        // A token stored before tokens were bound belongs to the address its server had.
        let storedOrigin = stored?.origin ?? previous?.origin
        let keepsStoredToken = stored != nil && storedOrigin == address.origin
        let environmentTokenOrigin = bindEnvironmentToken || previous?.environmentTokenOrigin == address.origin
            ? address.origin : nil
        let server = StoredServer(name: name, url: address.description, allowInsecureHTTP: allowInsecureHTTP,
                                  environmentTokenOrigin: environmentTokenOrigin)
        let environmentToken = context.environment[ServerConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        let token = environmentTokenOrigin != nil && environmentToken != nil
            ? environmentToken.map(DeviceToken.init)
            : keepsStoredToken ? stored?.token : nil
        let client = CertainServerTarget(name: name, address: address, token: token, timeouts: timeouts)
        let version = try client.version()
        let replaced = try configuration.save(server)
        context.output.write("\(replaced ? "Updated" : "Added") server \(name): Certain \(ServerText.shown(version.version, limit: 40)) at \(address)\n")
        if !address.isLoopback && address.baseURL.scheme == "http" {
            context.diagnostics.warning("the device token for \(name) will travel unencrypted over plain http")
        }
        if stored != nil && !keepsStoredToken {
            try configuration.tokens.remove(for: name)
            context.diagnostics.warning(
                "the device token stored for \(name) belongs to \(storedOrigin ?? "an unknown address"); it was not sent to \(address.origin) and is removed",
                hint: "sign in to the new address with 'certain-import server login \(name)'; revoke the old token in Certain under Settings → Gerätemarken"
            )
        }
        if environmentToken != nil && environmentTokenOrigin == nil {
            context.diagnostics.note(
                "CERTAIN_TOKEN is set but not sent to \(name): add the server with --bind-env-token to use it there\n")
        }
        guard token != nil else {
            context.output.write("No device token yet: run 'certain-import server login \(name)', or set CERTAIN_TOKEN and add the server with --bind-env-token.\n")
            return
        }
        let user = try client.me()
        context.output.write("Signed in as \(ServerText.shown(user.username, limit: 80)).\n")
    }
}

/// `certain-import server list`: the stored servers, where their tokens come from, never a token.
struct ServerListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List the stored servers and whether a token is at hand for each (never the token).",
        arguments: [],
        examples: [
            Example("List the stored servers and whether a token is at hand", "certain-import server list"),
            Example("The same, shorter", "certain-import server"),
        ]
    )

    init(arguments: ParsedArguments) {}

    func run(_ context: CommandContext) throws {
        do {
            try list(context)
        } catch {
            throw CLIError(error)
        }
    }

    private func list(_ context: CommandContext) throws(BookingError) {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let servers = try configuration.servers()
        guard !servers.isEmpty else {
            context.output.write("No servers stored. Add one with 'certain-import server add NAME URL'.\n")
            return
        }
        let width = servers.map(\.name.count).max() ?? 0
        for server in servers {
            let source = try configuration.tokenSource(for: server, environment: context.environment)
            let name = server.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let insecure = server.allowInsecureHTTP ? "  (insecure http allowed)" : ""
            context.output.write("\(name)  \(server.url)  token: \(source.rawValue)\(insecure)\n")
        }
    }
}

/// `certain-import server remove NAME`: forgets a server and its stored token.
struct ServerRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "remove",
        abstract: "Forget a stored server and its token.",
        discussion: """
            The token stays valid in Certain until you revoke it there, in Settings → Gerätemarken.
            """,
        arguments: [ServerCommand.name],
        examples: [
            Example("Forget the server home and its token", "certain-import server remove home"),
            Example("List the servers that are left", "certain-import server list"),
        ]
    )

    var name: String

    init(arguments: ParsedArguments) throws(CLIError) {
        name = try arguments.value(of: ServerCommand.name)
    }

    func run(_ context: CommandContext) throws {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let removed: Bool
        let known: [String]
        do {
            removed = try configuration.remove(named: name)
            known = try configuration.servers().map(\.name)
        } catch {
            throw CLIError(error)
        }
        guard removed else {
            throw CLIError.usage(
                "no server named '\(name)' is stored",
                hint: Suggestion.hint(for: name, among: known)
                    ?? (known.isEmpty ? "there are no stored servers" : "stored: \(known.joined(separator: ", "))")
            )
        }
        context.output.write("Removed server \(name). Revoke its device token in Certain under Settings → Gerätemarken.\n")
    }
}

/// A server name must be usable as `--server NAME` and as a key: no spaces, no slashes.
func validateServerName(_ name: String) throws(CLIError) {
    let allowed = name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_.".unicodeScalars.contains($0) }
    guard !name.isEmpty, allowed, !name.hasPrefix("-") else {
        throw CLIError.usage("invalid server name '\(name)': use letters, digits, '-', '_' and '.', such as 'home'")
    }
}
