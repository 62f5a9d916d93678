/// The texts of what detection decided and how, line by line in both languages, kept apart
/// from the shared tables so that each area adds its words in its own file.
///
/// A `{…_column}` placeholder is a column as a person names it, its header name or its number
/// (`'Betrag'`, `column 3`), and a `{…_columns}` placeholder several; `Problem.message` fills
/// them in from the data.
extension Catalogue {
    static let detectionEnglish: [String: String] = [
        ProblemCode.amountsInTwinColumns.rawValue:
            "{amount_column} holds the amounts: {twin_column} holds the same amount on every row, so either reads the file alike",
        ProblemCode.amountsProvenByBalanceBefore.rawValue:
            "{amount_column} holds the amounts: proven by {balance_column}, the balance before each transaction "
            + "(balance + amount = the next row's balance, in the order of the dates), which is not checked as a balance after it",
        ProblemCode.feeNotProven.rawValue:
            "{fee_column} holds a fee on {charged} of {rows} rows (such as {example}); no running balance proves whether the amounts "
            + "include it, so they are read as written, the fee not taken off: check a row against the bank's records, and write "
            + "a template with the fee column if the fee comes on top",
        ProblemCode.decimalMarkByPaddedDecimals.rawValue:
            "'.' is the decimal mark: every amount has three decimals ending in 0 (such as '{example}'), "
            + "which as thousands would make each a multiple of ten",
        ProblemCode.lostGroupingMark.rawValue:
            "amounts such as '{example}' have '\u{FFFD}' (U+FFFD) where a thousands separator goes: the file lost its grouping mark "
            + "in a re-encoding upstream, and '\u{FFFD}' is read as the thousands separator",
        ProblemCode.wholeAmountsEitherMark.rawValue: "every amount is a whole number, so either decimal mark reads them alike",
        ProblemCode.dateOrderByRowOrder.rawValue: "date order: the rows run in date order only when read as {format}, not as {other}",
        ProblemCode.dateOrderByValueDates.rawValue:
            "date order: the value dates lie within days of the booking dates only when read as {format}",
        ProblemCode.dateOrderByDollarConvention.rawValue:
            "date order: no date tells day from month; read as {format} by the convention of US-dollar statements in English "
            + "(give the date format {other} if that is wrong)",
        ProblemCode.dateOrderByCurrencyConvention.rawValue:
            "date order: no date tells day from month; read as {format} by the convention of {currency} statements "
            + "(give the date format {other} if that is wrong)",
        ProblemCode.debitCreditProvenByBalance.rawValue:
            "{debit_column} holds the debits and {credit_column} the credits: proven by the running balance in {balance_column}",
        ProblemCode.amountsProvenByDirectionAndBalance.rawValue:
            "{amount_column} holds the amounts, signed by the debit and credit marks in {direction_column}: "
            + "proven by the running balance in {balance_column}",
        ProblemCode.amountsInOnlySignedColumn.rawValue:
            "{amount_column} holds the amounts: of the columns of amounts filled on every row, only it has amounts both below and "
            + "above zero; {other_columns} never below zero and not read (no running balance chains with it)",
        ProblemCode.directionMarksProvenByBalance.rawValue:
            "{direction_column} gives the amounts their direction, '{debit}' for debits and '{credit}' for credits: "
            + "proven by the running balance in {balance_column}",
        ProblemCode.severalTables.rawValue: "the file holds more than one table; reading the one at lines {first_line}–{last_line}",
        ProblemCode.severalTablesFirstRead.rawValue:
            "the file holds more than one table; reading the first one (lines {first_line}–{last_line})",
        ProblemCode.pendingByLegend.rawValue:
            "rows marked '{mark}' are not booked yet, as the file's legend says ('{legend}'): they are skipped as pending",

        ProblemCode.bookingDateVaries.rawValue:
            "booking date: {booking_column}; {constant_column} holds one date on every row (the statement's, not the bookings')",
        ProblemCode.bookingDateCompleted.rawValue:
            "booking date: {booking_column} dates every row; {named_column} is empty on {count} more row(s) (not yet booked)",

        "label.column": "column {number}",
        "label.and": " and ",
    ]

    static let detectionGerman: [String: String] = [
        ProblemCode.amountsInTwinColumns.rawValue:
            "{amount_column} enthält die Beträge: {twin_column} enthält in jeder Zeile denselben Betrag, beide lesen die Datei also gleich",
        ProblemCode.amountsProvenByBalanceBefore.rawValue:
            "{amount_column} enthält die Beträge: belegt durch {balance_column}, den Saldo vor jeder Buchung "
            + "(Saldo + Betrag = Saldo der nächsten Zeile, in der Reihenfolge der Daten), der nicht als Saldo danach geprüft wird",
        ProblemCode.feeNotProven.rawValue:
            "{fee_column} enthält eine Gebühr in {charged} von {rows} Zeilen (etwa {example}); kein laufender Saldo belegt, ob die "
            + "Beträge sie enthalten, daher werden sie gelesen wie geschrieben, ohne die Gebühr abzuziehen: eine Zeile mit den "
            + "Unterlagen der Bank vergleichen und eine Vorlage mit der Gebührenspalte schreiben, falls die Gebühr hinzukommt",
        ProblemCode.decimalMarkByPaddedDecimals.rawValue:
            "'.' ist das Dezimalzeichen: jeder Betrag hat drei Nachkommastellen mit einer 0 am Ende (etwa '{example}'), "
            + "als Tausender wäre jeder ein Vielfaches von zehn",
        ProblemCode.lostGroupingMark.rawValue:
            "Beträge wie '{example}' haben '\u{FFFD}' (U+FFFD), wo ein Tausendertrennzeichen steht: die Datei hat ihr "
            + "Tausendertrennzeichen bei einer früheren Umkodierung verloren, und '\u{FFFD}' wird als Tausendertrennzeichen gelesen",
        ProblemCode.wholeAmountsEitherMark.rawValue: "jeder Betrag ist eine ganze Zahl, beide Dezimalzeichen lesen sie also gleich",
        ProblemCode.dateOrderByRowOrder.rawValue:
            "Datumsreihenfolge: die Zeilen sind nur als {format} gelesen nach Datum geordnet, nicht als {other}",
        ProblemCode.dateOrderByValueDates.rawValue:
            "Datumsreihenfolge: die Valutadaten liegen nur als {format} gelesen wenige Tage bei den Buchungsdaten",
        ProblemCode.dateOrderByDollarConvention.rawValue:
            "Datumsreihenfolge: kein Datum unterscheidet Tag und Monat; als {format} gelesen, wie englische Auszüge in US-Dollar "
            + "schreiben (das Datumsformat {other} angeben, falls das falsch ist)",
        ProblemCode.dateOrderByCurrencyConvention.rawValue:
            "Datumsreihenfolge: kein Datum unterscheidet Tag und Monat; als {format} gelesen, wie Auszüge in {currency} schreiben "
            + "(das Datumsformat {other} angeben, falls das falsch ist)",
        ProblemCode.debitCreditProvenByBalance.rawValue:
            "{debit_column} enthält die Belastungen und {credit_column} die Gutschriften: belegt durch den laufenden Saldo in {balance_column}",
        ProblemCode.amountsProvenByDirectionAndBalance.rawValue:
            "{amount_column} enthält die Beträge, mit der Richtung aus den Soll- und Haben-Zeichen in {direction_column}: "
            + "belegt durch den laufenden Saldo in {balance_column}",
        ProblemCode.amountsInOnlySignedColumn.rawValue:
            "{amount_column} enthält die Beträge: von den in jeder Zeile gefüllten Spalten mit Beträgen hat nur sie Beträge unter "
            + "und über null; {other_columns} nie unter null und nicht gelesen (kein laufender Saldo passt dazu)",
        ProblemCode.directionMarksProvenByBalance.rawValue:
            "{direction_column} gibt den Beträgen ihre Richtung, '{debit}' für Belastungen und '{credit}' für Gutschriften: "
            + "belegt durch den laufenden Saldo in {balance_column}",
        ProblemCode.severalTables.rawValue: "die Datei enthält mehr als eine Tabelle; gelesen wird die in den Zeilen {first_line}–{last_line}",
        ProblemCode.severalTablesFirstRead.rawValue:
            "die Datei enthält mehr als eine Tabelle; gelesen wird die erste (Zeilen {first_line}–{last_line})",
        ProblemCode.pendingByLegend.rawValue:
            "mit '{mark}' markierte Zeilen sind noch nicht gebucht, wie die Legende der Datei sagt ('{legend}'): "
            + "sie werden als vorgemerkt übersprungen",

        ProblemCode.bookingDateVaries.rawValue:
            "Buchungsdatum: {booking_column}; {constant_column} enthält in jeder Zeile dasselbe Datum (das des Auszugs, nicht der Buchungen)",
        ProblemCode.bookingDateCompleted.rawValue:
            "Buchungsdatum: {booking_column} datiert jede Zeile; {named_column} ist in {count} Zeile(n) mehr leer (noch nicht gebucht)",

        "label.column": "Spalte {number}",
        "label.and": " und ",
    ]
}
