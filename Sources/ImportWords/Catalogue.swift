/// The texts of the catalogue, line by line in both languages: every key in one table is in
/// the other, with the same placeholders (the catalogue tests check both).
///
/// Keys: a `ProblemCode`'s raw value for its problem; `need.` for what settles a need, said
/// without any command's option; `label.` for the words around diagnostics; `preview.` for the
/// preview's table. Texts name no option of any command: a command line adds its own.
enum Catalogue {
    static let english: [String: String] = [
        ProblemCode.currencyUnknown.rawValue: "the file does not state its currency: amounts are shown with the currency unknown",
        ProblemCode.currencyFromAccount.rawValue: "currency: {currency}, the currency of the account '{account}'; the file names none",
        ProblemCode.amountTooPrecise.rawValue: "the amount {amount} has more fraction digits than {currency} allows",
        ProblemCode.signInverted.rawValue: "sign: debits are written positive; {reason_key}",
        ProblemCode.signUndecided.rawValue: "sign: {reason_key}",
        ProblemCode.bytesReplaced.rawValue: "{count} byte sequence(s) are not valid {encoding} and were replaced by U+FFFD",
        ProblemCode.byteOrderMark.rawValue: "the file starts with a {encoding} byte order mark, so it is read as {encoding}, not {detected}",
        ProblemCode.unlistedBalanceBreaks.rawValue: "{count} more running-balance break(s) beyond the first {listed} are not listed",
        ProblemCode.noMatchingAccount.rawValue: "no account of {target} matches the statement; every row is shown as new",
        ProblemCode.undecidedBeforeBooking.rawValue: "the statement cannot be booked while {subject} is undecided; nothing was booked",
        ProblemCode.journalCurrencyUnknown.rawValue:
            "the statement does not state its currency, which a journal writes with every amount; nothing was written",
        ProblemCode.expectedBalanceNotAnAmount.rawValue: "the expected balance {amount} is not an amount such as 1523.17",
        ProblemCode.expectedBalanceForSeveralAccounts.rawValue:
            "the expected balance names one account's balance, but the files belong to {count} accounts",
        ProblemCode.journalAccountNameInvalid.rawValue: "the account name '{name}' is not a {format} account name: {reason}",
        ProblemCode.columnNotInFile.rawValue: "the column {role}={column}: the file has {count} column(s)",
        ProblemCode.columnHoldsNoAmounts.rawValue: "the column {role}={column}: column {name} holds no amounts ({kind})",
        ProblemCode.columnHoldsNoDates.rawValue: "the column {role}={column}: column {name} holds no dates ({kind})",
        ProblemCode.emptyFile.rawValue: "the file is empty: there is no table to read; export the statement again",
        ProblemCode.binaryContent.rawValue:
            "not a CSV table: binary content (a NUL byte at byte {byte}); export the statement as CSV, or name a UTF-16 file's encoding",
        ProblemCode.recordTooLong.rawValue:
            "the record starting on line {line} is longer than {mebibytes} MiB; this is not a statement table, or the quote setting is wrong",
        ProblemCode.tooManyFields.rawValue:
            "the record starting on line {line} has more than {limit} fields; this is not a statement table, or the delimiter is wrong",
        ProblemCode.currencyWrittenWithAmounts.rawValue: "currency: {currency}, which every amount names beside its number",
        ProblemCode.currencyFromTemplate.rawValue: "currency: {currency}, as template {template} states; the file names none",
        ProblemCode.encodingUncertain.rawValue: "encoding: read as {encoding}, though {other} reads the texts as plausibly; "
            + "amounts and dates are alike in both, names may not be",
        ProblemCode.note.rawValue: "{text}",

        "need.currency": "name the currency, or book into an existing account, whose currency is used",
        "need.currency.subject": "the currency",
        "need.date_format": "say which date order the file uses",
        "need.date_format.subject": "the date order",
        "need.decimal_separator": "say which decimal mark the amounts use",
        "need.decimal_separator.subject": "the decimal mark",
        "need.sign": "say whether debits are written negative or positive",
        "need.sign.subject": "the sign of debits",
        "need.encoding": "name the text encoding",
        "need.encoding.subject": "the text encoding",
        "need.delimiter": "name the delimiter",
        "need.delimiter.subject": "the delimiter",
        "need.template": "choose one of the templates",
        "need.template.subject": "the template",
        "need.columns": "say which column holds the {role}, numbering the columns from 1",
        "need.columns.subject": "the {role} column",
        "need.candidates": "candidates: {candidates}",
        "need.likely": "likely: {candidates}",

        "label.error": "error:",
        "label.warning": "warning:",
        "label.hint": "hint:",

        "preview.transactions": "{file}: {count} transaction(s)",
        "preview.already_booked": ", {count} already booked",
        "preview.skipped_lines": ", {count} line(s) skipped",
        "preview.header.line": "line",
        "preview.header.date": "date",
        "preview.header.amount": "amount",
        "preview.header.text": "counterparty · purpose",
        "preview.duplicate": "[duplicate] ",
        "preview.total": "total",
        "preview.currency_unknown": "(currency unknown)",
        "preview.skipped": "skipped:",
        "preview.skipped_line": "  line {line}: {reason}",
        "preview.reconciliation": "reconciliation: {status}",
        "preview.warning": "warning: {message}",
    ]

    static let german: [String: String] = [
        ProblemCode.currencyUnknown.rawValue: "die Datei nennt ihre Währung nicht: die Beträge werden ohne Währung gezeigt",
        ProblemCode.currencyFromAccount.rawValue: "Währung: {currency}, die Währung des Kontos '{account}'; die Datei nennt keine",
        ProblemCode.amountTooPrecise.rawValue: "der Betrag {amount} hat mehr Nachkommastellen, als {currency} erlaubt",
        ProblemCode.signInverted.rawValue: "Vorzeichen: Belastungen sind positiv geschrieben; {reason_key}",
        ProblemCode.signUndecided.rawValue: "Vorzeichen: {reason_key}",
        ProblemCode.bytesReplaced.rawValue: "{count} Bytefolge(n) sind kein gültiges {encoding} und wurden durch U+FFFD ersetzt",
        ProblemCode.byteOrderMark.rawValue: "die Datei beginnt mit einer {encoding}-Byte-Order-Mark (BOM) und wird darum als {encoding} gelesen, nicht als {detected}",
        ProblemCode.unlistedBalanceBreaks.rawValue: "{count} weitere Saldosprünge nach den ersten {listed} sind nicht aufgeführt",
        ProblemCode.noMatchingAccount.rawValue: "kein Konto von {target} passt zum Auszug; jede Zeile wird als neu gezeigt",
        ProblemCode.undecidedBeforeBooking.rawValue: "der Auszug kann nicht gebucht werden, solange {subject} nicht feststeht; es wurde nichts gebucht",
        ProblemCode.journalCurrencyUnknown.rawValue:
            "der Auszug nennt seine Währung nicht, und ein Journal schreibt sie zu jedem Betrag; es wurde nichts geschrieben",
        ProblemCode.expectedBalanceNotAnAmount.rawValue: "der erwartete Saldo {amount} ist kein Betrag der Form 1523.17",
        ProblemCode.expectedBalanceForSeveralAccounts.rawValue:
            "der erwartete Saldo nennt den Saldo eines Kontos, aber die Dateien gehören zu {count} Konten",
        ProblemCode.journalAccountNameInvalid.rawValue: "der Kontoname '{name}' ist kein Kontoname für {format}: {reason}",
        ProblemCode.columnNotInFile.rawValue: "die Spalte {role}={column}: die Datei hat {count} Spalte(n)",
        ProblemCode.columnHoldsNoAmounts.rawValue: "die Spalte {role}={column}: Spalte {name} enthält keine Beträge ({kind})",
        ProblemCode.columnHoldsNoDates.rawValue: "die Spalte {role}={column}: Spalte {name} enthält keine Datumsangaben ({kind})",
        ProblemCode.emptyFile.rawValue: "die Datei ist leer: es gibt keine Tabelle zu lesen; den Auszug erneut exportieren",
        ProblemCode.binaryContent.rawValue:
            "keine CSV-Tabelle: binärer Inhalt (ein NUL-Byte bei Byte {byte}); den Auszug als CSV exportieren oder die Kodierung einer UTF-16-Datei nennen",
        ProblemCode.recordTooLong.rawValue:
            "der Datensatz ab Zeile {line} ist länger als {mebibytes} MiB; das ist keine Auszugstabelle, oder die Anführungszeichen-Einstellung ist falsch",
        ProblemCode.tooManyFields.rawValue:
            "der Datensatz ab Zeile {line} hat mehr als {limit} Felder; das ist keine Auszugstabelle, oder das Trennzeichen ist falsch",
        ProblemCode.currencyWrittenWithAmounts.rawValue: "Währung: {currency}, die jeder Betrag neben seiner Zahl nennt",
        ProblemCode.currencyFromTemplate.rawValue: "Währung: {currency}, wie die Vorlage {template} sie nennt; die Datei nennt keine",
        ProblemCode.encodingUncertain.rawValue: "Kodierung: als {encoding} gelesen, obwohl {other} die Texte ebenso plausibel liest; "
            + "Beträge und Datumsangaben sind in beiden gleich, Namen vielleicht nicht",
        ProblemCode.note.rawValue: "{text}",

        "need.currency": "die Währung nennen oder in ein bestehendes Konto buchen, dessen Währung dann gilt",
        "need.currency.subject": "die Währung",
        "need.date_format": "angeben, in welcher Reihenfolge die Datumsangaben Tag und Monat schreiben",
        "need.date_format.subject": "die Reihenfolge von Tag und Monat",
        "need.decimal_separator": "angeben, welches Dezimalzeichen die Beträge verwenden",
        "need.decimal_separator.subject": "das Dezimalzeichen",
        "need.sign": "angeben, ob Belastungen negativ oder positiv geschrieben sind",
        "need.sign.subject": "das Vorzeichen der Belastungen",
        "need.encoding": "die Zeichenkodierung nennen",
        "need.encoding.subject": "die Zeichenkodierung",
        "need.delimiter": "das Trennzeichen nennen",
        "need.delimiter.subject": "das Trennzeichen",
        "need.template": "eine der Vorlagen wählen",
        "need.template.subject": "die Vorlage",
        "need.columns": "angeben, welche Spalte {role} enthält, die Spalten ab 1 gezählt",
        "need.columns.subject": "die Spalte {role}",
        "need.candidates": "Kandidaten: {candidates}",
        "need.likely": "wahrscheinlich: {candidates}",

        "label.error": "Fehler:",
        "label.warning": "Warnung:",
        "label.hint": "Hinweis:",

        "preview.transactions": "{file}: {count} Buchung(en)",
        "preview.already_booked": ", {count} bereits gebucht",
        "preview.skipped_lines": ", {count} Zeile(n) übersprungen",
        "preview.header.line": "Zeile",
        "preview.header.date": "Datum",
        "preview.header.amount": "Betrag",
        "preview.header.text": "Gegenpartei · Zweck",
        "preview.duplicate": "[Duplikat] ",
        "preview.total": "Summe",
        "preview.currency_unknown": "(Währung unbekannt)",
        "preview.skipped": "übersprungen:",
        "preview.skipped_line": "  Zeile {line}: {reason}",
        "preview.reconciliation": "Abstimmung: {status}",
        "preview.warning": "Warnung: {message}",
    ]
}
