import Foundation
import Testing
import TestSupport

/// `--accept-mismatch FILE` accepts the mismatch of that file of a batch only; alone, of
/// every file.
@Suite("--accept-mismatch in a batch")
struct AcceptMismatchTests {
    /// Two statements of two accounts, each with one row taken out so that its running
    /// balance does not reconcile: UBS (CH26…) and ING (DE96…).
    static func twoMismatches() throws -> Workspace {
        let workspace = try Workspace()
        try ImportEndToEndTests.writeUBSWithoutOneRow(in: workspace)
        let ing = try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Samples/ing-de/ing-girokonto-2025-03.csv"))
        let lines = ing.split(separator: 0x0A, omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.starts(with: Data("27.03.2025;27.03.2025;Funknetz".utf8)) }
        #expect(kept.count == lines.count - 1)
        try Data(kept.joined(separator: [0x0A])).write(to: workspace.url.appendingPathComponent("ing-missing-row.csv"))
        return workspace
    }

    @Test("--accept-mismatch FILE books that file and refuses the other")
    func onlyTheNamedFile() throws {
        let workspace = try Self.twoMismatches()
        let run = try workspace.run([
            "import", "ubs-missing-row.csv", "ing-missing-row.csv", "--ledger", "ledger.sqlite", "--yes",
            "--accept-mismatch", "ing-missing-row.csv",
        ])
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            FILE                 ACCOUNT                 PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION       IMPORT
            ubs-missing-row.csv  CH2600235800137511983   2025-03-01..2025-03-31    22    -           -  -                    failed
            ing-missing-row.csv  DE96500105176068473473  2025-03-01..2025-03-31    19   19           0  mismatch (accepted)  #1
            booked 1 of 2 file(s): 19 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(run.standardError.contains("certain-import: error: ubs-missing-row.csv:12: the balances do not reconcile; nothing was booked"))
        let history = try workspace.history()
        #expect(history.map { $0["filename"] as? String } == ["ing-missing-row.csv"])
    }

    @Test("--accept-mismatch alone (last, or before another option) accepts every file's mismatch", arguments: [
        ["ubs-missing-row.csv", "ing-missing-row.csv", "--yes", "--accept-mismatch"],
        ["ubs-missing-row.csv", "ing-missing-row.csv", "--accept-mismatch", "--yes"],
        ["--accept-mismatch", "ubs-missing-row.csv", "--accept-mismatch", "ing-missing-row.csv", "ubs-missing-row.csv", "ing-missing-row.csv", "--yes"],
    ])
    func everyFile(arguments: [String]) throws {
        let workspace = try Self.twoMismatches()
        let run = try workspace.run(["import"] + arguments + ["--ledger", "ledger.sqlite"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("booked 2 of 2 file(s): 41 new transaction(s), 0 duplicate(s) skipped\n"))
    }

    @Test("--accept-mismatch before the only file is the option alone and the file to import", arguments: [
        ["--accept-mismatch", "ing-missing-row.csv"],
        ["--yes", "--accept-mismatch", "ing-missing-row.csv"],
    ])
    func beforeTheOnlyFile(arguments: [String]) throws {
        let workspace = try Self.twoMismatches()
        let run = try workspace.run(["import"] + arguments + ["--ledger", "ledger.sqlite", "--yes"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("booked 1 of 1 file(s): 19 new transaction(s), 0 duplicate(s) skipped\n"))
        #expect(try workspace.history().map { $0["filename"] as? String } == ["ing-missing-row.csv"])
    }

    @Test("a FILE that is none of the batch's is a usage error, before anything is read")
    func unknownFile() throws {
        let workspace = try Self.twoMismatches()
        let run = try workspace.run([
            "import", "ubs-missing-row.csv", "--accept-mismatch", "ing-missing-row.csv", "--ledger", "ledger.sqlite", "--yes",
        ])
        #expect(run.status == 2)
        #expect(run.standardError == """
            certain-import: error: --accept-mismatch ing-missing-row.csv names none of the files to import
            hint: name one of the files as given, such as --accept-mismatch ubs-missing-row.csv; --accept-mismatch alone, last or before another option, accepts every file's mismatch
            See 'certain-import import --help'.

            """)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    @Test("a directory given as FILE accepts the mismatch of the statements in it")
    func directory() throws {
        let workspace = try Self.twoMismatches()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("2025"), withIntermediateDirectories: false)
        try FileManager.default.moveItem(
            at: workspace.url.appendingPathComponent("ing-missing-row.csv"), to: workspace.url.appendingPathComponent("2025/ing-missing-row.csv"))
        let run = try workspace.run([
            "import", "2025", "ubs-missing-row.csv", "--accept-mismatch", "./2025/", "--ledger", "ledger.sqlite", "--yes",
        ])
        #expect(run.status == 1)
        #expect(try workspace.history().map { $0["filename"] as? String } == ["ing-missing-row.csv"])
    }
}
