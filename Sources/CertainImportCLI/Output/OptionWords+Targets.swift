/// The hints this command line gives for the booking targets' refusals, naming its own
/// commands where the shared catalogue names none (`hint.` keys replace a problem's hint).
extension OptionWords {
    static let targetEnglish: [String: String] = [
        "hint.import_not_found": "list the imports with 'certain-import history'",
        "hint.booking_not_found": "list the bookings with 'certain-import bookings list'",
        "hint.account_id_not_found": "list the accounts with 'certain-import accounts list'",
        "hint.server_not_stored": "add it with 'certain-import server add {server} URL'",
        "hint.server_not_stored_among": "add it with 'certain-import server add {server} URL'",
        "hint.server_not_answering": "check that Certain is running and the URL is right ('certain-import server list'), then try again",
        "hint.server_not_answering_after_attempts":
            "check that Certain is running and the URL is right ('certain-import server list'), then try again",
    ]

    static let targetGerman: [String: String] = [
        "hint.import_not_found": "die Importe mit 'certain-import history' auflisten",
        "hint.booking_not_found": "die Buchungen mit 'certain-import bookings list' auflisten",
        "hint.account_id_not_found": "die Konten mit 'certain-import accounts list' auflisten",
        "hint.server_not_stored": "ihn mit 'certain-import server add {server} URL' hinzufügen",
        "hint.server_not_stored_among": "ihn mit 'certain-import server add {server} URL' hinzufügen",
        "hint.server_not_answering": "prüfen, ob Certain läuft und die URL stimmt ('certain-import server list'), dann erneut versuchen",
        "hint.server_not_answering_after_attempts":
            "prüfen, ob Certain läuft und die URL stimmt ('certain-import server list'), dann erneut versuchen",
    ]
}
