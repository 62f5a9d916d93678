import Foundation
@testable import StatementChecks
@testable import StatementValues
import Testing
import TestSupport

@testable import CertainImportCLI

/// Files of banks no template knows, through the commands a user runs: nothing refused whose
/// information is there, nothing assumed that is not, every undecided thing settled by a flag
/// of the command that reports it.
@Suite("Unseen banks through the commands")
struct UnseenBankCommandTests {
    /// A workspace holding a copy of `Tests/Fixtures/unseen/<name>`.
    static func workspace(with names: String...) throws -> Workspace {
        let workspace = try Workspace()
        for name in names {
            try FileManager.default.copyItem(
                at: Corpus.fixture("unseen/\(name)"), to: workspace.url.appendingPathComponent(name))
        }
        return workspace
    }

    @Test("preview of a file without a currency exits 0, shows the currency as null and warns")
    func previewWithoutCurrency() throws {
        let workspace = try Self.workspace(with: "cantonal-generic.csv")
        let run = try workspace.run(["preview", "cantonal-generic.csv", "--json", "--ledger", "ledger.sqlite"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let transactions = try #require(document["transactions"] as? [[String: Any]])
        #expect(transactions.map { $0["amount"] as? String } == ["-45.60", "5200.00", "-89.00", "-1500.00"])
        #expect(transactions.allSatisfy { $0["currency"] is NSNull })
        let warnings = try #require(document["warnings"] as? [String])
        #expect(warnings.contains("the file does not state its currency: amounts are shown with the currency unknown"))
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let currency = try #require(diagnostics.first { $0["code"] as? String == "currency_unknown" })
        #expect((currency["need"] as? [String: Any])?["kind"] as? String == "currency")
        #expect((currency["need"] as? [String: Any])?["candidates"] as? [String] == ["CHF", "EUR"])
        let reconciliation = try #require(document["reconciliation"] as? [String: Any])
        #expect(reconciliation["closing_balance"] as? String == "5124.40")
    }

    @Test("import into a new account stops for the currency, names the likely ones, books nothing")
    func importNeedsCurrency() throws {
        let workspace = try Self.workspace(with: "cantonal-generic.csv")
        let run = try workspace.run(["import", "cantonal-generic.csv", "--ledger", "ledger.sqlite", "--account", "Sparkonto", "--yes"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("the statement does not state its currency, and a new account needs one"))
        #expect(run.standardError.contains("hint: give it with --currency CHF, or book into an existing account with --account"))
        #expect(try workspace.history().isEmpty)
    }

    @Test("import into an existing account uses its currency")
    func importUsesAccountCurrency() throws {
        let workspace = try Self.workspace(with: "cantonal-generic.csv")
        let add = try workspace.run(["accounts", "add", "Sparkonto", "--currency", "CHF", "--opening-balance", "1559.00", "--ledger", "ledger.sqlite"])
        #expect(add.status == 0, "\(add.standardError)")
        let run = try workspace.run(["import", "cantonal-generic.csv", "--ledger", "ledger.sqlite", "--account", "Sparkonto"])
        #expect(run.status == 0, "\(run.standardError)")
        let bookings = try workspace.bookings()
        #expect(bookings.count == 4)
        #expect(Set(bookings.compactMap { $0["currency"] as? String }).isSubset(of: ["CHF"]))
        #expect(bookings.compactMap { $0["amount"] as? String }.sorted() == ["-1500.00", "-45.60", "-89.00", "5200.00"])
    }

    @Test("an undecided sign: preview warns, validate fails, import refuses with the --sign hint; --sign settles it")
    func undecidedSign() throws {
        let workspace = try Self.workspace(with: "card-undecided.csv")
        let preview = try workspace.run(["preview", "card-undecided.csv", "--currency", "EUR"])
        #expect(preview.status == 0)
        #expect(preview.standardOutput.contains("warning: sign: the file speaks of a card ('card')"))
        let validate = try workspace.run(["validate", "card-undecided.csv", "--currency", "EUR"])
        #expect(validate.status == 1)
        let refused = try workspace.run(["import", "card-undecided.csv", "--currency", "EUR", "--ledger", "ledger.sqlite", "--account", "Karte", "--yes"])
        #expect(refused.status == 3)
        #expect(refused.standardError.contains("hint: say how debits are written with --sign debits-negative or --sign debits-positive"))
        let booked = try workspace.run([
            "import", "card-undecided.csv", "--currency", "EUR", "--sign", "debits-positive", "--ledger", "ledger.sqlite",
            "--account", "Karte", "--yes",
        ])
        #expect(booked.status == 0, "\(booked.standardError)")
        #expect(try workspace.bookings().compactMap { $0["amount"] as? String }.sorted() == ["-12.00", "-45.10", "30.00", "8.00"])
    }

    @Test("two columns of amounts and no header: the refusal names both and --column; --column settles it, and a wrong one is refused")
    func columnsNamedByTheUser() throws {
        let workspace = try Workspace()
        // The fourth column holds the same amount on every row: not a running balance. It is
        // below zero as some amounts are, so their signs do not tell the two apart either.
        try Data("01.03.2024;Coop;-12,30;-54,25\n02.03.2024;Migros;-5,00;-54,25\n05.03.2024;Lohn;100,00;-54,25\n".utf8)
            .write(to: workspace.url.appendingPathComponent("s.csv"))
        let ledger = ["--ledger", "ledger.sqlite"]

        let refused = try workspace.run(["preview", "s.csv"] + ledger)
        #expect(refused.status == 3)
        #expect(refused.standardError == """
            certain-import: error: s.csv: cannot map the columns: no column is known to hold the amounts: columns 3 and 4 hold \
            amounts, and nothing in the file tells which are the transactions' (it has no header) (columns: 1 (no name) date, \
            2 (no name) text, 3 (no name) amount, 4 (no name) amount)
            hint: say which column holds it with --column amount=3 (and the other, if it is a running balance: --column \
            balance=4), numbering the columns from 1

            """)

        let settled = try workspace.run(["preview", "s.csv", "--column", "amount=3", "--currency", "CHF"] + ledger)
        #expect(settled.status == 0, "\(settled.standardError)")
        #expect(settled.standardOutput == """
            s.csv: 3 transaction(s), 0 line(s) skipped
            line  date          amount  counterparty · purpose
               1  2024-03-01    -12.30  Coop
               2  2024-03-02     -5.00  Migros
               3  2024-03-05    100.00  Lohn
                  total          82.70  CHF
            reconciliation: unverifiable (the file states no balance)

            """)
        let validated = try workspace.run(["validate", "s.csv", "--column", "amount=3", "--currency", "CHF"])
        #expect(validated.status == 0, "\(validated.standardError)")
        // detect numbers the columns as --column does.
        let detected = try workspace.run(["detect", "s.csv"])
        #expect(detected.standardOutput.contains("""
              columns (numbered from 1):
                1  (no header)  date  → booking_date
                2  (no header)  text  → purpose
                3  (no header)  amount
                4  (no header)  amount

            """))

        for (arguments, status, error) in [
            (["--column", "amount=2"], Int32(3), "certain-import: error: s.csv: --column amount=2: column 2 holds no amounts (text)"),
            (["--column", "amount=9"], 3, "certain-import: error: s.csv: --column amount=9: the file has 4 column(s)"),
            (["--column", "booking_date=2"], 3, "certain-import: error: s.csv: --column booking_date=2: column 2 holds no dates (text)"),
            (["--column", "amout=3"], 2, "certain-import: error: --column 'amout=3': 'amout' is not a role"),
            (["--column", "amount=0"], 2, "certain-import: error: --column 'amount=0': '0' is not a column number"),
            (["--column", "amount=3", "--column", "balance=3"], 2, "certain-import: error: --column amount=3 and --column balance=3 both name column 3"),
            (["--column", "amount=3", "--template", "ubs-account"], 2,
             "certain-import: error: --template and --column exclude each other: the template names the columns"),
        ] {
            let run = try workspace.run(["preview", "s.csv"] + arguments + ledger)
            #expect(run.status == status, "\(arguments)")
            #expect(run.firstErrorLine == error)
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    @Test("detect names the flag that settles each ambiguity")
    func detectNamesTheFlag() throws {
        let workspace = try Workspace()
        try Data("Datum;Text;Betrag\n01.02.2025;A;1.250\n03.02.2025;B;-2.500\n".utf8).write(to: workspace.url.appendingPathComponent("s.csv"))
        let run = try workspace.run(["detect", "s.csv"])
        #expect(run.standardOutput.contains("    settle it: no amount shows its decimal mark; give it with --decimal-separator '.'"))
        let settled = try workspace.run(["detect", "s.csv", "--decimal-separator", ","])
        #expect(!settled.standardOutput.contains("undecided"))
    }

    /// Every typed need, with candidates as the core gives them.
    static let needs: [StatementNeed] = [
        .currency(likely: [.chf, .eur]), .dateFormat(candidates: ["dd/MM/yyyy", "MM/dd/yyyy"]),
        .decimalSeparator(candidates: [",", "."]), .sign, .encoding(candidates: ["windows-1252", "windows-1250"]),
        .delimiter(candidates: [";", ","]), .template(candidates: ["a", "b"]), .columns(missing: "amount"),
        .columns(missing: "amount", candidates: [4, 5]), .columns(missing: "amount", candidates: [4, 5], headerless: true),
    ]

    @Test("no hint names a flag the command lacks; the commands that read statements name their own flag for every need")
    func hintsNameOnlyTheCommandsFlags() throws {
        let commands = CertainImportCommand.configuration.subcommands
        var checked = 0
        for command in commands {
            let names = Set(command.configuration.arguments.map(\.definition.name))
            for need in Self.needs {
                let hint = ProblemWords(.english, offering: names).hint(need)
                // Flags outside a quoted suggestion of another command line must be this command's.
                let unquoted = hint.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 || !$0.element.hasPrefix("certain-import") }.map(\.element).joined(separator: " ")
                let flags = unquoted.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," })
                    .filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
                for flag in flags {
                    #expect(names.contains(flag), "\(command.configuration.name): the hint '\(hint)' names --\(flag)")
                }
                checked += 1
            }
        }
        #expect(checked == commands.count * Self.needs.count)
        for reader in ["preview", "import", "validate", "convert", "review"] {
            let command = try #require(commands.first { $0.configuration.name == reader })
            let names = Set(command.configuration.arguments.map(\.definition.name))
            for need in Self.needs {
                #expect(ProblemWords.settlingOptions(need).allSatisfy(names.contains), "\(reader) lacks --\(ProblemWords.settlingOptions(need))")
            }
        }
        let detect = try #require(commands.first { $0.configuration.name == "detect" })
        let detectNames = Set(detect.configuration.arguments.map(\.definition.name))
        for need in Self.needs {
            switch need {
            case .dateFormat, .decimalSeparator, .encoding, .delimiter:
                #expect(ProblemWords.settlingOptions(need).allSatisfy(detectNames.contains), "detect lacks --\(ProblemWords.settlingOptions(need))")
            default:
                continue
            }
        }
    }

    @Test("preview of a file whose running balance some rows leave empty says why nothing was reconciled")
    func partialRunningBalance() throws {
        let workspace = try Self.workspace(with: "headerless-balance-gaps.csv")
        let run = try workspace.run(["preview", "headerless-balance-gaps.csv", "--currency", "CHF", "--ledger", "ledger.sqlite"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(
            "reconciliation: unverifiable (the running balance is stated on 5 of 6 rows only; it is checked when every row states it)\n"))
    }
}
