/// A cell that does not read as an amount, with what was expected and an example of it.
package struct AmountParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        /// Nothing but spaces, signs or currency markers.
        case empty
        /// Characters or groups the format does not allow (`1.234.5`, `12a`).
        case malformed
        /// More than 18 digits, which no amount has.
        case tooManyDigits
        /// More fraction digits than the currency has, and not zeros: it would need rounding.
        case tooManyFractionDigits(DecimalAmount, Currency)
    }

    /// The cell's text as found.
    package let text: String
    package let reason: Reason
    /// The format in words ("decimal comma and '.' grouping").
    package let formatDescription: String
    /// -1234.56 in the format (`-1.234,56`).
    package let example: String

    package var description: String {
        switch reason {
        case .empty:
            "Cannot read an empty cell as an amount with \(formatDescription), such as \(example)"
        case .malformed:
            "Cannot read '\(QuotedCell.quoted(text))' as an amount with \(formatDescription), such as \(example)"
        case .tooManyDigits:
            "Cannot read '\(QuotedCell.quoted(text))' as an amount: it has more than \(DecimalAmount.maximumDigits) digits"
        case let .tooManyFractionDigits(amount, currency):
            "Cannot read '\(QuotedCell.quoted(text))' as an amount in \(currency.code) without rounding: it has \(amount.scale) decimal places, \(currency.code) has \(currency.minorUnitDigits)"
        }
    }
}
