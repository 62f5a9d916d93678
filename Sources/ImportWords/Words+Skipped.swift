/// The texts of why a line of a statement is no booking, line by line in both languages.
extension Catalogue {
    static let skippedEnglish: [String: String] = [
        ProblemCode.skippedEmptyRow.rawValue: "empty row",
        ProblemCode.skippedPending.rawValue: "pending: not booked yet ({mark})",
        ProblemCode.skippedOpeningBalance.rawValue: "opening balance stated by the bank: {amount}",
        ProblemCode.skippedClosingBalance.rawValue: "closing balance stated by the bank: {amount}",
        ProblemCode.skippedSummaryLine.rawValue: "summary line: {label}",
        ProblemCode.skippedSubRow.rawValue: "sub-row of collective booking in line {booking_line} (single amount {amount}); booked as its total",
        ProblemCode.skippedContinuation.rawValue: "continuation of line {booking_line}, merged into its purpose",
        ProblemCode.skippedContinuationNotMerged.rawValue:
            "continuation of line {booking_line} not merged: its purpose is full (line {refused_line})",
        ProblemCode.skippedDetailWithoutAmount.rawValue: "no amount: a detail of the collective booking on line {booking_line}",
        ProblemCode.skippedWithoutAmount.rawValue: "no amount in column '{column_name}'",
        ProblemCode.skippedNotACurrency.rawValue: "unreadable: column '{column_name}': '{cell}' is not a currency code such as CHF or EUR",
        ProblemCode.skippedUnreadable.rawValue: "unreadable: {text}",
        ProblemCode.skippedByFilter.rawValue: "filter: {filter}",
        ProblemCode.skippedFooter.rawValue: "footer: a summary line after the table",
    ]

    static let skippedGerman: [String: String] = [
        ProblemCode.skippedEmptyRow.rawValue: "leere Zeile",
        ProblemCode.skippedPending.rawValue: "vorgemerkt: noch nicht gebucht ({mark})",
        ProblemCode.skippedOpeningBalance.rawValue: "Anfangssaldo laut Bank: {amount}",
        ProblemCode.skippedClosingBalance.rawValue: "Schlusssaldo laut Bank: {amount}",
        ProblemCode.skippedSummaryLine.rawValue: "Summenzeile: {label}",
        ProblemCode.skippedSubRow.rawValue: "Teilzeile der Sammelbuchung in Zeile {booking_line} (Einzelbetrag {amount}); als deren Summe gebucht",
        ProblemCode.skippedContinuation.rawValue: "Fortsetzung von Zeile {booking_line}, an ihren Zweck angefügt",
        ProblemCode.skippedContinuationNotMerged.rawValue:
            "Fortsetzung von Zeile {booking_line} nicht angefügt: ihr Zweck ist voll (Zeile {refused_line})",
        ProblemCode.skippedDetailWithoutAmount.rawValue: "kein Betrag: ein Detail der Sammelbuchung in Zeile {booking_line}",
        ProblemCode.skippedWithoutAmount.rawValue: "kein Betrag in der Spalte '{column_name}'",
        ProblemCode.skippedNotACurrency.rawValue: "unlesbar: Spalte '{column_name}': '{cell}' ist kein Währungscode wie CHF oder EUR",
        ProblemCode.skippedUnreadable.rawValue: "unlesbar: {text}",
        ProblemCode.skippedByFilter.rawValue: "Filter: {filter}",
        ProblemCode.skippedFooter.rawValue: "Fusszeile: eine Summenzeile nach der Tabelle",
    ]
}
