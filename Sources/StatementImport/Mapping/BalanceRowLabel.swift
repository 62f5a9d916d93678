import Foundation

/// The label of a table row that states a balance instead of a booking, in any of the
/// languages our users' banks write: `Anfangssaldo`, `Saldo per 31.03.2025`, `Endsaldo`,
/// `Opening balance`, `Solde initial`, `Saldo iniziale`, `Beginsaldo`.
///
/// A row is a balance row only when all of its text is such a label (dates and amounts aside):
/// `Saldo Kreditkarte` or `Übertrag Saldo an Konto 123` are bookings.
enum BalanceRowLabel {
    enum Strength {
        /// Says which end it is ("Anfangssaldo", "closing balance").
        case opening, closing
        /// A bare "Saldo", "Balance", "Kontostand per ...": the end follows from where the row
        /// is, and it counts only on a row that holds one amount.
        case either
    }

    static let opening: Set<String> = [
        "anfangssaldo", "alter saldo", "saldo alt", "alter kontostand", "opening balance", "starting balance",
        "balance brought forward", "brought forward", "previous balance", "solde initial", "solde precedent",
        "solde de depart", "solde anterieur", "ancien solde", "saldo iniziale", "saldo precedente", "eroffnungssaldo",
        "saldovortrag", "saldo vortrag", "vortrag", "anfangsbestand", "saldo inicial", "saldo anterior", "beginsaldo",
        "saldo begin", "saldo poczatkowe", "pocatecni zustatek", "ingaende saldo", "ingående saldo", "startsaldo",
        "saldo zu beginn", "saldo vorher", "kontostand alt",
    ]
    static let closing: Set<String> = [
        "schlusssaldo", "endsaldo", "neuer saldo", "saldo neu", "neuer kontostand", "closing balance", "ending balance",
        "final balance", "balance carried forward", "carried forward", "new balance", "solde final", "nouveau solde",
        "saldo finale", "saldo final", "eindsaldo", "saldo eind", "saldo koncowe", "konecny zustatek", "utgaende saldo",
        "utgående saldo", "slutsaldo", "kontostand neu", "saldo aktuell", "aktueller saldo", "aktueller kontostand",
    ]
    static let either: Set<String> = ["saldo", "balance", "solde", "kontostand", "saldo contabile", "account balance"]
    /// Words that may follow a label before its date ("Saldo per", "Solde au", "Balance as of").
    static let connectives: Set<String> = ["per", "am", "vom", "zum", "au", "du", "al", "as", "of", "at", "on", "op", "chf", "eur", "usd", "gbp"]

    /// More UTF-8 bytes than any label (`strength(of:)`) takes, however it is written.
    static let labelByteLimit = 1024

    /// What `text` (the row's text cells joined) says, or `nil` when it is not only a label.
    static func strength(of text: String) -> Strength? {
        // A label with its date, amount and currency is a few dozen bytes; a longer text is a
        // booking's, and folding it cost about a second per megabyte.
        guard text.utf8.count <= labelByteLimit else { return nil }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words = folded.split { !$0.isLetter }.map(String.init)
        while let last = words.last, connectives.contains(last) { words.removeLast() }
        guard !words.isEmpty, words.count <= 4 else { return nil }
        let label = words.joined(separator: " ")
        if opening.contains(label) { return .opening }
        if closing.contains(label) { return .closing }
        if either.contains(label) { return .either }
        return nil
    }
}
