/// The texts of the detection and mapping rules of issue 32, line by line in both languages,
/// kept apart from the shared tables so that each area adds its words in its own file.
extension Catalogue {
    static let detection32English: [String: String] = [
        ProblemCode.feeOnTopByName.rawValue:
            "'{fee_column}' holds a fee on {charged} of {rows} rows, and '{amount_column}' names the amount after the fee, "
            + "so the account paid both: each fee is taken off its amount",
        ProblemCode.headerOnSeveralLines.rawValue:
            "the header is written on lines {first_line} to {last_line}: each column's name is made of its parts on them ({names})",
        ProblemCode.rowsWiderThanHeader.rawValue:
            "{count} row(s) fill more fields than the header's {header_fields}, the first on line {first_line} with {fields}: "
            + "a delimiter inside a field may have shifted the fields after it, so check these rows against the bank's records",
    ]

    static let detection32German: [String: String] = [
        ProblemCode.feeOnTopByName.rawValue:
            "'{fee_column}' enthält auf {charged} von {rows} Zeilen eine Gebühr, und '{amount_column}' nennt den Betrag nach der Gebühr, "
            + "also hat das Konto beides bezahlt: jede Gebühr wird von ihrem Betrag abgezogen",
        ProblemCode.headerOnSeveralLines.rawValue:
            "die Kopfzeile steht auf den Zeilen {first_line} bis {last_line}: jeder Spaltenname setzt sich aus seinen Teilen dort zusammen ({names})",
        ProblemCode.rowsWiderThanHeader.rawValue:
            "{count} Zeile(n) füllen mehr Felder als die {header_fields} der Kopfzeile, die erste auf Zeile {first_line} mit {fields}: "
            + "ein Trennzeichen in einem Feld kann die Felder danach verschoben haben; prüfen Sie diese Zeilen anhand der Unterlagen der Bank",
    ]
}
