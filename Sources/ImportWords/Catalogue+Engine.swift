/// The engine's words: its refusals and failures (`ImportEngineError`), line by line in both
/// languages. `advice.` keys say what to do where no need or remedy of the problem says it.
extension Catalogue {
    static let engineEnglish: [String: String] = [
        ProblemCode.cancelled.rawValue: "cancelled: nothing booked",
        ProblemCode.accountNotNamed.rawValue: "the statement states no IBAN, so the account must be named",
        ProblemCode.accountIBANInvalid.rawValue: "the statement states IBAN {iban} whose check digits are wrong, so the account must be named",
        ProblemCode.noAccountWithIBAN.rawValue: "no account in {target} has the statement's IBAN {iban}",
        ProblemCode.noSuchAccount.rawValue: "there is no account '{account}' in {target}",
        ProblemCode.accountCurrencyInvalid.rawValue: "the account '{account}' has an unknown currency {currency}",
        ProblemCode.newAccountCurrencyUnknown.rawValue: "the statement does not state its currency, and a new account needs one",
        ProblemCode.newAccountCurrencyUnknownForIBAN.rawValue:
            "the statement does not state its currency, and a new account needs one (the IBAN {iban} is from {country}; likely {likely})",
        ProblemCode.balancesDoNotReconcile.rawValue: "the balances do not reconcile; nothing was booked:\n  {problems}",
        ProblemCode.rowsUnreadable.rawValue: "{count} row(s) cannot be read; nothing was booked: {first}",
        ProblemCode.importSessionLost.rawValue: "the import of {file} lost its session with {target}",
        ProblemCode.openingBalanceUnknown.rawValue: "the opening balance of '{account}' cannot be worked out: {reason}",
        ProblemCode.importStaysBooked.rawValue: "import {import} of {file} stays booked: it cannot be undone: {reason}",
        ProblemCode.reviewExcludesEveryRow.rawValue: "nothing was booked: the review excludes every row",
        ProblemCode.reviewFileMissing.rawValue: "the review file does not exist",
        ProblemCode.reviewFileUnreadable.rawValue: "the review file cannot be read",
        ProblemCode.reviewFileRejected.rawValue: "{problems}",
        ProblemCode.fileIsDirectory.rawValue: "{path} is a directory, not a statement file",
        ProblemCode.fileNotFound.rawValue: "no such file: {path}",
        ProblemCode.filePermissionDenied.rawValue: "permission denied: {path}",
        ProblemCode.fileCannotOpen.rawValue: "cannot open {path}: {reason}",
        ProblemCode.fileCannotRead.rawValue: "cannot read {path}: {reason}",
        ProblemCode.directoryUnlistable.rawValue: "cannot list the directory {path}: {reason}",
        ProblemCode.directoryHoldsNoStatements.rawValue: "the directory {path} holds no .csv files",
        ProblemCode.directoryHoldsStatementsBelow.rawValue: "the directory {path} holds no .csv files; its subdirectories are not searched",
        ProblemCode.byteLimitInvalid.rawValue: "{variable}='{value}' is not a positive whole number",
        ProblemCode.rowLimitInvalid.rawValue: "{variable}='{value}' is not a positive whole number",
        ProblemCode.statementOverByteLimit.rawValue:
            "the statement has more than {limit} bytes, the limit for {memory} GiB of memory, and was not read to its end",
        ProblemCode.statementOverRowLimit.rawValue:
            "the statement has more than {limit} rows, the limit for {memory} GiB of memory, and was not read to its end",
        ProblemCode.statementsOverByteLimit.rawValue: "the statement has more than {limit} bytes with the statements read before it, "
            + "the limit for {memory} GiB of memory, and was not read to its end",
        ProblemCode.statementsOverRowLimit.rawValue: "the statement has more than {limit} rows with the statements read before it, "
            + "the limit for {memory} GiB of memory, and was not read to its end",
        ProblemCode.filterRegexStopped.rawValue: "the regex {regex} in the filter '{filter}' was stopped after about {steps} steps on this row, "
            + "so whether the row matches is unknown",
        ProblemCode.commandLineError.rawValue: "{text}",

        "advice.review_excludes_every_row": "include rows with space, or leave with q",
        "advice.review_file_rejected": "nothing in the review file was applied; fix it and read it again, or export a new one",
        "advice.file_is_directory": "name a CSV file inside it, for example {path}/statement.csv",
        "advice.file_not_found": "check the path; use '-' to read standard input",
        "advice.file_permission_denied": "make the file readable for your user",
        "advice.directory_unlistable": "check that you may read it",
        "advice.directory_holds_no_statements": "name the statement files, or the directory that holds them",
        "advice.directory_holds_statements_below": "name the subdirectories that hold statements, such as {example}/, or all of them with {all}/",
        "advice.byte_limit_invalid": "write a number of bytes such as 500000000 or 500M",
        "advice.row_limit_invalid": "write a number of rows such as 2000000",
        "advice.statement_over_byte_limit":
            "split the file, or raise the limit with {variable} if this machine has the memory (a row takes about 1 KB while the statement is read)",
        "advice.statement_over_row_limit":
            "split the file, or raise the limit with {variable} if this machine has the memory (a row takes about 1 KB while the statement is read)",
        "advice.statements_over_byte_limit":
            "split the file, or raise the limit with {variable} if this machine has the memory (a row takes about 1 KB while the statement is read)",
        "advice.statements_over_row_limit":
            "split the file, or raise the limit with {variable} if this machine has the memory (a row takes about 1 KB while the statement is read)",
        "advice.filter_regex_stopped": "nested repetitions such as (\\w+\\s?)+ or (a+)+ take time that doubles with every character; "
            + "write the regex without them, such as \\w+(\\s\\w+)*",
    ]

    static let engineGerman: [String: String] = [
        ProblemCode.cancelled.rawValue: "abgebrochen: nichts gebucht",
        ProblemCode.accountNotNamed.rawValue: "der Auszug nennt keine IBAN, daher muss das Konto genannt werden",
        ProblemCode.accountIBANInvalid.rawValue: "der Auszug nennt die IBAN {iban}, deren Prüfziffern falsch sind, daher muss das Konto genannt werden",
        ProblemCode.noAccountWithIBAN.rawValue: "kein Konto in {target} hat die IBAN {iban} des Auszugs",
        ProblemCode.noSuchAccount.rawValue: "es gibt kein Konto '{account}' in {target}",
        ProblemCode.accountCurrencyInvalid.rawValue: "das Konto '{account}' hat eine unbekannte Währung {currency}",
        ProblemCode.newAccountCurrencyUnknown.rawValue: "der Auszug nennt seine Währung nicht, und ein neues Konto braucht eine",
        ProblemCode.newAccountCurrencyUnknownForIBAN.rawValue:
            "der Auszug nennt seine Währung nicht, und ein neues Konto braucht eine (die IBAN {iban} ist aus {country}; wahrscheinlich {likely})",
        ProblemCode.balancesDoNotReconcile.rawValue: "die Salden gehen nicht auf; nichts wurde gebucht:\n  {problems}",
        ProblemCode.rowsUnreadable.rawValue: "{count} Zeile(n) können nicht gelesen werden; nichts wurde gebucht: {first}",
        ProblemCode.importSessionLost.rawValue: "der Import von {file} hat seine Sitzung mit {target} verloren",
        ProblemCode.openingBalanceUnknown.rawValue: "der Anfangssaldo von '{account}' lässt sich nicht bestimmen: {reason}",
        ProblemCode.importStaysBooked.rawValue: "Import {import} von {file} bleibt gebucht: er kann nicht rückgängig gemacht werden: {reason}",
        ProblemCode.reviewExcludesEveryRow.rawValue: "nichts wurde gebucht: die Durchsicht schliesst jede Zeile aus",
        ProblemCode.reviewFileMissing.rawValue: "die Durchsichtsdatei gibt es nicht",
        ProblemCode.reviewFileUnreadable.rawValue: "die Durchsichtsdatei kann nicht gelesen werden",
        ProblemCode.reviewFileRejected.rawValue: "{problems}",
        ProblemCode.fileIsDirectory.rawValue: "{path} ist ein Verzeichnis, keine Auszugsdatei",
        ProblemCode.fileNotFound.rawValue: "keine solche Datei: {path}",
        ProblemCode.filePermissionDenied.rawValue: "keine Leseberechtigung: {path}",
        ProblemCode.fileCannotOpen.rawValue: "{path} kann nicht geöffnet werden: {reason}",
        ProblemCode.fileCannotRead.rawValue: "{path} kann nicht gelesen werden: {reason}",
        ProblemCode.directoryUnlistable.rawValue: "das Verzeichnis {path} kann nicht aufgelistet werden: {reason}",
        ProblemCode.directoryHoldsNoStatements.rawValue: "das Verzeichnis {path} enthält keine .csv-Dateien",
        ProblemCode.directoryHoldsStatementsBelow.rawValue:
            "das Verzeichnis {path} enthält keine .csv-Dateien; seine Unterverzeichnisse werden nicht durchsucht",
        ProblemCode.byteLimitInvalid.rawValue: "{variable}='{value}' ist keine positive ganze Zahl",
        ProblemCode.rowLimitInvalid.rawValue: "{variable}='{value}' ist keine positive ganze Zahl",
        ProblemCode.statementOverByteLimit.rawValue:
            "der Auszug hat mehr als {limit} Bytes, die Grenze für {memory} GiB Speicher, und wurde nicht zu Ende gelesen",
        ProblemCode.statementOverRowLimit.rawValue:
            "der Auszug hat mehr als {limit} Zeilen, die Grenze für {memory} GiB Speicher, und wurde nicht zu Ende gelesen",
        ProblemCode.statementsOverByteLimit.rawValue: "der Auszug hat mit den zuvor gelesenen Auszügen mehr als {limit} Bytes, "
            + "die Grenze für {memory} GiB Speicher, und wurde nicht zu Ende gelesen",
        ProblemCode.statementsOverRowLimit.rawValue: "der Auszug hat mit den zuvor gelesenen Auszügen mehr als {limit} Zeilen, "
            + "die Grenze für {memory} GiB Speicher, und wurde nicht zu Ende gelesen",
        ProblemCode.filterRegexStopped.rawValue: "der reguläre Ausdruck {regex} im Filter '{filter}' wurde bei dieser Zeile nach etwa {steps} Schritten "
            + "angehalten; ob die Zeile passt, ist daher unbekannt",
        ProblemCode.commandLineError.rawValue: "{text}",

        "advice.review_excludes_every_row": "mit der Leertaste Zeilen einschliessen, oder mit q verlassen",
        "advice.review_file_rejected": "nichts aus der Durchsichtsdatei wurde übernommen; sie korrigieren und erneut lesen, oder eine neue exportieren",
        "advice.file_is_directory": "eine CSV-Datei darin nennen, zum Beispiel {path}/statement.csv",
        "advice.file_not_found": "den Pfad prüfen; '-' liest die Standardeingabe",
        "advice.file_permission_denied": "die Datei für den eigenen Benutzer lesbar machen",
        "advice.directory_unlistable": "prüfen, ob es gelesen werden darf",
        "advice.directory_holds_no_statements": "die Auszugsdateien nennen oder das Verzeichnis, das sie enthält",
        "advice.directory_holds_statements_below":
            "die Unterverzeichnisse mit Auszügen nennen, etwa {example}/, oder alle mit {all}/",
        "advice.byte_limit_invalid": "eine Anzahl Bytes schreiben, etwa 500000000 oder 500M",
        "advice.row_limit_invalid": "eine Anzahl Zeilen schreiben, etwa 2000000",
        "advice.statement_over_byte_limit": "die Datei aufteilen, oder die Grenze mit {variable} erhöhen, wenn dieser Rechner den Speicher hat "
            + "(eine Zeile braucht etwa 1 KB, während der Auszug gelesen wird)",
        "advice.statement_over_row_limit": "die Datei aufteilen, oder die Grenze mit {variable} erhöhen, wenn dieser Rechner den Speicher hat "
            + "(eine Zeile braucht etwa 1 KB, während der Auszug gelesen wird)",
        "advice.statements_over_byte_limit": "die Datei aufteilen, oder die Grenze mit {variable} erhöhen, wenn dieser Rechner den Speicher hat "
            + "(eine Zeile braucht etwa 1 KB, während der Auszug gelesen wird)",
        "advice.statements_over_row_limit": "die Datei aufteilen, oder die Grenze mit {variable} erhöhen, wenn dieser Rechner den Speicher hat "
            + "(eine Zeile braucht etwa 1 KB, während der Auszug gelesen wird)",
        "advice.filter_regex_stopped": "verschachtelte Wiederholungen wie (\\w+\\s?)+ oder (a+)+ brauchen Zeit, die sich mit jedem Zeichen verdoppelt; "
            + "den Ausdruck ohne sie schreiben, etwa \\w+(\\s\\w+)*",
    ]
}
