/// Why detection leaves a setting undecided — the date order, the decimal mark, the encoding —
/// with the readings each candidate gives, line by line in both languages.
extension Catalogue {
    static let ambiguityEnglish: [String: String] = [
        ProblemCode.ambiguousDateFormat.rawValue: "'{cell}' reads as {readings}, and {undecided} (a day above 12 would)",
        ProblemCode.ambiguousDecimalMark.rawValue: "'{cell}' reads as {readings}, and {undecided}",
        ProblemCode.ambiguousDecimalMarkWholeNumbers.rawValue: "{whole} (such as '{cell}'), so no decimal mark shows",
        ProblemCode.ambiguousEncoding.rawValue: "the non-ASCII bytes read as plausible text in both encodings; name the encoding",
        "ambiguity.date_reading": "{date} as {pattern}",
        "ambiguity.no_date_reading": "nothing as {pattern}",
        "ambiguity.date_readings_separator": ", ",
        "ambiguity.number_reading": "{amount} with {format}",
        "ambiguity.no_number_reading": "nothing with {format}",
        "ambiguity.number_readings_separator": " or as ",
        "ambiguity.number_format": "{decimal_mark} and {grouping}",
        "ambiguity.undecided_one": "the only value does not tell them apart",
        "ambiguity.undecided_many": "none of the {values} values tells them apart",
        "ambiguity.whole_one": "the only value is whole numbers",
        "ambiguity.whole_many": "all {values} values are whole numbers",
        ProblemCode.undecidedSetting.rawValue: "undecided {setting}: {candidates} — {reason}{settling}",
        "ambiguity.candidates_separator": " or ",
        "ambiguity.settling": " ({hint})",
    ]

    static let ambiguityGerman: [String: String] = [
        ProblemCode.ambiguousDateFormat.rawValue: "'{cell}' liest sich als {readings}, und {undecided} (ein Tag über 12 würde es)",
        ProblemCode.ambiguousDecimalMark.rawValue: "'{cell}' liest sich als {readings}, und {undecided}",
        ProblemCode.ambiguousDecimalMarkWholeNumbers.rawValue: "{whole} (etwa '{cell}'), also zeigt sich kein Dezimalzeichen",
        ProblemCode.ambiguousEncoding.rawValue:
            "die Bytes ausserhalb von ASCII ergeben in beiden Kodierungen glaubhaften Text; die Kodierung nennen",
        "ambiguity.date_reading": "{date} nach {pattern}",
        "ambiguity.no_date_reading": "nichts nach {pattern}",
        "ambiguity.date_readings_separator": ", ",
        "ambiguity.number_reading": "{amount} mit {format}",
        "ambiguity.no_number_reading": "nichts mit {format}",
        "ambiguity.number_readings_separator": " oder als ",
        "ambiguity.number_format": "{decimal_mark} und {grouping}",
        "ambiguity.undecided_one": "der einzige Wert unterscheidet sie nicht",
        "ambiguity.undecided_many": "keiner der {values} Werte unterscheidet sie",
        "ambiguity.whole_one": "der einzige Wert ist eine ganze Zahl",
        "ambiguity.whole_many": "alle {values} Werte sind ganze Zahlen",
        ProblemCode.undecidedSetting.rawValue: "unentschieden {setting}: {candidates} — {reason}{settling}",
        "ambiguity.candidates_separator": " oder ",
        "ambiguity.settling": " ({hint})",
    ]
}
