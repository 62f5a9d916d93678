/// The texts of why no mapping could be proposed for a file, line by line in both languages,
/// and the words for columns and their kinds that problems about columns use.
extension Catalogue {
    static let mappingEnglish: [String: String] = [
        ProblemCode.noBookingDateColumn.rawValue: "cannot map the columns: no column holds booking dates (columns: {file_columns})",
        ProblemCode.bookingDateColumnHoldsNoDates.rawValue:
            "cannot map the columns: no column holds booking dates; {named_column} is named as the booking date, "
            + "but its values do not read as dates with a day, month and year (columns: {file_columns})",
        ProblemCode.dateOrderUndecided.rawValue: "cannot map the columns: the date order is undecided: {date_formats_alternatives}",
        ProblemCode.noAmountColumn.rawValue: "cannot map the columns: no column holds the amounts (columns: {file_columns})",
        ProblemCode.amountColumnsUndecided.rawValue:
            "cannot map the columns: no column is known to hold the amounts: columns {amount_numbers} hold amounts, "
            + "and nothing in the file tells which are the transactions' (columns: {file_columns})",
        ProblemCode.amountColumnsUndecidedWithoutHeader.rawValue:
            "cannot map the columns: no column is known to hold the amounts: columns {amount_numbers} hold amounts, "
            + "and nothing in the file tells which are the transactions' (it has no header) (columns: {file_columns})",
        ProblemCode.decimalMarkUndecided.rawValue: "cannot map the columns: the decimal mark of the amounts is undecided",

        "column_kind.date": "date",
        "column_kind.amount": "amount",
        "column_kind.number": "number",
        "column_kind.iban": "iban",
        "column_kind.text": "text",
        "column_kind.empty": "empty",
        "label.no_name": "(no name)",
        "label.or": " or ",
    ]

    static let mappingGerman: [String: String] = [
        ProblemCode.noBookingDateColumn.rawValue:
            "die Spalten lassen sich nicht zuordnen: keine Spalte enthält Buchungsdaten (Spalten: {file_columns})",
        ProblemCode.bookingDateColumnHoldsNoDates.rawValue:
            "die Spalten lassen sich nicht zuordnen: keine Spalte enthält Buchungsdaten; {named_column} heisst wie das Buchungsdatum, "
            + "aber ihre Werte lesen sich nicht als Daten mit Tag, Monat und Jahr (Spalten: {file_columns})",
        ProblemCode.dateOrderUndecided.rawValue:
            "die Spalten lassen sich nicht zuordnen: die Reihenfolge von Tag und Monat ist offen: {date_formats_alternatives}",
        ProblemCode.noAmountColumn.rawValue: "die Spalten lassen sich nicht zuordnen: keine Spalte enthält die Beträge (Spalten: {file_columns})",
        ProblemCode.amountColumnsUndecided.rawValue:
            "die Spalten lassen sich nicht zuordnen: keine Spalte enthält erkennbar die Beträge: die Spalten {amount_numbers} "
            + "enthalten Beträge, und nichts in der Datei sagt, welche die der Buchungen sind (Spalten: {file_columns})",
        ProblemCode.amountColumnsUndecidedWithoutHeader.rawValue:
            "die Spalten lassen sich nicht zuordnen: keine Spalte enthält erkennbar die Beträge: die Spalten {amount_numbers} "
            + "enthalten Beträge, und nichts in der Datei sagt, welche die der Buchungen sind (sie hat keine Kopfzeile) "
            + "(Spalten: {file_columns})",
        ProblemCode.decimalMarkUndecided.rawValue: "die Spalten lassen sich nicht zuordnen: das Dezimalzeichen der Beträge ist offen",

        "column_kind.date": "Datum",
        "column_kind.amount": "Betrag",
        "column_kind.number": "Zahl",
        "column_kind.iban": "IBAN",
        "column_kind.text": "Text",
        "column_kind.empty": "leer",
        "label.no_name": "(ohne Namen)",
        "label.or": " oder ",
    ]
}
