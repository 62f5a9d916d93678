/// The month names statements use, English and German (Austrian `Jänner` included), lower
/// case, mapped to the month's number. Lookups are on lower-cased text, and Swift compares
/// strings by canonical equivalence, so `Mär` matches whether its `ä` is one code point or two.
extension DateFormat {
    static let abbreviatedMonthNames: [String: Int] = [
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
    ]

    static let fullMonthNames: [String: Int] = [
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
    ]

    /// The names examples and `format` write.
    static func englishMonthNames(full: Bool) -> [String] {
        full
            ? ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
            : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    }
}
