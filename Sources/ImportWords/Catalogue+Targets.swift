/// The local ledger's words: the operations a failure names (`operation.`), the amounts of a
/// batch it checks (`batch_amount.`) and its refusals, line by line in both languages. The
/// phrases are data of a problem kept as codes (`operation: open_ledger`), worded here.
extension Catalogue {
    static let targetsEnglish: [String: String] = [
        "operation.open_ledger": "open the ledger",
        "operation.read_accounts": "read the accounts",
        "operation.look_up_account": "look up the account '{operation_account}'",
        "operation.add_account": "add the account '{operation_account}'",
        "operation.plan_account": "plan the account '{operation_account}'",
        "operation.open_account_for_import": "open the account for the import",
        "operation.set_opening_balance": "set the opening balance of the account",
        "operation.sum_bookings": "sum the bookings of account {operation_account}",
        "operation.preview_import": "preview the import",
        "operation.begin_import": "begin the import",
        "operation.book_rows": "book the rows of the import",
        "operation.book_import": "book the import of {operation_file}",
        "operation.book_imports_as_one": "book {operation_count} imports as one",
        "operation.read_import": "read import {operation_import}",
        "operation.read_bookings": "read the bookings",
        "operation.read_bookings_of_import": "read the bookings of import {operation_import}",
        "operation.read_history": "read the import history",
        "operation.edit_booking": "edit booking {operation_booking}",
        "operation.undo_import": "undo import {operation_import}",

        "batch_amount.opening_balance": "the statement's opening balance",
        "batch_amount.closing_balance": "the statement's closing balance",
        "batch_amount.amount": "transaction {transaction}: amount",
        "batch_amount.balance_after": "transaction {transaction}: balance after",

        ProblemCode.ledgerNothingToChange.rawValue: "nothing to change in booking {booking}",
        ProblemCode.ledgerAccountIDUnplanned.rawValue: "the account got id {got}, not {planned} as planned",
        ProblemCode.ledgerImportAccountNotOpen.rawValue: "the import's account is not open",
        ProblemCode.ledgerDryRunBooksNothing.rawValue: "a dry run books nothing",
        ProblemCode.ledgerOutOfBookingIDs.rawValue: "the ledger has run out of booking ids",
        ProblemCode.idempotencyKeyReused.rawValue: "the idempotency key '{key}' was used for import {import} with another batch",
        ProblemCode.batchAmountTooPrecise.rawValue: "{batch_amount} '{amount}' is not an amount in {currency}",
        ProblemCode.batchFingerprintLength.rawValue: "transaction {transaction}: a fingerprint must have 1 to {limit} characters",
        ProblemCode.batchFingerprintRepeated.rawValue: "transaction {transaction}: fingerprint '{fingerprint}' occurs twice in the batch",
        ProblemCode.batchAmountsOverflow.rawValue: "transaction {transaction}: the batch's amounts add up to more than 18 digits",
        ProblemCode.ledgerDanglingLink.rawValue: "the ledger is a symbolic link to {link}, which does not exist",
        ProblemCode.ledgerLogIsLink.rawValue:
            "{file} is a symbolic link to {link}; SQLite keeps the ledger's log there only in a file of its own",
        ProblemCode.ledgerAccountOpenedMeanwhile.rawValue:
            "another certain-import opened account {account} while this import was checked; nothing was booked",
        ProblemCode.accountNameTaken.rawValue: "account {account} ('{name}') already has the name '{name}'",
        ProblemCode.accountIBANTaken.rawValue: "account {account} ('{name}') already has the IBAN {iban}",
        ProblemCode.ledgerNotWAL.rawValue: "cannot switch the ledger to write-ahead logging (journal mode is {mode})",

        "advice.ledger_nothing_to_change": "give a new category, purpose or counterparty",
        "advice.idempotency_key_reused": "use a new key for a new batch; a key may only be reused to retry the same batch",
        "advice.batch_amount_too_precise": "write amounts with at most {digits} decimals, such as -12.30",
        "advice.batch_fingerprint_repeated": "make equal rows of one file unique, for example with an occurrence counter",
        "advice.ledger_log_is_link":
            "if you did not make the link, someone who may write to the ledger's directory did: remove it, "
            + "and keep the ledger in a directory only you can write to",
        "advice.ledger_account_opened_meanwhile": "run the same command again",
        "advice.account_name_taken": "choose another name, or use account {account}",
        "advice.account_iban_taken": "choose another name, or use account {account}",
        "advice.ledger_not_wal": "keep the ledger on a local disk; network file systems cannot hold it",
    ]

    static let targetsGerman: [String: String] = [
        "operation.open_ledger": "Öffnen des Journals",
        "operation.read_accounts": "Lesen der Konten",
        "operation.look_up_account": "Suchen des Kontos '{operation_account}'",
        "operation.add_account": "Anlegen des Kontos '{operation_account}'",
        "operation.plan_account": "Planen des Kontos '{operation_account}'",
        "operation.open_account_for_import": "Anlegen des Kontos für den Import",
        "operation.set_opening_balance": "Setzen des Anfangssaldos des Kontos",
        "operation.sum_bookings": "Summieren der Buchungen von Konto {operation_account}",
        "operation.preview_import": "Vorschau des Imports",
        "operation.begin_import": "Beginnen des Imports",
        "operation.book_rows": "Buchen der Zeilen des Imports",
        "operation.book_import": "Buchen des Imports von {operation_file}",
        "operation.book_imports_as_one": "Buchen von {operation_count} Importen als einer",
        "operation.read_import": "Lesen von Import {operation_import}",
        "operation.read_bookings": "Lesen der Buchungen",
        "operation.read_bookings_of_import": "Lesen der Buchungen von Import {operation_import}",
        "operation.read_history": "Lesen des Importverlaufs",
        "operation.edit_booking": "Bearbeiten von Buchung {operation_booking}",
        "operation.undo_import": "Rückgängigmachen von Import {operation_import}",

        "batch_amount.opening_balance": "der Anfangssaldo des Auszugs",
        "batch_amount.closing_balance": "der Schlusssaldo des Auszugs",
        "batch_amount.amount": "Buchung {transaction}: der Betrag",
        "batch_amount.balance_after": "Buchung {transaction}: der Saldo danach",

        ProblemCode.ledgerNothingToChange.rawValue: "an Buchung {booking} ist nichts zu ändern",
        ProblemCode.ledgerAccountIDUnplanned.rawValue: "das Konto hat die ID {got} bekommen, nicht {planned} wie geplant",
        ProblemCode.ledgerImportAccountNotOpen.rawValue: "das Konto des Imports ist nicht angelegt",
        ProblemCode.ledgerDryRunBooksNothing.rawValue: "ein Probelauf bucht nichts",
        ProblemCode.ledgerOutOfBookingIDs.rawValue: "dem Journal sind die Buchungs-IDs ausgegangen",
        ProblemCode.idempotencyKeyReused.rawValue:
            "der Idempotenzschlüssel '{key}' wurde für Import {import} mit einem anderen Stapel verwendet",
        ProblemCode.batchAmountTooPrecise.rawValue: "{batch_amount} '{amount}' ist kein Betrag in {currency}",
        ProblemCode.batchFingerprintLength.rawValue: "Buchung {transaction}: ein Fingerabdruck muss 1 bis {limit} Zeichen haben",
        ProblemCode.batchFingerprintRepeated.rawValue: "Buchung {transaction}: der Fingerabdruck '{fingerprint}' kommt im Stapel zweimal vor",
        ProblemCode.batchAmountsOverflow.rawValue: "Buchung {transaction}: die Beträge des Stapels ergeben mehr als 18 Stellen",
        ProblemCode.ledgerDanglingLink.rawValue: "das Journal ist ein symbolischer Link auf {link}, das es nicht gibt",
        ProblemCode.ledgerLogIsLink.rawValue:
            "{file} ist ein symbolischer Link auf {link}; SQLite führt das Protokoll des Journals dort nur in einer eigenen Datei",
        ProblemCode.ledgerAccountOpenedMeanwhile.rawValue:
            "ein anderes certain-import hat Konto {account} angelegt, während dieser Import geprüft wurde; es wurde nichts gebucht",
        ProblemCode.accountNameTaken.rawValue: "Konto {account} ('{name}') hat den Namen '{name}' schon",
        ProblemCode.accountIBANTaken.rawValue: "Konto {account} ('{name}') hat die IBAN {iban} schon",
        ProblemCode.ledgerNotWAL.rawValue:
            "das Journal lässt sich nicht auf Write-Ahead-Logging umstellen (Journalmodus ist {mode})",

        "advice.ledger_nothing_to_change": "eine neue Kategorie, einen neuen Zweck oder eine neue Gegenpartei angeben",
        "advice.idempotency_key_reused":
            "für einen neuen Stapel einen neuen Schlüssel verwenden; ein Schlüssel darf nur für denselben Stapel wiederverwendet werden",
        "advice.batch_amount_too_precise": "Beträge mit höchstens {digits} Nachkommastellen schreiben, etwa -12.30",
        "advice.batch_fingerprint_repeated": "gleiche Zeilen einer Datei eindeutig machen, etwa mit einem Zähler der Vorkommen",
        "advice.ledger_log_is_link":
            "wenn Sie den Link nicht angelegt haben, hat es jemand getan, der ins Verzeichnis des Journals schreiben darf: ihn entfernen "
            + "und das Journal in einem Verzeichnis führen, in das nur Sie schreiben dürfen",
        "advice.ledger_account_opened_meanwhile": "denselben Befehl erneut ausführen",
        "advice.account_name_taken": "einen anderen Namen wählen oder Konto {account} verwenden",
        "advice.account_iban_taken": "einen anderen Namen wählen oder Konto {account} verwenden",
        "advice.ledger_not_wal": "das Journal auf einer lokalen Platte führen; Netzwerkdateisysteme können es nicht halten",
    ]
}
