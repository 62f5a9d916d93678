import Foundation
import Testing
import TestSupport

/// What a user's ledger goes through outside the happy path: a process killed half-way
/// through a large import, and two imports into one ledger at the same time.
@Suite("import reliability", .serialized)
struct ImportReliabilityTests {
    @Test(.timeLimit(.minutes(10)))
    func aKilledImportLeavesNothingAndTheNextRunBooksEverything() throws {
        let workspace = try Workspace()
        let rows = 60_000
        // With the running balance: checking it is linear in the rows, so it does not slow the
        // import down to minutes.
        try Self.generateStatement(rows: rows, into: workspace.path("large.csv"), balanceColumn: true)
        // The account exists before the import, so that the first write lock the import takes
        // is the booking's own transaction.
        let add = try workspace.run(["accounts", "add", "Gross", "--currency", "EUR", "--ledger", "ledger.sqlite"])
        #expect(add.status == 0, "\(add.standardError)")

        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = ["import", "large.csv", "--account", "Gross", "--yes", "--ledger", "ledger.sqlite"]
        process.currentDirectoryURL = workspace.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let sawBooking = Self.waitForWriteLock(on: workspace.path("ledger.sqlite"), while: process, timeout: .seconds(480))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        try #require(sawBooking, "the import never took the ledger's write lock")
        #expect(process.terminationReason == .uncaughtSignal, "the import ended before it was killed")
        #expect(try workspace.history().isEmpty)
        #expect(try workspace.bookings().isEmpty)
        #expect(try Self.sqlite3(workspace.path("ledger.sqlite"), "PRAGMA integrity_check;") == "ok")

        let again = try workspace.run(["import", "large.csv", "--account", "Gross", "--ledger", "ledger.sqlite"], timeout: .seconds(480))

        #expect(again.status == 0, "\(again.standardError)")
        // The killed import left no trace, not even its id: the next run is import 1, books
        // every row and checks the running balance from the first row to the last.
        let facts = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: workspace.path("large.csv.json")))) as? [String: Any])
        let period = "\(try #require(facts["min_date"] as? String))..\(try #require(facts["max_date"] as? String))"
        #expect(again.standardOutput == """
            FILE       ACCOUNT  PERIOD                   ROWS    NEW  DUPLICATES  RECONCILIATION  IMPORT
            large.csv  Gross    \(period)  60000  60000           0  ok              #1
            booked 1 of 1 file(s): 60000 new transaction(s), 0 duplicate(s) skipped

            """)
        let history = try workspace.history()
        #expect(history.count == 1)
        #expect(history.first?["booked"] as? Int == rows)
        #expect(try Self.sqlite3(workspace.path("ledger.sqlite"), "SELECT count(*), count(DISTINCT fingerprint) FROM bookings;")
                == "\(rows)|\(rows)")
    }

    @Test(.timeLimit(.minutes(10)))
    func twoImportsOfOverlappingStatementsAtOnceBookEveryTransactionOnce() throws {
        let workspace = try Workspace()
        // Rows 0..<6,000 and 3,000..<9,000 of one statement: 3,000 rows in both files.
        try Self.generateStatement(rows: 9_000, into: workspace.path("all.csv"), balanceColumn: false)
        try Self.writeSlice(of: workspace.path("all.csv"), rows: 0..<6_000, to: workspace.path("first.csv"))
        try Self.writeSlice(of: workspace.path("all.csv"), rows: 3_000..<9_000, to: workspace.path("second.csv"))
        #expect(try workspace.run(["accounts", "add", "Gross", "--currency", "EUR", "--ledger", "ledger.sqlite"]).status == 0)

        let results = ResultList()
        let group = DispatchGroup()
        for file in ["first.csv", "second.csv"] {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                results.append(Result {
                    try workspace.run(["import", file, "--account", "Gross", "--ledger", "ledger.sqlite"], timeout: .seconds(480))
                })
            }
        }
        group.wait()

        let runs = try results.all.map { try $0.get() }
        for run in runs {
            #expect(run.status == 0, "\(run.standardError)")
        }
        // Whichever ran second says that it found the other's 3,000 rows booked.
        #expect(Set(runs.compactMap { $0.standardOutput.split(separator: "\n").last.map(String.init) }) == [
            "booked 1 of 1 file(s): 6000 new transaction(s), 0 duplicate(s) skipped",
            "booked 1 of 1 file(s): 3000 new transaction(s), 3000 duplicate(s) skipped",
        ])
        let history = try workspace.history()
        #expect(history.count == 2)
        #expect(history.compactMap { $0["booked"] as? Int }.reduce(0, +) == 9_000)
        #expect(history.compactMap { $0["skipped_duplicates"] as? Int }.reduce(0, +) == 3_000)
        #expect(Set(history.compactMap { $0["booked"] as? Int }) == [6_000, 3_000])
        #expect(try Self.sqlite3(workspace.path("ledger.sqlite"), "SELECT count(*), count(DISTINCT fingerprint) FROM bookings;")
                == "9000|9000")
    }

    /// Polls the ledger's write lock until another process holds it, the process ends, or the
    /// time runs out; true when the lock was seen held.
    ///
    /// A probe that finds the ledger free takes the lock for an instant and gives it back; the
    /// import then waits for it (its busy timeout is 30 s), so probing cannot make it fail.
    static func waitForWriteLock(on ledger: String, while process: Process, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            if let answer = try? sqlite3(ledger, ".timeout 0\nBEGIN IMMEDIATE;\nROLLBACK;", allowFailure: true),
               answer.contains("database is locked") {
                return true
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Writes a statement of `rows` bookings with `Benchmarks/generate_statement.py` (and its
    /// facts to `path.json`), without the preamble's balances: the account the tests book into
    /// opens at 0.00, not at the generator's opening balance.
    ///
    /// `balanceColumn: false` also drops the running-balance column, so that any slice of the
    /// statement reconciles as unverifiable: with the column, a slice that overlaps statements
    /// already booked does not lead on from the account's booked balance and is refused.
    static func generateStatement(rows: Int, into path: String, balanceColumn: Bool) throws {
        let generator = Corpus.repositoryRoot.appendingPathComponent("Benchmarks/generate_statement.py").path
        try python(generator, path + ".full", path + ".json", "--rows", String(rows))
        try python("-c", """
            import csv, sys
            source, target, keep_balance = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
            with open(source, newline="", encoding="latin-1") as f, open(target, "w", newline="", encoding="latin-1") as out:
                preamble = [next(f) for _ in range(5)]
                out.write(preamble[0] + preamble[4])
                writer = csv.writer(out, delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\\r\\n")
                for row in csv.reader(f, delimiter=";"):
                    writer.writerow(row if keep_balance else row[:-1])
            """, path + ".full", path, balanceColumn ? "1" : "0")
        try FileManager.default.removeItem(atPath: path + ".full")
    }

    /// Copies the preamble and header of a generated statement and the booking rows `rows`.
    static func writeSlice(of source: String, rows: Range<Int>, to target: String) throws {
        try python("-c", """
            import csv, sys
            source, target, start, end = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
            with open(source, newline="", encoding="latin-1") as f, open(target, "w", newline="", encoding="latin-1") as out:
                out.write(next(f) + next(f))
                writer = csv.writer(out, delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\\r\\n")
                reader = csv.reader(f, delimiter=";")
                writer.writerow(next(reader))
                for index, row in enumerate(reader):
                    if start <= index < end:
                        writer.writerow(row)
            """, source, target, String(rows.lowerBound), String(rows.upperBound))
    }

    static func python(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 \(arguments.prefix(1)) failed")
    }

    /// Runs the `sqlite3` shell on `database` and returns its output without the last newline.
    @discardableResult
    static func sqlite3(_ database: String, _ script: String, allowFailure: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", database]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data((script + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if !allowFailure {
            try #require(process.terminationStatus == 0, "sqlite3: \(text)")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

/// A disk that fills up while a command writes: the command says so and exits non-zero, and
/// the ledger is as it was before.
@Suite("a full disk", .serialized)
struct FullDiskTests {
    /// A tmpfs of `kilobytes` mounted in `workspace` (which needs root); `nil`, with the reason
    /// printed, where it cannot be mounted.
    static func mountSmallDisk(in workspace: Workspace, kilobytes: Int) throws -> String? {
        let point = workspace.path("disk")
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: false)
        let status = try Self.runTool("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", point])
        guard status == 0 else {
            print("skipped: cannot mount a tmpfs at \(point) (not root, or no mount permission): mount exited \(status)")
            return nil
        }
        return point
    }

    static func unmount(_ point: String) {
        _ = try? Self.runTool("/usr/bin/umount", [point])
    }

    static func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Fills the disk at `point` to the last byte with a file named `filler`.
    static func fill(_ point: String) throws {
        FileManager.default.createFile(atPath: point + "/filler", contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: point + "/filler"))
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
    }

    @Test func convertIntoAFullDeviceSaysSoAndFails() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        for format in ["csv", "json", "hledger"] {
            let process = Process()
            process.executableURL = try ExecutableTests.executableURL()
            process.arguments = ["convert", file, "--to", format]
            process.currentDirectoryURL = workspace.url
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationStatus == 3, "\(format)")
            #expect(text.hasSuffix("certain-import: error: cannot write output: No space left on device\n"), "\(format): \(text)")
        }
    }

    /// A held import (the account exists) and a streamed one (into an account it opens) on a
    /// disk with no room: nothing booked, no account opened, the same message; once there is
    /// room again the same command books.
    @Test(.timeLimit(.minutes(5)))
    func anImportOnAFullDiskBooksNothingAndSaysSo() throws {
        let workspace = try Workspace()
        guard let disk = try Self.mountSmallDisk(in: workspace, kilobytes: 3_072) else { return }
        defer { Self.unmount(disk) }
        let small = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        try ImportReliabilityTests.generateStatement(rows: 20_000, into: workspace.path("long.csv"), balanceColumn: true)
        let ledger = disk + "/ledger.sqlite"
        #expect(try workspace.run(["accounts", "add", "Giro", "--currency", "CHF", "--ledger", ledger]).status == 0)

        try Self.fill(disk)
        let held = try workspace.run(["import", small, "--account", "Giro", "--ledger", ledger])
        try FileManager.default.removeItem(atPath: disk + "/filler")
        // 20,000 rows take more than the 3 MiB of the disk.
        let streamed = try workspace.run(["import", "long.csv", "--yes", "--account", "Neu", "--ledger", ledger])

        for run in [streamed, held] {
            #expect(run.status == 4)
            #expect(run.standardError.hasSuffix("""
                nothing of it was written
                hint: free some disk space, then run the same command again

                """), "\(run.standardError)")
        }
        // With no byte free, SQLite cannot even make the write-ahead log's index.
        #expect(held.firstErrorLine == "certain-import: error: ledger \(ledger): cannot open the ledger: the disk is full (disk I/O error); nothing of it was written")
        #expect(streamed.firstErrorLine == "certain-import: error: ledger \(ledger): cannot book the rows of the import: the disk is full (database or disk is full); nothing of it was written")
        #expect(try workspace.history(ledger: ledger).isEmpty)
        #expect(try FailedImportAccountTests.accounts(in: workspace, ledger: ledger) == ["Giro CHF null"])

        let again = try workspace.run(["import", small, "--account", "Giro", "--ledger", ledger])

        #expect(again.status == 0, "\(again.standardError)")
        #expect(try workspace.history(ledger: ledger).count == 1)
    }
}

/// An import opens the account it books into in its own transaction, or not at all: one that
/// is refused or fails leaves no account behind, whichever way it was read.
@Suite("a failed import opens no account")
struct FailedImportAccountTests {
    /// `accounts list --json` of the ledger: `name currency balance` of each account.
    static func accounts(in workspace: Workspace, ledger: String = "ledger.sqlite") throws -> [String] {
        let accounts = try workspace.json(["accounts", "list", "--json", "--ledger", ledger]) as? [[String: Any]] ?? []
        return accounts.map { "\($0["name"] as? String ?? "?") \($0["currency"] as? String ?? "?") \($0["balance"] as? String ?? "null")" }
    }

    @Test func aStatementWhoseBalancesDoNotReconcileLeavesNoAccount() throws {
        let workspace = try Workspace()
        try ImportEndToEndTests.writeUBSWithoutOneRow(in: workspace)

        let refused = try workspace.run(["import", "ubs-missing-row.csv", "--yes", "--account", "Neu", "--ledger", "ledger.sqlite"])

        #expect(refused.status == 1)
        #expect(refused.firstErrorLine == "certain-import: error: ubs-missing-row.csv:12: the balances do not reconcile; nothing was booked:")
        #expect(!refused.standardError.contains("created account"))
        #expect(try Self.accounts(in: workspace) == [])

        // The same account opens with the statement that books, as the ledger's first account.
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        let booked = try workspace.run(["import", file, "--yes", "--account", "Neu", "--ledger", "ledger.sqlite"])

        #expect(booked.status == 0, "\(booked.standardError)")
        #expect(booked.standardError
                == "created account 'Neu' (CHF, CH2600235800137511983) in ledger.sqlite, opening balance 18600.81 from the statement\n")
        #expect(try Self.accounts(in: workspace) == ["Neu CHF 21259.49"])
    }

    @Test func aStaleReviewFileLeavesNoAccount() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        try ImportEndToEndTests.writeUBSWithoutOneRow(in: workspace)
        let export = try workspace.run(["review", file, "--export", "review.csv", "--ledger", "ledger.sqlite"])
        #expect(export.status == 0, "\(export.standardError)")

        let refused = try workspace.run([
            "import", "ubs-missing-row.csv", "--yes", "--account", "Neu", "--review-file", "review.csv", "--ledger", "ledger.sqlite",
        ])

        #expect(refused.status == 3)
        #expect(refused.firstErrorLine.hasPrefix("certain-import: error: review.csv:"))
        #expect(!refused.standardError.contains("created account"))
        #expect(try Self.accounts(in: workspace) == [])
    }

    /// A statement longer than the streaming window is booked as it is read, into an account
    /// the session opens: a refusal at its end takes the account back with the rows.
    @Test(.timeLimit(.minutes(5)))
    func aStreamedStatementThatIsRefusedLeavesNoAccount() throws {
        let workspace = try Workspace()
        try ImportReliabilityTests.generateStatement(rows: 3_000, into: workspace.path("long.csv"), balanceColumn: true)

        let refused = try workspace.run([
            "import", "long.csv", "--yes", "--account", "Neu", "--currency", "EUR", "--expect-balance", "0.01", "--ledger", "ledger.sqlite",
        ])

        #expect(refused.status == 1)
        // The reading's warnings (a changed export of a template) are said before the refusal.
        #expect(refused.standardError.split(separator: "\n").first { $0.hasPrefix("certain-import: error:") }?
            .hasPrefix("certain-import: error: long.csv") == true)
        #expect(refused.standardError.contains("nothing was booked"))
        #expect(!refused.standardError.contains("created account"))
        #expect(try Self.accounts(in: workspace) == [])
    }

    /// In a run of several files each account opens with its first statement that books; one
    /// whose statements all fail is not opened.
    @Test func aRunOpensOnlyTheAccountsItBooksInto() throws {
        let workspace = try Workspace()
        try ImportEndToEndTests.writeUBSWithoutOneRow(in: workspace)
        let dkb = try workspace.copySample(ImportEndToEndTests.march)

        let run = try workspace.run(["import", "ubs-missing-row.csv", dkb, "--yes", "--ledger", "ledger.sqlite"])

        #expect(run.status == 1)
        #expect(try Self.accounts(in: workspace) == ["\(ImportEndToEndTests.dkbIBAN) EUR 3082.55"])
        #expect(run.standardError.contains(ImportEndToEndTests.createdDKBAccount))
        #expect(!run.standardError.contains("created account 'CH2600235800137511983'"))
    }

    @Test func allOrNothingOpensNoAccountWhenAFileFails() throws {
        let workspace = try Workspace()
        try ImportEndToEndTests.writeUBSWithoutOneRow(in: workspace)
        let dkb = try workspace.copySample(ImportEndToEndTests.march)

        let run = try workspace.run(["import", "ubs-missing-row.csv", dkb, "--yes", "--all-or-nothing", "--ledger", "ledger.sqlite"])

        #expect(run.status == 1)
        #expect(!run.standardError.contains("created account"))
        #expect(try Self.accounts(in: workspace) == [])

        let file = try workspace.copySample("ubs/ubs-2025-03-de.csv")
        let booked = try workspace.run(["import", file, dkb, "--yes", "--all-or-nothing", "--ledger", "ledger.sqlite"])

        #expect(booked.status == 0, "\(booked.standardError)")
        #expect(Set(try Self.accounts(in: workspace)) == ["CH2600235800137511983 CHF 21259.49", "\(ImportEndToEndTests.dkbIBAN) EUR 3082.55"])
    }
}

/// Results gathered from several threads.
final class ResultList: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<CertainImportProcess, any Error>] = []

    func append(_ result: Result<CertainImportProcess, any Error>) { lock.withLock { results.append(result) } }

    var all: [Result<CertainImportProcess, any Error>] { lock.withLock { results } }
}
