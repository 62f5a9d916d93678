import CommandLineKit
import ImportEngine
import TextPrimitives

/// The summary of an import run as the terminal shows it.
extension ImportOutcome {
    /// The table's cell for the import: its id, or what became of the file.
    var importCell: String {
        switch status {
        case .booked: record.map { "#\($0.id)" } ?? "booked"
        case .dryRun: "dry run"
        case .failed: "failed"
        case .notBooked: reason ?? "not booked"
        case .undone: record.map { "undone #\($0.id)" } ?? "undone"
        }
    }

    /// A dry run's rows per file, under the summary: what would be booked and what skipped.
    static func plannedRowsText(_ outcomes: [ImportOutcome]) -> String {
        var lines: [String] = []
        for outcome in outcomes where outcome.status == .dryRun && !outcome.plannedRows.isEmpty {
            lines.append("")
            lines.append("\(outcome.file) → \(outcome.account ?? "-"):")
            let lineWidth = outcome.plannedRows.map { $0.line.map { String($0).count } ?? 1 }.max() ?? 1
            let amounts = outcome.plannedRows.map(\.amount.description)
            let amountWidth = amounts.map(\.count).max() ?? 0
            for (row, amount) in zip(outcome.plannedRows, amounts) {
                let line = row.line.map(String.init) ?? "-"
                let status = row.duplicateOf.map { "skip, duplicate of \($0)" } ?? "book"
                lines.append("  " + String(repeating: " ", count: lineWidth - line.count) + line + "  " + row.date.description + "  "
                    + String(repeating: " ", count: amountWidth - amount.count) + amount + "  " + row.text
                    + "  (" + status + ")")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The summary: one row per file in the order they were booked, then the totals.
    static func table(_ outcomes: [ImportOutcome]) -> String {
        let header = ["FILE", "ACCOUNT", "PERIOD", "ROWS", "NEW", "DUPLICATES", "RECONCILIATION", "IMPORT"]
        let rows = outcomes.map { outcome in
            [outcome.file, outcome.account ?? "-", outcome.period ?? "-", outcome.rows.map(String.init) ?? "-",
             outcome.new.map(String.init) ?? "-", outcome.duplicates.map(String.init) ?? "-",
             outcome.reconciliation ?? "-", outcome.importCell].map(TerminalSafeText.singleLine)
        }
        var lines = TextTable.lines([header] + rows, rightAligned: [3, 4, 5])
        let done = outcomes.filter { $0.status == .booked || $0.status == .dryRun }
        let new = done.reduce(0) { $0 + ($1.new ?? 0) }
        let duplicates = done.reduce(0) { $0 + ($1.duplicates ?? 0) }
        let verb = outcomes.contains { $0.status == .dryRun } ? "would book" : "booked"
        lines.append("\(verb) \(done.count) of \(outcomes.count) file(s): \(new) new transaction(s), \(duplicates) duplicate(s) skipped")
        return lines.joined(separator: "\n") + "\n"
    }
}
