/// How the command line's options settle a need, and the problems and remedies that name an
/// option. The shared catalogue (`ImportWords`) names no option; these texts are where the
/// options are named.
extension CommandLineWords {
    package static let optionsEnglish: [String: String] = [
        "with": "give it with {option}",
        "with_command": "give it with '{command}'",
        "likely": " (likely: {candidates})",
        "candidates": " (candidates: {candidates})",
        "date_format": "no date tells day from month; ",
        "decimal_separator": "no amount shows its decimal mark; ",
        "sign": "say how debits are written with {option} or {other}",
        "sign_command": "say how debits are written with '{command}' (or debits-positive)",
        "sign_inverted": " (if that is wrong: {option})",
        "template": "choose one with {option} (candidates: {candidates})",
        "template_command": "choose one with '{command}'",
        "columns": "say which column holds it with {option}",
        "columns_balance": " (and the other, if it is a running balance: {option})",
        "columns_numbering": ", numbering the columns from 1",
        "columns_template": "or read it with {option}, ",
        "columns_new_template": "or write a template that names the {role} column: '{command}'",
        "currency_unknown": "; give it with {option}, or book into an existing account, whose currency is used",

        "problem.expected_balance_not_an_amount": "--expect-balance {amount} is not an amount such as 1523.17",
        "problem.expected_balance_for_several_accounts":
            "--expect-balance names one account's balance, but the files belong to {count} accounts",
        "problem.journal_account_name_invalid": "--account-name '{name}' is not a {format} account name: {reason}",
        "problem.column_not_in_file": "--column {role}={column}: the file has {count} column(s)",
        "problem.column_holds_no_amounts": "--column {role}={column}: column {name} holds no amounts ({kind})",
        "problem.column_holds_no_dates": "--column {role}={column}: column {name} holds no dates ({kind})",
        "problem.binary_content": "not a CSV table: binary content (a NUL byte at byte {byte}); "
            + "export the statement as CSV, or name a UTF-16 file's encoding with --encoding utf-16le",
        "problem.record_too_long": "the record starting on line {line} is longer than {mebibytes} MiB; "
            + "this is not a statement table, or the quote setting is wrong (try --quote none)",
        "problem.too_many_fields": "the record starting on line {line} has more than {limit} fields; "
            + "this is not a statement table, or the delimiter is wrong (name it with --delimiter)",
        "hint.column_not_in_file": "number the columns from 1: the first column is --column ROLE=1",

        "remedy.name_account": "pass --account NAME (see 'certain-import accounts list')",
        "remedy.name_or_create_account": "name one with --account, or pass --yes to create an account named after the IBAN",
        "remedy.create_account": "create it with 'certain-import accounts add {name} --currency {currency}', or pass --yes to create it now",
        "remedy.name_server_account": "accounts of a server are opened in Certain; name one of {names} with --account",
        "remedy.open_account_elsewhere": "open it where the target's accounts are opened, then name it with --account",
        "remedy.open_account_in_certain": "open it in Certain, then name it with --account",
        "remedy.currency_or_account": "give it with --currency {currency}, or book into an existing account with --account",
        "remedy.accept_mismatch": "check the statement for missing or doubled rows; book anyway with --accept-mismatch",
        "remedy.filter_rows": "fix the rows, or leave them out with --filter",
        "remedy.undo_later": "undo it with 'certain-import undo {import} --server NAME' once the server answers",
        "remedy.write_review_file": "write one with 'certain-import review FILE --export review.csv'",
        "remedy.import_accounts_apart": "import each account's statements on their own",
        "remedy.start_new_ledger": "start a new ledger with --ledger",
        "remedy.name_ledger_not_link": "name the ledger file itself with --ledger, or remove the link",
        "remedy.name_other_ledger": "name a ledger file or a new path with --ledger; this file belongs to another program",
        "remedy.force_undo": "undo with force (certain-import undo {import} --force) to remove them with your changes",
        "remedy.force_undo_server": "undo with --force to remove them anyway; the changes made in Certain are then lost",
        "remedy.check_server_history": "look at 'certain-import history --server {server}' before importing the file again",
        "remedy.list_server_imports": "list the server's imports with 'certain-import history --server {server}'",
        "remedy.list_server_accounts": "list the server's accounts with 'certain-import accounts --server {server}'",
        "remedy.log_in": "run 'certain-import server login {server}', or set CERTAIN_TOKEN and add the server with --bind-env-token",
        "remedy.log_in_revoked": "token revoked or unknown: create a new device token in Settings → Gerätemarken, then run "
            + "'certain-import server login {server}', or set CERTAIN_TOKEN and add the server with --bind-env-token",
        "remedy.allow_insecure_http": "use https://; or, only on a network you trust completely, pass --allow-insecure-http (unsafe)",
    ]

    package static let optionsGerman: [String: String] = [
        "with": "mit {option} angeben",
        "with_command": "mit '{command}' angeben",
        "likely": " (wahrscheinlich: {candidates})",
        "candidates": " (Kandidaten: {candidates})",
        "date_format": "kein Datum unterscheidet Tag und Monat; ",
        "decimal_separator": "kein Betrag zeigt sein Dezimalzeichen; ",
        "sign": "mit {option} oder {other} angeben, wie Belastungen geschrieben sind",
        "sign_command": "mit '{command}' (oder debits-positive) angeben, wie Belastungen geschrieben sind",
        "sign_inverted": " (falls das falsch ist: {option})",
        "template": "eine mit {option} wählen (Kandidaten: {candidates})",
        "template_command": "eine mit '{command}' wählen",
        "columns": "mit {option} angeben, welche Spalte es enthält",
        "columns_balance": " (und die andere, falls sie ein laufender Saldo ist: {option})",
        "columns_numbering": ", die Spalten ab 1 gezählt",
        "columns_template": "oder mit {option} lesen, ",
        "columns_new_template": "oder eine Vorlage schreiben, die die Spalte {role} nennt: '{command}'",
        "currency_unknown": "; mit {option} angeben oder in ein bestehendes Konto buchen, dessen Währung dann gilt",

        "problem.expected_balance_not_an_amount": "--expect-balance {amount} ist kein Betrag der Form 1523.17",
        "problem.expected_balance_for_several_accounts":
            "--expect-balance nennt den Saldo eines Kontos, aber die Dateien gehören zu {count} Konten",
        "problem.journal_account_name_invalid": "--account-name '{name}' ist kein Kontoname für {format}: {reason}",
        "problem.column_not_in_file": "--column {role}={column}: die Datei hat {count} Spalte(n)",
        "problem.column_holds_no_amounts": "--column {role}={column}: Spalte {name} enthält keine Beträge ({kind})",
        "problem.column_holds_no_dates": "--column {role}={column}: Spalte {name} enthält keine Datumsangaben ({kind})",
        "problem.binary_content": "keine CSV-Tabelle: binärer Inhalt (ein NUL-Byte bei Byte {byte}); "
            + "den Auszug als CSV exportieren oder die Kodierung einer UTF-16-Datei mit --encoding utf-16le nennen",
        "problem.record_too_long": "der Datensatz ab Zeile {line} ist länger als {mebibytes} MiB; "
            + "das ist keine Auszugstabelle, oder die Anführungszeichen-Einstellung ist falsch (--quote none versuchen)",
        "problem.too_many_fields": "der Datensatz ab Zeile {line} hat mehr als {limit} Felder; "
            + "das ist keine Auszugstabelle, oder das Trennzeichen ist falsch (mit --delimiter nennen)",
        "hint.column_not_in_file": "die Spalten ab 1 zählen: die erste Spalte ist --column ROLE=1",

        "remedy.name_account": "mit --account NAME angeben (siehe 'certain-import accounts list')",
        "remedy.name_or_create_account": "eines mit --account nennen oder mit --yes ein Konto nach der IBAN anlegen",
        "remedy.create_account": "mit 'certain-import accounts add {name} --currency {currency}' anlegen oder mit --yes jetzt anlegen",
        "remedy.name_server_account": "Konten eines Servers werden in Certain eröffnet; eines von {names} mit --account nennen",
        "remedy.open_account_elsewhere": "dort eröffnen, wo das Ziel seine Konten eröffnet, dann mit --account nennen",
        "remedy.open_account_in_certain": "in Certain eröffnen, dann mit --account nennen",
        "remedy.currency_or_account": "mit --currency {currency} angeben oder mit --account in ein bestehendes Konto buchen",
        "remedy.accept_mismatch": "den Auszug auf fehlende oder doppelte Zeilen prüfen; trotzdem buchen mit --accept-mismatch",
        "remedy.filter_rows": "die Zeilen berichtigen oder mit --filter auslassen",
        "remedy.undo_later": "mit 'certain-import undo {import} --server NAME' rückgängig machen, sobald der Server antwortet",
        "remedy.write_review_file": "eine mit 'certain-import review FILE --export review.csv' schreiben",
        "remedy.import_accounts_apart": "die Auszüge jedes Kontos für sich importieren",
        "remedy.start_new_ledger": "mit --ledger ein neues Journal beginnen",
        "remedy.name_ledger_not_link": "die Journaldatei selbst mit --ledger nennen oder den Link entfernen",
        "remedy.name_other_ledger": "mit --ledger eine Journaldatei oder einen neuen Pfad nennen; diese Datei gehört einem anderen Programm",
        "remedy.force_undo": "erzwungen rückgängig machen (certain-import undo {import} --force), um sie samt den Änderungen daran zu entfernen",
        "remedy.force_undo_server": "mit --force trotzdem entfernen; die in Certain gemachten Änderungen gehen dann verloren",
        "remedy.check_server_history": "vor einem erneuten Import 'certain-import history --server {server}' ansehen",
        "remedy.list_server_imports": "die Importe des Servers mit 'certain-import history --server {server}' auflisten",
        "remedy.list_server_accounts": "die Konten des Servers mit 'certain-import accounts --server {server}' auflisten",
        "remedy.log_in": "'certain-import server login {server}' ausführen oder CERTAIN_TOKEN setzen und den Server mit --bind-env-token hinzufügen",
        "remedy.log_in_revoked": "Token widerrufen oder unbekannt: in Einstellungen → Gerätemarken ein neues Gerätetoken erstellen, dann "
            + "'certain-import server login {server}' ausführen oder CERTAIN_TOKEN setzen und den Server mit --bind-env-token hinzufügen",
        "remedy.allow_insecure_http": "https:// verwenden; oder, nur in einem völlig vertrauenswürdigen Netz, --allow-insecure-http angeben (unsicher)",
    ]
}
