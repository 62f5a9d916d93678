/// What an import run tells on standard error besides problems: accounts created, opening
/// balances set, imports undone. Here rather than in the shared catalogue because some name
/// this command line's options.
extension CommandLineWords {
    package static let importNotesEnglish: [String: String] = [
        "note": "note:",
        "account_created": "created account '{name}' ({currency}{iban}) in {target}",
        "opening_from_statement": ", opening balance {amount} from the statement",
        "opening_zero": ", opening balance 0 (the statement states none)",
        "opening_set": "'{account}' had no opening balance: set it to {amount}, as {file} states",
        "opening_would_be_set": "dry run: '{account}' has no opening balance: would set it to {amount}, as {file} states",
        "nothing_booked": "nothing was booked: {failed} of {count} file(s) failed and --all-or-nothing was given",
        "import_undone": "undid import {import} of {file}, booked earlier in this run",
        "gap_hint": "import the missing statement too; its rows are booked and checked like any other",
    ]

    package static let importNotesGerman: [String: String] = [
        "note": "Hinweis:",
        "account_created": "Konto '{name}' ({currency}{iban}) in {target} angelegt",
        "opening_from_statement": ", Anfangssaldo {amount} aus dem Auszug",
        "opening_zero": ", Anfangssaldo 0 (der Auszug nennt keinen)",
        "opening_set": "'{account}' hatte keinen Anfangssaldo: auf {amount} gesetzt, wie {file} ihn nennt",
        "opening_would_be_set": "Probelauf: '{account}' hat keinen Anfangssaldo: würde auf {amount} gesetzt, wie {file} ihn nennt",
        "nothing_booked": "es wurde nichts gebucht: {failed} von {count} Datei(en) gescheitert, und --all-or-nothing ist angegeben",
        "import_undone": "Import {import} von {file} rückgängig gemacht, der früher in diesem Lauf gebucht wurde",
        "gap_hint": "den fehlenden Auszug ebenfalls importieren; seine Zeilen werden gebucht und geprüft wie alle anderen",
    ]
}
