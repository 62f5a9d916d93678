/// The texts of cells that do not read as amounts or dates and of rows the mapper cannot read,
/// line by line in both languages, with the names of number formats they use and the reasons
/// a statement's sign was read as it was.
extension Catalogue {
    static let valuesEnglish: [String: String] = [
        ProblemCode.amountEmptyCell.rawValue: "Cannot read an empty cell as an amount with {decimal_mark_key} and {grouping_key}, such as {example}",
        ProblemCode.amountUnreadable.rawValue: "Cannot read '{cell}' as an amount with {decimal_mark_key} and {grouping_key}, such as {example}",
        ProblemCode.amountTooManyDigits.rawValue: "Cannot read '{cell}' as an amount: it has more than {limit} digits",
        ProblemCode.amountNeedsRounding.rawValue:
            "Cannot read '{cell}' as an amount in {currency} without rounding: it has {places} decimal places, {currency} has {currency_places}",
        ProblemCode.dateUnreadable.rawValue: "Cannot parse '{cell}' as a date in format {pattern}, such as {example}",
        ProblemCode.moneyCurrencyMismatch.rawValue: "Cannot combine amounts in {currency} and {other_currency}",
        ProblemCode.moneyOverflow.rawValue: "The amount is too large: more than {limit} digits",
        ProblemCode.moneyTooPrecise.rawValue: "The amount {amount} has {places} decimal places, but {currency} has {currency_places}; it is not rounded",
        ProblemCode.rowWithoutBookingDate.rawValue: "no booking date",
        ProblemCode.continuationTooLong.rawValue:
            "continuation of line {booking_line} not merged: its purpose would hold {bytes} bytes, more than the {limit} a purpose may hold",
        ProblemCode.cellNotACurrency.rawValue: "'{cell}' is not a currency code such as CHF or EUR",
        ProblemCode.debitAndCredit.rawValue: "both {debit_column} ({debit}) and {credit_column} ({credit}) hold an amount",
        ProblemCode.notADebitCreditMark.rawValue: "'{cell}' is not a debit/credit mark",
        ProblemCode.unreadableCell.rawValue: "column '{column_name}': {reason_key}",
        ProblemCode.skippedUnreadableRow.rawValue: "unreadable: {reason_key}",
        ProblemCode.skippedUnreadableCell.rawValue: "unreadable: column '{column_name}': {reason_key}",

        "advice.amount_unreadable": "if the file uses another number format, set decimal_separator in the template",
        "advice.amount_empty_cell": "if the file uses another number format, set decimal_separator in the template",
        "advice.date_unreadable": "if the file uses another date format, give that format, or write it in the template",
        "advice.row_without_booking_date": "a row with an amount needs a date; fix the row or exclude it",
        "advice.continuation_too_long": "no bank writes a purpose that long; check that the file is the bank's export, or remove the line",
        "advice.debit_and_credit": "a row is either a debit or a credit; fix the row or exclude it",
        "advice.not_a_debit_credit_mark": "expected one of {marks}",
        "advice.amount_too_precise": "check the account's currency",

        ProblemCode.expectedTransactionCount.rawValue: "expected by {path}: {expected} transactions, found {found}",
        ProblemCode.expectedStatementValue.rawValue: "expected by {path}: {key} {expected}, found {found}",
        ProblemCode.expectedTransactionValue.rawValue: "expected by {path}: transaction {transaction}: {key} {expected}, found {found}",
        ProblemCode.expectedSkippedLine.rawValue: "expected by {path}: line {line} skipped, but it was not",
        ProblemCode.unexpectedSkippedLine.rawValue: "expected by {path}: line {line} not skipped, but it was",

        ProblemCode.statementsOverlap.rawValue:
            "{later} (from {later_from}) overlaps {earlier} (to {earlier_to}) by {days} day(s); the rows both contain are booked once",
        ProblemCode.statementGapUnproven.rawValue: "no statement between {earlier} (to {earlier_to}) and {later} (from {later_from}): "
            + "{days} day(s) without bookings, and {missing} states no balance to show that nothing is missing",
        ProblemCode.statementGap.rawValue: "no statement between {earlier} (to {earlier_to}, closing balance {closing}) and {later} "
            + "(from {later_from}, opening balance {opening}): {days} day(s) are missing{difference_key}",
        ProblemCode.statementBalanceBreak.rawValue: "{later} opens with {opening}, but {earlier} closes with {closing}{difference_key}: "
            + "bookings are missing or doubled between the two statements",
        ProblemCode.validationGap.rawValue: "gap: {reason_key}",
        ProblemCode.validationBreak.rawValue: "break: {reason_key}",
        "chain.difference": " (difference {difference})",
        "chain.no_difference": "",

        "sign.reason.running_balance": "proven by the running balance, which moves against the amounts as written",
        "sign.reason.stated_balances": "proven by the stated balances: opening {opening} and closing {closing} differ by the negated total",
        "sign.reason.card_vocabulary":
            "read as a card statement that writes purchases positive: card vocabulary ('{card_word}'), {share} % of the amounts are positive",
        "sign.reason.card_vocabulary_and_payments": "read as a card statement that writes purchases positive: card vocabulary ('{card_word}'), "
            + "the negative rows are payments to the card, {share} % of the amounts are positive",
        "sign.reason.payments_to_card":
            "read as a card statement that writes purchases positive: the negative rows are payments to the card, {share} % of the amounts are positive",
        "sign.reason.card_evenly": "the file speaks of a card ('{card_word}') but its amounts go both ways evenly, "
            + "so whether purchases are written positive or negative is undecided",

        "amount_format.decimal_point": "decimal point",
        "amount_format.decimal_comma": "decimal comma",
        "amount_format.no_grouping": "no grouping",
        "amount_format.grouping": "'{grouping}' grouping",
        "amount_format.apostrophe_grouping": "apostrophe grouping",
        "amount_format.space_grouping": "space grouping",
        "amount_format.no_break_space_grouping": "no-break space grouping",
        "amount_format.narrow_no_break_space_grouping": "narrow no-break space grouping",
        "amount_format.lost_grouping": "grouping by a lost mark ('\u{FFFD}')",
    ]

    static let valuesGerman: [String: String] = [
        ProblemCode.amountEmptyCell.rawValue:
            "eine leere Zelle lässt sich nicht als Betrag mit {decimal_mark_key} und {grouping_key} lesen, etwa {example}",
        ProblemCode.amountUnreadable.rawValue: "'{cell}' lässt sich nicht als Betrag mit {decimal_mark_key} und {grouping_key} lesen, etwa {example}",
        ProblemCode.amountTooManyDigits.rawValue: "'{cell}' lässt sich nicht als Betrag lesen: es hat mehr als {limit} Ziffern",
        ProblemCode.amountNeedsRounding.rawValue:
            "'{cell}' lässt sich nicht ohne Runden als Betrag in {currency} lesen: es hat {places} Nachkommastellen, {currency} hat {currency_places}",
        ProblemCode.dateUnreadable.rawValue: "'{cell}' lässt sich nicht als Datum im Format {pattern} lesen, etwa {example}",
        ProblemCode.moneyCurrencyMismatch.rawValue: "Beträge in {currency} und {other_currency} lassen sich nicht verrechnen",
        ProblemCode.moneyOverflow.rawValue: "der Betrag ist zu gross: mehr als {limit} Ziffern",
        ProblemCode.moneyTooPrecise.rawValue: "der Betrag {amount} hat {places} Nachkommastellen, aber {currency} hat {currency_places}; er wird nicht gerundet",
        ProblemCode.rowWithoutBookingDate.rawValue: "kein Buchungsdatum",
        ProblemCode.continuationTooLong.rawValue:
            "Fortsetzung von Zeile {booking_line} nicht angefügt: ihr Zweck hätte {bytes} Bytes, mehr als die {limit}, die ein Zweck haben darf",
        ProblemCode.cellNotACurrency.rawValue: "'{cell}' ist kein Währungscode wie CHF oder EUR",
        ProblemCode.debitAndCredit.rawValue: "sowohl {debit_column} ({debit}) als auch {credit_column} ({credit}) enthalten einen Betrag",
        ProblemCode.notADebitCreditMark.rawValue: "'{cell}' ist keine Soll/Haben-Markierung",
        ProblemCode.unreadableCell.rawValue: "Spalte '{column_name}': {reason_key}",
        ProblemCode.skippedUnreadableRow.rawValue: "unlesbar: {reason_key}",
        ProblemCode.skippedUnreadableCell.rawValue: "unlesbar: Spalte '{column_name}': {reason_key}",

        "advice.amount_unreadable": "verwendet die Datei ein anderes Zahlenformat, decimal_separator in der Vorlage setzen",
        "advice.amount_empty_cell": "verwendet die Datei ein anderes Zahlenformat, decimal_separator in der Vorlage setzen",
        "advice.date_unreadable": "verwendet die Datei ein anderes Datumsformat, dieses angeben oder in der Vorlage festhalten",
        "advice.row_without_booking_date": "eine Zeile mit Betrag braucht ein Datum; die Zeile korrigieren oder ausschliessen",
        "advice.continuation_too_long":
            "keine Bank schreibt einen so langen Zweck; prüfen, ob die Datei der Export der Bank ist, oder die Zeile entfernen",
        "advice.debit_and_credit": "eine Zeile ist entweder eine Belastung oder eine Gutschrift; die Zeile korrigieren oder ausschliessen",
        "advice.not_a_debit_credit_mark": "erwartet: eine von {marks}",
        "advice.amount_too_precise": "die Währung des Kontos prüfen",

        ProblemCode.expectedTransactionCount.rawValue: "erwartet laut {path}: {expected} Buchungen, gefunden {found}",
        ProblemCode.expectedStatementValue.rawValue: "erwartet laut {path}: {key} {expected}, gefunden {found}",
        ProblemCode.expectedTransactionValue.rawValue: "erwartet laut {path}: Buchung {transaction}: {key} {expected}, gefunden {found}",
        ProblemCode.expectedSkippedLine.rawValue: "erwartet laut {path}: Zeile {line} übersprungen, sie wurde es aber nicht",
        ProblemCode.unexpectedSkippedLine.rawValue: "erwartet laut {path}: Zeile {line} nicht übersprungen, sie wurde es aber",

        ProblemCode.statementsOverlap.rawValue: "{later} (ab {later_from}) überschneidet sich mit {earlier} (bis {earlier_to}) "
            + "um {days} Tag(e); die Zeilen, die beide enthalten, werden einmal gebucht",
        ProblemCode.statementGapUnproven.rawValue: "kein Auszug zwischen {earlier} (bis {earlier_to}) und {later} (ab {later_from}): "
            + "{days} Tag(e) ohne Buchungen, und {missing} nennt keinen Saldo, der zeigt, dass nichts fehlt",
        ProblemCode.statementGap.rawValue: "kein Auszug zwischen {earlier} (bis {earlier_to}, Schlusssaldo {closing}) und {later} "
            + "(ab {later_from}, Anfangssaldo {opening}): {days} Tag(e) fehlen{difference_key}",
        ProblemCode.statementBalanceBreak.rawValue: "{later} beginnt mit {opening}, aber {earlier} endet mit {closing}{difference_key}: "
            + "zwischen den beiden Auszügen fehlen Buchungen oder sind doppelt",
        ProblemCode.validationGap.rawValue: "Lücke: {reason_key}",
        ProblemCode.validationBreak.rawValue: "Bruch: {reason_key}",
        "chain.difference": " (Differenz {difference})",
        "chain.no_difference": "",

        "sign.reason.running_balance": "belegt durch den laufenden Saldo, der sich gegen die Beträge bewegt, wie sie geschrieben sind",
        "sign.reason.stated_balances":
            "belegt durch die genannten Salden: Anfangssaldo {opening} und Schlusssaldo {closing} unterscheiden sich um die negierte Summe",
        "sign.reason.card_vocabulary": "als Kartenabrechnung gelesen, die Einkäufe positiv schreibt: Wörter einer Karte ('{card_word}'), "
            + "{share} % der Beträge sind positiv",
        "sign.reason.card_vocabulary_and_payments": "als Kartenabrechnung gelesen, die Einkäufe positiv schreibt: Wörter einer Karte "
            + "('{card_word}'), die negativen Zeilen sind Zahlungen an die Karte, {share} % der Beträge sind positiv",
        "sign.reason.payments_to_card": "als Kartenabrechnung gelesen, die Einkäufe positiv schreibt: die negativen Zeilen sind "
            + "Zahlungen an die Karte, {share} % der Beträge sind positiv",
        "sign.reason.card_evenly": "die Datei spricht von einer Karte ('{card_word}'), aber ihre Beträge gehen gleichmässig in beide "
            + "Richtungen; ob Einkäufe positiv oder negativ geschrieben sind, ist offen",

        "amount_format.decimal_point": "Dezimalpunkt",
        "amount_format.decimal_comma": "Dezimalkomma",
        "amount_format.no_grouping": "ohne Zifferngruppierung",
        "amount_format.grouping": "Zifferngruppierung '{grouping}'",
        "amount_format.apostrophe_grouping": "Zifferngruppierung durch Apostroph",
        "amount_format.space_grouping": "Zifferngruppierung durch Leerzeichen",
        "amount_format.no_break_space_grouping": "Zifferngruppierung durch geschütztes Leerzeichen",
        "amount_format.narrow_no_break_space_grouping": "Zifferngruppierung durch schmales geschütztes Leerzeichen",
        "amount_format.lost_grouping": "Zifferngruppierung durch ein verlorenes Zeichen ('\u{FFFD}')",
    ]
}
