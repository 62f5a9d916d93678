import CommandLineKit
import ImportEngine
import ImportWords
import TextPrimitives

/// The summary of an import run as the terminal shows it.
extension ImportOutcome {
    /// The table's cell for the import: its id, or what became of the file.
    func importCell(_ words: Words) -> String {
        switch status {
        case .booked: record.map { "#\($0.id)" } ?? words.text("summary.booked")
        case .dryRun: words.text("summary.dry_run")
        case .failed: words.text("summary.failed")
        case .notBooked: reason ?? words.text("summary.not_booked")
        case .undone: record.map { words.text("summary.undone_import", ["import": .number($0.id)]) } ?? words.text("summary.undone")
        }
    }

    /// A dry run's rows per file, under the summary: what would be booked and what skipped.
    static func plannedRowsText(_ outcomes: [ImportOutcome], words: Words) -> String {
        var lines: [String] = []
        for outcome in outcomes where outcome.status == .dryRun && !outcome.plannedRows.isEmpty {
            lines.append("")
            lines.append("\(outcome.file) → \(outcome.account ?? "-"):")
            let lineWidth = outcome.plannedRows.map { $0.line.map { String($0).count } ?? 1 }.max() ?? 1
            let amounts = outcome.plannedRows.map(\.amount.description)
            let amountWidth = amounts.map(\.count).max() ?? 0
            for (row, amount) in zip(outcome.plannedRows, amounts) {
                let line = row.line.map(String.init) ?? "-"
                let status = row.duplicateOf.map { words.text("summary.row_duplicate", ["booking": .text($0)]) } ?? words.text("summary.row_book")
                lines.append("  " + String(repeating: " ", count: lineWidth - line.count) + line + "  " + row.date.description + "  "
                    + String(repeating: " ", count: amountWidth - amount.count) + amount + "  " + row.text
                    + "  (" + status + ")")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The summary: one row per file in the order they were booked, then the totals.
    static func table(_ outcomes: [ImportOutcome], words: Words) -> String {
        let header = ["file", "account", "period", "rows", "new", "duplicates", "reconciliation", "import"].map { words.text("summary.header.\($0)") }
        let rows = outcomes.map { outcome in
            [outcome.file, outcome.account ?? "-", outcome.period ?? "-", outcome.rows.map(String.init) ?? "-",
             outcome.new.map(String.init) ?? "-", outcome.duplicates.map(String.init) ?? "-",
             outcome.reconciliation ?? "-", outcome.importCell(words)].map(TerminalSafeText.singleLine)
        }
        var lines = TextTable.lines([header] + rows, rightAligned: [3, 4, 5])
        let done = outcomes.filter { $0.status == .booked || $0.status == .dryRun }
        let new = done.reduce(0) { $0 + ($1.new ?? 0) }
        let duplicates = done.reduce(0) { $0 + ($1.duplicates ?? 0) }
        let totals: [String: WordValue] = [
            "done": .number(done.count), "count": .number(outcomes.count), "new": .number(new), "duplicates": .number(duplicates),
        ]
        lines.append(words.text(outcomes.contains { $0.status == .dryRun } ? "summary.would_book_files" : "summary.booked_files", totals))
        return lines.joined(separator: "\n") + "\n"
    }
}
