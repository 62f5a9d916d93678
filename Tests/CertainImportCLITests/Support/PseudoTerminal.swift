import Foundation

/// A terminal for end-to-end tests of full-screen commands: a detached tmux session of a
/// fixed size on a server of its own, into which keys are typed and whose screen is read back
/// as text.
///
/// The command runs under `sh -c` in the pane; the pane stays open after it ends, so that what
/// the command printed after leaving the alternate screen can be read too.
final class PseudoTerminal {
    /// The tmux server's socket name, unique per terminal so that tests can run in parallel.
    let socket: String
    let directory: URL
    /// The terminal's height, which `screen()` always returns that many lines of.
    private(set) var lines: Int

    /// Whether tmux can be run here.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-V"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Starts `command` (a shell command line) in a `columns`×`lines` terminal with `TERM`
    /// `xterm-256color`, in `directory`.
    init(command: String, columns: Int = 80, lines: Int = 24, directory: URL) throws {
        socket = "certain-import-test-\(UUID().uuidString.prefix(8))"
        self.directory = directory
        self.lines = lines
        // The tmux server this starts keeps every descriptor it inherits, among them the ones
        // Foundation watches to learn that the process it started has ended: the shell closes
        // all but the standard three before it becomes tmux (bash: dash cannot name descriptor 10).
        let session = [
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(lines),
            "-s", "test", "-c", directory.path, "sh", "-c", command + "; sleep 600",
        ]
        let closeInherited = #"cd /proc/$$/fd && for fd in *; do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; cd / && exec "$@""#
        try run(["bash", "-c", closeInherited, "bash"] + session, capturingOutput: false)
        try tmux(["set-option", "-t", "test", "status", "off"])
    }

    deinit {
        // Not kill-server: that is a SIGTERM the server sends itself, and a server started from
        // a test thread inherits a signal mask that blocks it. Without its session the server
        // ends on its own; the pane's processes get SIGHUP.
        let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-session", "-t", "test"])
        // The server does not always remove its socket when it ends this way.
        if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    /// Types `keys`, each a tmux key name (`Space`, `Down`, `PageDown`, `Enter`, `C-c`) or text
    /// typed literally with `literal`.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", "test"] + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen: exactly `lines` strings (empty ones while nothing is shown), without
    /// trailing spaces.
    func screen() throws -> [String] {
        let captured = try tmux(["capture-pane", "-p", "-t", "test"]).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
        return Array((captured + Array(repeating: "", count: lines)).prefix(lines))
    }

    /// Changes the terminal's size; the command gets SIGWINCH.
    func resize(columns: Int, lines: Int) throws {
        try tmux(["resize-window", "-t", "test", "-x", String(columns), "-y", String(lines)])
        self.lines = lines
    }

    /// Waits until the screen satisfies `condition` and has stopped changing (a frame may reach
    /// tmux in pieces), up to `timeout` seconds; returns the last screen either way.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try screen()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let next = try screen()
            if condition(next) && next == lines { return next }
            lines = next
        }
        return lines
    }

    /// Waits until the screen shows `text` somewhere.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until the file `name` in the directory exists and is not empty; its text.
    func waitForFile(_ name: String, timeout: TimeInterval = 10) -> String? {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try run(["tmux", "-L", socket] + arguments, capturingOutput: true)
    }

    @discardableResult
    private func run(_ arguments: [String], capturingOutput: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment.removeValue(forKey: "TMUX")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard capturingOutput else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
