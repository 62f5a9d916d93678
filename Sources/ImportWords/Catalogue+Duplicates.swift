/// The words of a row the target holds already, in both languages: what it duplicates and
/// what the two rows share besides the booking date and the amount.
extension Catalogue {
    static let duplicatesEnglish: [String: String] = [
        "duplicate.already_booked": "already booked: same booking date, amount and {basis}",
        "duplicate.already_booked_as": "already booked as booking {booking}: same booking date, amount and {basis}",
        "duplicate.basis.reference": "the bank's reference",
        "duplicate.basis.counterparty_iban": "the counterparty's IBAN",
        "duplicate.basis.counterparty_name": "the counterparty's name",
        "duplicate.basis.purpose_start": "the start of the purpose",
    ]

    static let duplicatesGerman: [String: String] = [
        "duplicate.already_booked": "bereits gebucht: gleiches Buchungsdatum, gleicher Betrag und {basis}",
        "duplicate.already_booked_as": "bereits gebucht als Buchung {booking}: gleiches Buchungsdatum, gleicher Betrag und {basis}",
        "duplicate.basis.reference": "gleiche Referenz der Bank",
        "duplicate.basis.counterparty_iban": "gleiche IBAN der Gegenpartei",
        "duplicate.basis.counterparty_name": "gleicher Name der Gegenpartei",
        "duplicate.basis.purpose_start": "gleicher Anfang des Verwendungszwecks",
    ]
}
