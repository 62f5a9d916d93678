import Foundation
import Testing
import TestSupport

/// `import --server` of one statement longer than the streaming window, run as a user runs it:
/// the binary in a process against the demo server. It is sent as it was read, from a file
/// that is gone afterwards; what users see is what the held import (`--all-or-nothing`) shows.
@Suite("server import streaming end to end", .serialized)
struct ServerImportStreamingEndToEndTests {
    /// A demo server, its `server add` in a configuration of its own, and a `TMPDIR` to watch.
    final class Setup {
        let workspace: Workspace
        let server: DemoServer
        let name: String

        init(_ workspace: Workspace, name: String, testControl: Bool = false) throws {
            self.workspace = workspace
            self.name = name
            server = try DemoServer(testControl: testControl)
            try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("\(name)-tmp"), withIntermediateDirectories: true)
            let added = try run(["server", "add", "demo", server.url, "--bind-env-token"])
            #expect(added.status == 0, "\(added.standardError)")
        }

        var environment: [String: String] {
            [
                "XDG_CONFIG_HOME": workspace.path("\(name)-config"), "XDG_DATA_HOME": workspace.path("\(name)-data"),
                "TMPDIR": workspace.path("\(name)-tmp"), "CERTAIN_TOKEN": DemoServer.token, "NO_COLOR": "1",
            ]
        }

        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CertainImportProcess {
            try workspace.run(arguments, environment: self.environment.merging(environment) { $1 })
        }

        /// The binary started with `arguments` and left running, its standard output dropped
        /// and its standard error in `startedErrors`.
        func start(_ arguments: [String]) throws -> Process {
            let process = Process()
            process.executableURL = try ExecutableTests.executableURL()
            process.arguments = arguments
            process.currentDirectoryURL = workspace.url
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            FileManager.default.createFile(atPath: startedErrors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: startedErrors)
            try process.run()
            return process
        }

        /// Where a started run's standard error goes, to say why it ended when a test fails.
        var startedErrors: URL { workspace.url.appendingPathComponent("\(name)-started.err") }

        /// What the import left in `TMPDIR`: nothing.
        func leftInTemporaryDirectory() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: workspace.path("\(name)-tmp"))
        }

        /// `history --server demo --json` without the times the imports were made.
        func history() throws -> [[String: String]] {
            let run = try run(["history", "--server", "demo", "--json"])
            let entries = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]] ?? []
            return entries.map { $0.filter { $0.key != "created_at" }.mapValues { "\($0)" } }
        }
    }

    /// A statement of `rows` rows in euros with a running balance from 0.00; `closingOff`
    /// cents off in the stated balance of the last row.
    static func writeStatement(_ workspace: Workspace, rows: Int, closingOff: Int = 0) throws {
        var text = "Datum;Text;Betrag;Saldo\n"
        var balance = 0
        let money = { (minor: Int) in "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))" }
        for index in 0..<rows {
            let amount = index % 3 == 0 ? 150_000 : -(index % 7_000 + 100)
            balance += amount
            let stated = index == rows - 1 ? balance + closingOff : balance
            text += "\(String(format: "%02d", index / 50 % 28 + 1)).\(String(format: "%02d", index / 1_400 + 1)).2024;Zahlung \(index % 17) an Laden \(index % 23);\(money(amount));\(money(stated))\n"
        }
        try text.write(to: workspace.url.appendingPathComponent("long.csv"), atomically: false, encoding: .utf8)
    }

    static let importArguments = ["import", "long.csv", "--server", "demo", "--account", "Tagesgeld", "--currency", "EUR"]

    @Test("a 3,000-row statement is sent as it was read: the summary, JSON and history the held import gives; again, every row a duplicate")
    func streamedAsHeld() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, rows: 3_000)
        let streamed = try Setup(workspace, name: "streamed")
        defer { streamed.server.stop() }
        let held = try Setup(workspace, name: "held")
        defer { held.server.stop() }

        // A held statement of more than 2,500 rows is refused: this one is not held.
        let limit = ["CERTAIN_IMPORT_MAX_ROWS": "2500"]
        let first = try streamed.run(Self.importArguments, environment: limit)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == """
            FILE      ACCOUNT    PERIOD                  ROWS   NEW  DUPLICATES  RECONCILIATION  IMPORT
            long.csv  Tagesgeld  2024-01-01..2024-03-04  3000  3000           0  ok              #1
            booked 1 of 1 file(s): 3000 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(first.standardError == "")
        let heldFirst = try held.run(Self.importArguments + ["--all-or-nothing"])
        #expect(heldFirst.status == 0, "\(heldFirst.standardError)")
        #expect(heldFirst.standardOutput == first.standardOutput)
        #expect(heldFirst.standardError == first.standardError)
        #expect(try held.run(Self.importArguments + ["--all-or-nothing"], environment: limit).status == 3)

        let again = try streamed.run(Self.importArguments + ["--json"], environment: limit)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput == """
            {
              "imports": [
                {"id": 2, "file": "long.csv", "booked": 0, "skipped_duplicates": 3000, "status": "booked"}
              ]
            }

            """)
        #expect(try held.run(Self.importArguments + ["--json", "--all-or-nothing"]).standardOutput == again.standardOutput)
        let history = try streamed.history()
        #expect(history.map { "\($0["id"] ?? "-") \($0["booked"] ?? "-") \($0["skipped_duplicates"] ?? "-") \($0["status"] ?? "-")" }
                    == ["2 0 3000 booked", "1 3000 0 booked"])
        #expect(history == (try held.history()))
        #expect(try streamed.leftInTemporaryDirectory() == [])
    }

    @Test("balances that do not reconcile: exit 1 with the held import's message, nothing booked, nothing left in TMPDIR")
    func mismatchBooksNothing() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, rows: 3_000, closingOff: 1)
        let streamed = try Setup(workspace, name: "streamed")
        defer { streamed.server.stop() }
        let held = try Setup(workspace, name: "held")
        defer { held.server.stop() }

        let refused = try streamed.run(Self.importArguments, environment: ["CERTAIN_IMPORT_MAX_ROWS": "2500"])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("certain-import: error: long.csv:3001: the balances do not reconcile; nothing was booked:\n"))
        let heldRefused = try held.run(Self.importArguments + ["--all-or-nothing"])
        #expect(heldRefused.status == refused.status)
        #expect(heldRefused.standardError == refused.standardError)
        #expect(heldRefused.standardOutput == refused.standardOutput)
        #expect(try streamed.history() == [])
        #expect(try streamed.leftInTemporaryDirectory() == [])
    }

    @Test("an import killed while it sends its batch leaves the batch's file; the next server imports remove such files, and no file another process claims")
    func abandonedBatchFileIsRemovedByTheNext() throws {
        let workspace = try Workspace()
        try Self.writeStatement(workspace, rows: 3_000)
        let setup = try Setup(workspace, name: "killed", testControl: true)
        defer { setup.server.stop() }
        let temporary = workspace.url.appendingPathComponent("killed-tmp")

        // The server holds the preview for five seconds: the import waits with its batch's file
        // written, and is killed then.
        try setup.server.armFault(["kind": "delay", "seconds": 5, "path": "/api/imports/preview", "method": "POST"])
        let killed = try setup.start(Self.importArguments)
        let deadline = Date().addingTimeInterval(120)
        // Wait for the batch's file itself: a spool file has a name for a moment after it is
        // made (before it is unlinked), and killing the import then left nothing to remove.
        while try !setup.leftInTemporaryDirectory().contains(where: { $0.hasPrefix(".certain-import-batch-") }),
              killed.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        let left = try setup.leftInTemporaryDirectory()
        let said = (try? String(contentsOf: setup.startedErrors, encoding: .utf8)) ?? ""
        #expect(left.count == 1 && left[0].hasPrefix(".certain-import-batch-"), "\(left); the import said: \(said)")

        // Beside it: a file of the same kind that a running process claims (this test holds
        // its lock), and a link of that name to a file of the user's.
        let claimed = temporary.appendingPathComponent(".certain-import-batch-claimed")
        let descriptor = open(claimed.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        let linked = workspace.url.appendingPathComponent("linked.txt")
        try "the user's".write(to: linked, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: temporary.appendingPathComponent(".certain-import-batch-link"), withDestinationURL: linked)

        let again = try setup.run(Self.importArguments)
        #expect(again.status == 0, "\(again.standardError)")
        // Import #1: the killed one booked nothing.
        #expect(again.standardOutput == """
            FILE      ACCOUNT    PERIOD                  ROWS   NEW  DUPLICATES  RECONCILIATION  IMPORT
            long.csv  Tagesgeld  2024-01-01..2024-03-04  3000  3000           0  ok              #1
            booked 1 of 1 file(s): 3000 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(try setup.leftInTemporaryDirectory().sorted() == [".certain-import-batch-claimed", ".certain-import-batch-link"])
        #expect(try String(contentsOf: linked, encoding: .utf8) == "the user's")

        // A short statement, booked from memory in one request, removes them as well.
        let abandoned = temporary.appendingPathComponent(".certain-import-batch-left")
        try "{\"transactions\":[".write(to: abandoned, atomically: false, encoding: .utf8)
        try "Datum;Text;Betrag\n05.06.2024;Kurz;-1.00\n".write(
            to: workspace.url.appendingPathComponent("short.csv"), atomically: false, encoding: .utf8)
        let short = try setup.run(["import", "short.csv", "--server", "demo", "--account", "Privatkonto", "--currency", "EUR"])
        #expect(short.status == 0, "\(short.standardError)")
        #expect(try setup.leftInTemporaryDirectory().sorted() == [".certain-import-batch-claimed", ".certain-import-batch-link"])
    }
}
