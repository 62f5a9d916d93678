import Foundation
import Testing

/// Any ledger path a user types is taken or refused with a message, never a crash, and a new
/// ledger is private.
@Suite("Ledger paths")
struct LedgerPathTests {
    @Test(arguments: [
        (["history", "--ledger", "x"], Int32(0), "No imports yet.\n", ""),
        (["history", "--ledger", "."], 4, "", "certain-import: error: the ledger . is a directory, not a file\nhint: name the ledger file, such as ./ledger.sqlite\n"),
        (["accounts", "add", "A", "--currency", "EUR", "--ledger", "sub/"], 4, "",
         "certain-import: error: the ledger sub/ is a directory, not a file\nhint: name the ledger file, such as sub/ledger.sqlite\n"),
        (["history", "--ledger", "-"], 2, "", "certain-import: error: --ledger '-' names no file: the ledger cannot be standard input or output\n"),
        (["history", "--ledger", ""], 2, "", "certain-import: error: --ledger is empty: it must name the ledger file\n"),
        (["accounts", "add", "A", "--currency", "EUR", "--ledger", "y"], 0,
         "Added account 1 'A': EUR, opening balance unknown until the first statement is booked.\n", ""),
    ])
    func aTypedPathWorksOrIsRefused(arguments: [String], status: Int32, output: String, errorStart: String) throws {
        let workspace = try Workspace()

        let run = try workspace.run(arguments)

        #expect(!run.crashed)
        #expect(run.status == status, "\(run.standardError)")
        #expect(run.standardOutput == output)
        #expect(run.standardError.hasPrefix(errorStart))
    }

    @Test func theLedgerVariableIsCheckedAlike() throws {
        let workspace = try Workspace()

        let oneLetter = try workspace.run(["accounts", "add", "A", "--currency", "EUR"], environment: ["CERTAIN_IMPORT_LEDGER": "l"])
        let empty = try workspace.run(["accounts", "list"], environment: ["CERTAIN_IMPORT_LEDGER": ""])

        #expect(oneLetter.status == 0, "\(oneLetter.standardError)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("l")))
        #expect(empty.status == 2)
        #expect(empty.firstErrorLine == "certain-import: error: CERTAIN_IMPORT_LEDGER is empty: it must name the ledger file")
    }

    /// Under the usual umask 022 a new ledger is 0600 and the directories made for it 0700.
    @Test func aNewLedgerAndItsDirectoriesArePrivate() throws {
        let workspace = try Workspace()
        let binary = try ExecutableTests.executableURL().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 022; exec \"$0\" accounts add A --currency EUR", binary]
        process.currentDirectoryURL = workspace.url
        process.environment = ["HOME": workspace.url.path, "XDG_DATA_HOME": workspace.path("data"), "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(try Self.mode(workspace.path("data")) == 0o700)
        #expect(try Self.mode(workspace.path("data/certain-import")) == 0o700)
        #expect(try Self.mode(workspace.path("data/certain-import/ledger.sqlite")) == 0o600)
    }

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
