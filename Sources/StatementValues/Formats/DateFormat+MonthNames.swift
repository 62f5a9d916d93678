import Foundation

/// The month names statements use, lower case, mapped to the month's number: the names written
/// out below (English, German with Austrian `Jänner`, French, Italian, Spanish, Portuguese, Dutch,
/// the Nordic languages, Polish and Czech in the nominative and the genitive a date writes),
/// and those the platform's locale data has for every language of the EU and EFTA
/// (`LocaleMonthNames`). No name means two months in two languages. Lookups are on lower-cased
/// text, and Swift compares strings by canonical equivalence, so `Mär` matches whether its `ä`
/// is one code point or two.
extension DateFormat {
    static let abbreviatedMonthNames = LocaleMonthNames.merged(writtenAbbreviations, abbreviated: true)
    static let fullMonthNames = LocaleMonthNames.merged(writtenFullNames, abbreviated: false)

    private static let writtenAbbreviations: [String: Int] = [
        "jan": 1, "jän": 1,
        "feb": 2,
        "mar": 3, "mär": 3, "mrz": 3, "märz": 3,
        "apr": 4,
        "may": 5, "mai": 5,
        "jun": 6, "juni": 6,
        "jul": 7, "juli": 7,
        "aug": 8,
        "sep": 9, "sept": 9,
        "oct": 10, "okt": 10,
        "nov": 11,
        "dec": 12, "dez": 12,
        // French, Italian, Spanish, Portuguese, Dutch, Nordic, Polish, Czech.
        "janv": 1, "gen": 1, "ene": 1, "sty": 1, "led": 1,
        "févr": 2, "fevr": 2, "fév": 2, "fev": 2, "lut": 2, "úno": 2,
        "mars": 3, "mrt": 3, "bře": 3,
        "avr": 4, "abr": 4, "kwi": 4, "dub": 4,
        "mag": 5, "mei": 5, "maj": 5, "kvě": 5,
        "juin": 6, "giu": 6, "cze": 6, "čvn": 6,
        "juil": 7, "lug": 7, "lip": 7, "čvc": 7,
        "août": 8, "aout": 8, "ago": 8, "sie": 8, "srp": 8,
        "set": 9, "wrz": 9, "zář": 9,
        "ott": 10, "out": 10, "paź": 10, "říj": 10,
        "lis": 11,
        "déc": 12, "dic": 12, "gru": 12, "pro": 12,
    ]

    private static let writtenFullNames: [String: Int] = [
        "january": 1, "januar": 1, "jänner": 1,
        "february": 2, "februar": 2, "feber": 2,
        "march": 3, "märz": 3,
        "april": 4,
        "may": 5, "mai": 5,
        "june": 6, "juni": 6,
        "july": 7, "juli": 7,
        "august": 8,
        "september": 9,
        "october": 10, "oktober": 10,
        "november": 11,
        "december": 12, "dezember": 12,
        "janvier": 1, "gennaio": 1, "enero": 1, "janeiro": 1, "januari": 1, "styczeń": 1, "stycznia": 1, "leden": 1, "ledna": 1,
        "février": 2, "fevrier": 2, "febbraio": 2, "febrero": 2, "fevereiro": 2, "februari": 2, "luty": 2, "lutego": 2,
        "únor": 2, "února": 2,
        "marzo": 3, "março": 3, "marco": 3, "maart": 3, "marts": 3, "mars": 3, "marzec": 3, "marca": 3, "březen": 3, "března": 3,
        "avril": 4, "aprile": 4, "abril": 4, "kwiecień": 4, "kwietnia": 4, "duben": 4, "dubna": 4,
        "maggio": 5, "mayo": 5, "maio": 5, "mei": 5, "maj": 5, "maja": 5, "květen": 5, "května": 5,
        "juin": 6, "giugno": 6, "junio": 6, "junho": 6, "czerwiec": 6, "czerwca": 6, "červen": 6, "června": 6,
        "juillet": 7, "luglio": 7, "julio": 7, "julho": 7, "lipiec": 7, "lipca": 7, "červenec": 7, "července": 7,
        "août": 8, "aout": 8, "agosto": 8, "augustus": 8, "augusti": 8, "sierpień": 8, "sierpnia": 8, "srpen": 8, "srpna": 8,
        "septembre": 9, "settembre": 9, "septiembre": 9, "setembro": 9, "wrzesień": 9, "września": 9, "září": 9,
        "octobre": 10, "ottobre": 10, "octubre": 10, "outubro": 10, "październik": 10, "października": 10, "říjen": 10,
        "října": 10,
        "novembre": 11, "noviembre": 11, "novembro": 11, "listopad": 11, "listopada": 11, "listopadu": 11,
        "décembre": 12, "decembre": 12, "dicembre": 12, "diciembre": 12, "dezembro": 12, "grudzień": 12, "grudnia": 12,
        "prosinec": 12, "prosince": 12,
    ]

    /// The names examples and `format` write.
    static func englishMonthNames(full: Bool) -> [String] {
        full
            ? ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
            : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    }
}

/// Month names from the platform's locale data (`DateFormatter`'s month symbols, in the
/// formatting and the stand-alone forms), for the languages of the EU and EFTA and a few more
/// our users' banks write.
enum LocaleMonthNames {
    static let localeIdentifiers = [
        "en", "de", "fr", "it", "es", "pt", "nl", "sv", "nb", "nn", "da", "fi", "is", "pl", "cs", "sk", "hu", "sl", "hr",
        "ro", "bg", "el", "lt", "lv", "et", "ga", "mt", "ca", "gl", "eu", "lb", "rm", "sr-Latn",
    ]

    /// `written` with every locale name added that no written name has and that means one
    /// month in every language having it; a written name wins over the locale data.
    static func merged(_ written: [String: Int], abbreviated: Bool) -> [String: Int] {
        var months: [String: Set<Int>] = [:]
        let formatter = DateFormatter()
        for identifier in localeIdentifiers {
            formatter.locale = Locale(identifier: identifier)
            let symbols = abbreviated
                ? [formatter.shortMonthSymbols, formatter.shortStandaloneMonthSymbols]
                : [formatter.monthSymbols, formatter.standaloneMonthSymbols]
            for list in symbols.compactMap({ $0 }) where list.count == 12 {
                for (index, symbol) in list.enumerated() {
                    // The parser reads a name's letters and takes a dot after it by itself.
                    let name = symbol.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                    guard !name.isEmpty, name.allSatisfy(\.isLetter) else { continue }
                    months[name, default: []].insert(index + 1)
                }
            }
        }
        var names = written
        for (name, candidates) in months where candidates.count == 1 && names[name] == nil {
            names[name] = candidates.first
        }
        return names
    }
}
