/// Finds an account the way `--account` is documented: by name, then number, then IBAN
/// (spaces and letter case ignored).
package enum AccountLookup {
    package static func find(_ wanted: String, in accounts: [Account]) -> Account? {
        func compact(_ text: String) -> String { text.filter { !$0.isWhitespace }.uppercased() }
        return accounts.first { $0.name == wanted }
            ?? Int(wanted).flatMap { id in accounts.first { $0.id == id } }
            ?? accounts.first { $0.iban.map(compact) == compact(wanted) }
    }
}
