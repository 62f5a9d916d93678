/// The hints this command line gives for the booking targets' refusals, naming its own
/// commands where the shared catalogue names none (`hint.` keys replace a problem's hint).
extension CommandLineWords {
    package static let targetsEnglish: [String: String] = [
        "hint.import_not_found": "list the imports with 'certain-import history'",
        "hint.booking_not_found": "list the bookings with 'certain-import bookings list'",
        "hint.account_id_not_found": "list the accounts with 'certain-import accounts list'",
        "hint.server_not_stored": "add it with 'certain-import server add {server} URL'",
        "hint.server_not_stored_among": "add it with 'certain-import server add {server} URL'",
        "hint.server_not_answering": "check that Certain is running and the URL is right ('certain-import server list'), then try again",
        "hint.server_not_answering_after_attempts":
            "check that Certain is running and the URL is right ('certain-import server list'), then try again",
        "hint.server_redirects": "store the server under the address it redirects to: certain-import server add {server} URL",
        "hint.server_redirects_unnamed": "store the server under the address it redirects to: certain-import server add {server} URL",
        "hint.server_offers_no_such_call": "check the URL with 'certain-import server add {server} URL': the server does not offer this call",
        "hint.server_tls_failed": "check that the server speaks https at this address and port ('certain-import server list')",
        "hint.server_url_with_credentials": "leave credentials out of the URL; sign in with 'certain-import server login {server}'",
    ]

    package static let targetsGerman: [String: String] = [
        "hint.import_not_found": "die Importe mit 'certain-import history' auflisten",
        "hint.booking_not_found": "die Buchungen mit 'certain-import bookings list' auflisten",
        "hint.account_id_not_found": "die Konten mit 'certain-import accounts list' auflisten",
        "hint.server_not_stored": "ihn mit 'certain-import server add {server} URL' hinzufügen",
        "hint.server_not_stored_among": "ihn mit 'certain-import server add {server} URL' hinzufügen",
        "hint.server_not_answering": "prüfen, ob Certain läuft und die URL stimmt ('certain-import server list'), dann erneut versuchen",
        "hint.server_not_answering_after_attempts":
            "prüfen, ob Certain läuft und die URL stimmt ('certain-import server list'), dann erneut versuchen",
        "hint.server_redirects": "den Server unter der Adresse speichern, an die er umleitet: certain-import server add {server} URL",
        "hint.server_redirects_unnamed": "den Server unter der Adresse speichern, an die er umleitet: certain-import server add {server} URL",
        "hint.server_offers_no_such_call":
            "die URL mit 'certain-import server add {server} URL' prüfen: der Server bietet diesen Aufruf nicht an",
        "hint.server_tls_failed": "prüfen, ob der Server unter dieser Adresse und diesem Port https spricht ('certain-import server list')",
        "hint.server_url_with_credentials":
            "Anmeldedaten aus der URL weglassen; sich mit 'certain-import server login {server}' anmelden",
    ]
}
