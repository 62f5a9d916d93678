import Foundation
import TestSupport
import Testing

/// One run of the built `certain-import` binary in a working directory of the test's own, so
/// that file names in messages are short and exact.
struct CertainImportProcess {
    var status: Int32
    /// True when the process ended by a signal (a crash) rather than by exiting.
    var crashed: Bool
    /// True when the process did not end within the time it was given and was killed.
    var timedOut: Bool
    var standardOutput: String
    var standardError: String

    /// The first line of what the process wrote to stderr.
    var firstErrorLine: String { String(standardError.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }

    /// Runs the binary with `arguments` in `directory`; kills it after `timeout`.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Duration = .seconds(120)
    ) throws -> CertainImportProcess {
        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        // A ledger named by the test's environment must not leak into a run that names none.
        inherited["CERTAIN_IMPORT_LEDGER"] = nil
        process.environment = inherited.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // stderr is drained on its own thread, so that neither pipe can fill up and block the child.
        let errorData = PipeDrain(errors.fileHandleForReading)
        let watchdog = Watchdog(process, after: timeout)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return CertainImportProcess(
            status: process.terminationStatus,
            crashed: process.terminationReason == .uncaughtSignal && !watchdog.fired,
            timedOut: watchdog.fired,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self)
        )
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
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

/// Kills a process that runs longer than it was given: a hang fails the test instead of the run.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var hasFired = false

    init(_ process: Process, after timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        let deadline = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: deadline) { [self] in
            lock.withLock {
                guard !cancelled else { return }
                hasFired = true
                kill(pid, SIGKILL)
            }
        }
    }

    var fired: Bool { lock.withLock { hasFired } }

    func cancel() { lock.withLock { cancelled = true } }
}

/// A temporary working directory with copies of sample statements and a ledger path in it.
final class Workspace: Sendable {
    let url: URL

    init() throws { url = try Corpus.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Copies `Samples/<relativePath>` into the workspace and returns its file name.
    @discardableResult
    func copySample(_ relativePath: String, as name: String? = nil) throws -> String {
        let source = Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(relativePath)
        let fileName = name ?? source.lastPathComponent
        try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(fileName))
        return fileName
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func run(_ arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(120)) throws -> CertainImportProcess {
        try CertainImportProcess.run(arguments, in: url, environment: environment, timeout: timeout)
    }

    /// Runs a command that prints JSON and returns the parsed document.
    func json(_ arguments: [String]) throws -> Any {
        let run = try run(arguments)
        #expect(run.status == 0, "\(arguments.joined(separator: " ")): \(run.standardError)")
        return try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    }

    /// `history --json` of the ledger: the imports, newest first.
    func history(ledger: String = "ledger.sqlite") throws -> [[String: Any]] {
        try json(["history", "--json", "--ledger", ledger]) as? [[String: Any]] ?? []
    }

    /// `bookings list --json` of the ledger: the bookings that count.
    func bookings(ledger: String = "ledger.sqlite") throws -> [[String: Any]] {
        try json(["bookings", "list", "--json", "--ledger", ledger]) as? [[String: Any]] ?? []
    }
}

/// `import`, `history`, `undo`, `bookings edit` and `preview --ledger`, run as a user runs
/// them: the binary in a process, a temporary ledger, the repository's sample statements.
@Suite("import end to end")
struct ImportEndToEndTests {
    static let march = "dkb/girokonto-2025-03.csv"
    static let marchToApril = "dkb/girokonto-2025-03-15_2025-04-15.csv"
    static let dkbIBAN = "DE39120300005924142608"
    static let createdDKBAccount =
        "created account '\(dkbIBAN)' (EUR, \(dkbIBAN)) in ledger.sqlite, opening balance 2184.50 from the statement\n"
    /// The summary of booking the March statement, all 18 rows new, into the account named
    /// after its IBAN as import 1.
    static let marchBookedAsImport1 = """
        FILE                   ACCOUNT                 PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
        girokonto-2025-03.csv  \(dkbIBAN)  2025-03-01..2025-03-29    18   18           0  unverifiable    #1
        booked 1 of 1 file(s): 18 new transaction(s), 0 duplicate(s) skipped

        """

    @Test func importBooksTheStatementAndSaysWhatItBooked() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--yes"])

        #expect(run.status == 0)
        #expect(run.standardOutput == Self.marchBookedAsImport1)
        #expect(run.standardError == Self.createdDKBAccount)
        let bookings = try workspace.bookings()
        #expect(bookings.count == 18)
        #expect(Set(bookings.map { $0["import_id"] as? Int }) == [1])
    }

    @Test func importTakesTheLedgerFromTheEnvironment() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let run = try workspace.run(["import", file, "--yes"], environment: ["CERTAIN_IMPORT_LEDGER": workspace.path("env.sqlite")])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == Self.marchBookedAsImport1)
        #expect(run.standardError == """
            created account '\(Self.dkbIBAN)' (EUR, \(Self.dkbIBAN)) in \(workspace.path("env.sqlite")), opening balance 2184.50 \
            from the statement

            """)
        #expect(try workspace.history(ledger: "env.sqlite").count == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    @Test func importJSONHasOneEntryPerFileWithTheContractsFields() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let document = try workspace.json(["import", file, "--ledger", "ledger.sqlite", "--yes", "--json"])

        let imports = try #require((document as? [String: Any])?["imports"] as? [[String: Any]])
        #expect(imports.count == 1)
        #expect(Set(imports[0].keys) == ["id", "file", "booked", "skipped_duplicates", "status"])
        #expect(imports[0]["id"] as? Int == 1)
        #expect(imports[0]["file"] as? String == file)
        #expect(imports[0]["booked"] as? Int == 18)
        #expect(imports[0]["skipped_duplicates"] as? Int == 0)
        #expect(imports[0]["status"] as? String == "booked")
    }

    @Test func dryRunSaysWhatItWouldBookAndBooksNothing() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)
        #expect(try workspace.run(["accounts", "add", "Giro", "--iban", Self.dkbIBAN, "--ledger", "ledger.sqlite"]).status == 0)

        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--dry-run"])

        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("""
            FILE                   ACCOUNT  PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            girokonto-2025-03.csv  Giro     2025-03-01..2025-03-29    18   18           0  unverifiable    dry run
            would book 1 of 1 file(s): 18 new transaction(s), 0 duplicate(s) skipped

            girokonto-2025-03.csv → Giro:

            """))
        #expect(run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("(book)") }.count == 18)
        // The account was added without an opening balance: the statement would set it.
        #expect(run.standardError == "dry run: 'Giro' has no opening balance: would set it to 2184.50, as girokonto-2025-03.csv states\n")
        #expect(try workspace.history().isEmpty)
        #expect(try workspace.bookings().isEmpty)
    }

    @Test func dryRunWithYesCreatesNoAccount() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--dry-run", "--yes"])

        #expect(run.status == 0)
        #expect(run.standardError.contains("dry run: would create account '\(Self.dkbIBAN)' (EUR); nothing was written"))
        #expect(run.standardOutput.contains("would book 1 of 1 file(s): 18 new transaction(s)"))
        #expect(try workspace.history().isEmpty)
        #expect(try workspace.bookings().isEmpty)
        let accounts = try workspace.run(["accounts", "list", "--ledger", "ledger.sqlite"])
        #expect(!accounts.standardOutput.contains(Self.dkbIBAN))
    }

    /// A card statement states no IBAN: `--yes` opens an account named after the bank its
    /// template is for, and says so.
    @Test func yesNamesTheAccountOfAStatementWithoutIBANAfterItsBank() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("swisscard/swisscard-2025-03.csv")

        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--yes"])

        #expect(run.status == 0)
        #expect(run.standardError.contains("created account 'Swisscard credit card' (CHF)"))
        #expect(try workspace.bookings().count == 10)
    }

    /// A dry run lists what it would book and what it would skip, with the booking each
    /// duplicate matches.
    @Test func dryRunListsEveryRow() throws {
        let workspace = try Workspace()
        let march = try workspace.copySample(Self.march)
        let april = try workspace.copySample(Self.marchToApril)
        #expect(try workspace.run(["import", march, "--ledger", "ledger.sqlite", "--yes"]).status == 0)

        let run = try workspace.run(["import", april, "--ledger", "ledger.sqlite", "--dry-run"])

        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("\(april) → \(Self.dkbIBAN):"))
        #expect(lines.contains("   7  2025-04-15     -4.50  Café Lindenblüte · VISA Debitkartenumsatz  (book)"))
        #expect(lines.contains("  18  2025-03-29    -73.97  Marie Krüger · Ferienwohnung Anzahlung Danke und bis bald  (skip, duplicate of booking 1)"))
        #expect(lines.filter { $0.hasSuffix("(book)") }.count == 11)
        #expect(lines.filter { $0.contains("(skip, duplicate of booking") }.count == 7)
        #expect(try workspace.history().count == 1)
    }

    @Test func dryRunWritesNoLedgerFile() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let run = try workspace.run(["import", file, "--ledger", "new/ledger.sqlite", "--dry-run", "--yes"])

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("would book 1 of 1 file(s): 18 new transaction(s)"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("new")))
    }

    @Test("a dry run killed while it reads leaves its scratch ledger; the next dry run removes it, and nothing another process claims, made before claims, or behind a link")
    func killedDryRunsScratchLedgerIsRemovedByTheNext() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)
        let temporary = workspace.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        func left() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted() }

        // The statement comes from standard input, which this test never closes: the dry run
        // waits there with its scratch ledger made, and is killed then.
        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = ["import", "-", "--dry-run", "--yes"]
        process.currentDirectoryURL = workspace.url
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        func scratchLedger() throws -> Bool {
            try left().contains { FileManager.default.fileExists(atPath: temporary.path + "/" + $0 + "/ledger.sqlite") }
        }
        while try !scratchLedger(), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let killed = try left()
        #expect(killed.count == 1 && killed[0].hasPrefix("certain-import-dry-run-"), "\(killed)")
        #expect(try scratchLedger())

        // Beside it: a scratch directory whose claim this test holds, one without a claim (as
        // certain-import made them before it claimed them), and a link to a directory of the
        // user's that looks like an unclaimed one.
        func directory(_ name: String, files: [String]) throws -> URL {
            let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : temporary.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in files { try "kept".write(to: url.appendingPathComponent(file), atomically: false, encoding: .utf8) }
            return url
        }
        let claimed = try directory("certain-import-dry-run-claimed", files: [".claim", "ledger.sqlite"])
        let claim = open(claimed.appendingPathComponent(".claim").path, O_RDONLY)
        #expect(claim >= 0 && flock(claim, LOCK_EX) == 0)
        defer { close(claim) }
        try directory("certain-import-dry-run-unclaimed", files: ["ledger.sqlite"])
        let users = try directory(workspace.path("users"), files: [".claim", "ledger.sqlite"])
        try FileManager.default.createSymbolicLink(at: temporary.appendingPathComponent("certain-import-dry-run-link"), withDestinationURL: users)

        let again = try workspace.run(["import", file, "--dry-run", "--yes"], environment: ["TMPDIR": temporary.path])

        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("would book 1 of 1 file(s): 18 new transaction(s)"))
        #expect(try left() == ["certain-import-dry-run-claimed", "certain-import-dry-run-link", "certain-import-dry-run-unclaimed"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: claimed.path).sorted() == [".claim", "ledger.sqlite"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: users.path).sorted() == [".claim", "ledger.sqlite"])
    }

    @Test func historyListsTheImportsNewestFirstShapedLikeTheServersList() throws {
        let workspace = try Workspace()
        let march = try workspace.copySample(Self.march)
        let april = try workspace.copySample(Self.marchToApril)
        #expect(try workspace.run(["import", march, "--ledger", "ledger.sqlite", "--yes"]).status == 0)
        #expect(try workspace.run(["import", april, "--ledger", "ledger.sqlite"]).status == 0)

        let history = try workspace.history()

        #expect(history.map { $0["id"] as? Int } == [2, 1])
        #expect(history.map { $0["filename"] as? String } == [april, march])
        #expect(history.map { $0["booked"] as? Int } == [11, 18])
        #expect(history.map { $0["skipped_duplicates"] as? Int } == [7, 0])
        for entry in history {
            #expect(Set(entry.keys) == [
                "id", "created_at", "account_id", "filename", "sha256", "booked", "skipped_duplicates", "status", "undone_at",
            ])
            #expect(entry["account_id"] as? Int == 1)
            #expect(entry["status"] as? String == "booked")
            #expect(entry["undone_at"] is NSNull)
            #expect((entry["sha256"] as? String)?.count == 64)
            // The server's timestamps: no time zone, microseconds.
            let createdAt = try #require(entry["created_at"] as? String)
            #expect(createdAt.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}/) != nil, "\(createdAt)")
        }

        let text = try workspace.run(["history", "--ledger", "ledger.sqlite"])
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n")
        try #require(lines.count == 3)
        #expect(lines[0] == "ID  IMPORTED             ACCOUNT                 FILE                                 BOOKED  DUPLICATES  STATUS")
        #expect(lines[1].hasPrefix(" 2  "))
        #expect(lines[1].hasSuffix("  \(Self.dkbIBAN)  \(april)      11           7  booked"))
        #expect(lines[2].hasSuffix("  \(Self.dkbIBAN)  \(march)                    18           0  booked"))
    }

    @Test func historyOfALedgerWithoutImportsSaysSo() throws {
        let workspace = try Workspace()
        let run = try workspace.run(["history", "--ledger", "ledger.sqlite"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "No imports yet.\n")
        #expect(try workspace.history().isEmpty)
    }

    @Test func undoSaysWhatItRemovedAndTheSameFileImportsAgainInFull() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)
        #expect(try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--yes"]).status == 0)

        let undo = try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"])

        #expect(undo.status == 0)
        #expect(undo.standardOutput.wholeMatch(of: /import 1: undone, 18 booking\(s\) removed at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\n/) != nil,
                "\(undo.standardOutput)")
        #expect(try workspace.bookings().isEmpty)
        let undone = try #require(try workspace.history().first)
        #expect(undone["status"] as? String == "undone")
        #expect(undone["undone_at"] is String)

        let again = try workspace.run(["import", file, "--ledger", "ledger.sqlite"])

        // The account holds its opening balance again, which with the total meets the closing
        // balance the statement states.
        #expect(again.status == 0)
        #expect(again.standardOutput == """
            FILE                   ACCOUNT                 PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            girokonto-2025-03.csv  \(Self.dkbIBAN)  2025-03-01..2025-03-29    18   18           0  ok              #2
            booked 1 of 1 file(s): 18 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(try workspace.bookings().count == 18)
    }

    @Test func undoRefusesWhenABookingWasEditedAndForceUndoesAnyway() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)
        #expect(try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--yes"]).status == 0)
        let edit = try workspace.run(["bookings", "edit", "3", "--category", "Kultur", "--ledger", "ledger.sqlite"])
        #expect(edit.status == 0, "\(edit.standardError)")

        let refused = try workspace.run(["undo", "1", "--ledger", "ledger.sqlite"])

        #expect(refused.status == 1)
        #expect(refused.standardOutput == "")
        #expect(refused.standardError == """
            certain-import: error: import 1 was not undone: booking(s) 3 were changed after the import
            hint: look at them with 'certain-import bookings list --import 1'; 'undo 1 --force' removes them anyway

            """)
        #expect(try workspace.bookings().count == 18)
        #expect(try workspace.history().first?["status"] as? String == "booked")

        let forced = try workspace.run(["undo", "1", "--force", "--ledger", "ledger.sqlite"])

        #expect(forced.status == 0)
        #expect(forced.standardOutput.hasPrefix("import 1: undone, 18 booking(s) removed at "))
        #expect(try workspace.bookings().isEmpty)
    }

    @Test func aReconciliationMismatchIsRefusedAndBooksNothing() throws {
        let workspace = try Workspace()
        try Self.writeUBSWithoutOneRow(in: workspace)

        let run = try workspace.run(["import", "ubs-missing-row.csv", "--ledger", "ledger.sqlite", "--yes"])

        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        let errorLines = run.standardError.split(separator: "\n").map(String.init)
        #expect(errorLines.contains("certain-import: error: ubs-missing-row.csv:12: the balances do not reconcile; nothing was booked:"))
        #expect(errorLines.contains { $0.hasPrefix("  line 12: the balance should be 21535.37 − 114.11 = 21421.26, but the file says 21372.12") })
        #expect(errorLines.last == "hint: check the statement for missing or doubled rows; book anyway with --accept-mismatch")
        #expect(try workspace.history().isEmpty)
        #expect(try workspace.bookings().isEmpty)
    }

    @Test func acceptMismatchBooksAndHistoryKeepsTheNote() throws {
        let workspace = try Workspace()
        try Self.writeUBSWithoutOneRow(in: workspace)

        let run = try workspace.run(["import", "ubs-missing-row.csv", "--ledger", "ledger.sqlite", "--yes", "--accept-mismatch"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            FILE                 ACCOUNT                PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION       IMPORT
            ubs-missing-row.csv  CH2600235800137511983  2025-03-01..2025-03-31    22   22           0  mismatch (accepted)  #1
            booked 1 of 1 file(s): 22 new transaction(s), 0 duplicate(s) skipped

            """)
        let history = try workspace.run(["history", "--ledger", "ledger.sqlite"])
        let lines = history.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.last?.hasPrefix("    booked although the balances do not reconcile: line 12: the balance should be 21535.37") == true)
        #expect(lines.last?.contains("a row of -49.14 looks missing between line 12 and line 13") == true)
    }

    /// The UBS sample with the row of 2025-03-19 (-49.14) taken out: its running balance and its
    /// stated closing balance no longer agree with the amounts.
    static func writeUBSWithoutOneRow(in workspace: Workspace) throws {
        let sample = Corpus.repositoryRoot.appendingPathComponent("Samples/ubs/ubs-2025-03-de.csv")
        let text = try String(contentsOf: sample, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.hasPrefix("2025-03-19;") }
        #expect(kept.count == lines.count - 1)
        try kept.joined(separator: "\n").write(toFile: workspace.path("ubs-missing-row.csv"), atomically: false, encoding: .utf8)
    }

    @Test("--account finds the account by name, number or IBAN with spaces", arguments: [
        "Giro", "1", "DE39 1203 0000 5924 1426 08",
    ])
    func accountByNameNumberOrIBAN(account: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)
        #expect(try workspace.run(["accounts", "add", "Giro", "--iban", Self.dkbIBAN, "--ledger", "ledger.sqlite"]).status == 0)

        let run = try workspace.run(["import", file, "--account", account, "--ledger", "ledger.sqlite"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            FILE                   ACCOUNT  PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            girokonto-2025-03.csv  Giro     2025-03-01..2025-03-29    18   18           0  unverifiable    #1
            booked 1 of 1 file(s): 18 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(run.standardError == "'Giro' had no opening balance: set it to 2184.50, as girokonto-2025-03.csv states\n")
    }

    @Test func aMissingAccountWithoutYesStopsWithTheHint() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let named = try workspace.run(["import", file, "--account", "Haushalt", "--ledger", "ledger.sqlite"])

        #expect(named.status == 1)
        #expect(named.standardError.hasPrefix("""
            certain-import: error: girokonto-2025-03.csv: there is no account 'Haushalt' in ledger.sqlite
            hint: create it with 'certain-import accounts add Haushalt
            """))
        #expect(named.standardError.contains("or pass --yes to create it now\n"))

        let byIBAN = try workspace.run(["import", file, "--ledger", "ledger.sqlite"])

        #expect(byIBAN.status == 1)
        #expect(byIBAN.standardError == """
            certain-import: error: girokonto-2025-03.csv: no account in ledger.sqlite has the statement's IBAN \(Self.dkbIBAN)
            hint: name one with --account, or pass --yes to create an account named after the IBAN

            """)
        #expect(try workspace.history().isEmpty)
    }

    @Test func yesCreatesTheNamedAccountAndSaysSo() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.march)

        let run = try workspace.run(["import", file, "--account", "Haushalt", "--ledger", "ledger.sqlite", "--yes"])

        #expect(run.status == 0)
        #expect(run.standardError == """
            created account 'Haushalt' (EUR, \(Self.dkbIBAN)) in ledger.sqlite, opening balance 2184.50 from the statement

            """)
        #expect(run.standardOutput == """
            FILE                   ACCOUNT   PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            girokonto-2025-03.csv  Haushalt  2025-03-01..2025-03-29    18   18           0  unverifiable    #1
            booked 1 of 1 file(s): 18 new transaction(s), 0 duplicate(s) skipped

            """)
        let accounts = try workspace.run(["accounts", "list", "--ledger", "ledger.sqlite"])
        #expect(accounts.standardOutput.contains("Haushalt"))
    }

    @Test func overlappingStatementsBookOnlyWhatIsNewAndPreviewNamesTheRestAsDuplicates() throws {
        let workspace = try Workspace()
        let march = try workspace.copySample(Self.march)
        let april = try workspace.copySample(Self.marchToApril)
        #expect(try workspace.run(["import", march, "--ledger", "ledger.sqlite", "--yes"]).status == 0)

        let preview = try #require(try workspace.json(["preview", april, "--ledger", "ledger.sqlite", "--json"]) as? [String: Any])
        let transactions = try #require(preview["transactions"] as? [[String: Any]])
        let duplicates = transactions.filter { $0["status"] as? String == "duplicate" }
        let new = transactions.filter { $0["status"] as? String == "new" }
        #expect(duplicates.count == 7)
        #expect(new.count == 11)
        for duplicate in duplicates {
            let reason = try #require(duplicate["reason"] as? String)
            #expect(reason.hasPrefix("already booked as booking "), "\(reason)")
        }
        #expect(new.allSatisfy { $0["reason"] is NSNull })

        let run = try workspace.run(["import", april, "--ledger", "ledger.sqlite"])

        #expect(run.status == 0)
        #expect(run.standardOutput == """
            FILE                                 ACCOUNT                 PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            girokonto-2025-03-15_2025-04-15.csv  \(Self.dkbIBAN)  2025-03-16..2025-04-15    18   11           7  ok              #2
            booked 1 of 1 file(s): 11 new transaction(s), 7 duplicate(s) skipped

            """)
        let bookings = try workspace.bookings()
        #expect(bookings.count == 29)
        #expect(Set(bookings.compactMap { $0["fingerprint"] as? String }).count == 29)
        // Everything of the second statement is booked now: a third run books nothing.
        let again = try workspace.run(["import", april, "--ledger", "ledger.sqlite", "--json"])
        let imports = try #require((try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])?["imports"] as? [[String: Any]])
        #expect(imports.first?["booked"] as? Int == 0)
        #expect(imports.first?["skipped_duplicates"] as? Int == 18)
    }
}
