/// The words of the reconciliation's verdict: its status, the checks it ran, and why it could
/// check nothing, line by line in both languages.
extension Catalogue {
    static let checksVerdictEnglish: [String: String] = [
        "reconciliation.ok": "ok",
        "reconciliation.mismatch": "mismatch",
        "reconciliation.unverifiable": "unverifiable",
        "check.running_balance_oldest_first": "running balance (oldest first)",
        "check.running_balance_newest_first": "running balance (newest first)",
        "check.opening_balance": "opening balance = first running balance − its amount",
        "check.closing_balance": "closing balance = last running balance",
        "check.latest_row_balance": "closing balance = balance of the latest row",
        "check.opening_plus_total": "opening + total = closing",
        "check.account_balance": "account balance + total = statement closing balance",
        "check.account_balance_expected": "account balance after import = expected balance",
        "check.closing_balance_expected": "statement closing balance = expected balance",
        "reconciliation.only_closing":
            "the closing balance {closing} is stated, the opening balance is not: only an account's balance can check it",
        "reconciliation.only_opening":
            "the opening balance {opening} is stated, the closing balance is not: only an account's balance can check it",
        "reconciliation.no_balance": "the file states no balance",
        "reconciliation.some_balances":
            "the running balance is stated on {stated} of {count} rows only; it is checked when every row states it",
    ]

    static let checksVerdictGerman: [String: String] = [
        "reconciliation.ok": "stimmt",
        "reconciliation.mismatch": "stimmt nicht",
        "reconciliation.unverifiable": "nicht prüfbar",
        "check.running_balance_oldest_first": "laufender Saldo (älteste zuerst)",
        "check.running_balance_newest_first": "laufender Saldo (neueste zuerst)",
        "check.opening_balance": "Anfangssaldo = erster laufender Saldo − dessen Betrag",
        "check.closing_balance": "Schlusssaldo = letzter laufender Saldo",
        "check.latest_row_balance": "Schlusssaldo = Saldo der jüngsten Zeile",
        "check.opening_plus_total": "Anfangssaldo + Summe = Schlusssaldo",
        "check.account_balance": "Kontosaldo + Summe = Schlusssaldo des Auszugs",
        "check.account_balance_expected": "Kontosaldo nach dem Import = erwarteter Saldo",
        "check.closing_balance_expected": "Schlusssaldo des Auszugs = erwarteter Saldo",
        "reconciliation.only_closing":
            "der Schlusssaldo {closing} ist genannt, der Anfangssaldo nicht: nur der Saldo eines Kontos kann ihn prüfen",
        "reconciliation.only_opening":
            "der Anfangssaldo {opening} ist genannt, der Schlusssaldo nicht: nur der Saldo eines Kontos kann ihn prüfen",
        "reconciliation.no_balance": "die Datei nennt keinen Saldo",
        "reconciliation.some_balances":
            "der laufende Saldo steht nur in {stated} von {count} Zeilen; er wird geprüft, wenn jede Zeile ihn nennt",
    ]
}
