import Booking
import CertainServer
import CommandLineKit

/// `certain-import server`: the Certain servers that `--server NAME` books into.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "server",
        abstract: "server.abstract",
        discussion: HelpText("server.discussion", [
            "call_deadline": String(Int(ServerTimeouts.standard.callDeadline)), "call_variable": ServerTimeouts.callDeadlineVariable,
            "command_deadline": String(Int(ServerTimeouts.standard.commandDeadline)), "command_variable": ServerTimeouts.commandDeadlineVariable,
        ]),
        subcommands: [ServerAddCommand.self, ServerLoginCommand.self, ServerListCommand.self, ServerRemoveCommand.self],
        defaultSubcommand: ServerListCommand.self,
        examples: [
            Example("server.example.1", "certain-import server add home https://certain.example.com"),
            Example("server.example.2", "certain-import server"),
        ]
    )

    init(arguments: ParsedArguments) {}

    static let name = Positional<String>("NAME", help: "server.name")
}

/// `certain-import server add NAME URL`: checks that URL is a Certain server and stores it.
struct ServerAddCommand: ParsableCommand {
    static let url = Positional<String>(
        "URL", help: "server.add.url"
    )
    static let allowInsecureHTTP = Flag(
        "allow-insecure-http",
        help: "server.add.allow_insecure_http"
    )
    static let bindEnvironmentToken = Flag(
        "bind-env-token",
        help: "server.add.bind_env_token"
    )

    static let configuration = CommandConfiguration(
        name: "add",
        abstract: "server.add.abstract",
        discussion: "server.add.discussion",
        arguments: [ServerCommand.name, url, allowInsecureHTTP, bindEnvironmentToken],
        examples: [
            Example("server.add.example.1", "certain-import server add home https://certain.example.com"),
            Example("server.add.example.2", "certain-import server add ci https://certain.example.com --bind-env-token"),
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
        let timeouts = try ServerTimeouts.ofCommand(context.environment)
        do {
            try add(context, timeouts: timeouts)
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
    }

    private func add(_ context: CommandContext, timeouts: ServerTimeouts) throws(BookingError) {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let address = try ServerAddress(url, serverName: name, allowInsecureHTTP: allowInsecureHTTP)
        let environmentToken = context.environment[ServerConfiguration.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        let choice = ServerTokenChoice(
            name: name, address: address, allowInsecureHTTP: allowInsecureHTTP, bindsEnvironmentToken: bindEnvironmentToken,
            previous: try configuration.servers().first { $0.name == name }, stored: try configuration.tokens.token(for: name),
            environmentToken: environmentToken)
        let token = choice.token
        let client = CertainServerTarget(name: name, address: address, token: token, timeouts: timeouts)
        let version = try client.version()
        let replaced = try configuration.save(choice.server)
        context.output.write("\(replaced ? "Updated" : "Added") server \(name): Certain \(ServerText.shown(version.version, limit: 40)) at \(address)\n")
        if !address.isLoopback && address.baseURL.scheme == "http" {
            context.diagnostics.warning("the device token for \(name) will travel unencrypted over plain http")
        }
        if choice.removesStoredToken {
            try configuration.tokens.remove(for: name)
            context.diagnostics.warning(
                "the device token stored for \(name) belongs to \(choice.storedTokenOrigin ?? "an unknown address"); it was not sent to \(address.origin) and is removed",
                hint: "sign in to the new address with 'certain-import server login \(name)'; revoke the old token in Certain under Settings → Gerätemarken"
            )
        }
        if choice.ignoresEnvironmentToken {
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
        abstract: "server.list.abstract",
        arguments: [],
        examples: [
            Example("server.list.example.1", "certain-import server list"),
            Example("server.list.example.2", "certain-import server"),
        ]
    )

    init(arguments: ParsedArguments) {}

    func run(_ context: CommandContext) throws {
        do {
            try list(context)
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
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
        abstract: "server.remove.abstract",
        discussion: "server.remove.discussion",
        arguments: [ServerCommand.name],
        examples: [
            Example("server.remove.example.1", "certain-import server remove home"),
            Example("server.remove.example.2", "certain-import server list"),
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
            throw CLIError(error, words: context.problemWords(offering: []))
        }
        guard removed else {
            throw CLIError.usage(
                "no server named '\(name)' is stored",
                hint: Suggestion.hint(for: name, among: known, words: context.helpWords)
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
