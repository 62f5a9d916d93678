import Foundation
import TestSupport
import Testing

/// What reading a statement decides on its own (the sign of a card statement, the currency of
/// the account) is said by every command that reads it, and kept in the import's history;
/// a stated closing balance without an opening one is named as such, and held against the
/// account's balance when there is one.
@Suite("statement decisions end to end")
struct StatementDecisionsEndToEndTests {
    /// The sign warning as the core words it, for histories and JSON, which name no option.
    static let signKept = """
        sign: debits are written positive; read as a card statement that writes purchases positive: card vocabulary ('card'), \
        the negative rows are payments to the card, 80 % of the amounts are positive
        """
    /// The sign warning as the command line shows it, with its option.
    static let sign = signKept + " (if that is wrong: --sign debits-negative)"
    static let currencyFromAccount = "currency: CHF, the currency of the account 'Card'; the file names none"
    static let currencyUnknownKept = "the file does not state its currency: amounts are shown with the currency unknown"
    static let currencyUnknown = currencyUnknownKept
        + "; give it with --currency CHF, or book into an existing account, whose currency is used"

    /// A workspace with the card statement whose purchases are written positive, and an
    /// account 'Card' in CHF.
    static func cardStatement() throws -> (Workspace, String) {
        let workspace = try Workspace()
        let file = "card-purchases-positive.csv"
        try FileManager.default.copyItem(
            at: Corpus.repositoryRoot.appendingPathComponent("Tests/Fixtures/unseen").appendingPathComponent(file),
            to: workspace.url.appendingPathComponent(file))
        #expect(try workspace.run(["accounts", "add", "Card", "--currency", "CHF", "--ledger", "ledger.sqlite"]).status == 0)
        return (workspace, file)
    }

    @Test("import --dry-run says what preview warns: the sign and the account's currency")
    func dryRunWarnsAsPreviewDoes() throws {
        let (workspace, file) = try Self.cardStatement()

        let preview = try workspace.run(["preview", file, "--account", "Card", "--ledger", "ledger.sqlite"])
        let run = try workspace.run(["import", file, "--account", "Card", "--ledger", "ledger.sqlite", "--dry-run"])

        #expect(preview.standardOutput.hasSuffix("warning: \(Self.sign)\nwarning: \(Self.currencyFromAccount)\n"))
        #expect(run.status == 0)
        #expect(run.standardError == """
            certain-import: warning: \(file): \(Self.sign)
            certain-import: warning: \(file): \(Self.currencyFromAccount)

            """)
    }

    @Test("the history keeps the decisions the import was booked under")
    func historyRecordsTheDecisions() throws {
        let (workspace, file) = try Self.cardStatement()

        let run = try workspace.run(["import", file, "--account", "Card", "--ledger", "ledger.sqlite"])
        let history = try workspace.run(["history", "--ledger", "ledger.sqlite"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("certain-import: warning: \(file): \(Self.sign)\n"))
        let lines = history.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
            "warning: \(Self.signKept)", "warning: \(Self.currencyFromAccount)",
        ])
    }

    @Test("validate and convert say what preview warns without an account")
    func validateAndConvertWarnAsPreviewDoes() throws {
        let (workspace, file) = try Self.cardStatement()

        let preview = try workspace.run(["preview", file])
        let validate = try workspace.run(["validate", file])
        let convert = try workspace.run(["convert", file, "--to", "json"])

        #expect(preview.standardOutput.hasSuffix("warning: \(Self.currencyUnknown)\nwarning: \(Self.sign)\n"))
        #expect(validate.status == 0)
        #expect(validate.standardOutput == """
            ok    \(file): 5 transaction(s), 0 skipped, reconciliation unverifiable
                  \(file): warning: \(Self.currencyUnknown)
                  \(file): warning: \(Self.sign)
            1 of 1 file(s) passed

            """)
        let document = try JSONSerialization.jsonObject(with: Data(try workspace.run(["validate", file, "--report", "json"]).standardOutput.utf8))
        let files = try #require((document as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.first?["warnings"] as? [String] == [Self.currencyUnknownKept, Self.signKept])
        let codes = (files.first?["diagnostics"] as? [[String: Any]])?.map { $0["code"] as? String }
        #expect(codes == ["currency_unknown", "sign_inverted"])
        #expect(convert.status == 0)
        #expect(convert.standardError == """
            certain-import: warning: \(file): \(Self.currencyUnknown)
            certain-import: warning: \(file): \(Self.sign)

            """)
    }

    // MARK: - A stated closing balance

    static let dkb = "dkb/girokonto-2025-03.csv"
    static let dkbIBAN = "DE39120300005924142608"

    @Test("a closing balance stated without an opening one is named, not 'no balance'")
    func previewNamesTheStatedClosingBalance() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.dkb)

        let run = try workspace.run(["preview", file])

        #expect(run.standardOutput.hasSuffix("""
            reconciliation: unverifiable (the closing balance 3,082.55 is stated, the opening balance is not: only an account's balance can check it)

            """))
    }

    @Test("the account's balance + the total must meet the stated closing balance", arguments: [
        ("2184.50", Int32(0), "ok"),
        ("100.00", Int32(1), "mismatch"),
    ])
    func importHoldsTheStatedClosingBalanceAgainstTheAccount(opening: String, status: Int32, verdict: String) throws {
        let workspace = try Workspace()
        let file = try workspace.copySample(Self.dkb)
        #expect(try workspace.run([
            "accounts", "add", "Giro", "--iban", Self.dkbIBAN, "--currency", "EUR", "--opening-balance", opening, "--ledger", "ledger.sqlite",
        ]).status == 0)

        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--dry-run"])
        let preview = try workspace.run(["preview", file, "--ledger", "ledger.sqlite"])

        #expect(run.status == status)
        #expect(preview.standardOutput.contains("reconciliation: \(verdict) (account balance + total = statement closing balance)\n"))
        if status == 0 {
            #expect(run.standardOutput.contains("girokonto-2025-03.csv  Giro     2025-03-01..2025-03-29    18   18           0  ok              dry run"))
        } else {
            #expect(run.standardError == """
                certain-import: error: girokonto-2025-03.csv: the balances do not reconcile; nothing was booked:
                  the account's booked balance 100.00 + 898.05 = 998.05, but the statement ends at 3082.55: bookings are missing or doubled between the account and this statement
                hint: check the statement for missing or doubled rows; book anyway with --accept-mismatch

                """)
        }
    }
}
