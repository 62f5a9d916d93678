import ImportWords

/// The command line's sentences about what a target holds that name its own commands and
/// options.
extension CommandLineWords {
    package static let ledgerEnglish: [String: String] = [
        "see_history": "see 'certain-import history'",
        "see_accounts": "see 'certain-import accounts list'",
        "undone_already": "import the file again to book it anew; 'certain-import history' lists the imports",
        "not_undone_changed": "look at them with 'certain-import bookings list --import {import}'; 'undo {import} --force' removes them anyway",
        "no_accounts": "No accounts in {target} yet. Add one with 'certain-import accounts add NAME --currency CODE'.",
        "currency_needed": "give it with --currency, such as --currency EUR",
    ]

    package static let ledgerGerman: [String: String] = [
        "see_history": "siehe 'certain-import history'",
        "see_accounts": "siehe 'certain-import accounts list'",
        "undone_already": "die Datei erneut importieren, um sie neu zu buchen; 'certain-import history' listet die Importe",
        "not_undone_changed": "sie mit 'certain-import bookings list --import {import}' ansehen; 'undo {import} --force' entfernt sie trotzdem",
        "no_accounts": "Noch keine Konten in {target}. Eines mit 'certain-import accounts add NAME --currency CODE' hinzufügen.",
        "currency_needed": "mit --currency angeben, etwa --currency EUR",
    ]
}

extension Words {
    /// The text of `key` in the command line's own sentences.
    package func command(_ key: String, _ values: [String: WordValue] = [:]) -> String {
        text(key, from: CommandLineWords.catalogue, values)
    }
}
