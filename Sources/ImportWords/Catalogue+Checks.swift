/// The texts of the balance checks, line by line in both languages.
extension Catalogue {
    static let checksEnglish: [String: String] = [
        ProblemCode.runningBalanceSignFlipped.rawValue:
            "line {line}: the balance should be {previous_balance} {sign} {change} = {expected}, but the file says {found}; "
            + "the amount's sign looks flipped ({amount} should be {opposite})",
        ProblemCode.runningBalanceCountedTwice.rawValue:
            "line {line}: the balance should be {previous_balance} {sign} {change} = {expected}, but the file says {found}; "
            + "the row on line {previous_line} ({previous_amount}) looks counted twice",
        ProblemCode.runningBalanceRowMissing.rawValue:
            "line {line}: the balance should be {previous_balance} {sign} {change} = {expected}, but the file says {found}; "
            + "a row of {difference} looks missing between line {first_line} and line {last_line}",
        ProblemCode.runningBalanceUnsummable.rawValue:
            "line {line}: the balance should be {previous_balance} {sign} {change} = {expected}, but the file says {found}; "
            + "the amounts do not add up",
        ProblemCode.openingBalanceMismatch.rawValue:
            "the statement states an opening balance of {opening}, but the running balance on line {line} implies {implied}",
        ProblemCode.closingBalanceRunningMismatch.rawValue:
            "the statement states a closing balance of {closing}, but the running balance ends at {found} on line {line}",
        ProblemCode.closingBalanceLatestRowMismatch.rawValue:
            "the statement states a closing balance of {closing}, but the latest row with a balance (line {line}) says {found}",
        ProblemCode.closingBalanceSumMismatch.rawValue:
            "opening balance {opening} + transactions {total} = {expected}, but the statement states a closing balance of {closing} "
            + "(difference {difference})",
        ProblemCode.accountBalanceMismatch.rawValue:
            "the account's booked balance {before} + {total} = {after}, but the statement ends at {stated}: "
            + "bookings are missing or doubled between the account and this statement",
        ProblemCode.expectedBalanceAfterImport.rawValue: "after this import the account would hold {after}, not the expected {expected}",
        ProblemCode.expectedClosingBalance.rawValue: "the statement ends at {closing}, not the expected {expected}",
    ]

    static let checksGerman: [String: String] = [
        ProblemCode.runningBalanceSignFlipped.rawValue:
            "Zeile {line}: der Saldo sollte {previous_balance} {sign} {change} = {expected} sein, die Datei sagt aber {found}; "
            + "das Vorzeichen des Betrags scheint vertauscht ({amount} sollte {opposite} sein)",
        ProblemCode.runningBalanceCountedTwice.rawValue:
            "Zeile {line}: der Saldo sollte {previous_balance} {sign} {change} = {expected} sein, die Datei sagt aber {found}; "
            + "die Zeile {previous_line} ({previous_amount}) scheint doppelt gezählt",
        ProblemCode.runningBalanceRowMissing.rawValue:
            "Zeile {line}: der Saldo sollte {previous_balance} {sign} {change} = {expected} sein, die Datei sagt aber {found}; "
            + "zwischen Zeile {first_line} und Zeile {last_line} scheint eine Buchung von {difference} zu fehlen",
        ProblemCode.runningBalanceUnsummable.rawValue:
            "Zeile {line}: der Saldo sollte {previous_balance} {sign} {change} = {expected} sein, die Datei sagt aber {found}; "
            + "die Beträge lassen sich nicht addieren",
        ProblemCode.openingBalanceMismatch.rawValue:
            "der Auszug nennt einen Anfangssaldo von {opening}, der laufende Saldo in Zeile {line} ergibt aber {implied}",
        ProblemCode.closingBalanceRunningMismatch.rawValue:
            "der Auszug nennt einen Schlusssaldo von {closing}, der laufende Saldo endet aber in Zeile {line} bei {found}",
        ProblemCode.closingBalanceLatestRowMismatch.rawValue:
            "der Auszug nennt einen Schlusssaldo von {closing}, die letzte Zeile mit Saldo (Zeile {line}) sagt aber {found}",
        ProblemCode.closingBalanceSumMismatch.rawValue:
            "Anfangssaldo {opening} + Buchungen {total} = {expected}, der Auszug nennt aber einen Schlusssaldo von {closing} "
            + "(Differenz {difference})",
        ProblemCode.accountBalanceMismatch.rawValue:
            "der gebuchte Saldo des Kontos {before} + {total} = {after}, der Auszug endet aber bei {stated}: "
            + "zwischen dem Konto und diesem Auszug fehlen Buchungen oder sind doppelt",
        ProblemCode.expectedBalanceAfterImport.rawValue: "nach diesem Import hätte das Konto {after}, nicht die erwarteten {expected}",
        ProblemCode.expectedClosingBalance.rawValue: "der Auszug endet bei {closing}, nicht bei den erwarteten {expected}",
    ]
}
