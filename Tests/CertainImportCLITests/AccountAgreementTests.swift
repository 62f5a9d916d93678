import Foundation
import Testing

/// `preview` and `import` find the account `--account` names in the same way
/// (`StatementAccount`): an account name is matched as the ledger stores it.
@Suite("The account a statement goes to")
struct AccountAgreementTests {
    /// `Café` with its accent as a letter of its own (NFC), and as `e` with a combining accent (NFD).
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    @Test("preview and import agree that a name written in other code points names no account")
    func otherCodePoints() throws {
        let workspace = try Workspace()
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv", as: "giro.csv")
        let added = try workspace.run(["accounts", "add", Self.composed, "--currency", "EUR", "--ledger", "ledger.sqlite"])
        #expect(added.status == 0, "\(added.standardError)")

        let imported = try workspace.run(["import", file, "--account", Self.decomposed, "--ledger", "ledger.sqlite", "--dry-run"])
        #expect(imported.standardError.hasPrefix("dry run: would create account '\(Self.decomposed)' (EUR)"), "\(imported.standardError)")

        let preview = try workspace.run(["preview", file, "--account", Self.decomposed, "--ledger", "ledger.sqlite"])
        #expect(preview.status == 1)
        #expect(preview.standardError == """
            certain-import: error: there is no account '\(Self.decomposed)' in ledger.sqlite
            hint: see 'certain-import accounts list'

            """)
    }
}
