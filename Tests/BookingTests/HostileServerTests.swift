import Booking
import CertainServer
import Foundation
import ImportWords
import StatementValues
import Testing

/// A server that attacks the client: answers without end, bombs, trickles, echoes the token,
/// writes escape sequences into its errors. Driven by the reference server's hostile faults.
@Suite("Certain server client: hostile servers", .serialized)
struct HostileServerTests {
    /// `server add` meets an address not yet known to be Certain: a gzip answer that grows to
    /// 64 MiB is cut off at the 64 KiB the version call reads.
    @Test func aCompressedBombIsCutOffAtTheCallsLimit() throws {
        let server = try ReferenceServer()
        try server.arm(.gzipBomb(size: 64 << 20, path: "/api/version"))
        let client = try CertainServerTarget(name: "home", baseURL: server.baseURL.absoluteString, token: nil)

        let error = try #require(throws: BookingError.self) { try client.version() }

        #expect(error.kind == .failed)
        #expect(error.message == "the answer is larger than the 64 KiB certain-import reads for GET /api/version; it stopped reading there")
        #expect(error.problem.code == .serverAnswerTooLarge)
        #expect(error.problem.advice() == "a Certain server does not answer this call with that much: check the server's address")
    }

    /// An answer that never ends is cut off at the limit of the call, within seconds.
    @Test func anEndlessAnswerIsCutOffAtTheCallsLimit() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.arm(.endless(path: "/api/accounts"))

        let (error, seconds) = measure { () -> BookingError? in
            do { _ = try scene.client.accounts(); return nil } catch { return error as? BookingError }
        }

        let failure = try #require(error)
        #expect(failure.message == "the answer is larger than the 8 MiB certain-import reads for GET /api/accounts; it stopped reading there")
        #expect(seconds < 10)
        // Not retried: a server that sends too much will do so again.
        #expect(try scene.requests("GET", "/api/accounts").count == 1)
    }

    /// `server add` to an address not yet known to be Certain, which answers a gzip bomb or an
    /// endless answer of 4 GiB: the command's peak memory stays at what it needs anyway (about
    /// 40 MB), and it says the answer was too large. Before the delegate ran on URLSession's
    /// own queue, the pieces libcurl decoded waited in the delegate queue (4.6 GB and 1.2 to
    /// 5.7 GB peak); before the connection was shut down, libcurl decoded the whole bomb
    /// (125 MB, growing with it).
    @Test(arguments: [ReferenceServer.Fault.gzipBomb(size: 4 << 30, path: "/api/version"), .endless(path: "/api/version", bytes: 4 << 30)])
    func aBombOrAnEndlessAnswerCostsBoundedMemory(fault: ReferenceServer.Fault) throws {
        let server = try ReferenceServer()
        try server.arm(fault)
        let home = try ServerCommandTests.Home()

        let (run, peak) = try Self.runMeasuringPeakMemory(["server", "add", "home", server.baseURL.absoluteString], in: home)

        #expect(run.status == 4)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: server home (\(server.baseURL.absoluteString)) GET /api/version: \
            the answer is larger than the 64 KiB certain-import reads for GET /api/version; it stopped reading there
            """))
        #expect(peak < 100 << 20, "peak \(peak >> 20) MiB")
    }

    /// Runs the binary under a Python parent that reports the child's peak resident memory
    /// (`ru_maxrss` of its children alone, so that no other test's process counts), in bytes.
    static func runMeasuringPeakMemory(_ arguments: [String], in home: ServerCommandTests.Home) throws -> (ToolProcess, Int) {
        let parent = """
            import resource, subprocess, sys
            child = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            sys.exit(child.returncode)
            """
        let run = try ToolProcess.run(["python3", "-c", parent, try ToolProcess.executableURL().path] + arguments,
                                      executable: URL(fileURLWithPath: "/usr/bin/env"), in: home.url, environment: home.environment)
        let kibibytes = try #require(Int(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        return (run, kibibytes << 10)
    }

    /// A server that sends its answer a byte a second holds a call no longer than its deadline,
    /// retries included.
    @Test func aTricklingServerEndsAtTheCallsDeadline() throws {
        let server = try ReferenceServer()
        try server.arm(.trickle(seconds: 1, path: "/api/version"))
        let client = try CertainServerTarget(name: "home", baseURL: server.baseURL.absoluteString, token: nil,
                                             timeouts: ServerTimeouts(callDeadline: 3))

        let (error, seconds) = measure { () -> BookingError? in
            do { _ = try client.version(); return nil } catch { return error as? BookingError }
        }

        let failure = try #require(error)
        #expect(failure.kind == .unreachable)
        #expect(failure.message == "no complete answer within 3 s, the longest one call may take, retries included")
        #expect(failure.problem == Problem(.serverDeadlinePassed, [
            "seconds": .text("3"), "deadline": .text("call"), "variable": .text("CERTAIN_IMPORT_CALL_DEADLINE"),
        ]))
        #expect(failure.problem.advice() == "the server answers too slowly; try again later, or allow more seconds with CERTAIN_IMPORT_CALL_DEADLINE")
        #expect(seconds >= 2.9 && seconds < 8, "took \(seconds) s")
    }

    /// The calls of one command share one deadline: slow answers that each stay within the
    /// call's deadline still end the command.
    @Test func theCommandsDeadlineEndsASeriesOfSlowCalls() throws {
        let scene = try ServerScene()
        let client = try CertainServerTarget(
            name: "home", baseURL: scene.server.baseURL.absoluteString, token: scene.token,
            timeouts: ServerTimeouts(callDeadline: 60, commandDeadline: 3, commandStart: .now))
        try scene.server.arm(.delay(seconds: 2, path: "/api/accounts", method: "GET", count: 2))

        _ = try client.accounts()
        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.message == "no complete answer within 3 s, the longest the server calls of one command may take together")
        #expect(error.problem.advice() == "the server answers too slowly; try again later, or allow more seconds with CERTAIN_IMPORT_COMMAND_DEADLINE")
    }

    /// The token echoed in an error at every offset of a long `detail`: never a piece of it in
    /// the message, whether the cut falls before, inside or after it.
    @Test func anEchoedTokenNeverShowsEvenInPartAtAnyOffset() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        let token = scene.token
        let length = ServerText.longestShown + token.count + 20
        var leaks: [Int] = []
        for offset in 0...(length - token.count) {
            let detail = String(repeating: ".", count: offset) + "{token}"
                + String(repeating: ".", count: length - token.count - offset)
            try scene.server.arm(.echoToken(status: 400, detail: detail, path: "/api/accounts"))
            let error = try #require(throws: BookingError.self) { try scene.client.accounts() }
            if Self.containsPiece(of: token, in: error.description) { leaks.append(offset) }
        }
        #expect(leaks.isEmpty, "token pieces at offsets \(leaks)")
    }

    /// The same in the sanitiser alone, for every offset and both sides of the cut.
    @Test func maskingComesBeforeTheCutAtEveryOffset() {
        let token = "ctk_" + String(repeating: "Q7xz", count: 10)
        for limit in [50, 300] {
            for offset in 0...(limit + 10) {
                let text = String(repeating: "-", count: offset) + token + String(repeating: "-", count: limit)
                let shown = ServerText.shown(text, hiding: [token], limit: limit)
                #expect(!Self.containsPiece(of: token, in: shown), "offset \(offset), limit \(limit): \(shown)")
            }
        }
    }

    /// Escape sequences, C1 and bidi controls in `detail` are shown, never sent to the terminal,
    /// and a long `detail` is cut.
    @Test func controlCharactersInDetailAreShownVisiblyAndLongTextIsCut() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        let detail = "bad\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}txt" + String(repeating: "x", count: 1_000_000)
        try scene.server.arm(.echoToken(status: 400, detail: detail, path: "/api/accounts"))

        let error = try #require(throws: BookingError.self) { try scene.client.accounts() }

        let shownDetail = #"bad\x1b[2J\x1b]0;owned\x07\x9b31m\u{202e}txt"#
        let expected = "unexpected answer (400: " + shownDetail
            + String(repeating: "x", count: ServerText.longestShown - shownDetail.count)
            + "… (\(1_000_000 - (ServerText.longestShown - shownDetail.count)) more characters cut))"
        #expect(error.message == expected)
        let scalars = error.description.unicodeScalars
        #expect(!scalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!scalars.contains { (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) })
    }

    @Test func theSanitiserShowsEveryControlClassVisibly() {
        #expect(ServerText.shown("a\u{1B}b\u{00}c\u{7F}d\u{85}e\u{2066}f\u{200F}g\nh\ti") == #"a\x1bb\x00c\x7fd\x85e\u{2066}f\u{200f}g\nh\ti"#)
        #expect(ServerText.shown("Grüße, 日本") == "Grüße, 日本")
        #expect(ServerText.shown(String(repeating: "é", count: 12), limit: 10) == String(repeating: "é", count: 10) + "… (2 more characters cut)")
    }

    /// Whether any 6 consecutive characters of `token` appear in `text`.
    static func containsPiece(of token: String, in text: String) -> Bool {
        let characters = Array(token)
        return (0...(characters.count - 6)).contains { text.contains(String(characters[$0..<($0 + 6)])) }
    }
}
