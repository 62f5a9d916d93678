import ImportWords

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
    /// The format the cell was read in.
    package let format: NumberFormat
    /// -1234.56 in the format (`-1.234,56`).
    package var example: String { format.example }

    /// The problem as a value: its code, the cell's text and the format's data.
    package var problem: Problem {
        let cell: [String: WordValue] = ["cell": .text(QuotedCell.quoted(text))]
        switch reason {
        case .empty:
            return Problem(.amountEmptyCell, format.wordData.merging(["example": .text(format.example)]) { $1 })
        case .malformed:
            return Problem(.amountUnreadable, format.wordData.merging(cell.merging(["example": .text(format.example)]) { $1 }) { $1 })
        case .tooManyDigits:
            return Problem(.amountTooManyDigits, cell.merging(["limit": .number(DecimalAmount.maximumDigits)]) { $1 })
        case let .tooManyFractionDigits(amount, currency):
            return Problem(.amountNeedsRounding, cell.merging([
                "currency": .text(currency.code), "places": .number(amount.scale), "currency_places": .number(currency.minorUnitDigits),
            ]) { $1 })
        }
    }

    /// The problem in English.
    package var description: String { problem.message() }
}
