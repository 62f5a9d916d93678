import Foundation
import Testing

/// The plain-text accounting tools that check our journals: `hledger` and `ledger` from the
/// system (Debian packages), `bean-check` from the system or else from PyPI, installed into a
/// virtual environment under the temporary directory that is kept for the next runs, one per
/// beancount version.
///
/// A tool that is missing skips its tests with one line, except in CI (`CI` set), where the
/// tests run and fail: `.ci/run` installs the tools, so a missing one is a broken setup.
enum JournalTool: String, CaseIterable, Sendable {
    case hledger
    case ledger
    case beancount

    /// The program to run, when there is one.
    var executable: String? {
        switch self {
        case .hledger, .ledger: Self.onPath(rawValue)
        case .beancount: Self.beanCheck
        }
    }

    /// Whether the tests of this tool run: the tool is there, or CI demands it.
    var runs: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Ends the running test case as skipped, with one line on standard error, unless the tool
    /// runs. (`#require` made it a failure; a cancelled case alone shows no line.)
    func skipUnlessItRuns() throws {
        guard !runs else { return }
        FileHandle.standardError.write(Data("skipped: \(rawValue) is not installed (the journal checks need it; CI installs it)\n".utf8))
        try Test.cancel("\(rawValue) is not installed: skipped")
    }

    /// Runs the tool's check of `journal` in its directory; the exit status and what it printed.
    /// `strict` adds what the tool checks beyond balances and assertions: hledger's declared
    /// accounts and commodities, ledger's `--pedantic` (beancount always checks its accounts).
    func check(_ journal: URL, strict: Bool = false) throws -> (status: Int32, output: String) {
        guard let executable else { throw JournalToolMissing(tool: self) }
        let arguments = switch self {
        case .hledger: ["-f", journal.path, "check"] + (strict ? ["--strict"] : [])
        // `balance` reads the whole journal and checks every assertion on the way.
        case .ledger: ["-f", journal.path, "balance"] + (strict ? ["--pedantic"] : [])
        case .beancount: [journal.path]
        }
        return try Self.run(executable, arguments, directory: journal.deletingLastPathComponent())
    }

    /// The balance of `account` (without its sub-accounts) at the end of `journal` as the tool
    /// computes it, such as `-2500.00 EUR`; `0` for none.
    func balance(of account: String, in journal: URL) throws -> String {
        guard let executable else { throw JournalToolMissing(tool: self) }
        let run: (status: Int32, output: String)
        switch self {
        case .hledger:
            run = try Self.run(executable, ["-f", journal.path, "balance", "--flat", "-N", "--empty", "--format", "%(total)|%(account)"])
        case .ledger:
            run = try Self.run(executable, ["-f", journal.path, "balance", "--flat", "--no-total", "--empty", "--format", "%(display_total)|%(account)\n"])
        case .beancount:
            // bean-check's own Python has beancount: its first line names it.
            let script = try String(contentsOfFile: executable, encoding: .utf8)
            let python = String(script.prefix { $0 != "\n" }.dropFirst(2))
            run = try Self.run(python, ["-c", """
                import sys
                from beancount import loader
                from beancount.core import data
                entries, errors, _ = loader.load_file(sys.argv[1])
                units = [p.units for e in entries if isinstance(e, data.Transaction) for p in e.postings if p.account == sys.argv[2]]
                print(f"{sum(u.number for u in units)} {units[0].currency}" if units else "0", end="|" + sys.argv[2] + "\\n")
                """, journal.path, account])
        }
        guard run.status == 0 else { return run.output }
        let line = run.output.split(separator: "\n").first { $0.hasSuffix("|" + account) }
        return line.map { $0.components(separatedBy: "|")[0].trimmingCharacters(in: .whitespaces) } ?? "0"
    }

    /// `hledger`, `ledger` or `bean-check` on `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The beancount the tests install where the system has none.
    static let beancountVersion = "3.2.3"

    /// `bean-check` on `PATH`, else from a virtual environment made for the tests (beancount
    /// `beancountVersion` from PyPI); `nil` when neither works.
    static let beanCheck: String? = {
        if let found = onPath("bean-check") { return found }
        let environment = FileManager.default.temporaryDirectory.appendingPathComponent("certain-import-tests-beancount-\(beancountVersion)")
        let program = environment.appendingPathComponent("bin/bean-check").path
        if FileManager.default.isExecutableFile(atPath: program) { return program }
        guard let python = onPath("python3"),
              (try? run(python, ["-m", "venv", environment.path]))?.status == 0,
              (try? run(environment.appendingPathComponent("bin/pip").path, ["install", "--quiet", "beancount==\(beancountVersion)"]))?.status == 0,
              FileManager.default.isExecutableFile(atPath: program)
        else {
            try? FileManager.default.removeItem(at: environment)
            return nil
        }
        return program
    }()

    private static func run(_ executable: String, _ arguments: [String], directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

struct JournalToolMissing: Error, CustomStringConvertible {
    var tool: JournalTool
    var description: String {
        "\(tool.rawValue) is not installed; .ci/run installs hledger and ledger, bean-check comes from PyPI into a virtual environment"
    }
}
