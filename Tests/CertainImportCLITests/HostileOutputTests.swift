import Foundation
import TestSupport
import Testing

/// Statements, file names, account names, templates and filters written by an adversary,
/// pushed through every human output of the built binary: nothing a terminal would act on
/// (escape sequences, C1 and bidi controls) may come out, reports must stay parseable, and
/// no input may make a command run without bound.
@Suite("hostile input")
struct HostileOutputTests {
    /// A file name with a window-title sequence and a right-to-left override in it.
    static let hostileFileName = "evil\u{1B}]0;pwned\u{07}\u{202E}vsc.csv"
    static let hostileAccount = "Giro\u{1B}[2J\u{9B}31m\u{202E}"

    /// What no human output may carry: C0 controls but line feed and tab, DEL, C1 controls,
    /// bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), line separators.
    static func forbidden(in text: String) -> [String] {
        text.unicodeScalars.compactMap { scalar in
            switch scalar.value {
            case 0x0A, 0x09: nil
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
                "U+" + String(scalar.value, radix: 16, uppercase: true)
            default: nil
            }
        }
    }

    /// A workspace with the hostile statements (one also under a hostile name) and its own
    /// configuration, state and data folders.
    static func workspace(brokenTemplate: Bool = false) throws -> Workspace {
        let workspace = try Workspace()
        for name in ["every-control.csv", "unreadable-cells.csv"] {
            try FileManager.default.copyItem(at: Corpus.fixture("hostile/\(name)"), to: workspace.url.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: Corpus.fixture("hostile/every-control.csv"), to: workspace.url.appendingPathComponent(hostileFileName))
        let templates = workspace.url.appendingPathComponent("config/certain-import/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        // A user template whose name and category hold escapes (valid JSON: they are \u escapes).
        try #"""
            {
              "id": "evil-bank", "name": "Evil \u001b]0;pwned\u0007 Bank \u202e", "country": "DE", "version": 1,
              "match": { "header": ["Datum", "Gegenseite", "Zweck", "Betrag"] },
              "format": { "encoding": "utf-8", "delimiter": ";", "date_format": "dd.MM.yyyy", "decimal_separator": "," },
              "currency": "EUR",
              "columns": { "booking_date": "Datum", "amount": "Betrag" }
            }
            """#.write(to: templates.appendingPathComponent("evil.json"), atomically: false, encoding: .utf8)
        // A broken one whose quoted source line holds a raw escape sequence, a bidi override
        // and 100 000 more characters.
        guard brokenTemplate else { return workspace }
        let longLine = "  \"id\": \"broken\",\u{1B}]0;pwned\u{07} \u{202E}" + String(repeating: "x", count: 100_000)
        try ("{\n" + longLine + "\n}\n").write(to: templates.appendingPathComponent("broken.json"), atomically: false, encoding: .utf8)
        return workspace
    }

    static func environment(_ workspace: Workspace) -> [String: String] {
        [
            "XDG_CONFIG_HOME": workspace.path("config"), "XDG_STATE_HOME": workspace.path("state"),
            "XDG_DATA_HOME": workspace.path("data"), "CERTAIN_IMPORT_LEDGER": workspace.path("ledger.sqlite"),
        ]
    }

    @Test("every human output and diagnostic shows control characters visibly and passes none through")
    func everyHumanOutput() throws {
        let workspace = try Self.workspace(brokenTemplate: true)
        let environment = Self.environment(workspace)
        let name = Self.hostileFileName
        try "include,fingerprint,category\n\u{1B}[2Jmaybe,\u{1B}]0;x\u{07}\u{202E},Food\n"
            .write(to: workspace.url.appendingPathComponent("bad-review.csv"), atomically: false, encoding: .utf8)
        let commands: [[String]] = [
            ["preview", "every-control.csv"],
            ["preview", "unreadable-cells.csv"],
            ["preview", name],
            ["preview", "every-control.csv", "--json"],
            ["preview", "missing\u{1B}[2J\u{202E}.csv"],
            ["preview", "every-control.csv", "--filter", "purpose ~ /\u{1B}[2J(\u{202E}/"],
            ["preview", "every-control.csv", "--filter", "counterparty = \"\u{1B}]0;x\u{07}\" and"],
            ["detect", name],
            ["detect", name, "--json"],
            ["validate", "every-control.csv", "unreadable-cells.csv", name],
            ["validate", "every-control.csv", "unreadable-cells.csv", name, "--report", "github"],
            ["validate", "every-control.csv", "unreadable-cells.csv", name, "--report", "json"],
            ["convert", "every-control.csv", "--to", "json"],
            // CSV is data, written exactly: only its diagnostics are human output.
            ["convert", "unreadable-cells.csv"],
            ["import", "unreadable-cells.csv", "--yes"],
            ["import", name, "--yes", "--account", Self.hostileAccount],
            ["import", "every-control.csv", "--yes", "--account", Self.hostileAccount, "--dry-run"],
            ["import", "every-control.csv", "--yes", "--account", Self.hostileAccount, "--json"],
            ["history"],
            ["history", "--json"],
            ["bookings", "list"],
            ["bookings", "list", "--json"],
            ["bookings", "edit", "1", "--purpose", "new \u{1B}[2J\u{202E}", "--category", "\u{9B}1m"],
            ["accounts", "list"],
            ["accounts", "list", "--json"],
            ["accounts", "add", "Spar\u{1B}]0;t\u{07}\u{2066}", "--currency", "EUR"],
            ["templates", "list"],
            ["review", "every-control.csv", "--export", "review.csv", "--account", Self.hostileAccount],
            ["review", "every-control.csv", "--apply", "bad-review.csv", "--account", Self.hostileAccount],
            ["import", "every-control.csv", "--review-file", "bad-review.csv", "--account", Self.hostileAccount],
        ]
        for arguments in commands {
            let run = try workspace.run(arguments, environment: environment)
            let shown = arguments.map(TestText.printable).joined(separator: " ")
            #expect(!run.crashed && !run.timedOut, "\(shown)")
            if arguments != ["convert", "unreadable-cells.csv"] {
                #expect(Self.forbidden(in: run.standardOutput) == [], "stdout of \(shown)")
            }
            #expect(Self.forbidden(in: run.standardError) == [], "stderr of \(shown)")
        }
    }

    @Test("preview, the import summary, bookings and accounts show the cells' controls as \\x1b and \\u{202E}")
    func visibleForms() throws {
        let workspace = try Self.workspace()
        let environment = Self.environment(workspace)

        let preview = try workspace.run(["preview", "every-control.csv"], environment: environment)
        let lines = preview.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("   2  2024-03-01    -10.00  Title\\x1b]0;pwned\\x07Corp · clear\\x1b[2Jscreen"))
        #expect(lines.contains(
            "   4  2024-03-03    -30.00  Bidi \\u{202E}evil\\u{202C} \\u{2066}iso\\u{2069} \\u{200E}mark\\u{200F} \\u{061C} · line sep para sep"))
        #expect(lines.contains("   7  2024-03-06    -60.00  Tabbed · Return bell\\x07 back\\x08space del\\x7f"))

        // Named, as a statement without IBAN is refused before its rows are read.
        let unreadable = try workspace.run(["import", "unreadable-cells.csv", "--yes", "--account", "Neu"], environment: environment)
        #expect(unreadable.status == 3)
        #expect(unreadable.firstErrorLine == "certain-import: error: unreadable-cells.csv:7: 2 row(s) cannot be read; nothing was booked: "
            + "column 'Date': Cannot parse '2024-03-3\\x1b[2J' as a date in format yyyy-MM-dd, such as 2024-03-05")

        let booked = try workspace.run(["import", Self.hostileFileName, "--yes", "--account", Self.hostileAccount], environment: environment)
        #expect(booked.status == 0, "\(booked.standardError)")
        #expect(booked.standardOutput.contains("evil\\x1b]0;pwned\\x07\\u{202E}vsc.csv  Giro\\x1b[2J\\u{009B}31m\\u{202E}  2024-03-01..2024-03-07"))

        let accounts = try workspace.run(["accounts", "list"], environment: environment)
        #expect(accounts.standardOutput.contains("Giro\\x1b[2J\\u{009B}31m\\u{202E}"))
        // The ledger keeps the name as given: JSON carries it escaped as JSON escapes.
        let json = try workspace.run(["accounts", "list", "--json"], environment: environment)
        #expect(json.standardOutput.contains(#""name": "Giro\u001b[2J\u009b31m\u202e""#))
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(document?.first?["name"] as? String == Self.hostileAccount)

        let bookings = try workspace.run(["bookings", "list"], environment: environment)
        let first = bookings.standardOutput.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(first.hasPrefix("1   1       2024-03-01  -10.00  EUR  Title\\x1b]0;pwned\\x07Corp"))
    }

    @Test("a template's broken line is quoted cut and visible, and the user template's name visible and aligned")
    func templates() throws {
        let workspace = try Self.workspace(brokenTemplate: true)
        let run = try workspace.run(["templates", "list"], environment: Self.environment(workspace))
        #expect(run.status == 0)
        let warning = run.standardError.split(separator: "\n").map(String.init)
        #expect(warning.first?.hasSuffix("broken.json:2:18: error: unexpected control character U+001B, expected a key in double quotes") == true)
        #expect(warning.dropFirst(2).first == "2 |   \"id\": \"broken\",\\x1b]0;pwned\\x07 \\u{202E}" + String(repeating: "x", count: 91) + "…")
        #expect(run.standardError.utf8.count < 1000)
        let evil = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("evil-bank") }.map(String.init) ?? ""
        let dkb = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("dkb-giro ") }.map(String.init) ?? ""
        #expect(evil.contains("Evil \\x1b]0;pwned\\x07 Bank \\u{202E}"))
        // Both rows' country column starts at the same place.
        #expect(evil.range(of: "  DE  ")?.lowerBound.utf16Offset(in: evil) == dkb.range(of: "  DE  ")?.lowerBound.utf16Offset(in: dkb))
    }

    /// Runs `python3 -c program file` and returns its exit status and output.
    static func python(_ program: String, _ file: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("every report format parses with a real parser and carries the controls visibly or escaped", arguments: ["text", "json", "junit", "github"])
    func reports(format: String) throws {
        let workspace = try Self.workspace()
        let run = try workspace.run(
            ["validate", "every-control.csv", "unreadable-cells.csv", Self.hostileFileName, "--report", format],
            environment: Self.environment(workspace))
        #expect(run.status == 1)
        #expect(Self.forbidden(in: run.standardOutput) == [])
        let report = workspace.url.appendingPathComponent("report.\(format)")
        try run.standardOutput.write(to: report, atomically: false, encoding: .utf8)
        switch format {
        case "junit":
            let parsed = try Self.python("""
                import sys, xml.etree.ElementTree as E
                root = E.parse(sys.argv[1]).getroot()
                for case in root.iter('testcase'):
                    for failure in case.iter('failure'):
                        print(case.get('name') + ' | ' + failure.get('message'))
                """, report)
            #expect(parsed.status == 0, "\(parsed.output)")
            #expect(parsed.output == "unreadable-cells.csv | column 'Date': Cannot parse '2024-03-3\\x1b[2J' as a date in format "
                + "yyyy-MM-dd, such as 2024-03-05 (if the file uses another date format, give that format, or write it in the template)\n")
        case "json":
            let parsed = try Self.python("""
                import sys, json
                document = json.load(open(sys.argv[1], encoding='utf-8'))
                print(repr([f['file'] for f in document['files']]))
                print(repr(document['files'][1]['problems'][0]['message'][:39]))
                """, report)
            #expect(parsed.status == 0, "\(parsed.output)")
            #expect(parsed.output == """
                ['every-control.csv', 'unreadable-cells.csv', 'evil\\x1b]0;pwned\\x07\\u202evsc.csv']
                "column 'Date': Cannot parse '2024-03-3\\x1b"

                """)
        case "github":
            let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == 2)
            #expect(lines.allSatisfy { $0.hasPrefix("::error file=unreadable-cells.csv,line=") })
            #expect(lines.last?.contains("Cannot read '-5\\x1b]0;x\\x07\\u{009B}' as an amount") == true)
        default:
            #expect(run.standardOutput.contains("ok    evil\\x1b]0;pwned\\x07\\u{202E}vsc.csv: 7 transaction(s)"))
        }
    }

    @Test("convert --to csv guards formula cells by default and writes them exactly with --no-spreadsheet-safe; rows is byte-exact")
    func spreadsheetSafe() throws {
        let workspace = try Self.workspace()
        let environment = Self.environment(workspace)
        func cells(_ text: String) -> [String] {
            text.split(separator: "\r\n").dropFirst().map { line in
                line.split(separator: ",", maxSplits: 6, omittingEmptySubsequences: false).dropFirst(5).first.map(String.init) ?? ""
            }
        }
        let safe = try workspace.run(["convert", "every-control.csv"], environment: environment)
        #expect(safe.status == 0)
        #expect(safe.standardOutput.contains("\r\n5,2024-03-04,,-40.00,EUR,\"'=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\",,'+1+cmd|' /C calc'!A0,"))
        #expect(safe.standardOutput.contains("\r\n6,2024-03-05,,50.00,EUR,'@SUM(A1:A9),,'-2+3,"))
        #expect(safe.standardOutput.contains("\r\n9,2024-03-07,,-70.00,EUR,''quoted,,plain,"))
        #expect(safe.standardOutput.contains("\r\n2,2024-03-01,,-10.00,EUR,"))

        let exact = try workspace.run(["convert", "every-control.csv", "--no-spreadsheet-safe"], environment: environment)
        #expect(exact.standardOutput.contains("\r\n5,2024-03-04,,-40.00,EUR,\"=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\",,+1+cmd|' /C calc'!A0,"))
        #expect(exact.standardOutput.contains("\r\n6,2024-03-05,,50.00,EUR,@SUM(A1:A9),,-2+3,"))

        let help = try workspace.run(["convert", "--help"], environment: environment)
        #expect(help.standardOutput.contains("On by"))
        #expect(help.standardOutput.contains("--no-spreadsheet-safe"))

        let rows = try workspace.run(["rows", "every-control.csv"], environment: environment)
        let original = try String(contentsOf: workspace.url.appendingPathComponent("every-control.csv"), encoding: .utf8)
        for cell in ["=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")", "Title\u{1B}]0;pwned\u{07}Corp", "Bidi \u{202E}evil"] {
            #expect(original.contains(cell))
            #expect(rows.standardOutput.contains(cell))
        }
        let rowsHelp = try workspace.run(["rows", "--help"], environment: environment)
        #expect(rowsHelp.standardOutput.contains("exactly"))
    }

    @Test("the review export guards formula cells, and --apply gives every value back unchanged")
    func reviewRoundTrip() throws {
        let workspace = try Self.workspace()
        let environment = Self.environment(workspace)
        let account = ["--account", "Giro"]
        _ = try workspace.run(["accounts", "add", "Giro", "--currency", "EUR"], environment: environment)
        let export = try workspace.run(["review", "every-control.csv", "--export", "review.csv"] + account, environment: environment)
        #expect(export.status == 0, "\(export.standardError)")
        var csv = try String(contentsOf: workspace.url.appendingPathComponent("review.csv"), encoding: .utf8)
        #expect(csv.contains(",-40.00,EUR,\"'=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\",'+1+cmd|' /C calc'!A0,\r\n"))
        #expect(csv.contains(",50.00,EUR,'@SUM(A1:A9),'-2+3,\r\n"))
        #expect(csv.contains(",-70.00,EUR,''quoted,plain,\r\n"))

        let unchanged = try workspace.run(["review", "every-control.csv", "--apply", "review.csv"] + account, environment: environment)
        #expect(unchanged.status == 0)
        #expect(unchanged.standardOutput == "review.csv: changes nothing in the review of every-control.csv\n")

        // A category typed as a spreadsheet keeps it: '=SUM(1) comes back as =SUM(1).
        csv = csv.replacingOccurrences(of: ",''quoted,plain,\r\n", with: ",''quoted,plain,'=SUM(1)\r\n")
        try csv.write(to: workspace.url.appendingPathComponent("review.csv"), atomically: false, encoding: .utf8)
        let applied = try workspace.run(["review", "every-control.csv", "--apply", "review.csv"] + account, environment: environment)
        #expect(applied.status == 0, "\(applied.standardError)")
        let json = try workspace.run(["review", "every-control.csv", "--export", "review.json"] + account, environment: environment)
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("review.json"))) as? [String: Any]
        let rows = document?["transactions"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["counterparty"] as? String } == [
            "Title\u{1B}]0;pwned\u{07}Corp", "Clip\u{1B}]52;c;cm0gLXJmIH4K\u{07}Board",
            "Bidi \u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200E}mark\u{200F} \u{061C}", "=HYPERLINK(\"http://x.example\",\"click\")",
            "@SUM(A1:A9)", "Tabbed", "'quoted",
        ])
        #expect(rows.last?["category"] as? String == "=SUM(1)")
    }

    /// A statement of `rows` ordinary rows.
    static func writeLargeStatement(_ workspace: Workspace, name: String, rows: Int, purpose: String = "Miete") throws {
        var text = "Date,Counterparty,Purpose,Amount,Currency\n"
        for index in 0..<rows {
            text += "2024-03-\(String(format: "%02d", index % 28 + 1)),Vermieter \(index),\(purpose),-\(index % 900 + 100).00,EUR\n"
        }
        try text.write(to: workspace.url.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    @Test("a statement past the row or byte limit stops with exit 3 before memory runs out, unless it is streamed; the limits can be raised")
    func sizeLimit() throws {
        let workspace = try Self.workspace()
        try Self.writeLargeStatement(workspace, name: "large.csv", rows: 20_000)
        var environment = Self.environment(workspace)

        environment["CERTAIN_IMPORT_MAX_ROWS"] = "5000"
        let rows = try workspace.run(["preview", "large.csv"], environment: environment)
        #expect(rows.status == 3)
        #expect(rows.firstErrorLine.hasPrefix("certain-import: error: large.csv: the statement has more than 5,000 rows, the limit for "))
        #expect(rows.firstErrorLine.hasSuffix(" of memory, and was not read to its end"))
        #expect(rows.standardError.contains("hint: split the file, or raise the limit with CERTAIN_IMPORT_MAX_ROWS"))
        // One statement imported into the ledger is booked as it is read: no limit (several
        // files are held, see below).
        let imported = try workspace.run(["import", "large.csv", "--yes", "--account", "Giro"], environment: environment)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(try workspace.bookings().count == 20_000)

        environment["CERTAIN_IMPORT_MAX_ROWS"] = nil
        environment["CERTAIN_IMPORT_MAX_BYTES"] = "64K"
        let bytes = try workspace.run(["preview", "large.csv"], environment: environment)
        #expect(bytes.status == 3)
        #expect(bytes.standardError.contains("the statement has more than 65,536 bytes"))
        // The commands that stream the rows hold no statement, so no limit applies to them.
        let validated = try workspace.run(["validate", "large.csv"], environment: environment)
        #expect(validated.status == 0)
        #expect(validated.standardOutput.contains("large.csv: 20000 transaction(s), 0 skipped"))
        // (A ledger with nothing booked yet.)
        let json = try workspace.run(["preview", "large.csv", "--json", "--ledger", "empty.sqlite"], environment: environment)
        #expect(json.status == 0)
        #expect(json.standardOutput.components(separatedBy: "\"booking_date\": \"2024-03-").count == 20_001)

        // Standard input has no size to check first: the limit stops the reading.
        let process = Process()
        process.executableURL = try ExecutableTests.executableURL()
        process.arguments = ["preview", "-"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: workspace.url.appendingPathComponent("large.csv"))
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 3)
        #expect(stderr.hasPrefix("certain-import: error: <stdin>: the statement has more than 65,536 bytes") || stderr.contains("more than 65,536 bytes"))

        environment["CERTAIN_IMPORT_MAX_BYTES"] = "lots"
        let invalid = try workspace.run(["preview", "large.csv"], environment: environment)
        #expect(invalid.status == 2)
        #expect(invalid.firstErrorLine == "certain-import: error: CERTAIN_IMPORT_MAX_BYTES='lots' is not a positive whole number")

        environment["CERTAIN_IMPORT_MAX_BYTES"] = nil
        let fine = try workspace.run(["preview", "large.csv"], environment: environment)
        #expect(fine.status == 0)
        #expect(fine.standardOutput.hasPrefix("large.csv: 20000 transaction(s)"))
    }

    @Test("import holds every statement of a batch, so the limit counts them together; validate lets each go")
    func sizeLimitAcrossFiles() throws {
        let workspace = try Self.workspace()
        try Self.writeLargeStatement(workspace, name: "march.csv", rows: 3000)
        try Self.writeLargeStatement(workspace, name: "april.csv", rows: 3000, purpose: "Miete April")
        var environment = Self.environment(workspace)
        environment["CERTAIN_IMPORT_MAX_ROWS"] = "5000"

        let validated = try workspace.run(["validate", "march.csv", "april.csv"], environment: environment)
        #expect(validated.status == 0, "\(validated.standardOutput)")

        let imported = try workspace.run(["import", "march.csv", "april.csv", "--yes", "--account", "Giro"], environment: environment)
        #expect(imported.status == 3)
        #expect(imported.standardError.contains(
            "april.csv: the statement has more than 5,000 rows with the statements read before it, the limit for "))
    }

    @Test("a filter regex that backtracks without end stops the command with an error naming it, quickly")
    func regexBudget() throws {
        let workspace = try Self.workspace()
        try Self.writeLargeStatement(workspace, name: "slow.csv", rows: 3, purpose: String(repeating: "a", count: 40) + "!")
        let started = ContinuousClock.now
        let run = try workspace.run(["preview", "slow.csv", "--filter", #"purpose ~ /^(\w+\s?)+$/"#],
                                    environment: Self.environment(workspace), timeout: .seconds(60))
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(run.status == 3)
        #expect(run.firstErrorLine == #"certain-import: error: slow.csv:2: the regex /^(\w+\s?)+$/ in the filter 'purpose ~ /^(\w+\s?)+$/' "#
            + "was stopped after about 2000000 steps on this row, so whether the row matches is unknown")
    }

    @Test("ten thousand nested parentheses in a filter are a usage error, quoted cut, not a crash")
    func filterDepth() throws {
        let workspace = try Self.workspace()
        let filter = String(repeating: "(", count: 10_000) + "amount < 0" + String(repeating: ")", count: 10_000)
        let run = try workspace.run(["preview", "every-control.csv", "--filter", filter], environment: Self.environment(workspace))
        #expect(!run.crashed)
        #expect(run.status == 2)
        #expect(run.firstErrorLine == "certain-import: error: --filter:1:129: the filter nests '(' and 'not' more than 128 deep")
        #expect(run.standardError.utf8.count < 1500)
    }
}

/// Arguments as a test failure may print them: controls in their visible form.
enum TestText {
    static func printable(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2000...0x206F).contains(scalar.value)
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined())
    }
}

/// The review list draws the hostile statement: every control is drawn visibly, so that no
/// row can reorder itself (U+202E) or move the cursor.
@Suite("hostile input in the review list", .enabled(if: PseudoTerminal.isAvailable, "needs tmux"), .serialized)
struct HostileReviewListTests {
    @Test("the list shows \\u{202E} and \\x1b where the cells hold them, and the screen holds no control")
    func list() throws {
        let workspace = try HostileOutputTests.workspace()
        try FileManager.default.copyItem(
            at: workspace.url.appendingPathComponent("every-control.csv"), to: workspace.url.appendingPathComponent("giro.csv"))
        let binary = try ExecutableTests.executableURL().path
        let command = "XDG_STATE_HOME='\(workspace.path("state"))' '\(binary)' review giro.csv --no-template --account Giro "
            + "--ledger ledger.sqlite; echo $? > status"
        let terminal = try PseudoTerminal(command: command, columns: 120, lines: 24, directory: workspace.url)
        let screen = try terminal.waitFor("certain-import review")
        #expect(screen.flatMap { HostileOutputTests.forbidden(in: $0) } == [])
        #expect(screen.contains { $0.hasPrefix("> new          2  2024-03-01  -10.00  Title\\x1b]0;pwned\\x07Corp · clear\\x1b[2Jscreen") })
        #expect(screen.contains {
            $0.hasPrefix("  new          4  2024-03-03  -30.00  Bidi \\u{202E}evil\\u{202C} \\u{2066}iso\\u{2069} \\u{200E}mark\\u{200F}")
        })
        try terminal.send("q")
        #expect(terminal.waitForFile("status") == "0\n")
    }
}
