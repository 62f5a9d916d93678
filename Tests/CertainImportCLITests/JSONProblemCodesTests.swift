import Foundation
import Testing
import TestSupport

/// The JSON outputs give each skipped line and each reconciliation problem its `code` and
/// `data` beside the English words, the same in every command that lists it.
@Suite("JSON outputs: code and data of skipped lines and reconciliation problems")
struct JSONProblemCodesTests {
    /// Ten purchases, the fourth dated on a day February does not have.
    static let unreadableRow = "Datum;Buchungstext;Betrag\n"
        + ["03", "04", "05", "31.02", "07", "10", "11", "12", "13", "14"].map { day in
            let date = day.contains(".") ? "\(day).2025" : "\(day).03.2025"
            return "\(date);Kauf \(day.prefix(2));-1\(day.prefix(2)).50"
        }.joined(separator: "\n") + "\n"

    /// A running balance that jumps by 7.50 before its last row.
    static let balanceBreak = """
        Datum;Buchungstext;Betrag;Saldo
        03.03.2025;Kaffee;-4.50;995.50
        04.03.2025;Brot;-3.00;992.50
        05.03.2025;Lohn;1000.00;1992.50
        06.03.2025;Miete;-900.00;1100.00

        """

    static let dateText = "column 'Datum': Cannot parse '31.02.2025' as a date in format dd.MM.yyyy, such as 05.03.2024"

    /// `code` and `data` of a JSON entry, as one comparable text.
    static func codeAndData(_ entry: [String: Any]?) throws -> String {
        let entry = try #require(entry)
        let data = try JSONSerialization.data(withJSONObject: entry["data"] ?? [:], options: [.sortedKeys])
        return "\(entry["code"] as? String ?? "-") \(String(decoding: data, as: UTF8.self))"
    }

    static func object(_ run: CertainImportProcess) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
    }

    @Test("a skipped unreadable row: its cell's data in preview, validate and convert; skipped as a skipped line, failed as a problem")
    func unreadableRow() throws {
        let workspace = try Workspace()
        try Self.unreadableRow.write(to: workspace.url.appendingPathComponent("purchases.csv"), atomically: true, encoding: .utf8)
        let data = #"{"cell":"31.02.2025","column":1,"column_name":"Datum","example":"05.03.2024","pattern":"dd.MM.yyyy","reason_key":"date_unreadable"}"#
        let expected = "skipped_unreadable_cell " + data

        let preview = try Self.object(try workspace.run(["preview", "purchases.csv", "--json", "--currency", "CHF"]))
        let previewSkipped = try #require(preview["skipped"] as? [[String: Any]])
        #expect(previewSkipped.count == 1)
        #expect(previewSkipped.first?["line"] as? Int == 5)
        #expect(previewSkipped.first?["reason"] as? String == "unreadable: " + Self.dateText)
        #expect(try Self.codeAndData(previewSkipped.first) == expected)

        let convert = try Self.object(try workspace.run(["convert", "purchases.csv", "--to", "json", "--currency", "CHF"]))
        let convertSkipped = try #require(convert["skipped"] as? [[String: Any]])
        #expect(convertSkipped.count == 1)
        #expect(convertSkipped.first?["line"] as? Int == 5)
        #expect(try Self.codeAndData(convertSkipped.first) == expected)

        let validate = try Self.object(try workspace.run(["validate", "purchases.csv", "--report", "json", "--currency", "CHF"]))
        let file = try #require((validate["files"] as? [[String: Any]])?.first)
        let problems = try #require(file["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["line"] as? Int == 5)
        #expect(try Self.codeAndData(problems.first) == "unreadable_cell " + data)
    }

    @Test("a running-balance break: the same code and data in preview, validate and import --dry-run")
    func runningBalanceBreak() throws {
        let workspace = try Workspace()
        try Self.balanceBreak.write(to: workspace.url.appendingPathComponent("giro.csv"), atomically: true, encoding: .utf8)
        let expected = "running_balance_row_missing "
            + #"{"change":"900.00","difference":"7.50","expected":"1092.50","first_line":4,"found":"1100.00","last_line":5,"line":5,"#
            + #""previous_balance":"1992.50","sign":"−"}"#

        let preview = try Self.object(try workspace.run(["preview", "giro.csv", "--json", "--currency", "CHF"]))
        let previewProblems = try #require((preview["reconciliation"] as? [String: Any])?["problems"] as? [[String: Any]])
        #expect(previewProblems.count == 1)
        #expect(previewProblems.first?["kind"] as? String == "running_balance")
        #expect(try Self.codeAndData(previewProblems.first) == expected)

        let validate = try Self.object(try workspace.run(["validate", "giro.csv", "--report", "json", "--currency", "CHF"]))
        let file = try #require((validate["files"] as? [[String: Any]])?.first)
        let validateProblems = try #require(file["problems"] as? [[String: Any]])
        #expect(validateProblems.count == 1)
        #expect(try Self.codeAndData(validateProblems.first) == expected)

        let dryRun = try Self.object(try workspace.run([
            "import", "giro.csv", "--dry-run", "--json", "--yes", "--account", "Giro", "--currency", "CHF", "--accept-mismatch",
            "--ledger", "ledger.sqlite",
        ]))
        let planned = try #require((dryRun["imports"] as? [[String: Any]])?.first)
        let importProblems = try #require((planned["reconciliation"] as? [String: Any])?["problems"] as? [[String: Any]])
        #expect(importProblems.count == 1)
        #expect(try Self.codeAndData(importProblems.first) == expected)
    }
}
