import ImportEngine
import ImportWords
import StatementChecks
import StatementImport
import StatementValues

extension BalanceReport {
    /// The report as one self-contained HTML page: inline styles and SVG, no script, and a
    /// content security policy that lets the page load nothing, so that opening it reaches no
    /// network whatever a statement holds.
    ///
    /// Every element a reader looks for carries its values in `data-` attributes (a point's
    /// date and balance, a gap's dates and balances, a mismatch's line), so that a browser test
    /// can read what is drawn where.
    ///
    /// The page speaks `words`' language, its amounts and dates in the person's conventions;
    /// the `data-` attributes keep the contract's forms (`2500.00`, `2024-03-01`).
    package func html(words: Words) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="\(words.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>\(Self.text(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(Self.text(title))</h1>
            <p class="summary">\(Self.text(headline))</p>

            """
        let (groups, chains) = accountGroups
        for group in groups {
            page += section(group.account, members: group.members, chains: chains, words: words)
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// One account's chart, its statements and its problems.
    private func section(_ account: String?, members: [Int], chains: AccountChains, words: Words) -> String {
        let heading = account.map { words.text("report.account", ["account": .text($0)]) }
            ?? words.text("report.no_account", ["file": .text(statements[members[0]].file)])
        func head(_ key: String) -> String { Self.text(words.text("report.head." + key)) }
        var html = "<section class=\"account\" data-account=\"\(Self.text(account ?? ""))\">\n<h2>\(Self.text(heading))</h2>\n"
        html += chart(account, members: members, chains: chains, words: words)
        html += "<table class=\"statements\">\n<tr><th></th><th>\(head("file"))</th><th>\(head("period"))</th><th>\(head("opening"))</th>"
            + "<th>\(head("closing"))</th><th>\(head("rows"))</th><th>\(head("outcome"))</th></tr>\n"
        let money = { (amount: Money) in Self.money(amount, words: words) }
        for (position, index) in members.enumerated() {
            let statement = statements[index]
            let period = statement.chain.map { words.date($0.from.description) + " – " + words.date($0.to.description) } ?? "–"
            html += "<tr data-file=\"\(Self.text(statement.file))\"><td><span class=\"swatch\" style=\"background:\(Self.colour(position))\"></span></td>"
            html += "<td>\(Self.text(statement.file))</td><td class=\"period\">\(period)</td>"
            html += "<td class=\"amount\">\(statement.chain?.openingBalance.map(money) ?? "–")</td>"
            html += "<td class=\"amount\">\(statement.chain?.closingBalance.map(money) ?? "–")</td>"
            let outcome = words.hasText("report.outcome." + statement.outcome) ? words.text("report.outcome." + statement.outcome) : statement.outcome
            html += "<td>\(Self.text(statement.summary))</td><td class=\"outcome \(Self.text(statement.outcome))\">\(Self.text(outcome))</td></tr>\n"
        }
        html += "</table>\n"
        let problems = members.flatMap { index in statements[index].problems.map { (statements[index].file, $0) } }
        if problems.isEmpty {
            html += "<p class=\"no-problems\">\(Self.text(words.text("report.no_problems")))</p>\n"
        } else {
            html += "<table class=\"problems\">\n<tr><th>\(head("place"))</th><th>\(head("problem"))</th></tr>\n"
            for (file, problem) in problems {
                let place = file + (problem.line.map { ":\($0)" } ?? "")
                html += "<tr data-file=\"\(Self.text(file))\" data-line=\"\(problem.line.map(String.init) ?? "")\">"
                html += "<td class=\"place\">\(Self.text(place))</td><td>\(Self.text(problem.message))</td></tr>\n"
            }
            html += "</table>\n"
        }
        let warnings = members.flatMap { index in statements[index].warnings.map { (statements[index].file, $0) } }
        if !warnings.isEmpty {
            html += "<table class=\"warnings\">\n<tr><th>\(head("file"))</th><th>\(head("warning"))</th></tr>\n"
            for (file, warning) in warnings {
                html += "<tr data-file=\"\(Self.text(file))\"><td class=\"place\">\(Self.text(file))</td><td>\(Self.text(warning))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</section>\n"
    }

    /// A mismatch as drawn: the file's statement, where it is, and the balance the file states.
    private typealias Mark = (file: String, problem: ReconciliationReport.Problem, date: CalendarDate)

    /// The SVG chart of `members`, or a line saying why there is none.
    private func chart(_ account: String?, members: [Int], chains: AccountChains, words: Words) -> String {
        let segments = members.compactMap(segment(of:))
        guard !segments.isEmpty else { return "<p class=\"no-chart\">\(Self.text(words.text("report.no_chart")))</p>\n" }
        var marks: [Mark] = []
        var unmarked = 0
        for index in members {
            let statement = statements[index]
            guard let chain = statement.chain else { continue }
            let mismatches = statement.mismatches.filter { $0.kind != .chain }
            let marked = mismatches.prefix(max(0, Self.mostMarks - marks.count))
            unmarked += mismatches.count - marked.count
            let days = marked.isEmpty ? [] : statement.curve?.days ?? []
            for problem in marked {
                let date = problem.line.flatMap { BalanceCurve.date(ofLine: $0, in: days) }
                    ?? (problem.kind == .targetBalance ? chain.from : chain.to)
                marks.append((statement.file, problem, date))
            }
        }
        let links = members.compactMap { chains.findings[$0] }.filter { $0.kind != .overlap }
        let scale = BalanceChart(
            dates: segments.flatMap { $0.points.map(\.date) },
            balances: segments.flatMap { $0.points.map(\.balance) } + marks.map(\.problem.found)
                + links.flatMap { [$0.expected, $0.found].compactMap { $0 } })
        let (width, height) = (BalanceChart.width, BalanceChart.height)
        let label = words.text("report.chart_label", ["account": .text(account ?? statements[members[0]].file)])
        var svg = "<svg class=\"chart\" role=\"img\" aria-label=\"\(Self.text(label))\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">\n"
        svg += axes(scale, currency: segments[0].points[0].balance.currency, words: words)
        for link in links {
            svg += self.link(link, scale: scale, words: words)
        }
        svg += quietDays(members, chains: chains, scale: scale)
        for segment in segments {
            // Coloured as the statement's row in the table below.
            let position = members.firstIndex(of: segment.statement) ?? 0
            svg += polyline(segment, colour: Self.colour(position), scale: scale, words: words)
        }
        for mark in marks {
            svg += mismatch(mark, scale: scale, words: words)
        }
        svg += "</svg>\n"
        if unmarked > 0 {
            svg += "<p class=\"caption\">\(Self.text(words.text("report.unmarked", ["count": .number(unmarked)])))</p>\n"
        }
        if segments.contains(where: { $0.basis == .cumulative }) {
            svg += "<p class=\"caption\">\(Self.text(words.text("report.cumulative")))</p>\n"
        }
        return svg
    }

    /// The plot's frame, the lowest and highest balance, the first and last day, and zero.
    private func axes(_ scale: BalanceChart, currency: Currency, words: Words) -> String {
        let (left, right) = (BalanceChart.left, BalanceChart.width - BalanceChart.right)
        let (top, bottom) = (BalanceChart.top, BalanceChart.height - BalanceChart.bottom)
        let lowest = Money(minorUnits: scale.lowest, currency: currency)
        let highest = Money(minorUnits: scale.highest, currency: currency)
        var svg = "<rect class=\"frame\" x=\"\(left)\" y=\"\(top)\" width=\"\(right - left)\" height=\"\(bottom - top)\"/>\n"
        if scale.lowest < 0, scale.highest > 0 {
            let zero = BalanceChart.coordinate(scale.y(.zero(currency)))
            svg += "<line class=\"zero\" x1=\"\(left)\" y1=\"\(zero)\" x2=\"\(right)\" y2=\"\(zero)\"/>\n"
        }
        svg += "<text class=\"axis\" x=\"\(left - 6)\" y=\"\(top + 4)\" text-anchor=\"end\">\(Self.money(highest, words: words))</text>\n"
        svg += "<text class=\"axis\" x=\"\(left - 6)\" y=\"\(bottom + 4)\" text-anchor=\"end\">\(Self.money(lowest, words: words))</text>\n"
        for (day, anchor, x) in [(scale.firstDay, "start", left), (scale.lastDay, "end", right)] {
            guard let date = CalendarDate(daysSinceEpoch: day) else { continue }
            svg += "<text class=\"axis\" x=\"\(x)\" y=\"\(bottom + 18)\" text-anchor=\"\(anchor)\">\(words.date(date.description))</text>\n"
        }
        return svg
    }

    /// One statement's segment: its balance from the opening through each booking day, with a
    /// point a reader can hover for its date and balance.
    private func polyline(_ segment: Segment, colour: String, scale: BalanceChart, words: Words) -> String {
        let (statement, basis, points) = (statements[segment.statement], segment.basis, segment.points)
        let positions = points.map { (x: BalanceChart.coordinate(scale.x($0.date)), y: BalanceChart.coordinate(scale.y($0.balance))) }
        var svg = "<g class=\"statement\" data-file=\"\(Self.text(statement.file))\" data-basis=\"\(basis.rawValue)\">\n"
        let period = words.date(points[0].date.description) + " – " + words.date(points[points.count - 1].date.description)
        let basisNote = basis == .cumulative ? words.text("report.cumulative_title") : ""
        svg += "<title>\(Self.text(statement.file)): \(period)\(Self.text(basisNote))</title>\n"
        svg += "<polyline style=\"stroke:\(colour)\" points=\"\(positions.map { "\($0.x),\($0.y)" }.joined(separator: " "))\" data-balances=\"\(points.map(\.balance.description).joined(separator: " "))\"/>\n"
        // Hundreds of points are still worth hovering; thousands only weigh the page down.
        if points.count <= Self.pointsWithMarkers {
            for (point, position) in zip(points, positions) {
                svg += "<circle class=\"point\" cx=\"\(position.x)\" cy=\"\(position.y)\" r=\"2.5\" style=\"fill:\(colour)\" data-date=\"\(point.date)\" data-balance=\"\(point.balance)\"><title>\(words.date(point.date.description)): \(Self.money(point.balance, words: words))</title></circle>\n"
            }
        }
        return svg + "</g>\n"
    }

    /// The mismatches marked in one account's chart: a statement whose every running balance is
    /// off would bury the chart under crosses, and the table lists them all anyway.
    static let mostMarks = 100

    /// Statements with at most this many points get a marker on each.
    static let pointsWithMarkers = 400

    /// A gap or break between two statements, drawn where it lies: the days no statement
    /// covers, and the step from the one's closing balance to the other's opening balance.
    private func link(_ finding: StatementChain.Finding, scale: BalanceChart, words: Words) -> String {
        let earlier = statements[finding.previous]
        let later = statements[finding.next]
        guard let after = earlier.chain?.to, let before = later.chain?.from else { return "" }
        // Where the later statement's opening balance stands (`segment(of:)`).
        let eve = before.adding(days: -1) ?? before
        let (x1, x2) = (scale.x(after), scale.x(eve))
        let kind = finding.kind.rawValue
        var svg = "<g class=\"finding \(kind)\" data-kind=\"\(kind)\" data-previous=\"\(Self.text(earlier.file))\" data-next=\"\(Self.text(later.file))\""
        svg += " data-after=\"\(after)\" data-before=\"\(before)\" data-expected=\"\(finding.expected?.description ?? "")\" data-found=\"\(finding.found?.description ?? "")\">\n"
        let kindWord = Self.text(words.text("report." + kind))
        svg += "<title>\(kindWord): \(Self.text(finding.message))</title>\n"
        let (top, bottom) = (BalanceChart.top * 10, (BalanceChart.height - BalanceChart.bottom) * 10)
        svg += "<rect class=\"band\" x=\"\(BalanceChart.coordinate(x1))\" y=\"\(BalanceChart.top)\" width=\"\(BalanceChart.coordinate(max(x2 - x1, 20)))\" height=\"\(BalanceChart.coordinate(bottom - top))\"/>\n"
        if let closing = finding.expected, let opening = finding.found {
            svg += "<line class=\"step\" x1=\"\(BalanceChart.coordinate(x1))\" y1=\"\(BalanceChart.coordinate(scale.y(closing)))\" x2=\"\(BalanceChart.coordinate(x2))\" y2=\"\(BalanceChart.coordinate(scale.y(opening)))\"/>\n"
        }
        svg += "<text class=\"label\" x=\"\(BalanceChart.coordinate((x1 + x2) / 2))\" y=\"\(BalanceChart.top + 14)\" text-anchor=\"middle\">\(kindWord)</text>\n"
        return svg + "</g>\n"
    }

    /// The days between statements that chain, when the account booked nothing: a faint line
    /// at the balance that held, so that the account's line reads as one.
    private func quietDays(_ members: [Int], chains: AccountChains, scale: BalanceChart) -> String {
        var svg = ""
        for (earlier, later) in zip(members, members.dropFirst()) where chains.findings[later] == nil {
            guard let after = statements[earlier].chain?.to, let balance = statements[earlier].chain?.closingBalance,
                  let before = statements[later].chain?.from, let eve = before.adding(days: -1), eve > after
            else { continue }
            let y = BalanceChart.coordinate(scale.y(balance))
            svg += "<line class=\"quiet\" x1=\"\(BalanceChart.coordinate(scale.x(after)))\" y1=\"\(y)\" x2=\"\(BalanceChart.coordinate(scale.x(eve)))\" y2=\"\(y)\"/>\n"
        }
        return svg
    }

    /// A balance the file states that its rows do not reach: a cross at the stated balance on
    /// the day it is stated for.
    private func mismatch(_ mark: Mark, scale: BalanceChart, words: Words) -> String {
        let (x, y) = (scale.x(mark.date), scale.y(mark.problem.found))
        let place = mark.file + (mark.problem.line.map { ":\($0)" } ?? "")
        var svg = "<g class=\"mismatch\" data-kind=\"\(mark.problem.kind.rawValue)\" data-file=\"\(Self.text(mark.file))\" data-line=\"\(mark.problem.line.map(String.init) ?? "")\""
        svg += " data-date=\"\(mark.date)\" data-expected=\"\(mark.problem.expected)\" data-found=\"\(mark.problem.found)\">\n"
        svg += "<title>\(Self.text(place)): \(Self.text(mark.problem.finding.message(words)))</title>\n"
        let c = BalanceChart.coordinate
        svg += "<path d=\"M\(c(x - 50)),\(c(y - 50)) L\(c(x + 50)),\(c(y + 50)) M\(c(x - 50)),\(c(y + 50)) L\(c(x + 50)),\(c(y - 50))\"/>\n"
        svg += "<text class=\"label\" x=\"\(c(x + 70))\" y=\"\(c(y - 60))\">\(Self.text(words.text("report.mismatch")))</text>\n"
        return svg + "</g>\n"
    }

    /// Text from a statement or a message, safe in HTML text and in a quoted attribute.
    static func text(_ text: String) -> String {
        ValidationReport.escapeXML(text)
    }

    /// An amount with its currency, as the report shows it to a person: `2,500.00 EUR`, or
    /// `2'500.00 EUR` for de_CH.
    static func money(_ money: Money, words: Words) -> String {
        "\(words.amount(money.description)) \(text(money.currency.code))"
    }

    /// The colour of the statement at `position` in its account, repeating after eight.
    static func colour(_ position: Int) -> String {
        let palette = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#7f7f7f", "#bcbd22", "#e377c2"]
        return palette[position % palette.count]
    }

    static let style = """
        body{font-family:system-ui,sans-serif;margin:2em;color:#222}\
        h2{margin-top:2em;font-size:1.2em}\
        table{border-collapse:collapse;margin:1em 0}\
        td,th{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}\
        td.amount{text-align:right;font-variant-numeric:tabular-nums}\
        table.problems td{white-space:pre-line}\
        table.problems td.place,table.warnings td.place{font-family:ui-monospace,monospace;white-space:nowrap}\
        td.outcome.failed{color:#b00020;font-weight:bold}\
        .swatch{display:inline-block;width:1em;height:1em}\
        svg.chart{display:block;max-width:100%;height:auto}\
        .frame{fill:none;stroke:#999}\
        .zero{stroke:#999;stroke-dasharray:2 3}\
        .quiet{stroke:#aaa;stroke-dasharray:1 3}\
        td.period{white-space:nowrap}\
        .axis{font-size:11px;fill:#555}\
        polyline{fill:none;stroke-width:2}\
        .finding .band{fill:#ffcc80;fill-opacity:.45}\
        .finding.break .band{fill:#ef9a9a}\
        .finding .step{stroke:#e65100;stroke-width:1.5;stroke-dasharray:5 4}\
        .finding .label,.mismatch .label{font-size:12px;font-weight:bold;fill:#b00020}\
        .mismatch path{stroke:#b00020;stroke-width:2.5}
        """
}
