import ImportWords
import StatementDetection
import StatementImport
import StatementValues

extension StatementFormat {
    /// The detect result for people, in `words`: one fact per line; `settling` words what
    /// settles an ambiguity (the command names its own options).
    package func summary(file: String, words: Words = .english, settling: (StatementNeed) -> String) -> String {
        var lines: [String] = ["\(file):"]
        // Labels of either language fit in 14 columns; the values line up after them.
        func fact(_ key: String, _ value: String) {
            let label = words.text("detect." + key)
            lines.append("  " + label + String(repeating: " ", count: max(1, 15 - label.count)) + value)
        }
        let none = words.text("detect.none")
        fact("encoding", encoding.rawValue + (hasByteOrderMark ? words.text("detect.with_byte_order_mark") : ""))
        let delimiter = String(decoding: dialect.delimiter, as: UTF8.self)
        let shown = delimiter == "\t" ? words.text("detect.tab") : "'\(delimiter)'"
        let quote = dialect.quote.map { "'\(Character(UnicodeScalar($0)))'" } ?? none
        fact("dialect", words.text("detect.dialect_value", [
            "delimiter": .text(shown), "quote": .text(quote), "escape": .text(escapeText.map { "'\($0)'" } ?? none),
        ]))
        fact("preamble", words.text("detect.lines", ["count": .number(region.preambleLines)]))
        fact("header", region.headerLine.map { words.text("detect.line", ["line": .number($0)]) } ?? none)
        fact("footer", words.text("detect.lines", ["count": .number(region.footerLines)]))
        fact("numbers", decimalSeparator.map { decimal in
            words.text("detect.numbers_value", ["decimal": .text(decimal), "grouping": .text(thousandsSeparator.map { "'\($0)'" } ?? words.text("detect.no_grouping"))])
        } ?? words.text("detect.unknown"))
        fact("dates", dateFormat ?? words.text("detect.unknown"))
        fact("confidence", confidenceText)
        // Numbered from 1, as errors list them and `--column ROLE=N` names them (the JSON
        // document's `index` counts from 0).
        lines.append("  " + words.text("detect.columns"))
        for column in columns {
            let name = column.name.map { "\"\($0)\"" } ?? words.text("detect.no_header")
            lines.append("    \(column.index + 1)  \(name)  \(column.type)" + (column.role.map { "  → \($0.rawValue)" } ?? ""))
        }
        for ambiguity in ambiguities {
            lines.append("  " + words.text("detect.undecided", [
                "setting": .text(ambiguity.what.rawValue),
                "candidates": .phrases(ambiguity.candidates.map(WordValue.text), separator: "ambiguity.candidates_separator"),
                "reason": .phrase(ambiguity.reason.code.rawValue, ambiguity.reason.data),
            ]))
            if let need = ambiguity.need {
                lines.append("    " + words.text("detect.settle_it", ["hint": .text(settling(need))]))
            }
        }
        for note in region.notes { lines.append("  " + words.text("detect.note", ["note": .text(note.message(words))])) }
        return lines.joined(separator: "\n") + "\n"
    }
}
