import StatementDetection
import StatementImport
import StatementValues

extension StatementFormat {
    /// The detect result for people: one fact per line; `settling` words what settles an
    /// ambiguity (the command names its own options).
    package func summary(file: String, settling: (StatementNeed) -> String) -> String {
        var lines: [String] = ["\(file):"]
        lines.append("  encoding       \(encoding.rawValue)\(hasByteOrderMark ? " (with byte order mark)" : "")")
        let delimiter = String(decoding: dialect.delimiter, as: UTF8.self)
        let shown = delimiter == "\t" ? "tab" : "'\(delimiter)'"
        let quote = dialect.quote.map { "'\(Character(UnicodeScalar($0)))'" } ?? "none"
        lines.append("  dialect        delimiter \(shown), quote \(quote), escape \(escapeText.map { "'\($0)'" } ?? "none")")
        lines.append("  preamble       \(region.preambleLines) line(s)")
        lines.append("  header         " + (region.headerLine.map { "line \($0)" } ?? "none"))
        lines.append("  footer         \(region.footerLines) line(s)")
        lines.append("  numbers        " + (decimalSeparator.map { "decimal '\($0)', grouping " + (thousandsSeparator.map { "'\($0)'" } ?? "none") } ?? "unknown"))
        lines.append("  dates          " + (dateFormat ?? "unknown"))
        lines.append("  confidence     \(confidenceText)")
        // Numbered from 1, as errors list them and `--column ROLE=N` names them (the JSON
        // document's `index` counts from 0).
        lines.append("  columns (numbered from 1):")
        for column in columns {
            let name = column.name.map { "\"\($0)\"" } ?? "(no header)"
            lines.append("    \(column.index + 1)  \(name)  \(column.type)" + (column.role.map { "  → \($0.rawValue)" } ?? ""))
        }
        for ambiguity in ambiguities {
            lines.append("  undecided: \(ambiguity.what): \(ambiguity.candidates.joined(separator: " or ")) — \(ambiguity.why)")
            if let need = ambiguity.need {
                lines.append("    settle it: " + settling(need))
            }
        }
        for note in region.notes { lines.append("  note: \(note.message())") }
        return lines.joined(separator: "\n") + "\n"
    }
}
