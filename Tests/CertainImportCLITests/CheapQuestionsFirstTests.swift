import Foundation
import Testing
import TestSupport

#if os(Linux)
import Glibc

/// What detection can decide is settled before the rows are read: an import that must refuse
/// for want of an account refuses on the detection sample, whatever the statement's length.
@Suite("cheap questions first")
struct CheapQuestionsFirstTests {
    /// A statement of `rows` rows with a running balance, as a bank exports it; without IBAN
    /// and currency, or with `iban` in its preamble and EUR in its header.
    static func statement(rows: Int, iban: String? = nil) -> [UInt8] {
        var text = iban.map { "Kontonummer:;\($0) / Girokonto;\n\nDatum;Text;Betrag (EUR);Saldo (EUR)\n" } ?? "Datum;Text;Betrag;Saldo\n"
        var balance = 100_000
        for index in 0..<rows {
            let amount = index % 3 == 0 ? 150_000 : -(index % 7_000 + 100)
            balance += amount
            let money = { (minor: Int) in "\(minor < 0 ? "-" : "")\(abs(minor) / 100).\(String(format: "%02d", abs(minor) % 100))" }
            text += String(format: "%02d.%02d.2024", 1 + (index / 50) % 28, 1 + (index / 1_400) % 12)
                + ";Zahlung \(index % 17);\(money(amount));\(money(balance))\n"
        }
        return Array(text.utf8)
    }

    /// Runs `import - <arguments>` with `statement` written into its standard input, and counts
    /// the bytes the pipe took before the import ended: what it read, give or take the pipe's buffer.
    static func importFromPipe(
        _ statement: [UInt8], arguments: [String] = [], in workspace: Workspace
    ) throws -> (run: CertainImportProcess, written: Int) {
        // A write into the pipe of an import that has ended fails with EPIPE instead of killing the test.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = ["import", "-", "--ledger", "ledger.sqlite"] + arguments
        process.currentDirectoryURL = workspace.url
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // Only the import holds the reading end: once it ends, a write fails.
        try input.fileHandleForReading.close()
        let errorData = PipeDrain(errors.fileHandleForReading)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var written = 0
        statement.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, min(65_536, bytes.count - written))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                written += count
            }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let run = CertainImportProcess(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal, timedOut: false,
            standardOutput: "", standardError: String(decoding: errorData.wait(), as: UTF8.self))
        return (run, written)
    }

    /// Before, the import read all 200,000 rows (8 MB; 140 MB and 1.4 s for the release
    /// build) and only then refused; now the pipe takes the detection sample and its buffer.
    @Test("import of 200,000 rows without IBAN or --account refuses before the rows are read")
    func noAccountIsRefusedBeforeTheRows() throws {
        let workspace = try Workspace()
        let statement = Self.statement(rows: 200_000)

        let (run, written) = try Self.importFromPipe(statement, in: workspace)

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: <stdin>: the statement states no IBAN, so the account must be named
            hint: pass --account NAME (see 'certain-import accounts list')

            """))
        #expect(statement.count > 8_000_000)
        #expect(written < 1_048_576, "the import took \(written) of \(statement.count) bytes")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    /// A new account needs a currency the statement does not state: refused on the first rows
    /// (the streaming window), not after all of them.
    @Test("import --yes of 200,000 rows without a currency into a new account refuses before the rows are read")
    func newAccountWithoutCurrencyIsRefusedBeforeTheRows() throws {
        let workspace = try Workspace()
        let statement = Self.statement(rows: 200_000)

        let (run, written) = try Self.importFromPipe(statement, arguments: ["--yes", "--account", "Neu"], in: workspace)

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: the statement does not state its currency, and a new account needs one
            hint: give it with --currency CHF, or book into an existing account with --account

            """))
        #expect(written < 2 * 1_048_576, "the import took \(written) of \(statement.count) bytes")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    /// An account to open that nobody can say to open: refused before the rows are read.
    @Test("import of 200,000 rows whose IBAN no account has, without --yes, refuses before the rows are read")
    func missingAccountIsRefusedBeforeTheRows() throws {
        let workspace = try Workspace()
        let statement = Self.statement(rows: 200_000, iban: "DE89370400440532013000")

        let (run, written) = try Self.importFromPipe(statement, in: workspace)

        #expect(run.status == 1)
        #expect(run.standardError == """
            certain-import: error: <stdin>: no account in ledger.sqlite has the statement's IBAN DE89370400440532013000
            hint: name one with --account, or pass --yes to create an account named after the IBAN

            """)
        #expect(written < 1_048_576, "the import took \(written) of \(statement.count) bytes")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }
}
#endif
