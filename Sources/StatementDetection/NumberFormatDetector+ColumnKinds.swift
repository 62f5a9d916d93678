import StatementValues

/// Whether a column holds amounts at all, before its format matters.
extension NumberFormatDetector {
    /// The share of non-empty cells that read as amounts in the column's best format, 0 to 1.
    package static func amountLikeness(of cells: some Sequence<String>) -> Double {
        detect(cells).amountLikeness
    }

    /// Whether the column holds identifiers that merely look like numbers: IBANs, account or
    /// reference numbers.
    ///
    /// Every non-empty cell must be an IBAN-like code (two letters, two check digits, 11 to 30
    /// letters or digits; spaces ignored) or a plain digit string, and the digit strings must
    /// show what amounts never do: ten digits or more, or a leading zero. An amount column of
    /// whole numbers (`1500`) is not an identifier column; an empty column is neither.
    package static func isIdentifierColumn(_ cells: some Sequence<String>) -> Bool {
        let values = cells.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        guard !values.isEmpty else { return false }
        var sawIdentifierTrait = false
        for value in values {
            if isIBANLike(value) {
                sawIdentifierTrait = true
            } else if value.unicodeScalars.allSatisfy(NumberFormat.isDigit) {
                if value.count >= 10 || (value.count > 1 && value.first == "0") { sawIdentifierTrait = true }
            } else {
                return false
            }
        }
        return sawIdentifierTrait
    }

    /// Two letters, two digits, then 11 to 30 letters or digits (IBANs are 15 to 34 long).
    static func isIBANLike(_ text: String) -> Bool {
        let compact = Array(text.unicodeScalars.filter { $0 != " " })
        guard (15...34).contains(compact.count) else { return false }
        let isUpperLetter: (Unicode.Scalar) -> Bool = { ("A"..."Z").contains($0) }
        return compact[0..<2].allSatisfy(isUpperLetter)
            && compact[2..<4].allSatisfy(NumberFormat.isDigit)
            && compact[4...].allSatisfy { isUpperLetter($0) || NumberFormat.isDigit($0) }
    }
}
