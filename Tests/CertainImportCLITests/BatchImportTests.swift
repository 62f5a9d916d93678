import Foundation
import Testing
import TestSupport

/// `import` and `validate` over several statements, run as the built binary: grouping by
/// account, period order, the chain between statements, per-file and all-or-nothing booking,
/// the summary and its JSON.
@Suite("Batch import")
struct BatchImportTests {
    /// A temporary directory with a ledger path and an environment that keeps the run away
    /// from the user's own templates and ledger.
    struct Workspace {
        let directory: URL
        var ledger: String { directory.appendingPathComponent("ledger.sqlite").path }
        var environment: [String: String] {
            ["XDG_CONFIG_HOME": directory.path, "XDG_DATA_HOME": directory.path, "NO_COLOR": "1"]
        }

        init() throws {
            directory = try Corpus.temporaryDirectory()
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }

        func run(_ arguments: [String]) throws -> ExecutableTests.ProcessRun {
            try ExecutableTests.run(arguments, environment: environment)
        }

        /// `import ... --ledger L --json`, decoded.
        func importJSON(_ arguments: [String]) throws -> (status: Int32, imports: [[String: Any]], errors: String) {
            let run = try run(["import"] + arguments + ["--ledger", ledger, "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            return (run.status, document?["imports"] as? [[String: Any]] ?? [], run.standardError)
        }

        /// How many bookings the ledger holds.
        func bookingCount() throws -> Int {
            let run = try run(["bookings", "list", "--ledger", ledger, "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
            return (document as? [Any])?.count ?? ((document as? [String: Any])?["bookings"] as? [Any])?.count ?? -1
        }
    }

    static func sample(_ path: String) -> String {
        Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(path).path
    }

    /// `(file name, id, booked, skipped duplicates, status)` of each import in the JSON.
    static func rows(_ imports: [[String: Any]]) -> [String] {
        imports.map { entry in
            let file = URL(fileURLWithPath: entry["file"] as? String ?? "?").lastPathComponent
            func value(_ key: String) -> String { (entry[key] as? Int).map(String.init) ?? "null" }
            return "\(file) id=\(value("id")) booked=\(value("booked")) skipped=\(value("skipped_duplicates")) \(entry["status"] as? String ?? "?")"
        }
    }

    @Test("a directory is its .csv files, grouped by the IBAN they state and booked in period order")
    func directory() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.importJSON([Self.sample("dkb"), "--yes"])
        #expect(result.status == 0)
        // Two accounts: the 2025 statements' (in period order, the second overlapping the
        // first) and the legacy export's older account.
        #expect(Self.rows(result.imports) == [
            "girokonto-2025-03.csv id=1 booked=18 skipped=0 booked",
            "girokonto-2025-03-15_2025-04-15.csv id=2 booked=11 skipped=7 booked",
            "girokonto-alt-2022-11.csv id=3 booked=16 skipped=0 booked",
        ])
        #expect(try workspace.bookingCount() == 45)
    }

    @Test("a broken user template is reported once per run, not once per file", arguments: ["import", "validate"])
    func brokenUserTemplateOnce(command: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let templates = workspace.directory.appendingPathComponent("certain-import/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{ \"id\": \"broken\" ".utf8).write(to: templates.appendingPathComponent("broken.json"))
        let files = [Self.sample("raiffeisen-ch/raiffeisen-2025-03.csv"), Self.sample("raiffeisen-ch/raiffeisen-2025-04.csv")]
        let arguments = command == "import"
            ? ["import"] + files + ["--account", "Privat", "--currency", "CHF", "--yes", "--ledger", workspace.ledger]
            : ["validate"] + files + ["--currency", "CHF"]

        let run = try workspace.run(arguments)

        #expect(run.status == 0)
        #expect(run.standardError.components(separatedBy: "broken.json").count - 1 == 1, "\(run.standardError)")
    }

    @Test("statements are booked in period order whatever order they are named in, and their chain holds")
    func periodOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let march = Self.sample("raiffeisen-ch/raiffeisen-2025-03.csv")
        let april = Self.sample("raiffeisen-ch/raiffeisen-2025-04.csv")
        let run = try workspace.run([
            "import", april, march, "--account", "Privat", "--currency", "CHF", "--yes", "--ledger", workspace.ledger,
        ])
        #expect(run.status == 0)
        let padding = String(repeating: " ", count: march.count - "FILE".count)
        #expect(run.standardOutput == """
            FILE\(padding)  ACCOUNT  PERIOD                  ROWS  NEW  DUPLICATES  RECONCILIATION  IMPORT
            \(march)  Privat   2025-03-01..2025-03-25    15   15           0  ok              #1
            \(april)  Privat   2025-04-01..2025-04-30    15   15           0  ok              #2
            booked 2 of 2 file(s): 30 new transaction(s), 0 duplicate(s) skipped

            """)
        #expect(!run.standardError.contains("warning"))
    }

    @Test("a missing month is a warning for import, which books both statements, and a problem for validate")
    func gap() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = [Self.sample("blkb/blkb-classic-2025-04.csv"), Self.sample("ubs/ubs-classic-2025-02.csv")]
        let result = try workspace.importJSON(files + ["--account", "Konto", "--currency", "CHF", "--yes"])
        #expect(result.status == 0)
        #expect(Self.rows(result.imports) == [
            "ubs-classic-2025-02.csv id=1 booked=21 skipped=0 booked",
            "blkb-classic-2025-04.csv id=2 booked=14 skipped=0 booked",
        ])
        let april = files[0]
        #expect(result.errors.contains(
            "certain-import: warning: \(april):17: no statement between \(files[1]) (to 2025-02-28, closing balance 18,600.81) and \(april) (from 2025-04-01, opening balance 15,731.76): 31 day(s) are missing (difference -2,869.05)\n"))

        // The same gap under a Swiss German locale, in German with Swiss amounts (a dry run
        // into the ledger that holds both statements now: the gap stays).
        let german = try ExecutableTests.run(
            ["import"] + files + ["--account", "Konto", "--currency", "CHF", "--ledger", workspace.ledger, "--dry-run"],
            environment: workspace.environment.merging(["LC_ALL": "de_CH.UTF-8"]) { $1 })
        #expect(german.standardError.contains("\(april):17: "), "\(german.standardError)")
        #expect(german.standardError.contains("18'600.81"), "\(german.standardError)")
        #expect(!german.standardError.contains("no statement between"), "\(german.standardError)")

        let validation = try workspace.run(["validate"] + files + ["--account", "Konto", "--currency", "CHF", "--report", "github"])
        #expect(validation.status == 1)
        #expect(validation.standardOutput == "::error file=\(april),line=17::gap: no statement between \(files[1]) (to 2025-02-28, closing balance 18600.81) and \(april) (from 2025-04-01, opening balance 15731.76): 31 day(s) are missing (difference -2869.05)\n")
    }

    @Test("validate checks the chain of a directory: consecutive statements pass")
    func validateDirectory() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["validate", Self.sample("raiffeisen-ch"), "--currency", "CHF", "--account", "Privat"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasSuffix("2 of 2 file(s) passed\n"))
    }

    @Test("overlapping statements book only what is new, and say that they overlap")
    func overlap() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = Self.sample("dkb/girokonto-2025-03.csv")
        let second = Self.sample("dkb/girokonto-2025-03-15_2025-04-15.csv")
        let result = try workspace.importJSON([second, first, "--yes"])
        #expect(result.status == 0)
        #expect(Self.rows(result.imports) == [
            "girokonto-2025-03.csv id=1 booked=18 skipped=0 booked",
            "girokonto-2025-03-15_2025-04-15.csv id=2 booked=11 skipped=7 booked",
        ])
        #expect(result.errors.contains(
            "certain-import: note: \(second):25: \(second) (from 2025-03-16) overlaps \(first) (to 2025-03-29) by 14 day(s); the rows both contain are booked once\n"))

        let again = try workspace.importJSON([first, second])
        #expect(again.status == 0)
        #expect(Self.rows(again.imports) == [
            "girokonto-2025-03.csv id=3 booked=0 skipped=18 booked",
            "girokonto-2025-03-15_2025-04-15.csv id=4 booked=0 skipped=18 booked",
        ])
        #expect(try workspace.bookingCount() == 29)
    }

    @Test("a dry run counts the rows an earlier statement of the batch would book as duplicates, and books nothing")
    func dryRun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.importJSON([Self.sample("dkb/girokonto-2025-03-15_2025-04-15.csv"), Self.sample("dkb/girokonto-2025-03.csv"), "--yes", "--dry-run"])
        #expect(result.status == 0)
        #expect(Self.rows(result.imports) == [
            "girokonto-2025-03.csv id=null booked=18 skipped=0 dry-run",
            "girokonto-2025-03-15_2025-04-15.csv id=null booked=11 skipped=7 dry-run",
        ])
        #expect(try workspace.bookingCount() == 0)
    }

    @Test("one file that cannot be read does not stop the others; the exit code is the failure's")
    func oneBadFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let empty = workspace.directory.appendingPathComponent("empty.csv").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let result = try workspace.importJSON([
            Self.sample("raiffeisen-ch/raiffeisen-2025-03.csv"), empty, Self.sample("raiffeisen-ch/raiffeisen-2025-04.csv"),
            "--account", "Privat", "--currency", "CHF", "--yes",
        ])
        #expect(result.status == 3)
        #expect(Self.rows(result.imports) == [
            "raiffeisen-2025-03.csv id=1 booked=15 skipped=0 booked",
            "raiffeisen-2025-04.csv id=2 booked=15 skipped=0 booked",
            "empty.csv id=null booked=null skipped=null failed",
        ])
        #expect(result.errors.contains("certain-import: error: \(empty): the file is empty: there is no table to read\n"))
        #expect(try workspace.bookingCount() == 30)
    }

    /// Statements of one Raiffeisen account in its export format, one per month from January,
    /// each with a salary, the rent and a purchase and the running balance from 1000.00.
    /// `brokenBalance` writes the purchase's balance of that month 10.00 too high (a
    /// mismatch); `badDate` dates that month's purchase on the 31st of April (a row that
    /// cannot be read).
    static func monthlyStatements(
        in workspace: Workspace, months: [String], brokenBalance: String? = nil, badDate: String? = nil
    ) throws -> [String] {
        var balance = 100_000
        return try months.enumerated().map { number, month in
            var lines = ["IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date"]
            for (day, amount, text) in [(1, 500_000, "Arbeitgeber AG Lohn"), (2, -200_000, "Immobilien AG Miete"), (10, -10_000, "Kornhaus Markt Kartenzahlung")] {
                balance += amount
                let shown = month == brokenBalance && day == 10 ? balance + 1_000 : balance
                let date = month == badDate && day == 10 ? "2025-04-31" : String(format: "2025-%02d-%02d", number + 1, day)
                func decimal(_ cents: Int) -> String { String(format: "%@%d.%02d", cents < 0 ? "-" : "", abs(cents) / 100, abs(cents) % 100) }
                lines.append("CH6080808456348462519;\(date) 00:00:00.0;\(text);\(decimal(amount));\(decimal(shown));\(date) 00:00:00.0")
            }
            let path = workspace.directory.appendingPathComponent("\(month).csv").path
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test("after a statement of an account fails, its later statements are not booked, and say why; other accounts go on")
    func noHolesAfterAFailure() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = try Self.monthlyStatements(
            in: workspace, months: ["jan", "feb", "mar", "apr", "may"], brokenBalance: "feb", badDate: "apr")
        let giro = Self.sample("dkb/girokonto-2025-03.csv")
        let result = try workspace.importJSON(files.reversed() + [giro, "--yes"])
        #expect(result.status == 3)
        #expect(Self.rows(result.imports) == [
            "jan.csv id=1 booked=3 skipped=0 booked",
            "feb.csv id=null booked=null skipped=null failed",
            "mar.csv id=null booked=0 skipped=0 not-booked",
            "apr.csv id=null booked=null skipped=null failed",
            "may.csv id=null booked=0 skipped=0 not-booked",
            "girokonto-2025-03.csv id=2 booked=18 skipped=0 booked",
        ])
        #expect(result.imports.map { $0["reason"] as? String } == [
            nil, nil, "not booked: \(files[1]) failed", nil, "not booked: \(files[1]) failed", nil,
        ])
        #expect(result.errors.contains("certain-import: error: \(files[1]):4: the balances do not reconcile; nothing was booked:\n"))
        #expect(result.errors.contains("certain-import: error: \(files[3]):4: 1 row(s) cannot be read; nothing was booked: "))
        #expect(try workspace.bookingCount() == 21)

        // The table says it per file too.
        let table = try workspace.run(["import"] + files + ["--yes", "--ledger", workspace.ledger, "--dry-run"])
        let lines = table.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(files[2]) && $0.hasSuffix("  not booked: \(files[1]) failed") })
        #expect(lines.contains { $0.hasPrefix(files[4]) && $0.hasSuffix("  not booked: \(files[1]) failed") })
    }

    @Test("an account added without an opening balance takes it from its first statement, and the next one reconciles")
    func unknownOpeningBalance() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = try Self.monthlyStatements(in: workspace, months: ["jan", "feb"])
        let add = try workspace.run(["accounts", "add", "Privat", "--iban", "CH60 8080 8456 3484 6251 9", "--ledger", workspace.ledger])
        #expect(add.standardOutput
            == "Added account 1 'Privat': CHF (from the IBAN's country), IBAN CH6080808456348462519, opening balance unknown until the first statement is booked.\n")
        var list = try workspace.run(["accounts", "list", "--ledger", workspace.ledger])
        #expect(list.standardOutput == """
            ID  NAME    IBAN                   CURRENCY  BALANCE
            1   Privat  CH6080808456348462519  CHF       unknown

            """)
        list = try workspace.run(["accounts", "list", "--ledger", workspace.ledger, "--json"])
        #expect(list.standardOutput.contains("\"balance\": null"))

        // A dry run of both says once what the first would set.
        let dryRun = try workspace.run(["import"] + files + ["--ledger", workspace.ledger, "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.standardError == "dry run: 'Privat' has no opening balance: would set it to 1000.00, as \(files[0]) states\n")

        let first = try workspace.run(["import", files[0], "--ledger", workspace.ledger])
        #expect(first.status == 0)
        #expect(first.standardError == "'Privat' had no opening balance: set it to 1000.00, as \(files[0]) states\n")
        // Assumed 0.00, the second statement would miss 1000.00 against the account.
        let second = try workspace.importJSON([files[1]])
        #expect(second.status == 0, "\(second.errors)")
        #expect(Self.rows(second.imports) == ["feb.csv id=2 booked=3 skipped=0 booked"])
        #expect(second.errors == "")
        list = try workspace.run(["accounts", "list", "--ledger", workspace.ledger])
        #expect(list.standardOutput.hasSuffix("1   Privat  CH6080808456348462519  CHF       6800.00\n"))
    }

    @Test("accounts list --server lists the server's accounts, as a table and as JSON")
    func serverAccounts() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let server = try DemoServer()
        defer { server.stop() }
        // CERTAIN_TOKEN goes only to a server added to take it.
        #expect(try workspace.run(["server", "add", "demo", server.url, "--bind-env-token"]).status == 0)
        let environment = workspace.environment.merging(["CERTAIN_TOKEN": DemoServer.token]) { $1 }

        let table = try ExecutableTests.run(["accounts", "list", "--server", "demo"], environment: environment)
        #expect(table.status == 0, "\(table.standardError)")
        #expect(table.standardOutput == """
            ID  NAME         IBAN                    CURRENCY  BALANCE
            1   Privatkonto  DE02120300000000202051  EUR       1000.00
            2   Tagesgeld    -                       EUR          0.00

            """)
        let json = try ExecutableTests.run(["accounts", "list", "--server", "demo", "--json"], environment: environment)
        let accounts = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(accounts?.map { $0["name"] as? String } == ["Privatkonto", "Tagesgeld"])
        #expect(accounts?.map { $0["balance"] as? String } == ["1000.00", "0.00"])

        let unknown = try ExecutableTests.run(["accounts", "list", "--server", "nowhere"], environment: environment)
        #expect(unknown.status == 4)
        let both = try ExecutableTests.run(["accounts", "list", "--server", "demo", "--ledger", workspace.ledger], environment: environment)
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("certain-import: error: --ledger and --server exclude each other: choose one target\n"))
    }

    @Test("--all-or-nothing books nothing when one file fails, and everything when none does")
    func allOrNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let empty = workspace.directory.appendingPathComponent("empty.csv").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let files = [Self.sample("raiffeisen-ch/raiffeisen-2025-03.csv"), Self.sample("raiffeisen-ch/raiffeisen-2025-04.csv")]
        let options = ["--account", "Privat", "--currency", "CHF", "--yes", "--all-or-nothing"]
        let refused = try workspace.importJSON(files + [empty] + options)
        #expect(refused.status == 3)
        #expect(Self.rows(refused.imports) == [
            "raiffeisen-2025-03.csv id=null booked=0 skipped=0 not-booked",
            "raiffeisen-2025-04.csv id=null booked=0 skipped=0 not-booked",
            "empty.csv id=null booked=null skipped=null failed",
        ])
        #expect(refused.errors.contains("certain-import: warning: nothing was booked: 1 of 3 file(s) failed and --all-or-nothing was given\n"))
        #expect(try workspace.bookingCount() == 0)

        let booked = try workspace.importJSON(files + options)
        #expect(booked.status == 0)
        #expect(Self.rows(booked.imports) == [
            "raiffeisen-2025-03.csv id=1 booked=15 skipped=0 booked",
            "raiffeisen-2025-04.csv id=2 booked=15 skipped=0 booked",
        ])
        #expect(try workspace.bookingCount() == 30)
    }

    @Test("no progress display when standard error is not a terminal, even for a run that takes seconds")
    func noProgressInPipes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // 12,000 rows take the debug build more than the second after which the display appears.
        var text = "Buchungstag;Betrag;Saldo;Waehrung\n"
        var balance = 0
        for row in 0..<12_000 {
            balance += row % 7 == 0 ? 5000 : -300
            text += "2025-03-\(String(format: "%02d", row % 28 + 1));\(row % 7 == 0 ? "50.00" : "-3.00");\(balance / 100).\(String(format: "%02d", balance % 100));CHF\n"
        }
        let file = workspace.directory.appendingPathComponent("large.csv")
        try Data(text.utf8).write(to: file)
        for command in [["validate", file.path], ["import", file.path, "--account", "Gross", "--yes", "--ledger", workspace.ledger]] {
            let run = try workspace.run(command)
            #expect(!run.standardError.contains("\r"))
            #expect(!run.standardError.contains("rows/s"))
            #expect(!run.standardOutput.contains("\r"))
        }
    }
}
