/// The booking targets' words: the operations a ledger's failure names (`operation.`), the amounts of a
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
        "failure.no_answer_within": "no answer within {seconds} s",
        "failure.connection_closed": "the connection closed before the server answered",
        "deadline.call": "one call may take, retries included",
        "deadline.command": "the server calls of one command may take together",
        "tries.after_attempts": " (after {attempts} attempts)",
        "answer_lost.booking": "; the batch may or may not be booked",

        ProblemCode.serverAnsweredForOtherAccount.rawValue:
            "the server answered for account {answered}, not for account {expected} the batch is for; nothing was booked",
        ProblemCode.serverSetNoSessionCookie.rawValue: "the server signed in but set no '{cookie}' cookie",
        ProblemCode.serverSecondFactorMissing.rawValue: "the account needs a second factor and no code was given",
        ProblemCode.serverPasswordChangeRequired.rawValue:
            "the server requires a new password for this account before it issues a device token; nothing was stored",
        ProblemCode.serverAnswerNotJSON.rawValue: "the server answered {status} with {body}, where Certain answers with JSON",
        ProblemCode.serverAnswerNotInContract.rawValue: "the answer is not what the Certain import API v1 describes: {reason}",
        ProblemCode.serverNotCertainStatus.rawValue: "{address} is not a Certain server: {call} answered {status} with {body}",
        ProblemCode.serverNotCertainBody.rawValue: "{address} is not a Certain server: {call} answered with {body}, not with Certain's version",
        ProblemCode.serverNotCertainName.rawValue: "{address} is not a Certain server: it calls itself '{name}' {version}, not 'certain'",
        ProblemCode.serverRefusedCredentials.rawValue: "the server refused the user name or password ({answer})",
        ProblemCode.serverRefusedSecondFactor.rawValue: "the server refused the second-factor code ({answer})",
        ProblemCode.serverBookingAnswerLost.rawValue: "{failure}{tries}",
        ProblemCode.serverHostNotFound.rawValue: "the host name {host} does not resolve{tries}",
        ProblemCode.serverNoAnswerWithin.rawValue: "no answer within {seconds} s{tries}",
        ProblemCode.serverConnectionClosed.rawValue: "the connection closed before the server answered{tries}",
        ProblemCode.serverTLSConnectionFailed.rawValue:
            "the TLS connection failed ({error}): the certificate is not trusted or the server does not speak https there{tries}",
        ProblemCode.serverNoNetwork.rawValue: "this machine is not connected to a network{tries}",
        ProblemCode.serverURLUnusable.rawValue: "the URL cannot be used for a connection (URL error {error}){tries}",
        ProblemCode.serverNetworkFailed.rawValue: "the network call to {host} failed (URL error {error}){tries}",
        ProblemCode.serverAnswerTooLarge.rawValue:
            "the answer is larger than the {size} certain-import reads for {method} {path}; it stopped reading there{tries}",
        ProblemCode.serverDeadlinePassed.rawValue: "no complete answer within {seconds} s, the longest {deadline}{tries}",
        ProblemCode.serverRequestNotJSON.rawValue: "the request cannot be written as JSON: {reason}",
        ProblemCode.serverAnsweredWithOtherImport.rawValue: "the server answered with import {import} of account {account} from '{file}', "
            + "not with this batch for account {expected_account} from '{expected_file}'; whether this batch was booked is not known",

        "advice.server_answered_for_other_account": "the server does not answer as Certain does",
        "advice.server_set_no_session_cookie":
            "the server does not sign in as Certain does; create a device token in Settings → Gerätemarken and set CERTAIN_TOKEN",
        "advice.server_second_factor_missing": "sign in again and enter the code of your authenticator app",
        "advice.server_password_change_required": "sign in to Certain's web interface in the browser and change the password there",
        "advice.server_answer_not_json":
            "something other than Certain answered, such as a network's sign-in page or a proxy; check the server's address {address}",
        "advice.server_answer_not_in_contract":
            "the server may run a Certain version this certain-import does not know; check the server's address {address}",
        "advice.server_not_certain_status": "check the URL: it is the address you open Certain at in the browser, such as https://certain.example",
        "advice.server_not_certain_body": "check the URL: it is the address you open Certain at in the browser, such as https://certain.example",
        "advice.server_not_certain_name": "check the URL: it is the address you open Certain at in the browser, such as https://certain.example",
        "advice.server_refused_credentials": "check the user name and password you sign in to Certain with",
        "advice.server_refused_second_factor": "enter the current code of your authenticator app",
        "advice.server_booking_answer_lost": "the batch may or may not be booked; rows already booked are skipped as duplicates",
        "advice.server_host_not_found": "check the host in the server's URL",
        "advice.server_no_answer_within": "check that Certain is running and the server's address is right, then try again",
        "advice.server_connection_closed": "check that Certain is running and the server's address is right, then try again",
        "advice.server_tls_connection_failed": "the server needs a certificate this machine trusts (for example from Let's Encrypt, or its own CA "
            + "added to the system's trust store with 'update-ca-certificates'); certain-import never skips the check",
        "advice.server_no_network": "check that Certain is running and the server's address is right, then try again",
        "advice.server_url_unusable": "check that Certain is running and the server's address is right, then try again",
        "advice.server_network_failed": "check that Certain is running and the server's address is right, then try again",
        "advice.server_answer_too_large": "a Certain server does not answer this call with that much: check the server's address{answer_lost}",
        "advice.server_deadline_passed": "the server answers too slowly; try again later, or allow more seconds with {variable}{answer_lost}",
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
        "failure.no_answer_within": "keine Antwort innerhalb von {seconds} s",
        "failure.connection_closed": "die Verbindung wurde geschlossen, bevor der Server antwortete",
        "deadline.call": "ein Aufruf samt Wiederholungen dauern darf",
        "deadline.command": "die Serveraufrufe eines Befehls zusammen dauern dürfen",
        "tries.after_attempts": " (nach {attempts} Versuchen)",
        "answer_lost.booking": "; der Stapel ist vielleicht gebucht, vielleicht nicht",

        ProblemCode.serverAnsweredForOtherAccount.rawValue:
            "der Server hat für Konto {answered} geantwortet, nicht für Konto {expected}, dem der Stapel gilt; es wurde nichts gebucht",
        ProblemCode.serverSetNoSessionCookie.rawValue: "der Server hat angemeldet, aber kein Cookie '{cookie}' gesetzt",
        ProblemCode.serverSecondFactorMissing.rawValue: "das Konto verlangt einen zweiten Faktor, und es wurde kein Code angegeben",
        ProblemCode.serverPasswordChangeRequired.rawValue:
            "der Server verlangt für dieses Konto ein neues Passwort, bevor er ein Gerätetoken ausstellt; es wurde nichts gespeichert",
        ProblemCode.serverAnswerNotJSON.rawValue: "der Server hat {status} mit {body} geantwortet, wo Certain mit JSON antwortet",
        ProblemCode.serverAnswerNotInContract.rawValue: "die Antwort ist nicht, was die Certain-Import-API v1 beschreibt: {reason}",
        ProblemCode.serverNotCertainStatus.rawValue: "{address} ist kein Certain-Server: {call} hat {status} mit {body} geantwortet",
        ProblemCode.serverNotCertainBody.rawValue:
            "{address} ist kein Certain-Server: {call} hat mit {body} geantwortet, nicht mit der Version von Certain",
        ProblemCode.serverNotCertainName.rawValue: "{address} ist kein Certain-Server: er nennt sich '{name}' {version}, nicht 'certain'",
        ProblemCode.serverRefusedCredentials.rawValue: "der Server hat Benutzername oder Passwort abgelehnt ({answer})",
        ProblemCode.serverRefusedSecondFactor.rawValue: "der Server hat den Code des zweiten Faktors abgelehnt ({answer})",
        ProblemCode.serverBookingAnswerLost.rawValue: "{failure}{tries}",
        ProblemCode.serverHostNotFound.rawValue: "der Hostname {host} lässt sich nicht auflösen{tries}",
        ProblemCode.serverNoAnswerWithin.rawValue: "keine Antwort innerhalb von {seconds} s{tries}",
        ProblemCode.serverConnectionClosed.rawValue: "die Verbindung wurde geschlossen, bevor der Server antwortete{tries}",
        ProblemCode.serverTLSConnectionFailed.rawValue:
            "die TLS-Verbindung ist fehlgeschlagen ({error}): das Zertifikat ist nicht vertrauenswürdig, oder der Server spricht dort kein https{tries}",
        ProblemCode.serverNoNetwork.rawValue: "dieser Rechner ist mit keinem Netzwerk verbunden{tries}",
        ProblemCode.serverURLUnusable.rawValue: "die URL taugt nicht für eine Verbindung (URL-Fehler {error}){tries}",
        ProblemCode.serverNetworkFailed.rawValue: "der Netzwerkaufruf an {host} ist fehlgeschlagen (URL-Fehler {error}){tries}",
        ProblemCode.serverAnswerTooLarge.rawValue:
            "die Antwort ist größer als die {size}, die certain-import für {method} {path} liest; es hat dort aufgehört zu lesen{tries}",
        ProblemCode.serverDeadlinePassed.rawValue:
            "keine vollständige Antwort innerhalb von {seconds} s, der längsten Zeit, die {deadline}{tries}",
        ProblemCode.serverRequestNotJSON.rawValue: "die Anfrage lässt sich nicht als JSON schreiben: {reason}",
        ProblemCode.serverAnsweredWithOtherImport.rawValue: "der Server hat mit Import {import} von Konto {account} aus '{file}' geantwortet, "
            + "nicht mit diesem Stapel für Konto {expected_account} aus '{expected_file}'; ob dieser Stapel gebucht wurde, ist nicht bekannt",

        "advice.server_answered_for_other_account": "der Server antwortet nicht so, wie Certain antwortet",
        "advice.server_set_no_session_cookie":
            "der Server meldet nicht an, wie Certain es tut; unter Einstellungen → Gerätemarken ein Gerätetoken erstellen und CERTAIN_TOKEN setzen",
        "advice.server_second_factor_missing": "erneut anmelden und den Code der Authenticator-App eingeben",
        "advice.server_password_change_required": "sich im Browser bei der Weboberfläche von Certain anmelden und dort das Passwort ändern",
        "advice.server_answer_not_json":
            "etwas anderes als Certain hat geantwortet, etwa die Anmeldeseite eines Netzwerks oder ein Proxy; die Adresse des Servers {address} prüfen",
        "advice.server_answer_not_in_contract":
            "der Server läuft vielleicht mit einer Certain-Version, die dieses certain-import nicht kennt; die Adresse des Servers {address} prüfen",
        "advice.server_not_certain_status": "die URL prüfen: es ist die Adresse, unter der Certain im Browser geöffnet wird, etwa https://certain.example",
        "advice.server_not_certain_body": "die URL prüfen: es ist die Adresse, unter der Certain im Browser geöffnet wird, etwa https://certain.example",
        "advice.server_not_certain_name": "die URL prüfen: es ist die Adresse, unter der Certain im Browser geöffnet wird, etwa https://certain.example",
        "advice.server_refused_credentials": "den Benutzernamen und das Passwort prüfen, mit denen man sich bei Certain anmeldet",
        "advice.server_refused_second_factor": "den aktuellen Code der Authenticator-App eingeben",
        "advice.server_booking_answer_lost":
            "der Stapel ist vielleicht gebucht, vielleicht nicht; bereits gebuchte Zeilen werden als Duplikate übersprungen",
        "advice.server_host_not_found": "den Host in der URL des Servers prüfen",
        "advice.server_no_answer_within": "prüfen, ob Certain läuft und die Adresse des Servers stimmt, dann erneut versuchen",
        "advice.server_connection_closed": "prüfen, ob Certain läuft und die Adresse des Servers stimmt, dann erneut versuchen",
        "advice.server_tls_connection_failed": "der Server braucht ein Zertifikat, dem dieser Rechner vertraut (etwa von Let's Encrypt, oder eine eigene CA, "
            + "mit 'update-ca-certificates' in den Vertrauensspeicher des Systems aufgenommen); certain-import überspringt die Prüfung nie",
        "advice.server_no_network": "prüfen, ob Certain läuft und die Adresse des Servers stimmt, dann erneut versuchen",
        "advice.server_url_unusable": "prüfen, ob Certain läuft und die Adresse des Servers stimmt, dann erneut versuchen",
        "advice.server_network_failed": "prüfen, ob Certain läuft und die Adresse des Servers stimmt, dann erneut versuchen",
        "advice.server_answer_too_large": "ein Certain-Server antwortet auf diesen Aufruf nicht mit so viel: die Adresse des Servers prüfen{answer_lost}",
        "advice.server_deadline_passed":
            "der Server antwortet zu langsam; später erneut versuchen oder mit {variable} mehr Sekunden erlauben{answer_lost}",
    ]
}
