import Foundation
import Testing

/// A real browser for the report pages: headless Chromium (Debian package `chromium`) loads a
/// page and gives back its DOM as rendered.
///
/// Where Chromium is missing its tests skip with one line, unless `CERTAIN_IMPORT_REQUIRE_TOOLS`
/// is `1` (`.ci/run` sets it and installs Chromium): then a missing browser fails them.
struct HeadlessChromium {
    let executable: String

    /// Chromium on `PATH` (Debian names it `chromium`, others `chromium-browser`).
    static let found: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// The browser, or the running test case ended as skipped with one line on standard error;
    /// a failure where the tools are required.
    static func required() throws -> HeadlessChromium {
        if let found { return HeadlessChromium(executable: found) }
        guard ProcessInfo.processInfo.environment["CERTAIN_IMPORT_REQUIRE_TOOLS"] == "1" else {
            FileHandle.standardError.write(Data("skipped: chromium is not installed (the report page tests render in it; .ci/run installs it)\n".utf8))
            try Test.cancel("chromium is not installed: skipped")
        }
        Issue.record("chromium is not installed, and CERTAIN_IMPORT_REQUIRE_TOOLS=1 requires it: apt-get install chromium")
        throw ChromiumFailed(message: "chromium is not installed")
    }

    /// The DOM of the page at `file` once Chromium has loaded and laid it out.
    func renderedDOM(of file: URL, scratch: URL) throws -> String {
        try run(["--dump-dom", file.absoluteString], scratch: scratch)
    }

    /// Runs Chromium headless with its profile, cache and home in `scratch`, so that a test
    /// writes nowhere else; its standard output.
    private func run(_ arguments: [String], scratch: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(scratch.appendingPathComponent("chromium-profile").path)",
        ] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path, "XDG_CACHE_HOME": scratch.path,
        ]) { $1 }
        process.currentDirectoryURL = scratch
        // A file rather than a pipe: a large DOM cannot block the browser, and a browser that
        // hangs cannot block the reading.
        let outputFile = scratch.appendingPathComponent("chromium-output")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // A browser that hangs is ended, not waited for: the deadline is far above the few
        // seconds a page takes, so it says nothing about speed.
        if finished.wait(timeout: .now() + 120) == .timedOut {
            process.terminate()
            throw ChromiumFailed(message: "chromium did not finish within 120 s")
        }
        guard process.terminationStatus == 0 else {
            throw ChromiumFailed(message: "chromium exited with \(process.terminationStatus)")
        }
        return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }
}

struct ChromiumFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
