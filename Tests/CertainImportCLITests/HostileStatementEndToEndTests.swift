import Foundation
import Testing
import TestSupport

#if os(Linux)
/// Statements with long lines that are not rows, given to the binary as a user gives them: a
/// purpose has a limit, and memory does not grow with the number of such lines.
@Suite("long lines that are not rows, end to end")
struct LongNonRowLinesTests {
    /// What a measured run of the binary gave.
    struct MeasuredRun {
        var status: Int32
        var standardOutput: String
        /// The highest peak resident memory (`VmHWM`) seen while the child ran, in KiB.
        var peakKiB: Int
    }

    /// Runs the binary with `arguments`, its output into a file in `directory`, and watches
    /// its peak memory. `wait4`'s `ru_maxrss` cannot tell: a spawned child starts with its
    /// parent's peak, the test process's. The child's own `VmHWM` only grows, so the last
    /// look before it ends misses only what the last two milliseconds added.
    static func runMeasured(_ arguments: [String], in directory: URL) throws -> MeasuredRun {
        let outputURL = directory.appendingPathComponent("stdout.txt")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peak = 0
        let status = "/proc/\(process.processIdentifier)/status"
        while process.isRunning {
            // Read as a stream: a /proc file says it has no bytes, so a whole-file read gets none.
            let lines = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: status)).readToEnd())
                .map { String(decoding: $0, as: UTF8.self).split(separator: "\n") } ?? []
            if let line = lines.first(where: { $0.hasPrefix("VmHWM:") }),
               let kiB = Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "") {
                peak = max(peak, kiB)
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return MeasuredRun(
            status: process.terminationStatus, standardOutput: try String(contentsOf: outputURL, encoding: .utf8), peakKiB: peak)
    }

    /// Raiffeisen's March statement with `count` continuation lines of `bytes` bytes of text
    /// after its fourth booking (line 5), on lines 6 and on.
    static func writeStatement(lines count: Int, of bytes: Int, in workspace: Workspace) throws -> String {
        let sample = Corpus.repositoryRoot.appendingPathComponent("Samples/raiffeisen-ch/raiffeisen-2025-03.csv")
        var lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let long = ";;" + String(repeating: "x", count: bytes) + ";;;"
        lines.insert(contentsOf: repeatElement(Substring(long), count: count), at: 5)
        let path = workspace.path("long-\(count).csv")
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The first problem of the first file of `validate --report json`.
    static func firstProblem(_ run: MeasuredRun) throws -> [String: Any] {
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]])
        return try #require((files.first?["problems"] as? [[String: Any]])?.first)
    }

    /// The merged purpose grew with every line and was copied for each: 20 lines of 4 MiB
    /// took `validate` 66 s and 303 MB. Thirty lines of 1,000,000 bytes (records hold at most
    /// 1 MiB) must cost no more memory than one does, give or take a few lines in flight
    /// between the reading and mapping threads.
    @Test("validate: a continuation beyond the purpose's limit is a problem of its line; memory does not grow with such lines")
    func validateStaysBounded() throws {
        let workspace = try Workspace()
        let lineBytes = 1_000_000
        let one = try Self.runMeasured(["validate", try Self.writeStatement(lines: 1, of: lineBytes, in: workspace), "--report", "json"], in: workspace.url)
        let thirty = try Self.runMeasured(["validate", try Self.writeStatement(lines: 30, of: lineBytes, in: workspace), "--report", "json"], in: workspace.url)

        let purposeBytes = "Kornhaus Markt Kartenzahlung Kornhaus Markt".utf8.count + 1 + lineBytes
        for run in [one, thirty] {
            #expect(run.status == 1)
            let problem = try Self.firstProblem(run)
            #expect(problem["line"] as? Int == 6)
            #expect(problem["message"] as? String == """
                continuation of line 5 not merged: its purpose would hold \(purposeBytes) bytes, more than the 65536 a purpose may hold \
                (no bank writes a purpose that long; check that the file is the bank's export, or remove the line)
                """)
            #expect(problem["code"] as? String == "continuation_too_long")
            #expect(problem["data"] as? [String: Int] == ["booking_line": 5, "bytes": purposeBytes, "limit": 65536])
            #expect(run.standardOutput.contains(#""transactions": 15"#))
        }
        #expect(thirty.standardOutput.contains(#""skipped": 32"#))
        #expect(one.peakKiB > 0, "the child's peak memory could not be read")
        #expect(thirty.peakKiB <= one.peakKiB + 32 << 10, "peak \(thirty.peakKiB) KiB with 30 lines, \(one.peakKiB) KiB with one")
    }

    /// Rows whose date cell is a megabyte of text: each problem quoted its cell whole, so 40
    /// such lines took `validate` 161 MB and `preview --json` 284 MB. The cell is quoted by its
    /// start and length, and memory does not grow with such rows.
    @Test("validate: an unreadable cell of a megabyte is quoted by its start; memory does not grow with such rows")
    func unreadableLongCellsStayBounded() throws {
        let workspace = try Workspace()
        let sample = Corpus.repositoryRoot.appendingPathComponent("Samples/raiffeisen-ch/raiffeisen-2025-03.csv")
        let lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let row = "CH6080808456348462519;" + String(repeating: "x", count: 1_000_000) + ";Kornhaus;-1.00;8028.9;"
        func statement(_ count: Int) throws -> String {
            var grown = lines
            grown.insert(contentsOf: repeatElement(Substring(row), count: count), at: 5)
            let path = workspace.path("cells-\(count).csv")
            try grown.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
        let one = try Self.runMeasured(["validate", try statement(1), "--report", "json"], in: workspace.url)
        let forty = try Self.runMeasured(["validate", try statement(40), "--report", "json"], in: workspace.url)

        let quoted = String(repeating: "x", count: 64) + "… (1000000 characters)"
        for run in [one, forty] {
            #expect(run.status == 1)
            let problem = try Self.firstProblem(run)
            #expect(problem["line"] as? Int == 6)
            #expect((problem["message"] as? String)?.hasPrefix("""
                column 'Booked At': Cannot parse '\(quoted)' as a date in format yyyy-MM-dd HH:mm:ss.S, such as 2024-03-05 14:30:00.000
                """) == true)
            #expect(problem["code"] as? String == "unreadable_cell")
        }
        #expect(forty.standardOutput.utf8.count < 100_000)
        #expect(one.peakKiB > 0, "the child's peak memory could not be read")
        #expect(forty.peakKiB <= one.peakKiB + 32 << 10, "peak \(forty.peakKiB) KiB with 40 rows, \(one.peakKiB) KiB with one")
    }
}
#endif

/// UTF-16 statements whose byte order mark is right, wrong or doubtful, given to the binary.
@Suite("byte order marks, end to end")
struct ByteOrderMarkEndToEndTests {
    /// Raiffeisen's March statement in UTF-16, little or big endian, after `mark`.
    static func write(_ name: String, mark: [UInt8], bigEndian: Bool, in workspace: Workspace) throws {
        let sample = Corpus.repositoryRoot.appendingPathComponent("Samples/raiffeisen-ch/raiffeisen-2025-03.csv")
        let text = try String(contentsOf: sample, encoding: .utf8)
        let units = text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data(mark + units).write(to: URL(fileURLWithPath: workspace.path(name)))
    }

    @Test("a mark that contradicts the text is refused by every command, with the mark's bytes and a way out", arguments: [
        ("be-mark.csv", [0xFE, 0xFF] as [UInt8], false, "utf-16be byte order mark (FE FF), but its text is written in utf-16le"),
        ("le-mark.csv", [0xFF, 0xFE], true, "utf-16le byte order mark (FF FE), but its text is written in utf-16be"),
        ("nul-first.csv", [0xFF, 0xFE, 0x00, 0x00], false, "utf-32le byte order mark (FF FE 00 00), but its text is written in utf-16le"),
        ("utf8-mark.csv", [0xEF, 0xBB, 0xBF, 0xFF, 0xFE], false, "utf-8 byte order mark (EF BB BF), but its text is written in utf-16le"),
    ])
    func contradictingMark(name: String, mark: [UInt8], bigEndian: Bool, message: String) throws {
        let workspace = try Workspace()
        try Self.write(name, mark: mark, bigEndian: bigEndian, in: workspace)
        let hint = "export the statement again: the mark decides how the file is read, so --encoding cannot overrule it"
        for command in ["rows", "detect", "preview", "import"] {
            let run = try workspace.run(BadInputTests.arguments(command, name))
            #expect(run.status == 3, "\(command)")
            #expect(run.standardError == "certain-import: error: \(name):1: the file starts with the \(message)\nhint: \(hint)\n", "\(command)")
            #expect(run.standardOutput == "")
        }
        // validate reports each file and goes on to the next.
        let validate = try workspace.run(["validate", name])
        #expect(validate.status == 1)
        #expect(validate.standardOutput == """
            FAIL  \(name): 0 transaction(s), 0 skipped, reconciliation not run
                  \(name):1: the file starts with the \(message) (\(hint))
            0 of 1 file(s) passed

            """)
    }

    /// The template of Raiffeisen's exports says UTF-8; a UTF-16 export with its mark is read
    /// by the mark, and the user is not warned of a choice nobody made.
    @Test("a UTF-16 export matched by a UTF-8 template is read without a warning about the encoding")
    func markedExportOfAUTF8Template() throws {
        let workspace = try Workspace()
        try Self.write("utf16.csv", mark: [0xFF, 0xFE], bigEndian: false, in: workspace)
        let run = try workspace.run(["preview", "utf16.csv"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("utf16.csv: 15 transaction(s), 2 line(s) skipped\n"))
        #expect(!run.standardOutput.contains("warning"), "\(run.standardOutput)")
        #expect(!run.standardError.contains("warning"), "\(run.standardError)")
    }
}
