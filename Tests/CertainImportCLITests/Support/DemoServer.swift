import Foundation
import TestSupport

/// The stand-in Certain server (`Tests/ReferenceServer/certain_reference_server.py`) with its
/// demo seed — the user `anna`, the app token `demo-token-not-secret`, the accounts
/// Privatkonto and Tagesgeld — on a free loopback port, for commands run as the binary.
///
/// `@unchecked Sendable`: `Process` is only touched in `init` and `stop()`.
final class DemoServer: @unchecked Sendable {
    static let token = "demo-token-not-secret"

    let url: String
    private let process: Process

    init() throws {
        let folder = Corpus.repositoryRoot.appendingPathComponent("Tests/ReferenceServer")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", folder.appendingPathComponent("certain_reference_server.py").path, "--port", "0", "--quiet",
            "--seed", folder.appendingPathComponent("demo-seed.json").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The server prints `LISTENING <port>` once it accepts connections, and nothing else.
        let listening = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var line = ""
        Thread.detachNewThread {
            while !line.contains("\n") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                line += String(decoding: data, as: UTF8.self)
            }
            listening.signal()
        }
        guard listening.wait(timeout: .now() + 20) == .success,
              let port = line.split(separator: " ").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the demo server did not start: \(line)"])
        }
        url = "http://127.0.0.1:\(port)"
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
