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

    /// Names SQLite would read specially, and slips of a script's quoting, are usage errors
    /// that leave nothing behind.
    @Test(arguments: [
        (":memory:", "certain-import: error: --ledger ':memory:' is SQLite's name for a database in memory; the ledger is a file",
         "hint: give a file such as --ledger ./ledger.sqlite (./:memory: for a file of that name)"),
        ("file:x?mode=memory", "certain-import: error: --ledger 'file:x?mode=memory' is SQLite's name for a URI; the ledger is a file",
         "hint: give a file such as --ledger ./ledger.sqlite (./file:x?mode=memory for a file of that name)"),
        (" ", "certain-import: error: --ledger ' ' has a blank file or directory name", "hint: give a file such as --ledger ./ledger.sqlite"),
        ("sub/ /ledger.sqlite", "certain-import: error: --ledger 'sub/ /ledger.sqlite' has a blank file or directory name",
         "hint: give a file such as --ledger ./ledger.sqlite"),
        ("ledger\n.sqlite", "certain-import: error: --ledger holds the control character U+000A: a ledger's path has none",
         "hint: check the quoting of the command or script that set it"),
        ("\u{1B}[2Jledger.sqlite", "certain-import: error: --ledger holds the control character U+001B: a ledger's path has none",
         "hint: check the quoting of the command or script that set it"),
    ])
    func aNameThatIsNoPlainFileIsAUsageError(path: String, error: String, hint: String) throws {
        let workspace = try Workspace()

        let run = try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", path])

        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").prefix(2) == [Substring(error), Substring(hint)])
        #expect(try Self.contents(workspace) == [])
    }

    /// The ledger opens every path as the file it spells: `./:memory:` is a file of that name.
    @Test func aSpecialNameWithADirectoryIsAPlainFile() throws {
        let workspace = try Workspace()

        let run = try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", "./file:y.sqlite?mode=memory"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.contents(workspace) == ["file:y.sqlite?mode=memory"])
    }

    @Test func aDeviceOrAPipeIsNoLedger() throws {
        let workspace = try Workspace()
        #expect(mkfifo(workspace.path("pipe"), 0o600) == 0)

        let device = try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", "/dev/null"])
        let pipe = try workspace.run(["history", "--ledger", "pipe"], timeout: .seconds(20))

        #expect(device.status == 4)
        #expect(device.standardError == "certain-import: error: the ledger /dev/null is a device, not a file\nhint: name the ledger file, such as ./ledger.sqlite\n")
        #expect(!pipe.timedOut)
        #expect(pipe.status == 4)
        #expect(pipe.firstErrorLine == "certain-import: error: the ledger pipe is a pipe, not a file")
        #expect(try Self.contents(workspace) == ["pipe"])
    }

    /// A path longer than SQLite opens is refused before anything is made; one so deep that
    /// a directory cannot be made leaves none of those made before it.
    @Test func aTooLongPathLeavesNoDirectories() throws {
        let workspace = try Workspace()
        let long = String(repeating: "verzeichnis/", count: 60) + "ledger.sqlite"
        let deep = String(repeating: "d/", count: 2_100) + "ledger.sqlite"

        let tooLong = try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", long])
        let tooDeep = try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", deep])

        #expect(tooLong.status == 4)
        let bytes = workspace.url.standardizedFileURL.path.utf8.count + 1 + long.utf8.count
        #expect(tooLong.firstErrorLine == "certain-import: error: ledger \(long): the ledger's full path is \(bytes) bytes long; SQLite opens at most 512")
        #expect(tooDeep.status == 4)
        #expect(tooDeep.firstErrorLine.hasPrefix("certain-import: error: cannot create the ledger's directory d/d/d/"))
        #expect(try Self.contents(workspace) == [])
    }

    /// A link to a ledger is followed; a link to nothing is refused (the ledger would be
    /// created wherever it points, readable by all), and so is a log file beside the ledger
    /// that is a link, which nobody but someone else would plant.
    @Test func symbolicLinksAreFollowedToALedgerOnly() throws {
        let workspace = try Workspace()
        let fileManager = FileManager.default
        #expect(try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", "real.sqlite"]).status == 0)
        try fileManager.createSymbolicLink(atPath: workspace.path("link.sqlite"), withDestinationPath: "real.sqlite")
        try fileManager.createSymbolicLink(atPath: workspace.path("dangling.sqlite"), withDestinationPath: "nowhere.sqlite")

        let throughLink = try workspace.run(["accounts", "add", "B", "--currency", "EUR", "--ledger", "link.sqlite"])
        let dangling = try workspace.run(["accounts", "add", "C", "--currency", "EUR", "--ledger", "dangling.sqlite"])
        try "precious\n".write(toFile: workspace.path("victim"), atomically: false, encoding: .utf8)
        try fileManager.createSymbolicLink(atPath: workspace.path("real.sqlite-wal"), withDestinationPath: "victim")
        let planted = try workspace.run(["accounts", "list", "--ledger", "real.sqlite"])

        #expect(throughLink.status == 0, "\(throughLink.standardError)")
        #expect(dangling.status == 4)
        #expect(dangling.standardError == """
            certain-import: error: ledger dangling.sqlite: the ledger is a symbolic link to nowhere.sqlite, which does not exist
            hint: name the ledger file itself with --ledger, or remove the link

            """)
        #expect(!fileManager.fileExists(atPath: workspace.path("nowhere.sqlite")))
        #expect(planted.status == 4)
        #expect(planted.firstErrorLine == "certain-import: error: ledger real.sqlite: real.sqlite-wal is a symbolic link to victim; "
                + "SQLite keeps the ledger's log there only in a file of its own")
        #expect(try String(contentsOfFile: workspace.path("victim"), encoding: .utf8) == "precious\n")
        try fileManager.removeItem(atPath: workspace.path("real.sqlite-wal"))
        let accounts = try workspace.json(["accounts", "list", "--json", "--ledger", "real.sqlite"]) as? [[String: Any]] ?? []
        #expect(accounts.compactMap { $0["name"] as? String } == ["A", "B"])
    }

    /// An import that books nothing leaves no ledger it made, nor the directories made for it;
    /// a ledger that was there before stays.
    @Test func anImportThatBooksNothingLeavesNoLedger() throws {
        let workspace = try Workspace()
        try "foo;bar\n1;2\n".write(toFile: workspace.path("bad.csv"), atomically: false, encoding: .utf8)
        #expect(try workspace.run(["accounts", "add", "A", "--currency", "EUR", "--ledger", "kept.sqlite"]).status == 0)

        let refused = try workspace.run(["import", "bad.csv", "--yes", "--ledger", "new/deeper/ledger.sqlite"])
        let refusedIntoKept = try workspace.run(["import", "bad.csv", "--yes", "--ledger", "kept.sqlite"])

        #expect(refused.status == 3)
        #expect(refused.firstErrorLine.hasPrefix("certain-import: error: bad.csv:1: cannot map the columns"))
        #expect(refusedIntoKept.status == 3)
        #expect(try Self.contents(workspace).filter { !$0.hasPrefix("kept.sqlite-") } == ["bad.csv", "kept.sqlite"])
    }

    static func contents(_ workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).sorted()
    }

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
