import Foundation

/// The header names banks give their columns, in German, French, Italian, English, Dutch,
/// Spanish, Portuguese, the Nordic and Baltic languages, Polish, Czech, Slovak, Hungarian, the
/// South Slavic languages, Romanian, Greek and Bulgarian.
///
/// Names are compared after `normalizedHeader`: lower case, accents and umlauts folded
/// (`ä` → `a`), bracketed parts and currency codes dropped (`Betrag (EUR)` → `betrag`),
/// punctuation turned into single spaces. A name equal to an entry is an exact match;
/// otherwise an entry contained as whole words is a partial match, and the longest entry wins.
package enum ColumnRoleVocabulary {
    static let names: [ColumnRole: [String]] = [
        .bookingDate: [
            "buchungstag", "buchungsdatum", "buchung", "datum", "date", "booking date", "transaction date",
            "posting date", "posted date", "started date", "completed date", "date operation", "date comptable",
            "date de comptabilisation", "date de transaction", "data", "data contabile", "data operazione", "data dell operazione",
            "data registrazione", "data di registrazione", "fecha", "fecha operacion", "datum transakce", "datum zauctovani",
            "transaktionsdatum", "belegdatum", "abschlussdatum", "auftragsdatum", "umsatzdatum", "trade date",
            "datum der transaktion", "booked", "day", "date de valeur comptable", "buchungs datum",
            "date d ecriture", "ecriture",
            "boekingsdatum", "datum boeking", "transactiedatum", "fecha contable", "fecha de operacion", "data de lancamento", "data lancamento", "data movimento", "data do movimento", "bokforingsdatum", "bokføringsdato", "bokforingsdato", "bogforingsdato", "bogføringsdato", "transaktionsdag", "kirjauspaiva", "data ksiegowania", "data operacji", "data transakcji", "datum platby", "datum pohybu", "datum operace", "date de l operation", "transaction posted date", "entry date",
            // When the transaction was made, in payment platforms' exports (Stripe's `created`, beside
            // the date its funds become available and the date of the payout that carried them).
            "created", "created at", "created on", "date created",
        ],
        .valueDate: [
            "valuta", "valutadatum", "valuta datum", "wertstellung", "wertstellungsdatum", "wertstellungstag",
            "value date", "date valeur", "date de valeur", "valeur", "data valuta", "fecha valor", "valutatag",
            "datum splatnosti", "datum valuty",
            "rentedatum", "data valor", "valordato", "valuteringsdag", "valutadag", "arvopaiva", "data waluty",
        ],
        .amount: [
            "betrag", "umsatz", "amount", "montant", "importo", "importe", "castka", "bedrag", "summe",
            "transaction amount", "buchungsbetrag", "betrag in chf", "betrag in eur", "umsatzbetrag", "amount eur",
            "net amount", "value", "kwota", "osszeg", "montant de l operation", "movimento",
            "credit debit amount", "debit credit amount", "betrag soll haben", "umsatz in eur", "umsatz in chf",
            "net", "netto", "montant net", "importo netto", "tranzakcio osszege", "osszege",
            "bedrag eur", "importe eur", "valor", "montante", "belopp", "belop", "beløb", "belob", "summa", "maara", "kwota transakcji", "objem", "castka platby", "transaction value",
            // Lithuanian, Slovak, Romanian `suma`; Spanish net of a fee; Hungarian, Estonian, Greek, Bulgarian.
            "suma", "neto", "importe neto", "ποσο", "сума",
        ],
        .debit: [
            "soll", "belastung", "belastungen", "lastschrift", "ausgang", "ausgaben", "abbuchung", "debit", "debits",
            "addebito", "addebiti", "uscite", "withdrawal", "withdrawals", "paid out", "money out", "debit amount",
            "soll betrag", "betrag soll", "belastungen chf", "zahlungsausgang", "cargo", "montant debit", "out",
            "belastungsbetrag", "lastschriftbetrag", "debit amount chf", "ausgang betrag", "importo addebito",
            "montant debite", "debite", "in uscita", "uscita", "importo in uscita", "debito",
            "af", "bij af", "debet", "debitering", "uitgaven", "debitos", "cargos", "saida", "saidas", "uttag", "udbetaling", "obciazenia", "obciazenie", "winien", "vydaj", "debetni", "paid out amount",
            // Italian, the Nordic and Baltic languages, Czech, Hungarian, the South Slavic languages, Greek,
            // Bulgarian, Icelandic, Québec French.
            "dare", "ut", "ut fra konto", "uttak", "debetas", "debets", "deebet", "ma dati", "terheles", "breme", "duguje", "isplata", "χρεωση", "дебит", "uttekt", "retrait", "retraits", "vydaje", "veloitus", "udbetalinger", "kulud",
        ],
        .credit: [
            "haben", "gutschrift", "gutschriften", "eingang", "einnahmen", "credit", "credits", "accredito",
            "accrediti", "entrate", "deposit", "deposits", "paid in", "money in", "credit amount", "haben betrag",
            "betrag haben", "zahlungseingang", "abono", "montant credit", "in",
            "gutschriftsbetrag", "gutschriftbetrag", "eingang betrag", "importo accredito",
            "montant credite", "credite", "in entrata", "entrata", "importo in entrata", "accreditamento",
            "bij", "creditering", "inkomsten", "creditos", "abonos", "credito", "entrada", "entradas", "insattning", "indbetaling", "uznania", "uznanie", "ma", "prijem", "kreditni", "paid in amount",
            // The same languages as the debits above.
            "avere", "inn", "inn pa konto", "innskudd", "kreditas", "kredits", "kreedit", "dal", "jovairas", "dobro", "potrazuje", "uplata", "πιστωση", "кредит", "innborgun", "depot", "depots", "prijmy", "hyvitys", "indbetalinger", "laekumised",
        ],
        .debitCreditFlag: [
            "soll haben", "s h", "soll haben kennzeichen", "d c", "debit credit", "cr dr", "dr cr", "credit debit",
            "kennzeichen", "debit credit indicator", "credit debit indicator", "sollhaben", "belastung gutschrift",
            "debit kredit", "kredit debit", "debit credito", "debito credito", "addebito accredito", "debit credit flag",
            "af bij", "richtung", "direction", "sens", "tipo movimento", "typ transakce",
            // Baltic debit/credit mark columns (`D/K`, `Debets/Kredīts`, `Deebet/Kreedit`).
            "d k", "debetas kreditas", "debets kredits", "deebet kreedit",
        ],
        .currency: [
            "wahrung", "waehrung", "whrg", "wkz", "currency", "devise", "monnaie", "ccy", "curr", "divisa",
            "mena", "currency code", "wahrungscode", "original currency",
            "munt", "valuta code", "moneda", "moeda", "waluta", "valuta valuta",
        ],
        .counterparty: [
            "auftraggeber begunstigter", "begunstigter auftraggeber", "auftraggeber empfanger", "empfanger auftraggeber",
            "zahlungsempfanger", "zahlungspflichtiger", "empfanger", "auftraggeber", "begunstigter",
            "beguenstigter zahlungspflichtiger", "name zahlungsbeteiligter", "zahlungsbeteiligter", "name", "payee",
            "payer", "counterparty", "counter party", "counterparty name", "beneficiary", "recipient", "merchant", "partner name",
            "merchant name", "handlername", "handler", "nom du commercant", "commercant", "esercente", "nome esercente",
            "beneficiaire", "destinataire", "beneficiario", "ordinante", "gegenpartei", "gegenkonto name",
            "empfanger zahlungspflichtiger", "name des partners", "from", "to", "kontoinhaber gegenkonto",
            "zahlungspflichtige r", "zahlungsempfanger in", "zahlungspflichtiger", "zahlungsempfaengerin",
            "naam tegenpartij", "tegenpartij", "naam", "omschrijving tegenpartij", "beneficiario ordenante", "ordenante", "destinatario", "contraparte", "mottagare", "modtager", "kontrahent", "nazwa kontrahenta", "odbiorca", "nadawca", "protistrana", "nazev protiuctu", "nazev protistrany", "remitente",
        ],
        .counterpartyIBAN: [
            "iban", "kontonummer iban", "iban kontonummer", "iban zahlungsbeteiligter", "iban des zahlungsbeteiligten",
            "counterparty iban", "iban gegenkonto", "gegenkonto iban", "konto iban", "iban auftraggeber",
            "iban empfanger", "beneficiary iban", "account iban", "partner iban", "kontonummer", "gegenkonto",
            "tegenrekening", "tegenrekening iban", "rekening tegenpartij", "cuenta contraparte", "numer rachunku", "rachunek kontrahenta", "protiucet", "cislo protiuctu",
        ],
        .purpose: [
            "verwendungszweck", "buchungstext", "text", "beschreibung", "description", "details", "purpose",
            "libelle", "motif", "communication", "communications", "descrizione", "causale", "memo", "mitteilung",
            "zahlungsgrund", "avisierungstext", "booking text", "notes", "note", "umsatztext", "vorgang",
            "buchungsinformation", "zusatzinfo", "informationen", "transaction details", "narrative", "popis",
            "zprava", "concepto", "zahlungszweck", "transaktionsbeschreibung", "reference text", "verwendungszweck zeile",
            "omschrijving", "mededelingen", "mededeling", "descripcion", "descricao", "historico", "beskrivning", "beskrivelse", "tekst", "meddelande", "tytul", "tytuł", "opis", "opis operacji", "tytul operacji", "zprava pro prijemce", "poznamka", "selite", "viesti",
        ],
        .reference: [
            "referenz", "reference", "ref", "bankreferenz", "kundenreferenz", "end to end referenz", "mandatsreferenz",
            "transaction id", "transaktions id", "transaktionsnummer", "reference number", "referenznummer",
            "reference de l operation", "riferimento", "belegnummer", "id", "buchungsreferenz", "zahlungsreferenz",
            "end to end id", "variabilni symbol", "transaktions nr", "transaction nr", "transaction no",
            "n de transaction", "no de transaction", "numero di transazione", "referenznr", "ref nr",
            "kenmerk", "referencia", "referens", "numer referencyjny", "identifikace transakce",
        ],
        .balance: [
            "saldo", "kontostand", "balance", "solde", "running balance", "balance after", "saldo nach buchung",
            "neuer saldo", "buchungssaldo", "saldo chf", "saldo eur", "solde du compte", "balance eur",
            "saldo na mutatie", "saldo despues", "saldo disponible", "saldo contable", "saldo apos", "saldo efter", "saldo po operacji", "saldo po transakcji", "zustatek", "konecny zustatek", "disponibile", "saldo contabile",
            // South Slavic, Slovak, Hungarian, Romanian, Baltic, Greek, Bulgarian; US `Running Bal.`.
            "stanje", "zostatok", "egyenleg", "sold", "sold contabil", "atlikums", "likutis", "jaak", "υπολοιπο", "салдо", "running bal",
        ],
        .category: ["kategorie", "category", "categorie", "categoria", "hauptkategorie", "rubrik"],
        .fee: [
            "fee", "fees", "gebuhr", "gebuhren", "spesen", "frais", "commissione", "commissioni", "source fee amount",
            "fee amount", "transaction fee",
            // Spanish, Italian, Czech, Estonian, Polish fees.
            "comision", "tariffa", "poplatek", "teenustasu", "opłata", "prowizja", "provize",
            "kategori", "kategoria",
        ],
    ]

    /// Exact lookups from a normalized name to its role.
    package static let exact: [String: ColumnRole] = {
        var table: [String: ColumnRole] = [:]
        // In role order, not the dictionary's, so that the same name always gets the same role.
        for role in ColumnRole.allCases {
            for entry in names[role] ?? [] where table[entry] == nil { table[entry] = role }
        }
        return table
    }()

    /// The role a header name suggests, and how sure: 1 for an exact match, 0.7 for a match
    /// of whole words inside a longer name (`Buchungstext / Verwendungszweck`).
    package static func role(forHeader header: String) -> (role: ColumnRole, strength: Double)? {
        // An accent lost upstream (`D\u{FFFD}bit`, `Cr\u{FFFD}dit`): the name matches an entry that
        // has one letter wherever the name has U+FFFD.
        if header.contains("\u{FFFD}"), let repaired = repairedName(header) { return role(forHeader: repaired) }
        if let direction = bracketedDirection(header) { return direction }
        let name = normalizedHeader(header)
        guard !name.isEmpty else { return nil }
        // Among exact names, the earlier in a role's list is the more usual one
        // ("Buchungsdatum" before "Abschlussdatum"): it wins a tie by a hair.
        if let role = exact[name], let rank = names[role]?.firstIndex(of: name) { return (role, 1 - Double(rank) * 0.001) }
        // A long name (a sentence such as "Cours des devises du montant initial") says more
        // than any one word in it: only short names are matched by their words.
        guard name.split(separator: " ").count <= 4 else { return nil }
        let padded = " \(name) "
        // The longest entry wins; of equally long ones, the later in the name, which is the
        // head of the phrase ("Merchant category" is a category); the role order decides the rest.
        var best: (role: ColumnRole, length: Int, position: Int)?
        for role in ColumnRole.allCases {
            for entry in names[role] ?? [] where entry.count >= 3 {
                guard let range = padded.range(of: " \(entry) ", options: .backwards) else { continue }
                let position = padded.distance(from: padded.startIndex, to: range.lowerBound)
                if entry.count > (best?.length ?? 0) || (entry.count == best?.length && position > (best?.position ?? 0)) {
                    best = (role, entry.count, position)
                }
            }
        }
        // A name that a fee word qualifies ("Source fee currency", "Gebühr Währung") is the
        // fee's, and weaker than the same role named plainly ("Source currency").
        guard let best else { return compoundAmount(name) }
        let qualifiedByFee = best.role != .fee && (names[.fee] ?? []).contains { padded.contains(" \($0) ") }
        return (best.role, qualifiedByFee ? 0.65 : 0.7)
    }

    /// The one vocabulary entry `header` spells with U+FFFD in place of letters, if exactly one.
    static func repairedName(_ header: String) -> String? {
        let lowered = header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespaces)
        let pattern = Array(lowered)
        let matches = exact.keys.filter { entry in
            let letters = Array(entry)
            return letters.count == pattern.count
                && zip(letters, pattern).allSatisfy { $1 == "\u{FFFD}" ? $0.isLetter : $0 == $1 }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Lower case, accents folded, bracketed parts and currency codes dropped, punctuation as
    /// single spaces.
    ///
    /// Remembered (`NormalizedHeaderMemo`): the same few hundred names (every template's, every
    /// bank's header) come back for each file of a batch, and folding one costs microseconds.
    package static func normalizedHeader(_ header: String) -> String {
        NormalizedHeaderMemo.shared.normalized(header, computing: normalizingHeader)
    }

    /// `normalizedHeader` without remembering.
    static func normalizingHeader(_ header: String) -> String {
        // Words joined in camel case apart ("DebitAmount" is "debit amount"), and letters apart
        // from digits ("Beschreibung1" is "beschreibung 1"); before folding, which lower-cases.
        var spaced = ""
        var previous: Character = " "
        for character in header {
            if (character.isUppercase && previous.isLowercase) || (character.isNumber && previous.isLetter)
                || (character.isLetter && previous.isNumber) {
                spaced.append(" ")
            }
            spaced.append(character)
            previous = character
        }
        var text = spaced.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
        // Drop "(EUR)", "[CHF]" and the like.
        while let open = text.firstIndex(where: { $0 == "(" || $0 == "[" }),
              let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "]" }) {
            text.removeSubrange(open...close)
        }
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
            .filter { !currencyCodes.contains($0) }
        return words.joined(separator: " ")
    }

    static let currencyCodes: Set<String> = ["eur", "chf", "usd", "gbp", "czk", "huf", "pln", "sek", "nok", "dkk"]
}

/// The normalised forms of header names already seen, shared by every thread: at most
/// `capacity` of them, forgotten all at once when full (a run sees far fewer).
///
/// Kept by the names' UTF-8 bytes, not as `String` keys: strings equal by canonical
/// equivalence (`Saldoϓ` precomposed and decomposed) may normalise differently, and the
/// answer must not depend on which of them came first.
final class NormalizedHeaderMemo: @unchecked Sendable {
    static let shared = NormalizedHeaderMemo()
    static let capacity = 8_192

    private let lock = NSLock()
    private var known: [[UInt8]: String] = [:]

    func normalized(_ header: String, computing normalize: (String) -> String) -> String {
        let key = Array(header.utf8)
        lock.lock()
        let found = known[key]
        lock.unlock()
        if let found { return found }
        let normalized = normalize(header)
        lock.lock()
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[key] = normalized
        lock.unlock()
        return normalized
    }
}
