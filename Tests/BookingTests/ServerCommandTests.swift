import Booking
import CertainServer
import Foundation
import Testing

/// `certain-import server ...` run as a process against reference servers, with its own HOME:
/// where tokens go, what reaches the disk, how loopback, IPv6 and TLS addresses behave.
@Suite("server commands against hostile and moved servers", .serialized)
struct ServerCommandTests {
    /// A HOME of its own, whose configuration the binary and the test share.
    final class Home: Sendable {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("certain-home-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        var configuration: ServerConfiguration { ServerConfiguration.standard(environment: environment) }

        /// Only HOME: the XDG variables of the machine running the tests must not leak in.
        var environment: [String: String] { ["HOME": url.path] }

        func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ToolProcess {
            try ToolProcess.run(arguments, in: url, environment: environment.merging(extra) { $1 })
        }

        /// Every file and directory under HOME, relative to it, sorted.
        var contents: [String] {
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            return (enumerator?.allObjects as? [String] ?? []).sorted()
        }
    }

    /// A token stored for one address is not sent to the address the name is stored under next;
    /// it is removed, and the user is told.
    @Test(arguments: [false, true])
    func storingANameUnderANewOriginDropsItsTokenUnsent(legacyTokenFile: Bool) throws {
        let old = try ServerScene()
        let new = try ReferenceServer()
        let home = try Home()
        let configuration = home.configuration
        try configuration.save(StoredServer(name: "home", url: old.server.baseURL.absoluteString))
        if legacyTokenFile {
            // Written by earlier versions: the token without its origin.
            try PrivateFile.write(Data(#"{"tokens": {"home": "\#(old.token)"}}"#.utf8), to: configuration.tokens.file)
        } else {
            try configuration.tokens.store(DeviceToken(old.token), for: "home", origin: "http://127.0.0.1:\(old.server.port)")
        }

        let run = try home.run(["server", "add", "home", new.baseURL.absoluteString])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            Updated server home: Certain 1.9.2 at \(new.baseURL.absoluteString)
            No device token yet: run 'certain-import server login home', or set CERTAIN_TOKEN and add the server with --bind-env-token.

            """)
        #expect(run.standardError == """
            certain-import: warning: the device token stored for home belongs to http://127.0.0.1:\(old.server.port); it was not sent to http://127.0.0.1:\(new.port) and is removed
            hint: sign in to the new address with 'certain-import server login home'; revoke the old token in Certain under Settings → Gerätemarken

            """)
        #expect(try new.requests().map { "\($0.method) \($0.path) \($0.tokenSent)" } == ["GET /api/version false"])
        #expect(try configuration.tokens.token(for: "home") == nil)
        #expect(try !String(contentsOf: configuration.tokens.file, encoding: .utf8).contains(old.token))
    }

    /// The same origin under another path keeps its token: it is the same server.
    @Test func theSameOriginKeepsItsToken() throws {
        let scene = try ServerScene()
        let home = try Home()
        try home.configuration.save(StoredServer(name: "home", url: scene.server.baseURL.absoluteString + "/"))
        try home.configuration.tokens.store(DeviceToken(scene.token), for: "home", origin: "http://127.0.0.1:\(scene.server.port)")

        let run = try home.run(["server", "add", "home", scene.server.baseURL.absoluteString])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("Signed in as anna.\n"))
        #expect(try home.configuration.tokens.token(for: "home")?.token == DeviceToken(scene.token))
    }

    /// CERTAIN_TOKEN goes to no server the user did not bind it to, and the binding ends with
    /// the origin.
    @Test func certainTokenGoesOnlyToTheOriginItIsBoundTo() throws {
        let scene = try ServerScene()
        let other = try ReferenceServer()
        let home = try Home()
        let environment = ["CERTAIN_TOKEN": scene.token]

        let unbound = try home.run(["server", "add", "ci", scene.server.baseURL.absoluteString], environment: environment)
        #expect(unbound.status == 0, "\(unbound.standardError)")
        #expect(unbound.standardError == "CERTAIN_TOKEN is set but not sent to ci: add the server with --bind-env-token to use it there\n")
        #expect(try scene.server.requests().map(\.tokenSent) == [false])

        let bound = try home.run(["server", "add", "ci", scene.server.baseURL.absoluteString, "--bind-env-token"], environment: environment)
        #expect(bound.status == 0, "\(bound.standardError)")
        #expect(bound.standardOutput.hasSuffix("Signed in as anna.\n"))
        #expect(try scene.server.requests().map { "\($0.path) \($0.tokenSent)" }.suffix(2) == ["/api/version false", "/api/auth/me true"])
        let history = try home.run(["history", "--server", "ci"], environment: environment)
        #expect(history.status == 0, "\(history.standardError)")

        let moved = try home.run(["server", "add", "ci", other.baseURL.absoluteString], environment: environment)
        #expect(moved.status == 0, "\(moved.standardError)")
        let elsewhere = try home.run(["history", "--server", "ci"], environment: environment)
        #expect(elsewhere.status == 4)
        #expect(elsewhere.standardError.hasPrefix("certain-import: error: server ci (\(other.baseURL.absoluteString)) GET /api/imports"))
        #expect(try other.requests().allSatisfy { !$0.tokenSent })
    }

    /// The deadlines are overridden in whole seconds; anything else is a usage error, before
    /// any network activity.
    @Test func aDeadlineVariableThatIsNoNumberOfSecondsIsAUsageError() throws {
        let home = try Home()

        let run = try home.run(["server", "add", "home", "http://127.0.0.1:9"], environment: ["CERTAIN_IMPORT_CALL_DEADLINE": "5m"])

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: CERTAIN_IMPORT_CALL_DEADLINE='5m' is not a number of seconds from 1 to 86400
            hint: set it to whole seconds, such as CERTAIN_IMPORT_CALL_DEADLINE=600, or unset it for the default

            """))
    }

    /// A server call writes nothing outside the tool's own directories: no cookie folder named
    /// after the binary's directory, no Foundation URL cache.
    @Test func aServerCallCreatesNoStrayDirectories() throws {
        let scene = try ServerScene()
        let home = try Home()

        let run = try home.run(["server", "add", "home", scene.server.baseURL.absoluteString, "--bind-env-token"],
                               environment: ["CERTAIN_TOKEN": scene.token])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("Signed in as anna.\n"))
        #expect(home.contents == [".config", ".config/certain-import", ".config/certain-import/servers.json"])
    }

    /// `http://[::1]:PORT` is refused before anything is sent: URLSession on Linux cannot take
    /// the address, and going by the name `localhost` falls back to `127.0.0.1:PORT`, where
    /// another program may listen. Here that other program is a server on `127.0.0.1` only.
    @Test func ipv6LoopbackSendsNothingToTheSamePortOnIPv4() throws {
        let squatter = try ReferenceServer()
        let home = try Home()

        let run = try home.run(["server", "add", "six", "http://[::1]:\(squatter.port)", "--bind-env-token"],
                               environment: ["CERTAIN_TOKEN": "ctk_not_a_real_token"])

        #expect(run.status == 4)
        #expect(run.standardError == """
            certain-import: error: server six (http://[::1]:\(squatter.port)): cannot connect to the IPv6 address [::1]: \
            URLSession on Linux takes no IPv6 address in a URL, and going by a name could reach another program on an IPv4 address
            hint: let the server listen on 127.0.0.1 too and use http://127.0.0.1:\(squatter.port)

            """)
        #expect(try squatter.requests().isEmpty)
    }

    /// A server that listens on `::1` only gets the same refusal, with the way out.
    @Test func aServerOnIPv6LoopbackIsToldToListenOnIPv4() throws {
        let server = try ReferenceServer(host: "::1")
        let home = try Home()

        let run = try home.run(["server", "add", "six", "http://[::1]:\(server.port)"])

        #expect(run.status == 4)
        #expect(run.standardError.hasSuffix("\nhint: let the server listen on 127.0.0.1 too and use http://127.0.0.1:\(server.port)\n"))
        #expect(try server.requests().isEmpty)
    }

    /// `localhost.` is no name to look up: the client takes it as 127.0.0.1 itself and sends
    /// the name the user wrote as `Host`.
    @Test func localhostWithATrailingDotIsPinnedToTheLoopbackAddress() throws {
        let server = try ReferenceServer()
        let home = try Home()

        let run = try home.run(["server", "add", "dot", "http://localhost.:\(server.port)"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(try server.requests().map(\.host) == ["localhost.:\(server.port)"])
        let address = try ServerAddress("http://LocalHost.:8000", serverName: "dot")
        #expect(address.isLoopback)
    }

    /// Names that only look like loopback are remote, and plain http to them is refused before
    /// any connection.
    @Test(arguments: ["localhost.evil.example", "evil.localhost", "127.1", "0x7f000001", "localhost..", "[::ffff:127.0.0.1]"])
    func namesThatOnlyLookLikeLoopbackAreRefusedForPlainHTTP(host: String) throws {
        let error = try #require(throws: BookingError.self) { try ServerAddress("http://\(host):8000", serverName: "x") }
        #expect(error.message.hasPrefix("refusing plain http to "))
    }

    /// A certificate this machine does not trust: said so, with how to trust it, and no offer to
    /// skip the check.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")))
    func anUntrustedCertificateSaysHowToTrustIt() throws {
        let home = try Home()
        let certificate = home.url.appendingPathComponent("cert.pem").path
        let key = home.url.appendingPathComponent("key.pem").path
        let openssl = try ToolProcess.run(
            ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
             "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
            executable: URL(fileURLWithPath: "/usr/bin/openssl"), in: home.url)
        try #require(openssl.status == 0, "\(openssl.standardError)")
        let server = try ReferenceServer(tls: (certificate, key))

        let run = try home.run(["server", "add", "tls", server.baseURL.absoluteString])

        #expect(run.status == 4)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: server tls (\(server.baseURL.absoluteString)) GET /api/version: the server's TLS certificate \
            is not trusted by this machine (SSL certificate problem: self-signed certificate)
            hint: certain-import checks certificates against the system's trust store and never skips that check.
            """))
        #expect(run.standardError.contains("run 'sudo update-ca-certificates'"))
        #expect(!run.standardError.contains("insecure"))
    }

    /// A token file that is a symbolic link is neither read nor replaced: `server remove` would
    /// otherwise replace the link and leave every token in the file it points to.
    @Test func aSymlinkedTokenFileIsRefusedAndRemoveLeavesNothingBehindSilently() throws {
        let home = try Home()
        let configuration = home.configuration
        try configuration.save(StoredServer(name: "home", url: "https://certain.example"))
        let elsewhere = home.url.appendingPathComponent("dotfiles-tokens.json")
        try PrivateFile.write(Data(#"{"tokens": {"home": {"token": "ctk_linked_secret", "origin": "https://certain.example:443"}}}"#.utf8),
                              to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: configuration.tokens.file.path, withDestinationPath: elsewhere.path)

        let run = try home.run(["server", "remove", "home"])

        #expect(run.status == 4)
        #expect(run.standardError == """
            certain-import: error: \(configuration.tokens.file.path): the file is a symbolic link (to \(elsewhere.path)); \
            certain-import neither reads nor writes its tokens and servers through a link
            hint: replace the link by a private file: 'rm \(configuration.tokens.file.path)', then add the server and sign in again

            """)
        // Nothing was half-done: the server is still listed, the link still in place.
        #expect(try configuration.servers().map(\.name) == ["home"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: configuration.tokens.file.path) == elsewhere.path)
        #expect(throws: BookingError.self) { try configuration.tokens.store(DeviceToken("ctk_other_secret"), for: "x", origin: "https://a:443") }
    }
}

/// One run of the built `certain-import` (or another program) as a process.
struct ToolProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The executable SwiftPM put beside the test bundle.
    static func executableURL() throws -> URL {
        var directories = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        directories += [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let candidates = directories.map { $0.appendingPathComponent("certain-import") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ReferenceServerError("certain-import not found beside the tests: \(candidates.map(\.path))")
        }
        return found
    }

    /// Runs `arguments` in `directory` with exactly `environment` plus PATH.
    static func run(
        _ arguments: [String], executable: URL? = nil, in directory: URL, environment: [String: String] = [:]
    ) throws -> ToolProcess {
        let process = Process()
        process.executableURL = try executable ?? executableURL()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment.merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]) { old, _ in old }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = ErrorDrain(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolProcess(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                           standardError: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads stderr to its end on its own thread, so that neither pipe can block the child.
private final class ErrorDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
