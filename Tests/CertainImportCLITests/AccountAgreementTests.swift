import Foundation
import Testing

/// `preview` and `import` find the account `--account` names in the same way
/// (`StatementAccount`): an account name is matched as Swift compares text, so one name in
/// other Unicode code points is still the same name.
@Suite("The account a statement goes to")
struct AccountAgreementTests {
    /// `Café` with its accent as a letter of its own (NFC), and as `e` with a combining accent (NFD).
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    @Test("a name written with a combining accent names the account written with an accented letter, in preview and import")
    func otherCodePoints() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv", as: "giro.csv")
        let added = try workspace.run(["accounts", "add", Self.composed, "--currency", "EUR", "--ledger", "ledger.sqlite"])
        #expect(added.status == 0, "\(added.standardError)")

        let preview = try workspace.run(["preview", file, "--account", Self.decomposed, "--ledger", "ledger.sqlite", "--json"])
        #expect(preview.status == 0, "\(preview.standardError)")

        let imported = try workspace.run(["import", file, "--account", Self.decomposed, "--ledger", "ledger.sqlite", "--json"])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("create account"), "\(imported.standardError)")
        let accounts = try workspace.run(["accounts", "list", "--json", "--ledger", "ledger.sqlite"])
        let listed = try JSONSerialization.jsonObject(with: Data(accounts.standardOutput.utf8)) as! [[String: Any]]
        #expect(listed.map { $0["name"] as! String }.map { Array($0.unicodeScalars) } == [Array(Self.composed.unicodeScalars)])
        #expect(listed.map { $0["id"] as! Int } == [1])

        let again = try workspace.run(["accounts", "add", Self.decomposed, "--currency", "EUR", "--ledger", "ledger.sqlite"])
        #expect(again.status != 0)
        #expect(again.standardError.contains("account 1 ('\(Self.composed)') already has the name"), "\(again.standardError)")
    }
}
