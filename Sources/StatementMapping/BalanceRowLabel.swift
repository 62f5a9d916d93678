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
        "beginning balance", "solde en debut de periode", "saldo de apertura", "saldo di apertura", "likutis pradziai",
        "sakuma atlikums", "algsaldo", "sold anterior", "sold initial", "pocetno stanje", "zacetno stanje",
        "nyito egyenleg", "kezdo egyenleg", "pociatocny zostatok", "aloitussaldo", "inngaende saldo", "indgaende saldo",
        "αρχικο υπολοιπο", "начално салдо",
    ]
    static let closing: Set<String> = [
        "schlusssaldo", "endsaldo", "neuer saldo", "saldo neu", "neuer kontostand", "closing balance", "ending balance",
        "final balance", "balance carried forward", "carried forward", "new balance", "solde final", "nouveau solde",
        "saldo finale", "saldo final", "eindsaldo", "saldo eind", "saldo koncowe", "konecny zustatek", "utgaende saldo",
        "utgående saldo", "slutsaldo", "kontostand neu", "saldo aktuell", "aktueller saldo", "aktueller kontostand",
        "solde en fin de periode", "saldo de cierre", "saldo di chiusura", "likutis pabaigai", "beigu atlikums", "loppsaldo",
        "sold final", "sold final zi", "zavrsno stanje", "koncno stanje", "zaro egyenleg", "konecny zostatok", "loppusaldo",
        "udgaende saldo", "τελικο υπολοιπο", "крайно салдо",
    ]
    static let either: Set<String> = [
        "saldo", "balance", "solde", "kontostand", "saldo contabile", "account balance", "saldo do dia", "saldo del giorno",
        "saldo del dia",
    ]
    /// Turnover rows: the period's debits or credits added up by the bank (Swedbank's
    /// `Apyvarta`, Banca Transilvania's `Rulaj zi`), totals and never a booking.
    static let turnover: Set<String> = [
        "turnover", "total turnover", "apyvarta", "apgrozijums", "kaive", "rulaj", "rulaj zi", "rulaj total", "rulaj total cont",
        "obroty", "obrat", "obraty", "forgalom", "promet", "omzet", "omsattning", "omsetning", "total credits", "total debits",
        "mouvements de la periode", "total des mouvements", "movimenti del periodo", "totale movimenti",
    ]
    /// Words that may follow a label before its date ("Saldo per", "Solde au", "Balance as of").
    static let connectives: Set<String> = ["per", "am", "vom", "zum", "au", "du", "al", "as", "of", "at", "on", "op", "chf", "eur", "usd", "gbp"]

    /// More UTF-8 bytes than any label (`strength(of:)`) takes, however it is written.
    static let labelByteLimit = 1024

    /// The first two letters, lower case, of every opening, closing and turnover label written
    /// in ASCII letters.
    static let labelStarts: Set<[UInt8]> = Set(opening.union(closing).union(turnover).compactMap { label in
        let start = Array(label.utf8.prefix(2))
        return start.count == 2 && start.allSatisfy { $0 < 0x80 } ? start : nil
    })

    /// Whether a cell may start a label (`strength(of:)` or `isTurnover`), from its first two
    /// bytes: a booking's text almost never does, and is then not folded. Other scripts and
    /// accented first letters are always asked.
    static func mayStartLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = bytes.lazy.drop { $0 == 0x20 }.prefix(2).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard start.count == 2 else { return false }
        return start.contains { $0 >= 0x80 } || labelStarts.contains(Array(start))
    }

    /// Whether `text` (one cell) names an opening or closing balance, or a turnover.
    static func namesEndOrTurnover(_ text: String) -> Bool {
        isTurnover(text) || strength(of: text).map { $0 != .either } ?? false
    }

    /// Whether `text` (one cell) is only a turnover label.
    static func isTurnover(_ text: String) -> Bool {
        guard text.utf8.count <= labelByteLimit else { return false }
        let words = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).split { !$0.isLetter }
        return words.count <= 5 && turnover.contains(words.joined(separator: " "))
    }

    /// What `text` (the row's text cells joined) says, or `nil` when it is not only a label.
    static func strength(of text: String) -> Strength? {
        // A label with its date, amount and currency is a few dozen bytes; a longer text is a
        // booking's, and folding it cost about a second per megabyte.
        guard text.utf8.count <= labelByteLimit else { return nil }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words = folded.split { !$0.isLetter }.map(String.init)
        while let last = words.last, connectives.contains(last) { words.removeLast() }
        guard !words.isEmpty, words.count <= 5 else { return nil }
        let label = words.joined(separator: " ")
        if opening.contains(label) { return .opening }
        if closing.contains(label) { return .closing }
        if either.contains(label) { return .either }
        return nil
    }
}
