import CommandLineKit
import Foundation
import Testing
import TestSupport

/// `validate --report html` and `import --report-html FILE`, run as the built binary and the
/// page loaded in headless Chromium: what the page shows — each statement's points, the gap
/// between two statements that do not chain, the mismatch inside one, the problems at their
/// places — read from the DOM the browser built.
@Suite("Report page")
struct ReportPageTests {
    /// Three monthly statements of one Raiffeisen account (CH60 8080 8456 3484 6251 9), each a
    /// salary on the 1st (+5000.00), the rent on the 2nd (−2000.00) and a purchase on the 10th
    /// (−100.00) with the running balance: January from 1000.00; February from 3900.00 (as
    /// January closes) with the purchase's balance written 10.00 too high (6810.00 for
    /// 6800.00, line 4); no March; April from 9000.00, which does not chain (a gap). And a file
    /// of another account whose name and second row are markup.
    struct Statements {
        let directory: URL
        var january: String { path("jan.csv") }
        var february: String { path("feb.csv") }
        var april: String { path("apr.csv") }
        var hostile: String { path(Self.hostileName) }
        static let hostileName = "evil\"<script>x.csv"

        init() throws {
            directory = try Corpus.temporaryDirectory()
            try write("jan.csv", month: 1, opening: 100_000)
            try write("feb.csv", month: 2, opening: 390_000, purchaseBalanceOff: 1_000)
            try write("apr.csv", month: 4, opening: 900_000)
            try """
                IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date
                DE89370400440532013000;2025-03-01 00:00:00.0;Lohn;5000.00;6000.00;2025-03-01 00:00:00.0
                DE89370400440532013000;<script>alert(1)</script>;<img src="http://example.invalid/x.png">;-100.00;5900.00;2025-03-02 00:00:00.0

                """.write(toFile: path(Self.hostileName), atomically: true, encoding: .utf8)
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        func remove() { try? FileManager.default.removeItem(at: directory) }

        /// Writes a statement of `month` from `opening` (in cents), its days `firstDay` − 1 later
        /// than the 1st, 2nd and 10th.
        func write(_ name: String, month: Int, firstDay: Int = 1, opening: Int, purchaseBalanceOff: Int = 0) throws {
            var balance = opening
            var lines = ["IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date"]
            for (day, amount, text) in [(1, 500_000, "Arbeitgeber AG Lohn"), (2, -200_000, "Immobilien AG Miete"), (10, -10_000, "Kornhaus Markt Kartenzahlung")] {
                balance += amount
                let shown = day == 10 ? balance + purchaseBalanceOff : balance
                let day = day + firstDay - 1
                let date = String(format: "2025-%02d-%02d 00:00:00.0", month, day)
                lines.append("CH6080808456348462519;\(date);\(text);\(Self.decimal(amount));\(Self.decimal(shown));\(date)")
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: path(name), atomically: true, encoding: .utf8)
        }

        static func decimal(_ cents: Int) -> String {
            String(format: "%@%d.%02d", cents < 0 ? "-" : "", abs(cents) / 100, abs(cents) % 100)
        }
    }

    static let environment = ["NO_COLOR": "1"]

    @Test("validate --report html under a Swiss German locale: the page in German, amounts and dates as a Swiss reader writes them")
    func germanPage() throws {
        let statements = try Statements()
        defer { statements.remove() }
        let run = try ExecutableTests.run(
            ["validate", statements.january, statements.february, statements.april, "--currency", "CHF", "--report", "html"],
            environment: Self.environment.merging(["LC_ALL": "de_CH.UTF-8"]) { $1 })
        #expect(run.status == 1)
        let page = run.standardOutput
        for shown in [
            "<html lang=\"de\">",
            "<h2>Konto CH6080808456348462519</h2>",
            "<th>Datei</th><th>Zeitraum</th><th>Anfang</th><th>Schluss</th><th>Zeilen</th><th>Ergebnis</th>",
            "<td class=\"period\">01.01.2025 – 10.01.2025</td><td class=\"amount\">1'000.00 CHF</td><td class=\"amount\">3'900.00 CHF</td>",
            "<td>3 Buchung(en), 0 übersprungen, Abstimmung stimmt</td><td class=\"outcome ok\">in Ordnung</td>",
            "<td class=\"outcome failed\">fehlgeschlagen</td>",
            "<th>Ort</th><th>Problem</th>",
            ">Lücke</text>",
            ">Abweichung</text>",
            // What a script or test reads stays in the contract's forms.
            "data-date=\"2024-12-31\" data-balance=\"1000.00\"",
        ] {
            #expect(page.contains(shown), "\(shown)")
        }
        #expect(!page.contains("No problems") && !page.contains("Account "))
    }

    @Test("validate --report html: the browser shows each statement's balances, the gap, the mismatch and the problems at their places")
    func validatePage() throws {
        let chromium = try HeadlessChromium.required()
        let statements = try Statements()
        defer { statements.remove() }
        let run = try ExecutableTests.run(
            ["validate", statements.january, statements.february, statements.april, statements.hostile, "--currency", "CHF", "--report", "html"],
            environment: Self.environment)
        #expect(run.status == 1)
        #expect(run.standardError == "")
        let page = statements.directory.appendingPathComponent("report.html")
        try run.standardOutput.write(to: page, atomically: true, encoding: .utf8)

        let shown = RenderedPage(try chromium.renderedDOM(of: page, scratch: statements.directory))

        #expect(shown.text(of: "p", class: "summary") == ["1 of 4 file(s) passed"])
        // Each statement is one line from its opening balance (on the day before its first
        // booking) through the balance at the end of each booking day.
        let lines = shown.elements("g", class: "statement")
        #expect(lines.map { $0["data-file"] } == [statements.january, statements.february, statements.april, statements.hostile])
        let points = shown.elements("circle", class: "point")
        #expect(points.prefix(4).map { "\($0["data-date"]!) \($0["data-balance"]!)" } == [
            "2024-12-31 1000.00", "2025-01-01 6000.00", "2025-01-02 4000.00", "2025-01-10 3900.00",
        ])
        // February's rows add up to 6800.00; the file's 6810.00 is the mismatch's.
        #expect(shown.elements("polyline").map { $0["data-balances"] } == [
            "1000.00 6000.00 4000.00 3900.00", "3900.00 8900.00 6900.00 6800.00", "9000.00 14000.00 12000.00 11900.00",
            "1000.00 6000.00",
        ])
        // The account's chart spans 2024-12-31 to 2025-04-10 (100 days) over x 90…780 and
        // 1000.00 to 14000.00 over y 244…24: 2025-01-10 lies at 90 + 10/100·690 = 159, and
        // 3900.00 at 24 + (14000 − 3900)/13000·220 = 194.9.
        #expect(shown.elements("polyline").first?["points"] == "90,244 96.9,159.4 103.8,193.2 159,194.9")
        #expect(points.prefix(4).map { "\($0["cx"]!),\($0["cy"]!)" }.joined(separator: " ") == "90,244 96.9,159.4 103.8,193.2 159,194.9")

        // The gap: February closes with 6810.00 on 2025-02-10, April opens with 9000.00 on
        // 2025-04-01; the band covers the days between (x 372.9 to 711).
        let gaps = shown.elements("g", class: "finding gap")
        #expect(gaps.map { [$0["data-previous"], $0["data-next"], $0["data-after"], $0["data-before"], $0["data-expected"], $0["data-found"]] } == [
            [statements.february, statements.april, "2025-02-10", "2025-04-01", "6810.00", "9000.00"],
        ])
        #expect(shown.elements("rect", class: "band").map { [$0["x"], $0["width"]] } == [["372.9", "338.1"]])
        #expect(shown.dom.contains(">gap</text>"))
        let mismatches = shown.elements("g", class: "mismatch")
        #expect(mismatches.map { [$0["data-kind"], $0["data-file"], $0["data-line"], $0["data-date"], $0["data-expected"], $0["data-found"]] } == [
            ["running_balance", statements.february, "4", "2025-02-10", "6800.00", "6810.00"],
        ])
        #expect(shown.dom.contains(">mismatch</text>"))

        let problems = shown.problemRows
        try #require(problems.map(\.place) == ["\(statements.february):4", "\(statements.april):2", "\(statements.hostile):3"])
        #expect(problems[0].message.hasPrefix("line 4: the balance should be 6900.00 − 100.00 = 6800.00, but the file says 6810.00"))
        #expect(problems[1].message.hasPrefix("gap: no statement between \(statements.february) (to 2025-02-10, closing balance 6810.00) and \(statements.april)"))
        // Markup from a statement is shown as text: the browser made no element of it.
        #expect(problems[2].message.hasPrefix("column 'Booked At': Cannot parse '<script>alert(1)</script>' as a date"))
        #expect(!shown.dom.contains("<script"))
        #expect(!shown.dom.contains("<img"))
        #expect(shown.text(of: "h2") == [
            "Account CH6080808456348462519", "\(statements.hostile) (states no account)",
        ])
    }

    @Test("a break between adjoining statements is marked at their seam, with both balances")
    func breakBetweenStatements() throws {
        let chromium = try HeadlessChromium.required()
        let statements = try Statements()
        defer { statements.remove() }
        // January closes with 3900.00 on the 10th; the next statement starts on the 11th with 4000.00.
        try statements.write("jan-late.csv", month: 1, firstDay: 11, opening: 400_000)
        let late = statements.path("jan-late.csv")
        let run = try ExecutableTests.run(
            ["validate", late, statements.january, "--currency", "CHF", "--report", "html"], environment: Self.environment)
        #expect(run.status == 1)
        let page = statements.directory.appendingPathComponent("report.html")
        try run.standardOutput.write(to: page, atomically: true, encoding: .utf8)

        let shown = RenderedPage(try chromium.renderedDOM(of: page, scratch: statements.directory))

        let breaks = shown.elements("g", class: "finding break")
        #expect(breaks.map { [$0["data-previous"], $0["data-next"], $0["data-after"], $0["data-before"], $0["data-expected"], $0["data-found"]] } == [
            [statements.january, late, "2025-01-10", "2025-01-11", "3900.00", "4000.00"],
        ])
        #expect(shown.dom.contains(">break</text>"))
        #expect(shown.elements("polyline").map { $0["data-balances"] } == [
            "1000.00 6000.00 4000.00 3900.00", "4000.00 9000.00 7000.00 6900.00",
        ])
        #expect(shown.problemRows.map(\.place) == ["\(late):2"])
        #expect(shown.problemRows.first?.message.hasPrefix("break: \(late) opens with 4000.00, but \(statements.january) closes with 3900.00") == true)
    }

    @Test("--report-html does not go with --review, whose list books what it shows")
    func notWithReview() {
        let run = ToolRun(["import", "march.csv", "--review", "--report-html", "import.html"])
        #expect(run.exitCode == .usage)
        #expect(run.standardError.hasPrefix("certain-import: error: --review and --report-html exclude each other"))
    }

    /// `validate Samples/*/ --report html`, run once for the tests that read it.
    static let samplesPage: Result<ExecutableTests.ProcessRun, any Error> = Result {
        let folder = Corpus.repositoryRoot.appendingPathComponent("Samples")
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .map { folder.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map(\.path).sorted()
        return try ExecutableTests.run(["validate"] + samples + ["--report", "html"], environment: environment)
    }

    @Test("the page of every sample statement loads nothing: no src, href, url() or script at all")
    func noNetwork() throws {
        let run = try Self.samplesPage.get()
        #expect(run.status == 0, "\(run.standardError)")
        let html = run.standardOutput.lowercased()
        for reference in ["src=", "href=", "url(", "@import", "http:", "https:", "//", "<script", "<link", "<iframe", "<object", "<embed"] {
            #expect(!html.contains(reference), "the page holds \(reference)")
        }
        #expect(run.standardOutput.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"))
    }

    @Test("the browser renders a chart for every account of the samples, each statement a line, and marks nothing in them")
    func samplesInBrowser() throws {
        let chromium = try HeadlessChromium.required()
        let html = try Self.samplesPage.get().standardOutput
        let scratch = try Corpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("samples.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let shown = RenderedPage(try chromium.renderedDOM(of: page, scratch: scratch))
        #expect(shown.elements("svg", class: "chart").count == html.components(separatedBy: "<svg class=\"chart\"").count - 1)
        #expect(shown.elements("polyline").count == html.components(separatedBy: "<polyline").count - 1)
        #expect(shown.elements("polyline").count > 40)
        #expect(shown.elements("g", class: "finding gap").isEmpty)
        #expect(shown.elements("g", class: "mismatch").isEmpty)
    }

    @Test("import --report-html FILE writes the page of the batch: what was booked, the mismatch that stopped February, and why April waits")
    func importPage() throws {
        let statements = try Statements()
        defer { statements.remove() }
        let ledger = statements.path("ledger.sqlite")
        let page = statements.directory.appendingPathComponent("import.html")
        let run = try ExecutableTests.run(
            ["import", statements.april, statements.february, statements.january, "--ledger", ledger, "--yes", "--currency", "CHF",
             "--report-html", page.path],
            environment: Self.environment.merging(["XDG_CONFIG_HOME": statements.directory.path, "XDG_DATA_HOME": statements.directory.path]) { $1 })
        #expect(run.status == 1, "\(run.standardError)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let mode = try FileManager.default.attributesOfItem(atPath: page.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let chromium = try HeadlessChromium.required()
        let shown = RenderedPage(try chromium.renderedDOM(of: page, scratch: statements.directory))
        #expect(shown.text(of: "h1") == ["certain-import import"])
        #expect(shown.text(of: "p", class: "summary") == ["booked 1 of 3 file(s)"])
        #expect(shown.text(of: "td", class: "outcome booked") == ["booked"])
        #expect(shown.text(of: "td", class: "outcome failed") == ["failed"])
        #expect(shown.text(of: "td", class: "outcome not-booked") == ["not-booked"])
        #expect(shown.elements("polyline").map { $0["data-balances"] } == [
            "1000.00 6000.00 4000.00 3900.00", "3900.00 8900.00 6900.00 6800.00", "9000.00 14000.00 12000.00 11900.00",
        ])
        #expect(shown.elements("g", class: "finding gap").map { [$0["data-previous"], $0["data-next"]] } == [[statements.february, statements.april]])
        #expect(shown.elements("g", class: "mismatch").map { [$0["data-file"], $0["data-line"], $0["data-found"]] } == [[statements.february, "4", "6810.00"]])
        let problems = shown.problemRows
        try #require(problems.map(\.place) == ["\(statements.february):4", statements.april])
        #expect(problems[0].message.hasPrefix("the balances do not reconcile; nothing was booked"))
        #expect(problems[1].message == "not booked: \(statements.february) failed")
        #expect(!html.contains("src=") && !html.contains("href="))
    }

    // The page showed no warning: what the reading decided on its own (a card's sign) was said
    // by preview, validate's text and JSON, and import, but not here.
    @Test("validate --report html lists what the reading decided on its own, as preview warns it")
    func warningsShown() throws {
        let card = Corpus.repositoryRoot.appendingPathComponent("Tests/Fixtures/unseen/card-purchases-positive.csv").path
        let run = try ExecutableTests.run(["validate", card, "--report", "html"], environment: Self.environment)
        let preview = try ExecutableTests.run(["preview", card, "--json"], environment: Self.environment)
        let document = try JSONSerialization.jsonObject(with: Data(preview.standardOutput.utf8)) as? [String: Any]
        let warnings = try #require(document?["warnings"] as? [String])
        #expect(warnings.contains { $0.hasPrefix("sign: debits are written positive") })
        #expect(run.standardOutput.contains("<table class=\"warnings\">"))
        for warning in warnings {
            let escaped = warning.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&apos;")
            #expect(run.standardOutput.contains("<td>\(escaped)</td>"))
        }
    }

    // The page checked the statement again on its own and listed no problem beside the
    // mismatch the import booked anyway.
    @Test("import --report-html with --accept-mismatch lists the accepted mismatch at its place")
    func importPageAcceptedMismatch() throws {
        let statements = try Statements()
        defer { statements.remove() }
        let page = statements.directory.appendingPathComponent("import.html")
        let run = try ExecutableTests.run(
            ["import", statements.february, statements.january, "--ledger", statements.path("ledger.sqlite"), "--yes",
             "--currency", "CHF", "--accept-mismatch", "--report-html", page.path],
            environment: Self.environment.merging(["XDG_CONFIG_HOME": statements.directory.path, "XDG_DATA_HOME": statements.directory.path]) { $1 })
        #expect(run.status == 0, "\(run.standardError)")
        let chromium = try HeadlessChromium.required()
        let shown = RenderedPage(try chromium.renderedDOM(of: page, scratch: statements.directory))
        #expect(shown.text(of: "td", class: "outcome booked") == ["booked", "booked"])
        #expect(shown.elements("g", class: "mismatch").map { [$0["data-file"], $0["data-line"]] }.first == [statements.february as String?, "4"])
        let problems = shown.problemRows
        // The statement's own running balance, and the account's balance it does not lead to.
        #expect(problems.map(\.place) == ["\(statements.february):4", statements.february])
        #expect(problems.map(\.message) == [
            "line 4: the balance should be 6,900.00 − 100.00 = 6,800.00, but the file says 6,810.00; a row of 10.00 looks missing between line 3 and line 4 (accepted)",
            "the account's booked balance 3,900.00 + 2,900.00 = 6,800.00, but the statement ends at 6,810.00: bookings are missing or doubled between the account and this statement (accepted)",
        ])
    }
}

/// The DOM a browser built, read for what it shows: elements by tag and class, with their
/// attributes and text as the browser holds them.
struct RenderedPage {
    let dom: String

    init(_ dom: String) {
        self.dom = dom
    }

    /// The attributes of every `tag` element whose class is `className` (or any, for `nil`), in
    /// document order, with the browser's escaping undone.
    func elements(_ tag: String, class className: String? = nil) -> [[String: String]] {
        let tagPattern = try! Regex("<\(tag)((?:\\s+[a-zA-Z:-]+=\"[^\"]*\")*)\\s*/?>")
        let attributePattern = try! Regex("([a-zA-Z:-]+)=\"([^\"]*)\"")
        return dom.matches(of: tagPattern).compactMap { match -> [String: String]? in
            var attributes: [String: String] = [:]
            for attribute in String(match.output[1].substring ?? "").matches(of: attributePattern) {
                attributes[String(attribute.output[1].substring!)] = Self.unescaped(String(attribute.output[2].substring!))
            }
            return className == nil || attributes["class"] == className ? attributes : nil
        }
    }

    /// The text of every `tag` element whose class is `className`, markup removed.
    func text(of tag: String, class className: String? = nil) -> [String] {
        let classAttribute = className.map { "\\s+class=\"\($0)\"" } ?? ""
        let pattern = try! Regex("<\(tag)\(classAttribute)(?:\\s+[a-zA-Z:-]+=\"[^\"]*\")*>(.*?)</\(tag)>").dotMatchesNewlines()
        return dom.matches(of: pattern).map { Self.plainText(String($0.output[1].substring!)) }
    }

    /// The rows of the problems tables: the place (`file:line`) and the message.
    var problemRows: [(place: String, message: String)] {
        let pattern = try! Regex("<td class=\"place\">(.*?)</td><td>(.*?)</td>").dotMatchesNewlines()
        return dom.matches(of: pattern).map { (Self.plainText(String($0.output[1].substring!)), Self.plainText(String($0.output[2].substring!))) }
    }

    static func plainText(_ html: String) -> String {
        unescaped(html.replacing(try! Regex("<[^>]*>"), with: ""))
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
