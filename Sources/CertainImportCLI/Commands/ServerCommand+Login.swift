import Booking
import CertainServer
import CommandLineKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `certain-import server login NAME`: signs in with a password and stores a device token.
struct ServerLoginCommand: ParsableCommand {
    static let username = Option<String?>(
        "username", short: "u", valueName: "USER", help: "server.login.username"
    )

    static let configuration = CommandConfiguration(
        name: "login",
        abstract: "server.login.abstract",
        discussion: "server.login.discussion",
        arguments: [ServerCommand.name, username],
        examples: [
            Example("server.login.example.1", "certain-import server login home"),
            Example("server.login.example.2", "certain-import server login home --username anna"),
        ]
    )

    var name: String
    var username: String?

    init(arguments: ParsedArguments) throws(CLIError) {
        name = try arguments.value(of: ServerCommand.name)
        username = try arguments.value(of: Self.username)
    }

    func run(_ context: CommandContext) throws {
        let configuration = ServerConfiguration.standard(environment: context.environment)
        let prompter = SignInPrompter(context: context)
        let address: ServerAddress
        let stored: StoredServer
        do {
            stored = try configuration.server(named: name)
            address = try ServerAddress(stored.url, serverName: name, allowInsecureHTTP: stored.allowInsecureHTTP)
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
        let timeouts = try ServerTimeouts.ofCommand(context.environment)
        guard let username = username ?? prompter.line("User name for \(address): "), !username.isEmpty else {
            throw CLIError.usage("no user name given", hint: "pass --username USER or type it when asked")
        }
        guard let password = prompter.secret("Password for \(username): "), !password.isEmpty else {
            throw CLIError.usage("no password given", hint: "type it when asked, or give it as a line on standard input")
        }
        do {
            try signIn(server: stored, address: address, username: username, password: password, configuration: configuration,
                       timeouts: timeouts, prompter: prompter, context: context)
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
    }

    private func signIn(
        server: StoredServer, address: ServerAddress, username: String, password: String, configuration: ServerConfiguration,
        timeouts: ServerTimeouts, prompter: SignInPrompter, context: CommandContext
    ) throws(BookingError) {
        let tokenName = "certain-import on \(Self.hostName)"
        let token = try CertainServerTarget.signIn(
            serverName: name, address: address, username: username, password: password, tokenName: tokenName,
            timeouts: timeouts, secondFactor: { prompter.line("Code from your authenticator app: ") }
        )
        try configuration.tokens.store(token, for: name, origin: address.origin)
        let user = try CertainServerTarget(name: name, address: address, token: token, timeouts: timeouts).me()
        context.output.write("""
            Signed in to \(name) as \(ServerText.shown(user.username, limit: 80)). The device token '\(tokenName)' is stored in \
            \(configuration.tokens.file.path), readable only by you, for \(address.origin) only.\n
            """)
        if server.acceptsEnvironmentToken, let variable = context.environment[ServerConfiguration.tokenVariable], !variable.isEmpty {
            context.diagnostics.warning("CERTAIN_TOKEN is set and is used instead of the stored token",
                                        hint: "unset CERTAIN_TOKEN to use the token just stored")
        }
    }

    /// This machine's name, so that the user can tell the token apart in Certain's list.
    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "this machine" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "this machine" : name
    }
}

/// Asks for the sign-in's answers on standard input: prompts on standard error, and only on a
/// terminal; the password without echo there.
struct SignInPrompter {
    let context: CommandContext

    private var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    func line(_ prompt: String) -> String? {
        if isTerminal { context.diagnostics.note(prompt) }
        return readLine(strippingNewline: true)
    }

    /// A line read with the terminal's echo off; echo comes back even on Ctrl-C.
    func secret(_ prompt: String) -> String? {
        guard isTerminal else { return readLine(strippingNewline: true) }
        context.diagnostics.note(prompt)
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        terminalBeforePrompt = original
        let previousHandler = signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &terminalBeforePrompt)
            _exit(130)
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            signal(SIGINT, previousHandler)
            context.diagnostics.note("\n")
        }
        return readLine(strippingNewline: true)
    }
}

/// The terminal settings to restore when Ctrl-C interrupts the password prompt; a signal
/// handler can reach no other state. Written only before the handler is installed.
nonisolated(unsafe) private var terminalBeforePrompt = termios()
