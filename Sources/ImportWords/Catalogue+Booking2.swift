/// More of the booking targets' words: a Certain server's answers to a call (a redirect, a
/// refusal, a failure, TLS) and the local ledger's checks of an account to open. What the
/// server said (`answer`) is its own text, shown as it came.
extension Catalogue {
    static let booking2English: [String: String] = [
        ProblemCode.serverRedirects.rawValue: "the server redirects to {location} ({status}); certain-import follows no redirects",
        ProblemCode.serverRedirectsUnnamed.rawValue:
            "the server redirects to an address it does not name ({status}); certain-import follows no redirects",
        ProblemCode.serverForbidsCall.rawValue: "the server does not allow this call ({answer})",
        ProblemCode.serverForbidsTokenCreation.rawValue: "the server does not allow this call ({answer})",
        ProblemCode.serverFoundNothing.rawValue: "the server found nothing there ({answer})",
        ProblemCode.serverOffersNoSuchCall.rawValue: "the server found nothing there ({answer})",
        ProblemCode.serverIdempotencyKeyReused.rawValue: "the idempotency key was used before for another batch ({answer})",
        ProblemCode.serverConflict.rawValue: "the server refused the call as a conflict ({answer})",
        ProblemCode.serverImportModified.rawValue:
            "import {import} has bookings that were changed in Certain since the import (bookings {bookings}): {answer}",
        ProblemCode.serverBatchTooLarge.rawValue: "the batch is too large for the server ({answer})",
        ProblemCode.serverRejectedInvalid.rawValue: "the server rejected the request as invalid ({answer})",
        ProblemCode.serverLimitingRequests.rawValue: "the server is limiting requests ({answer})",
        ProblemCode.serverLimitingRequestsAfterAttempts.rawValue: "the server is limiting requests ({answer}) (after {attempts} attempts)",
        ProblemCode.serverFailed.rawValue: "the server failed ({answer})",
        ProblemCode.serverFailedAfterAttempts.rawValue: "the server failed ({answer}) (after {attempts} attempts)",
        ProblemCode.serverUnexpectedAnswer.rawValue: "unexpected answer ({answer})",
        ProblemCode.serverCertificateNotTrusted.rawValue: "the server's TLS certificate is not trusted by this machine ({reason})",
        ProblemCode.serverTLSFailed.rawValue: "the TLS connection failed ({reason})",
        ProblemCode.ledgerAccountWithoutName.rawValue: "an account needs a name",
        ProblemCode.ledgerAccountCurrencyNotISO.rawValue: "'{currency}' is not an ISO 4217 currency code",
        ProblemCode.ledgerAccountOpeningBalanceNotAnAmount.rawValue: "the opening balance '{amount}' is not an amount in {currency}",
        ProblemCode.ledgerAccountIBANInvalid.rawValue: "'{iban}' is not a valid IBAN",

        "advice.server_redirects": "store the server under the address it redirects to",
        "advice.server_redirects_unnamed": "store the server under the address it redirects to",
        "advice.server_forbids_call": "use a device token of scope 'app': create one in Settings → Gerätemarken",
        "advice.server_forbids_token_creation": "sign in with a password, not with a device token",
        "advice.server_offers_no_such_call": "check the server's address: the server does not offer this call",
        "advice.server_idempotency_key_reused": "run the import again: a new run uses a new key, and rows already booked are skipped",
        "advice.server_batch_too_large": "the server takes at most 50,000 transactions per batch: split the statement, for example by month",
        "advice.server_rejected_invalid":
            "this points to a bug in certain-import or to a server version it does not know; please report this message",
        "advice.server_limiting_requests": "try again in {wait} s",
        "advice.server_limiting_requests_after_attempts": "try again in {wait} s",
        "advice.server_failed": "try again later; the server's log says what went wrong",
        "advice.server_failed_after_attempts": "try again later; the server's log says what went wrong",
        "advice.server_certificate_not_trusted":
            "certain-import checks certificates against the system's trust store and never skips that check. "
            + "If Certain uses a self-signed certificate or its own certificate authority, add that certificate "
            + "to the trust store (Debian, Ubuntu: copy it as a .crt file into /usr/local/share/ca-certificates/ "
            + "and run 'sudo update-ca-certificates'); or give Certain a certificate from a public authority such "
            + "as Let's Encrypt. If the certificate names another host, use that name in the URL.",
        "advice.server_tls_failed": "check that the server speaks https at this address and port",
        "advice.ledger_account_currency_not_iso": "give a three-letter code such as CHF or EUR",
        "advice.ledger_account_opening_balance_not_an_amount":
            "write it with '.' as decimal mark and at most {digits} decimals, such as 1523.17",
        "advice.ledger_account_iban_invalid": "check it against the statement; its check digits do not match",
        ProblemCode.serverURLWithCredentials.rawValue: "the URL carries a user name or password",
        ProblemCode.serverURLWithQuery.rawValue: "the URL has a query or fragment",
        ProblemCode.serverIPv6Loopback.rawValue:
            "cannot connect to the IPv6 address {host}: URLSession on Linux takes no IPv6 address in a URL, and going by a name could reach another program on an IPv4 address",
        ProblemCode.serverIPv6Address.rawValue:
            "cannot connect to the IPv6 address {host}: URLSession on Linux takes no IPv6 address in a URL, and going by a name could reach another program on an IPv4 address",
        ProblemCode.serverURLInvalid.rawValue: "'{url}' is not a valid URL",
        "advice.server_url_with_credentials": "leave credentials out of the URL; sign in to the server instead",
        "advice.server_url_with_query": "give only the server's base address, such as https://certain.example",
        "advice.server_ipv6_loopback": "let the server listen on 127.0.0.1 too and use {url}",
        "advice.server_ipv6_address": "give the server's host name instead of its address",
        "advice.server_url_invalid": "give the server's address as https://HOST[:PORT][/PATH], such as https://certain.example",
        ProblemCode.ledgerPathTooLong.rawValue: "the ledger's full path is {bytes} bytes long; SQLite opens at most {limit}",
        ProblemCode.ledgerSchemaNewer.rawValue:
            "the ledger has schema version {version}, but this certain-import knows only up to {known}",
        "advice.ledger_path_too_long": "name a ledger with a shorter path",
        "advice.ledger_schema_newer": "update certain-import to the version that wrote this ledger",
    ]

    static let booking2German: [String: String] = [
        ProblemCode.serverRedirects.rawValue: "der Server leitet nach {location} um ({status}); certain-import folgt keinen Umleitungen",
        ProblemCode.serverRedirectsUnnamed.rawValue:
            "der Server leitet an eine Adresse um, die er nicht nennt ({status}); certain-import folgt keinen Umleitungen",
        ProblemCode.serverForbidsCall.rawValue: "der Server erlaubt diesen Aufruf nicht ({answer})",
        ProblemCode.serverForbidsTokenCreation.rawValue: "der Server erlaubt diesen Aufruf nicht ({answer})",
        ProblemCode.serverFoundNothing.rawValue: "der Server hat dort nichts gefunden ({answer})",
        ProblemCode.serverOffersNoSuchCall.rawValue: "der Server hat dort nichts gefunden ({answer})",
        ProblemCode.serverIdempotencyKeyReused.rawValue:
            "der Idempotenzschlüssel wurde schon für einen anderen Stapel verwendet ({answer})",
        ProblemCode.serverConflict.rawValue: "der Server hat den Aufruf als Konflikt abgelehnt ({answer})",
        ProblemCode.serverImportModified.rawValue:
            "Import {import} hat Buchungen, die seit dem Import in Certain geändert wurden (Buchungen {bookings}): {answer}",
        ProblemCode.serverBatchTooLarge.rawValue: "der Stapel ist für den Server zu gross ({answer})",
        ProblemCode.serverRejectedInvalid.rawValue: "der Server hat die Anfrage als ungültig abgelehnt ({answer})",
        ProblemCode.serverLimitingRequests.rawValue: "der Server begrenzt die Anfragen ({answer})",
        ProblemCode.serverLimitingRequestsAfterAttempts.rawValue:
            "der Server begrenzt die Anfragen ({answer}) (nach {attempts} Versuchen)",
        ProblemCode.serverFailed.rawValue: "der Server ist gescheitert ({answer})",
        ProblemCode.serverFailedAfterAttempts.rawValue: "der Server ist gescheitert ({answer}) (nach {attempts} Versuchen)",
        ProblemCode.serverUnexpectedAnswer.rawValue: "unerwartete Antwort ({answer})",
        ProblemCode.serverCertificateNotTrusted.rawValue:
            "diesem Rechner ist das TLS-Zertifikat des Servers nicht vertrauenswürdig ({reason})",
        ProblemCode.serverTLSFailed.rawValue: "die TLS-Verbindung ist gescheitert ({reason})",
        ProblemCode.ledgerAccountWithoutName.rawValue: "ein Konto braucht einen Namen",
        ProblemCode.ledgerAccountCurrencyNotISO.rawValue: "'{currency}' ist kein Währungscode nach ISO 4217",
        ProblemCode.ledgerAccountOpeningBalanceNotAnAmount.rawValue: "der Anfangssaldo '{amount}' ist kein Betrag in {currency}",
        ProblemCode.ledgerAccountIBANInvalid.rawValue: "'{iban}' ist keine gültige IBAN",

        "advice.server_redirects": "den Server unter der Adresse speichern, an die er umleitet",
        "advice.server_redirects_unnamed": "den Server unter der Adresse speichern, an die er umleitet",
        "advice.server_forbids_call": "ein Gerätetoken mit Umfang 'app' verwenden: eines unter Einstellungen → Gerätemarken erstellen",
        "advice.server_forbids_token_creation": "sich mit einem Passwort anmelden, nicht mit einem Gerätetoken",
        "advice.server_offers_no_such_call": "die Adresse des Servers prüfen: der Server bietet diesen Aufruf nicht an",
        "advice.server_idempotency_key_reused":
            "den Import erneut ausführen: ein neuer Lauf verwendet einen neuen Schlüssel, schon gebuchte Zeilen werden übersprungen",
        "advice.server_batch_too_large":
            "der Server nimmt höchstens 50'000 Buchungen pro Stapel: den Auszug aufteilen, zum Beispiel nach Monaten",
        "advice.server_rejected_invalid":
            "das deutet auf einen Fehler in certain-import oder auf eine unbekannte Serverversion; bitte diese Meldung melden",
        "advice.server_limiting_requests": "in {wait} s erneut versuchen",
        "advice.server_limiting_requests_after_attempts": "in {wait} s erneut versuchen",
        "advice.server_failed": "später erneut versuchen; das Protokoll des Servers sagt, was schiefging",
        "advice.server_failed_after_attempts": "später erneut versuchen; das Protokoll des Servers sagt, was schiefging",
        "advice.server_certificate_not_trusted":
            "certain-import prüft Zertifikate gegen den Zertifikatsspeicher des Systems und überspringt diese Prüfung nie. "
            + "Verwendet Certain ein selbstsigniertes Zertifikat oder eine eigene Zertifizierungsstelle, dieses Zertifikat "
            + "dem Zertifikatsspeicher hinzufügen (Debian, Ubuntu: es als .crt-Datei nach /usr/local/share/ca-certificates/ "
            + "kopieren und 'sudo update-ca-certificates' ausführen); oder Certain ein Zertifikat einer öffentlichen Stelle "
            + "wie Let's Encrypt geben. Nennt das Zertifikat einen anderen Host, diesen Namen in der URL verwenden.",
        "advice.server_tls_failed": "prüfen, ob der Server unter dieser Adresse und diesem Port https spricht",
        "advice.ledger_account_currency_not_iso": "einen Code aus drei Buchstaben angeben, etwa CHF oder EUR",
        "advice.ledger_account_opening_balance_not_an_amount":
            "ihn mit '.' als Dezimalzeichen und höchstens {digits} Nachkommastellen schreiben, etwa 1523.17",
        "advice.ledger_account_iban_invalid": "sie mit dem Auszug vergleichen; ihre Prüfziffern stimmen nicht",
        ProblemCode.serverURLWithCredentials.rawValue: "die URL enthält einen Benutzernamen oder ein Passwort",
        ProblemCode.serverURLWithQuery.rawValue: "die URL hat eine Abfrage oder ein Fragment",
        ProblemCode.serverIPv6Loopback.rawValue:
            "keine Verbindung zur IPv6-Adresse {host}: URLSession nimmt unter Linux keine IPv6-Adresse in einer URL, und über einen Namen könnte ein anderes Programm an einer IPv4-Adresse erreicht werden",
        ProblemCode.serverIPv6Address.rawValue:
            "keine Verbindung zur IPv6-Adresse {host}: URLSession nimmt unter Linux keine IPv6-Adresse in einer URL, und über einen Namen könnte ein anderes Programm an einer IPv4-Adresse erreicht werden",
        ProblemCode.serverURLInvalid.rawValue: "'{url}' ist keine gültige URL",
        "advice.server_url_with_credentials": "Anmeldedaten aus der URL weglassen; sich stattdessen beim Server anmelden",
        "advice.server_url_with_query": "nur die Basisadresse des Servers angeben, etwa https://certain.example",
        "advice.server_ipv6_loopback": "den Server auch auf 127.0.0.1 lauschen lassen und {url} verwenden",
        "advice.server_ipv6_address": "den Hostnamen des Servers statt seiner Adresse angeben",
        "advice.server_url_invalid": "die Adresse des Servers als https://HOST[:PORT][/PFAD] angeben, etwa https://certain.example",
        ProblemCode.ledgerPathTooLong.rawValue: "der volle Pfad des Journals ist {bytes} Bytes lang; SQLite öffnet höchstens {limit}",
        ProblemCode.ledgerSchemaNewer.rawValue:
            "das Journal hat die Schemaversion {version}, aber dieses certain-import kennt nur bis {known}",
        "advice.ledger_path_too_long": "ein Journal mit kürzerem Pfad nennen",
        "advice.ledger_schema_newer": "certain-import auf die Version aktualisieren, die dieses Journal geschrieben hat",
    ]
}
