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

    /// With `testControl`, the server's `/__test__/` API is on (`armFault`).
    init(testControl: Bool = false) throws {
        let folder = Corpus.repositoryRoot.appendingPathComponent("Tests/ReferenceServer")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", folder.appendingPathComponent("certain_reference_server.py").path, "--port", "0", "--quiet",
            "--seed", folder.appendingPathComponent("demo-seed.json").path,
        ] + (testControl ? ["--test-control"] : [])
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

    /// Arms a fault through the test-control API (`POST /__test__/faults`), sent by Python's
    /// `urllib` in a process of its own: nothing of the client under test takes part.
    func armFault(_ fault: [String: Any]) throws {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: fault), as: UTF8.self)
        let arm = Process()
        arm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        arm.arguments = [
            "python3", "-c",
            "import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=sys.argv[2].encode(), "
                + "headers={'Content-Type': 'application/json'}, method='POST'), timeout=20).read()",
            url + "/__test__/faults", body,
        ]
        try arm.run()
        arm.waitUntilExit()
        guard arm.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "arming \(body) failed"])
        }
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
