import Booking
import CertainServer

/// `certain-import server`: the Certain servers that `--server NAME` books into.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "server",
        abstract: "Store, sign in to, list and remove Certain servers.",
        discussion: """
            A stored server has a name for --server NAME and a base URL. Its device token is \
            kept apart from the list in $XDG_CONFIG_HOME/certain-import/tokens.json (default \
            ~/.config), readable only by you; CERTAIN_TOKEN, when set, is used instead. \
            Passwords are never stored.
            """,
        subcommands: [ServerAddCommand.self, ServerLoginCommand.self, ServerListCommand.self, ServerRemoveCommand.self]
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

    static let configuration = CommandConfiguration(
        name: "add",
        abstract: "Store a Certain server under a name, after checking it answers as Certain.",
        discussion: """
            Asks URL/api/version whether it is a Certain server and, when a token is at hand \
            (stored for NAME, or CERTAIN_TOKEN), whose token it is. Only https is accepted, \
            except for this machine (localhost, 127.0.0.0/8, ::1); a plain http address \
            elsewhere is refused before anything is sent. Adding a NAME again replaces its URL.
            """,
        arguments: [ServerCommand.name, url, allowInsecureHTTP]
    )

    var name: String
    var url: String
    var allowInsecureHTTP: Bool

    init(arguments: ParsedArguments) throws(CLIError) {
        name = try arguments.value(of: ServerCommand.name)
        url = try arguments.value(of: Self.url)
        allowInsecureHTTP = arguments.value(of: Self.allowInsecureHTTP)
    }

    func validate() throws(CLIError) {
        try validateServerName(name)
    }

    func run(_ context: CommandContext) throws {
        do {
            try add(context)
        } catch {
            throw CLIError(error)
        }
    }

    private func add(_ context: CommandContext) throws(BookingError) {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let address = try ServerAddress(url, serverName: name, allowInsecureHTTP: allowInsecureHTTP)
        let token = try configuration.token(for: name, environment: context.environment)
        let server = CertainServerTarget(name: name, address: address, token: token)
        let version = try server.version()
        let replaced = try configuration.save(
            StoredServer(name: name, url: address.description, allowInsecureHTTP: allowInsecureHTTP)
        )
        context.output.write("\(replaced ? "Updated" : "Added") server \(name): Certain \(version.version) at \(address)\n")
        if !address.isLoopback && address.baseURL.scheme == "http" {
            context.diagnostics.warning("the device token for \(name) will travel unencrypted over plain http")
        }
        guard token != nil else {
            context.output.write("No device token yet: run 'certain-import server login \(name)' or set CERTAIN_TOKEN.\n")
            return
        }
        let user = try server.me()
        context.output.write("Signed in as \(user.username).\n")
    }
}

/// `certain-import server list`: the stored servers, where their tokens come from, never a token.
struct ServerListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List the stored servers and whether a token is at hand for each (never the token).",
        arguments: []
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
            let source = try configuration.tokenSource(for: server.name, environment: context.environment)
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
        arguments: [ServerCommand.name]
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
