import Foundation
import Testing
import TestSupport

/// Files that are no statement, given to every command that reads one: each ends in a clear
/// input error (exit 3) or a correct result, never in a crash or a hang.
@Suite("bad input")
struct BadInputTests {
    static let commands = ["rows", "detect", "preview", "import"]

    /// The command line for `command` on `file`; `import` books into a ledger of its own.
    static func arguments(_ command: String, _ file: String) -> [String] {
        command == "import" ? ["import", file, "--yes", "--ledger", "ledger.sqlite"] : [command, file]
    }

    /// Runs `command` on `file` and checks what every bad input must give: no crash, no hang,
    /// nothing booked.
    static func run(_ command: String, _ file: String, in workspace: Workspace) throws -> CertainImportProcess {
        let run = try workspace.run(arguments(command, file), timeout: .seconds(300))
        #expect(!run.crashed, "\(command) \(file) crashed: \(run.standardError)")
        #expect(!run.timedOut, "\(command) \(file) did not finish")
        if command == "import" && FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")) {
            #expect(try workspace.history().isEmpty)
        }
        return run
    }

    @Test(arguments: commands)
    func aDirectory(command: String) throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("statements"), withIntermediateDirectories: false)

        let run = try Self.run(command, "statements", in: workspace)

        #expect(run.status == 3)
        if command == "import" {
            // import takes a directory as a batch of the .csv files in it, and there are none.
            #expect(run.standardError == """
                certain-import: error: the directory statements holds no .csv files
                hint: name the statement files, or the directory that holds them

                """)
        } else {
            #expect(run.firstErrorLine == "certain-import: error: statements is a directory, not a statement file")
        }
        #expect(run.standardOutput == "")
    }

    @Test("a directory of bank folders: subdirectories are not searched, and the hint names them")
    func aDirectoryOfFolders() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("statements/ubs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("statements/empty"), withIntermediateDirectories: true)
        try Data("Datum;Betrag\n".utf8).write(to: URL(fileURLWithPath: workspace.path("statements/ubs/march.csv")))

        let run = try Self.run("validate", "statements", in: workspace)

        #expect(run.status == 3)
        #expect(run.standardError == """
            certain-import: error: the directory statements holds no .csv files; its subdirectories are not searched
            hint: name the subdirectories that hold statements, such as statements/ubs/, or all of them with statements/*/

            """)
    }

    @Test(arguments: commands)
    func aMissingFile(command: String) throws {
        let workspace = try Workspace()

        let run = try Self.run(command, "missing.csv", in: workspace)

        #expect(run.status == 3)
        #expect(run.firstErrorLine == "certain-import: error: no such file: missing.csv")
        #expect(run.standardOutput == "")
    }

    @Test(arguments: commands)
    func anEmptyFile(command: String) throws {
        let workspace = try Workspace()
        try Data().write(to: URL(fileURLWithPath: workspace.path("empty.csv")))

        let run = try Self.run(command, "empty.csv", in: workspace)

        #expect(run.status == 3)
        #expect(run.firstErrorLine == "certain-import: error: empty.csv: the file is empty: there is no table to read")
        #expect(run.standardOutput == "")
    }

    static let binaryError = """
        certain-import: error: binary.csv: not a CSV table: binary content (a NUL byte at byte 3); export the statement \
        as CSV, or name a UTF-16 file's encoding with --encoding utf-16le
        """

    @Test(arguments: commands)
    func aBinaryFileIsNotATable(command: String) throws {
        let workspace = try Workspace()
        try Self.writeBinary(in: workspace)

        let run = try Self.run(command, "binary.csv", in: workspace)

        #expect(run.status == 3)
        #expect(run.firstErrorLine == Self.binaryError)
        #expect(run.standardOutput == "")
    }

    static func writeBinary(in workspace: Workspace) throws {
        let bytes: [UInt8] = Array("a;b".utf8) + [0, 0, 1, 2] + Array(";c\n".utf8) + [0, 0xFF, 0xFE, 0, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: workspace.path("binary.csv")))
    }

    @Test(arguments: commands)
    func prose(command: String) throws {
        let workspace = try Workspace()
        try """
            Dear customer,
            thank you for banking with us. Your statement follows in a separate letter.
            Kind regards
            """.write(toFile: workspace.path("letter.txt"), atomically: false, encoding: .utf8)

        let run = try Self.run(command, "letter.txt", in: workspace)

        switch command {
        case "rows":
            // A correct result: one text column, each line a record.
            #expect(run.status == 0)
            #expect(run.standardOutput.split(separator: "\r\n").count == 3)
        case "detect":
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("header         none"))
        default:
            #expect(run.status == 3)
            #expect(run.firstErrorLine == """
                certain-import: error: letter.txt: cannot map the columns: no column holds booking dates \
                (columns: 1 (no name) text)
                """)
        }
    }

    /// 100 MB without a line break: every command refuses it by its first 64 KiB, before
    /// reading the rest.
    @Test(.timeLimit(.minutes(10)))
    func aHundredMegabyteLine() throws {
        let workspace = try Workspace()
        let line = Data(repeating: UInt8(ascii: "x"), count: 100_000_000)
        try line.write(to: URL(fileURLWithPath: workspace.path("line.csv")))

        for command in Self.commands {
            let run = try Self.run(command, "line.csv", in: workspace)
            #expect(run.status == 3, "\(command)")
            #expect(run.standardError == """
                certain-import: error: line.csv:1: the first 64 KiB hold no line break: this is not a statement table
                hint: export the statement as CSV; if it is one, check that lines end in LF or CRLF

                """, "\(command)")
            #expect(run.standardOutput == "", "\(command)")
        }
    }

    /// A header line, then 1 MiB and a byte without a line break: the start looks like a
    /// table, but the second record is longer than any the reader accepts.
    @Test(.timeLimit(.minutes(10)))
    func aRecordLongerThanOneMebibyte() throws {
        let workspace = try Workspace()
        let text = Data("Datum;Betrag\n".utf8) + Data(repeating: UInt8(ascii: "x"), count: (1 << 20) + 1)
        try text.write(to: URL(fileURLWithPath: workspace.path("line.csv")))

        let run = try Self.run("rows", "line.csv", in: workspace)

        #expect(run.status == 3)
        #expect(run.firstErrorLine == """
            certain-import: error: line.csv:2: the record starting on line 2 is longer than 1 MiB; this is not a \
            statement table, or the quote setting is wrong (try --quote none)
            """)
    }
}
