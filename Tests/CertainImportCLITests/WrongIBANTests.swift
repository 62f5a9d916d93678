import Foundation
import Testing

/// A statement whose preamble states an IBAN with wrong check digits hears so, not that it
/// states no IBAN.
@Suite("A statement with a wrong IBAN")
struct WrongIBANTests {
    /// The March DKB statement with the last digit of its IBAN changed (…2608 to …2600).
    static func workspaceWithWrongIBAN() throws -> (Workspace, String) {
        let workspace = try Workspace()
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv", as: "wrong-iban.csv")
        let url = workspace.url.appendingPathComponent(file)
        var bytes = try Data(contentsOf: url)
        let right = Data("DE39120300005924142608".utf8)
        let range = try #require(bytes.range(of: right))
        bytes.replaceSubrange(range, with: Data("DE39120300005924142600".utf8))
        try bytes.write(to: url)
        return (workspace, file)
    }

    @Test("import names the IBAN and its wrong check digits")
    func importSaysSo() throws {
        let (workspace, file) = try Self.workspaceWithWrongIBAN()
        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite"])
        #expect(run.status == 2)
        #expect(run.standardError == """
            certain-import: error: wrong-iban.csv: the statement states IBAN DE39120300005924142600 whose check digits are wrong, so the account must be named
            hint: pass --account NAME (see 'certain-import accounts list')
            See 'certain-import import --help'.

            """)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    @Test("named with --account, the statement is booked")
    func bookedWithAccount() throws {
        let (workspace, file) = try Self.workspaceWithWrongIBAN()
        let run = try workspace.run(["import", file, "--ledger", "ledger.sqlite", "--account", "Giro", "--yes"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try workspace.bookings().count == 18)
    }
}
