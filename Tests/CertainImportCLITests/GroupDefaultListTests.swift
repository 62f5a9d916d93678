import Foundation
import Testing

/// `accounts`, `templates` and `server` alone list, as `git remote` does; their options go to
/// the list.
@Suite("A group command alone lists")
struct GroupDefaultListTests {
    @Test("bare accounts lists the ledger's accounts, with the list's options")
    func accounts() throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["accounts", "add", "Giro", "--currency", "EUR", "--ledger", "ledger.sqlite"]).status == 0)
        let list = try workspace.run(["accounts", "list", "--ledger", "ledger.sqlite"])
        let bare = try workspace.run(["accounts"], environment: ["CERTAIN_IMPORT_LEDGER": workspace.path("ledger.sqlite")])
        let withOption = try workspace.run(["accounts", "--ledger", "ledger.sqlite"])
        #expect(list.status == 0)
        #expect(list.standardOutput.contains("Giro"))
        #expect(bare.status == 0)
        #expect(bare.standardOutput == list.standardOutput)
        #expect(withOption.status == 0)
        #expect(withOption.standardOutput == list.standardOutput)
        let json = try workspace.run(["accounts", "--json", "--ledger", "ledger.sqlite"])
        #expect(json.status == 0)
        #expect(json.standardOutput.hasPrefix("["))
    }

    @Test("bare templates and bare server list too")
    func templatesAndServer() throws {
        let workspace = try Workspace()
        let environment = ["XDG_CONFIG_HOME": workspace.path("config")]
        for group in ["templates", "server"] {
            let list = try workspace.run([group, "list"], environment: environment)
            let bare = try workspace.run([group], environment: environment)
            #expect(list.status == 0, "\(group): \(list.standardError)")
            #expect(bare.status == 0, "\(group): \(bare.standardError)")
            #expect(bare.standardOutput == list.standardOutput, "\(group)")
            #expect(!bare.standardOutput.contains("OVERVIEW"), "\(group)")
        }
    }

    @Test("the group's help names the list as its default, and an unknown word is still an error")
    func helpAndUnknownWord() throws {
        let workspace = try Workspace()
        let help = try workspace.run(["accounts", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: certain-import accounts [COMMAND]\n"))
        #expect(help.standardOutput.contains("  list                    Show every account with its balance. (default)\n"))
        let typo = try workspace.run(["accounts", "lsit"])
        #expect(typo.status == 2)
        #expect(typo.standardError.hasPrefix("certain-import: error: unknown command 'lsit'\nhint: did you mean 'list'?\n"))
    }
}
