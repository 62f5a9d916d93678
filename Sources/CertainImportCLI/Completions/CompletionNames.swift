import CertainServer
import CommandLineKit
import Foundation
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
}
