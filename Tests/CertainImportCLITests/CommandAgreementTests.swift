import Foundation
import Testing
import TestSupport

/// Every command that reads a statement gives the same answer about it: `preview --json`,
/// `validate --report json`, `convert --to json` and `import --dry-run --json` (into a fresh
/// ledger, with the same options) agree on the transactions, the total, the stated opening
/// and closing balance, the reconciliation's verdict and the warnings.
@Suite("the commands agree")
struct CommandAgreementTests {
    /// The repository's statements: every sample, and the fixtures that are statements.
    static let statements: [String] = {
        let root = Corpus.repositoryRoot
        let samples = (FileManager.default.enumerator(atPath: root.appendingPathComponent("Samples").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".csv") }.map { "Samples/" + $0 }
        let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Fixtures/statements").path)) ?? [])
            .filter { $0.hasSuffix(".csv") }.map { "Tests/Fixtures/statements/" + $0 }
        return (samples + fixtures).sorted()
    }()

    /// What one command says about a statement, in the terms all four can say it.
    struct Answer: Equatable, CustomStringConvertible {
        var count: Int?
        /// `date amount` of each transaction, in the file's order; `nil` where the command lists none.
        var transactions: [String]?
        var total: String?
        var opening: String?
        var closing: String?
        var verdict: String?
        var warnings: [String]

        var description: String {
            "\(count.map(String.init) ?? "-") rows, total \(total ?? "-"), opening \(opening ?? "-"), closing \(closing ?? "-"), "
                + "\(verdict ?? "-"), warnings \(warnings)"
        }
    }

    static func object(_ run: CertainImportProcess) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
    }

    /// The warnings a command wrote to standard error for `file`.
    static func warnings(in standardError: String, file: String) -> [String] {
        let prefix = "certain-import: warning: \(file): "
        return standardError.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    static func rows(_ transactions: [[String: Any]]) -> [String] {
        transactions.map { "\($0["booking_date"] as? String ?? "-") \($0["amount"] as? String ?? "-")" }
    }

    /// The sum of `amounts` as the statement's minor units say it (`"-12.30"`), without `Double`.
    static func sum(_ amounts: [String]) -> String? {
        guard let first = amounts.first else { return nil }
        let scale = first.split(separator: ".").dropFirst().first?.count ?? 0
        var minor = 0
        for amount in amounts {
            guard let units = Int(amount.replacingOccurrences(of: ".", with: "")) else { return nil }
            minor += units
        }
        let sign = minor < 0 ? "-" : ""
        let digits = String(abs(minor))
        guard scale > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        return sign + padded.dropLast(scale) + "." + padded.suffix(scale)
    }

    @Test("preview, validate, convert and import --dry-run give the same answer", arguments: statements)
    func commandsAgree(statement: String) throws {
        let workspace = try Workspace()
        let file = URL(fileURLWithPath: statement).lastPathComponent
        try FileManager.default.copyItem(
            at: Corpus.repositoryRoot.appendingPathComponent(statement), to: workspace.url.appendingPathComponent(file))

        let previewRun = try workspace.run(["preview", file, "--json"])
        let preview = try Self.object(previewRun)
        let previewTransactions = preview["transactions"] as? [[String: Any]] ?? []
        let previewReconciliation = preview["reconciliation"] as? [String: Any] ?? [:]
        let previewAnswer = Answer(
            count: previewTransactions.count, transactions: Self.rows(previewTransactions),
            total: previewReconciliation["total"] as? String, opening: previewReconciliation["opening_balance"] as? String,
            closing: previewReconciliation["closing_balance"] as? String, verdict: previewReconciliation["status"] as? String,
            warnings: (preview["warnings"] as? [String] ?? []).filter { !$0.hasPrefix("line ") })

        let validate = try Self.object(try workspace.run(["validate", file, "--report", "json"]))
        let checked = try #require((validate["files"] as? [[String: Any]])?.first)
        let validateAnswer = Answer(
            count: checked["transactions"] as? Int, transactions: nil, total: checked["total"] as? String,
            opening: checked["opening_balance"] as? String, closing: checked["closing_balance"] as? String,
            verdict: checked["reconciliation"] as? String, warnings: checked["warnings"] as? [String] ?? [])

        let convertRun = try workspace.run(["convert", file, "--to", "json"])
        let converted = try Self.object(convertRun)["transactions"] as? [[String: Any]] ?? []
        let convertRows = Self.rows(converted)
        let convertAnswer = Answer(
            count: converted.count, transactions: convertRows,
            total: Self.sum(converted.compactMap { $0["amount"] as? String }), opening: previewAnswer.opening,
            closing: previewAnswer.closing, verdict: previewAnswer.verdict,
            warnings: Self.warnings(in: convertRun.standardError, file: file))

        // Named, for the statements that state no IBAN; the reading's options are the others'.
        let importRun = try workspace.run(["import", file, "--dry-run", "--json", "--yes", "--account", "Statement", "--ledger", "ledger.sqlite"])
        let planned = try #require((try Self.object(importRun)["imports"] as? [[String: Any]])?.first)
        let importReconciliation = planned["reconciliation"] as? [String: Any] ?? [:]
        let importAnswer = Answer(
            count: planned["rows"] as? Int, transactions: nil, total: importReconciliation["total"] as? String,
            opening: importReconciliation["opening_balance"] as? String, closing: importReconciliation["closing_balance"] as? String,
            verdict: importReconciliation["status"] as? String, warnings: planned["warnings"] as? [String] ?? [])

        #expect(convertRows == previewAnswer.transactions, "convert's transactions")
        var withoutRows = previewAnswer
        withoutRows.transactions = nil
        #expect(validateAnswer == withoutRows, "validate")
        #expect(importAnswer == withoutRows, "import --dry-run")
        #expect(Self.warnings(in: importRun.standardError, file: file) == previewAnswer.warnings, "import's standard error")
        var convertWithoutRows = convertAnswer
        convertWithoutRows.transactions = nil
        // A statement without transactions has no total to sum.
        if converted.isEmpty { convertWithoutRows.total = previewAnswer.total }
        #expect(convertWithoutRows == withoutRows, "convert")
    }
}
