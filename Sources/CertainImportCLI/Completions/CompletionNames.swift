import CertainServer
import CommandLineKit
import Foundation
import ImportEngine
import LocalLedger

/// The names completion offers that only the tool knows: template ids, the local ledger's
/// accounts, the stored servers. Each is cheap to list: a directory of templates, one query,
/// one small file.
enum CompletionNames: String, CaseIterable, Sendable, ExpressibleByArgument {
    case templates
    case accounts
    case servers

    /// The names, one a line; nothing (not an error) where there are none yet.
    func list(environment: [String: String]) -> [String] {
        switch self {
        case .templates:
            return TemplateLibrary.registry(environment: environment, diagnostics: nil).templates.map(\.id).sorted()
        case .accounts:
            guard let location = try? LedgerLocation(option: nil, environment: environment),
                  let ledger = try? location.openIfExists(), let accounts = try? ledger.accounts()
            else { return [] }
            return accounts.map(\.name)
        case .servers:
            let servers = try? ServerConfiguration.standard(environment: environment).servers()
            return servers?.map(\.name) ?? []
        }
    }

    /// Which arguments take names of a kind: `--template` (a file too, where its placeholder
    /// says so), the template `ID` of `templates`, `--account` and `--server`.
    static func values(of definition: ArgumentDefinition, path: [String]) -> CompletionScript.Values? {
        let kind: (CompletionNames, alsoFiles: Bool)? = switch (definition.isPositional, definition.isPositional ? definition.valueName : definition.name) {
        case (false, "template"): (.templates, CompletionScript.takesFile(definition))
        case (true, "ID") where path.first == "templates": (.templates, false)
        case (false, "account"): (.accounts, false)
        case (false, "server"): (.servers, false)
        default: nil
        }
        return kind.map { .names($0.0.rawValue, alsoFiles: $0.alsoFiles) }
    }
}
