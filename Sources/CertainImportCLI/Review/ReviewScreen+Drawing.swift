import CommandLineKit
import Foundation
import StatementReview

extension ReviewScreen {
    /// The smallest terminal the list is drawn in; a smaller one gets a message.
    static let minimumColumns = 50
    static let minimumLines = 10
    /// Lines that are not list rows: title, column heads, detail, totals, message, two help lines.
    static let fixedLines = 7

    /// How many rows the list shows on a screen `height` lines high.
    static func pageSize(height: Int) -> Int { max(1, height - fixedLines) }

    /// The screen, top to bottom, one string per line of exactly `width` columns (with SGR
    /// sequences; colours only with `usesColor`).
    func lines(width: Int, height: Int, usesColor: Bool) -> [String] {
        guard width >= Self.minimumColumns, height >= Self.minimumLines else {
            let text = ["terminal too small (\(width)×\(height))", "the review needs \(Self.minimumColumns)×\(Self.minimumLines); q leaves"]
            return (0..<max(0, height)).map { index in
                var line = StyledLine(usesColor: usesColor)
                if index < text.count { line.append(text[index], limit: width) }
                return line.rendered(columns: width)
            }
        }
        let layout = RowLayout(rows: session.rows, width: width)
        var lines = [titleLine(width: width, usesColor: usesColor), layout.header(usesColor: usesColor)]
        let pageSize = Self.pageSize(height: height)
        for index in top..<(top + pageSize) {
            if index < session.rows.count {
                lines.append(layout.line(for: session.rows[index], selected: index == cursor, usesColor: usesColor))
            } else {
                var line = StyledLine(usesColor: usesColor)
                if session.rows.isEmpty && index == 0 { line.append("  the statement has no transactions", limit: width) }
                lines.append(line.rendered(columns: width))
            }
        }
        lines.append(detailLine(width: width, usesColor: usesColor))
        lines.append(totalsLine(width: width, usesColor: usesColor))
        lines.append(messageLine(width: width, usesColor: usesColor))
        lines += bottomLines(width: width, usesColor: usesColor)
        return lines
    }

    /// ` certain-import review  giro.csv  template dkb-giro          row 2/14  3 changes `, or
    /// `detection` in place of the template for a file read without one.
    private func titleLine(width: Int, usesColor: Bool) -> String {
        let changes = session.operations.count == 1 ? "1 change" : "\(session.operations.count) changes"
        let position = session.rows.isEmpty ? "no rows" : "row \(cursor + 1)/\(session.rows.count)"
        let right = "  \(position) · \(changes) "
        var line = StyledLine(base: ["7"], usesColor: usesColor)
        let left = " certain-import review  \(TerminalText.singleLine((fileName as NSString).lastPathComponent))  \(readBy)"
        line.append(TerminalText.fitted(left, to: max(0, width - TerminalText.width(of: right))), limit: width)
        line.append(right, limit: width)
        return line.rendered(columns: width)
    }

    /// The selected row in full: its texts, its category, and why it has its status.
    private func detailLine(width: Int, usesColor: Bool) -> String {
        var line = StyledLine(usesColor: usesColor)
        guard cursor < session.rows.count else { return line.rendered(columns: width) }
        let row = session.rows[cursor]
        let transaction = row.current
        var parts = ["line \(row.line)"]
        parts += [transaction.counterparty, transaction.purpose].compactMap { $0.map(TerminalText.singleLine) }
        parts.append("category " + (transaction.category ?? "none"))
        line.append(parts.joined(separator: " · "), limit: width)
        var notes: [String] = []
        if let reason = row.status.reason { notes.append(reason) }
        notes += session.reconciliation.problems.filter { $0.line == row.line }.map(\.message)
        if !notes.isEmpty {
            line.append(" · " + notes.joined(separator: " · "), style: ["2"], limit: width)
        }
        return line.rendered(columns: width)
    }

    /// `reconciliation ok · included 3: 2 new, 1 duplicate · excluded 1 · total 1276.03 EUR`,
    /// shortened until it fits.
    private func totalsLine(width: Int, usesColor: Bool) -> String {
        let result = session.result()
        let new = result.newTransactions.count
        let duplicates = result.transactions.count - new
        let reconciliation = session.reconciliation
        let status = reconciliation.status.rawValue
            + (reconciliation.problems.isEmpty ? "" : " (\(reconciliation.problems.count) problem\(reconciliation.problems.count == 1 ? "" : "s"))")
        let currency = session.rows.first?.current.currency.code ?? ""
        let total = (reconciliation.total?.description ?? "0") + " " + currency
        let included = "included \(result.transactions.count): \(new) new" + (duplicates > 0 ? ", \(duplicates) duplicate" : "")
        let variants: [(String, String)] = [
            ("reconciliation \(status)", " · \(included) · excluded \(result.excluded.count) · total \(total)"),
            ("reconciliation \(status)", " · \(included) · excluded \(result.excluded.count) · \(total)"),
            ("rec. \(status)", " · \(included) · excluded \(result.excluded.count) · \(total)"),
        ]
        let (left, right) = variants.first { TerminalText.width(of: " " + $0.0 + $0.1) <= width } ?? variants[variants.count - 1]
        let colour: [String] = switch reconciliation.status {
        case .ok: ["32"]
        case .mismatch: ["1", "31"]
        case .unverifiable: []
        }
        var line = StyledLine(base: ["7"], usesColor: usesColor)
        line.append(" ", limit: width)
        line.append(left, style: colour, limit: width)
        line.append(right, limit: width)
        return line.rendered(columns: width)
    }

    private func messageLine(width: Int, usesColor: Bool) -> String {
        var line = StyledLine(usesColor: usesColor)
        if let message {
            line.append(TerminalText.singleLine(message.text), style: message.isError ? ["1", "31"] : [], limit: width)
        }
        return line.rendered(columns: width)
    }

    /// What the keys do now: the prompt being typed, a choice to make, or the list's keys.
    private func bottomLines(width: Int, usesColor: Bool) -> [String] {
        var question = StyledLine(usesColor: usesColor)
        var keys = StyledLine(usesColor: usesColor)
        switch mode {
        case .browsing:
            return helpLines(width: width, usesColor: usesColor)
        case .typing(let prompt):
            let label = Self.label(of: prompt.purpose, rows: session.rows)
            question.append(label, style: ["1"], limit: width)
            // The end of a long text stays in view, where the typing happens.
            let room = max(1, width - TerminalText.width(of: label) - 1)
            var shown = TerminalText.singleLine(prompt.text)
            while TerminalText.width(of: shown) > room { shown.removeFirst() }
            question.append(shown, limit: width)
            question.append(" ", style: ["7"], limit: width)
            appendKeys([("Enter", "apply"), ("Esc", "cancel"), ("Ctrl-U", "clear")], to: &keys, width: width)
        case .choosingField(let row):
            question.append("edit line \(session.rows[row].line): which field? (Esc cancels)", style: ["1"], limit: width)
            appendKeys(Self.fieldKeys.map { (String($0.key), $0.label) }, to: &keys, width: width)
        case .choosingBulkAction(let filter, let matches):
            question.append("\(matches) row\(matches == 1 ? "" : "s") match \(filter)", style: ["1"], limit: width)
            appendKeys([("x", "exclude them"), ("c", "set their category"), ("Esc", "cancel")], to: &keys, width: width)
        case .confirmingBooking(let text):
            question.append(text, style: ["1", "33"], limit: width)
            appendKeys([("y", "book into \(bookingPlan.target)"), ("other keys", "cancel")], to: &keys, width: width)
        }
        return [question.rendered(columns: width), keys.rendered(columns: width)]
    }

    /// The list's keys, wrapped on two lines.
    private func helpLines(width: Int, usesColor: Bool) -> [String] {
        var result: [String] = []
        var line = StyledLine(usesColor: usesColor)
        for item in Self.helpItems {
            let itemWidth = TerminalText.width(of: item.keys + " " + item.action)
            if line.width > 0 && line.width + 2 + itemWidth > width {
                result.append(line.rendered(columns: width))
                line = StyledLine(usesColor: usesColor)
            }
            appendKeys([item], to: &line, width: width)
        }
        result.append(line.rendered(columns: width))
        while result.count < 2 { result.append(StyledLine(usesColor: usesColor).rendered(columns: width)) }
        return Array(result.prefix(2))
    }

    private func appendKeys(_ items: [(keys: String, action: String)], to line: inout StyledLine, width: Int) {
        for item in items {
            if line.width > 0 { line.append("  ", limit: width) }
            line.append(item.keys, style: ["1"], limit: width)
            line.append(" " + item.action, limit: width)
        }
    }

    /// The keys of the list, as the help lines show them.
    static let helpItems: [(keys: String, action: String)] = [
        ("↑↓ PgUp PgDn Home End", "move"), ("space", "exclude/include"), ("e", "edit"), ("c", "category"),
        ("/", "search"), ("n", "next"), ("f", "filter, bulk"), ("u", "undo"), ("r", "redo"), ("b", "book"), ("q", "leave"),
    ]

    private static func label(of purpose: Prompt.Purpose, rows: [ReviewRow]) -> String {
        switch purpose {
        case .edit(let row, let field): "\(field.rawValue) of line \(rows[row].line): "
        case .search: "search: "
        case .filter: "filter: "
        case .bulkCategory: "category: "
        }
    }
}

/// The list's columns at one width: status, line, date, amount, texts, and (when wide) the
/// category.
struct RowLayout {
    var width: Int
    var lineWidth: Int
    var amountWidth: Int
    var categoryWidth: Int

    static let statusWidth = 9
    static let dateWidth = 10

    init(rows: [ReviewRow], width: Int) {
        self.width = width
        lineWidth = max(4, String(rows.map(\.line).max() ?? 0).count)
        amountWidth = max(6, rows.map { $0.current.amount.description.count }.max() ?? 0)
        let longestCategory = rows.compactMap { $0.current.category.map(TerminalText.width(of:)) }.max() ?? 0
        categoryWidth = width >= 100 ? min(24, max(8, longestCategory)) : 0
    }

    /// Columns left for counterparty and purpose.
    var textWidth: Int {
        let fixed = 2 + Self.statusWidth + 1 + lineWidth + 2 + Self.dateWidth + 2 + amountWidth + 2
        return max(1, width - fixed - (categoryWidth > 0 ? categoryWidth + 2 : 0))
    }

    func header(usesColor: Bool) -> String {
        var line = StyledLine(base: ["1"], usesColor: usesColor)
        var text = "  " + TerminalText.fitted("status", to: Self.statusWidth) + " " + TerminalText.rightAligned("line", to: lineWidth)
            + "  " + TerminalText.fitted("date", to: Self.dateWidth) + "  " + TerminalText.rightAligned("amount", to: amountWidth)
            + "  " + TerminalText.fitted(categoryWidth > 0 ? "counterparty · purpose" : "[category] counterparty · purpose", to: textWidth)
        if categoryWidth > 0 { text += "  category" }
        line.append(text, limit: width)
        return line.rendered(columns: width)
    }

    func line(for row: ReviewRow, selected: Bool, usesColor: Bool) -> String {
        let transaction = row.current
        let dim: [String] = row.isIncluded ? [] : ["2"]
        var line = StyledLine(base: selected ? ["7"] : [], usesColor: usesColor)
        line.append(selected ? "> " : "  ", limit: width)
        line.append(TerminalText.fitted(row.status.name, to: Self.statusWidth), style: Self.colour(of: row.status), limit: width)
        line.append(" " + TerminalText.rightAligned(String(row.line), to: lineWidth) + "  " + transaction.bookingDate.description
            + "  " + TerminalText.rightAligned(transaction.amount.description, to: amountWidth) + "  ", style: dim, limit: width)
        var text = [transaction.counterparty, transaction.purpose].compactMap { $0 }.joined(separator: " · ")
        if categoryWidth == 0, let category = transaction.category { text = "[\(category)] " + text }
        line.append(TerminalText.fitted(TerminalText.singleLine(text), to: textWidth), style: dim, limit: width)
        if categoryWidth > 0 {
            line.append("  " + TerminalText.fitted(TerminalText.singleLine(transaction.category ?? ""), to: categoryWidth), style: dim, limit: width)
        }
        return line.rendered(columns: width)
    }

    static func colour(of status: ReviewRowStatus) -> [String] {
        switch status {
        case .new: ["32"]
        case .duplicate: ["33"]
        case .excluded: ["31"]
        case .edited: ["36"]
        }
    }
}
