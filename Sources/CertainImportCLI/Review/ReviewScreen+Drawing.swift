import CommandLineKit
import Foundation
import ImportWords
import StatementChecks
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
            let text = [
                words.text("review.screen.too_small", ["width": .number(width), "height": .number(height)]),
                words.text("review.screen.needs_size", ["columns": .number(Self.minimumColumns), "lines": .number(Self.minimumLines)]),
            ]
            return (0..<max(0, height)).map { index in
                var line = StyledLine(usesColor: usesColor)
                if index < text.count { line.append(text[index], limit: width) }
                return line.rendered(columns: width)
            }
        }
        let layout = RowLayout(rows: session.rows, width: width, words: words)
        var lines = [titleLine(width: width, usesColor: usesColor), layout.header(usesColor: usesColor)]
        let pageSize = Self.pageSize(height: height)
        for index in top..<(top + pageSize) {
            if index < session.rows.count {
                lines.append(layout.line(for: session.rows[index], selected: index == cursor, usesColor: usesColor))
            } else {
                var line = StyledLine(usesColor: usesColor)
                if session.rows.isEmpty && index == 0 { line.append("  " + words.text("review.screen.no_transactions"), limit: width) }
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
        let changes = session.operations.count == 1
            ? words.text("review.screen.one_change") : words.text("review.screen.changes", ["count": .number(session.operations.count)])
        let position = session.rows.isEmpty
            ? words.text("review.screen.no_rows")
            : words.text("review.screen.row_of", ["row": .number(cursor + 1), "count": .number(session.rows.count)])
        let right = "  \(position) · \(changes) "
        var line = StyledLine(base: ["7"], usesColor: usesColor)
        let readBy = template.map { words.text("review.screen.template", ["template": .text($0)]) } ?? words.text("review.screen.detection")
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
        var parts = [words.text("review.screen.line", ["line": .number(row.line)])]
        parts += [transaction.counterparty, transaction.purpose].compactMap { $0.map(TerminalText.singleLine) }
        parts.append(transaction.category.map { words.text("review.screen.category", ["category": .text($0)]) } ?? words.text("review.screen.no_category"))
        line.append(parts.joined(separator: " · "), limit: width)
        var notes: [String] = []
        if case .duplicate = row.status, let basis = row.duplicateBasis {
            notes.append(basis.alreadyBookedText(words))
        } else if let reason = row.status.reason {
            notes.append(reason)
        }
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
        let problems = reconciliation.problems.count
        let status = words.text("reconciliation." + reconciliation.status.rawValue)
            + (problems == 0 ? "" : " (" + words.text("review.screen.problems", ["count": .number(problems)]) + ")")
        let currency = session.rows.first?.current.currency.code ?? ""
        let total = words.amount(reconciliation.total?.description ?? "0") + " " + currency
        let included = words.text(
            duplicates > 0 ? "review.screen.included_duplicates" : "review.screen.included",
            ["count": .number(result.transactions.count), "new": .number(new), "duplicates": .number(duplicates)])
        let excluded = words.text("review.screen.excluded", ["count": .number(result.excluded.count)])
        let reconciled = words.text("review.screen.reconciliation", ["status": .text(status)])
        let variants: [(String, String)] = [
            (reconciled, " · \(included) · \(excluded) · " + words.text("review.screen.total", ["total": .text(total)])),
            (reconciled, " · \(included) · \(excluded) · \(total)"),
            (words.text("review.screen.reconciliation_short", ["status": .text(status)]), " · \(included) · \(excluded) · \(total)"),
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
        } else if let unreadableNote {
            line.append(TerminalText.singleLine(unreadableNote), style: ["33"], limit: width)
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
            let label = label(of: prompt.purpose)
            question.append(label, style: ["1"], limit: width)
            // The end of a long text stays in view, where the typing happens.
            let room = max(1, width - TerminalText.width(of: label) - 1)
            var shown = TerminalText.singleLine(prompt.text)
            while TerminalText.width(of: shown) > room { shown.removeFirst() }
            question.append(shown, limit: width)
            question.append(" ", style: ["7"], limit: width)
            appendKeys([("Enter", key("apply")), ("Esc", key("cancel")), ("Ctrl-U", key("clear"))], to: &keys, width: width)
        case .choosingField(let row):
            question.append(words.text("review.screen.which_field", ["line": .number(session.rows[row].line)]), style: ["1"], limit: width)
            appendKeys(Self.fieldKeys.map { (String($0.key), $0.field.label(in: words)) }, to: &keys, width: width)
        case .choosingBulkAction(let filter, let matches):
            question.append(words.text("review.screen.rows_match", ["count": .number(matches), "filter": .text(filter.description)]), style: ["1"], limit: width)
            appendKeys([("x", key("exclude_them")), ("c", key("set_category")), ("Esc", key("cancel"))], to: &keys, width: width)
        case .confirmingBooking(let text):
            question.append(text, style: ["1", "33"], limit: width)
            appendKeys([("y", key("book_into", ["target": .text(bookingPlan.target)])), (key("other_keys"), key("cancel"))], to: &keys, width: width)
        }
        return [question.rendered(columns: width), keys.rendered(columns: width)]
    }

    /// The list's keys, wrapped on two lines.
    private func helpLines(width: Int, usesColor: Bool) -> [String] {
        var result: [String] = []
        var line = StyledLine(usesColor: usesColor)
        for item in Self.helpItems.map({ (keys: $0.keys, action: key($0.action)) }) {
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

    /// The keys of the list, as the help lines show them, with the key of what each does.
    static let helpItems: [(keys: String, action: String)] = [
        ("↑↓ PgUp PgDn Home End", "move"), ("space", "exclude_include"), ("e", "edit"), ("c", "category"),
        ("/", "search"), ("n", "next"), ("f", "filter"), ("u", "undo"), ("r", "redo"), ("b", "book"), ("q", "leave"),
    ]

    /// What a key does, in the screen's language.
    private func key(_ action: String, _ values: [String: WordValue] = [:]) -> String {
        words.text("review.key." + action, values)
    }

    private func label(of purpose: Prompt.Purpose) -> String {
        switch purpose {
        case .edit(let row, let field):
            words.text("review.screen.prompt.edit", ["field": .text(field.name(in: words)), "line": .number(session.rows[row].line)])
        case .search: words.text("review.screen.prompt.search")
        case .filter: words.text("review.screen.prompt.filter")
        case .bulkCategory: words.text("review.screen.prompt.category")
        }
    }
}

/// The list's columns at one width: status, line, date, amount, texts, and (when wide) the
/// category.
struct RowLayout {
    var width: Int
    var words: Words
    /// As wide as the longest status in the screen's language, and at least 9.
    var statusWidth: Int
    var lineWidth: Int
    var amountWidth: Int
    var categoryWidth: Int

    static let dateWidth = 10

    init(rows: [ReviewRow], width: Int, words: Words) {
        self.width = width
        self.words = words
        statusWidth = (["new", "duplicate", "excluded", "edited"].map { TerminalText.width(of: words.text("review.status." + $0)) } + [9]).max()!
        lineWidth = max(TerminalText.width(of: words.text("review.screen.head.line")), String(rows.map(\.line).max() ?? 0).count)
        amountWidth = max(6, rows.map { words.amount($0.current.amount.description).count }.max() ?? 0)
        let longestCategory = rows.compactMap { $0.current.category.map(TerminalText.width(of:)) }.max() ?? 0
        categoryWidth = width >= 100 ? min(24, max(8, longestCategory)) : 0
    }

    /// Columns left for counterparty and purpose.
    var textWidth: Int {
        let fixed = 2 + statusWidth + 1 + lineWidth + 2 + Self.dateWidth + 2 + amountWidth + 2
        return max(1, width - fixed - (categoryWidth > 0 ? categoryWidth + 2 : 0))
    }

    func header(usesColor: Bool) -> String {
        var line = StyledLine(base: ["1"], usesColor: usesColor)
        func head(_ key: String) -> String { words.text("review.screen.head." + key) }
        var text = "  " + TerminalText.fitted(head("status"), to: statusWidth) + " " + TerminalText.rightAligned(head("line"), to: lineWidth)
            + "  " + TerminalText.fitted(head("date"), to: Self.dateWidth) + "  " + TerminalText.rightAligned(head("amount"), to: amountWidth)
            + "  " + TerminalText.fitted(head(categoryWidth > 0 ? "texts" : "category_texts"), to: textWidth)
        if categoryWidth > 0 { text += "  " + head("category") }
        line.append(text, limit: width)
        return line.rendered(columns: width)
    }

    func line(for row: ReviewRow, selected: Bool, usesColor: Bool) -> String {
        let transaction = row.current
        let dim: [String] = row.isIncluded ? [] : ["2"]
        var line = StyledLine(base: selected ? ["7"] : [], usesColor: usesColor)
        line.append(selected ? "> " : "  ", limit: width)
        line.append(TerminalText.fitted(row.status.name(in: words), to: statusWidth), style: Self.colour(of: row.status), limit: width)
        line.append(" " + TerminalText.rightAligned(String(row.line), to: lineWidth) + "  " + words.date(transaction.bookingDate.description)
            + "  " + TerminalText.rightAligned(words.amount(transaction.amount.description), to: amountWidth) + "  ", style: dim, limit: width)
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
