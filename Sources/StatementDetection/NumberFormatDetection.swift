import StatementValues

/// What the number detector found in one column: the amount format, or the formats it could
/// not choose between, and how much of the column they read.
package struct NumberFormatDetection: Hashable, Sendable {
    /// The formats that read the most cells, at most one per decimal mark: one when the column
    /// settles its decimal mark, two when no cell tells them apart, none when no cell reads as
    /// an amount.
    package let candidates: [NumberFormat]
    /// Non-empty cells the candidates read.
    package let readCount: Int
    /// Non-empty cells looked at.
    package let nonEmptyCount: Int
    /// Up to five cells the candidates do not read (a text, a second number style).
    package let unreadableExamples: [String]
    /// Why the candidates cannot be told apart, when there are two.
    package let ambiguity: Ambiguity?
    /// What settled the decimal mark when every cell reads both ways, for the output.
    package var decidedBy: Problem? = nil
    /// What the output says about the grouping: that a lost mark (`�`) is read as one.
    package var groupingNote: Problem? = nil

    /// The settled format, or `nil` when the column has none or two.
    package var format: NumberFormat? { candidates.count == 1 ? candidates[0] : nil }

    /// The share of non-empty cells that read as amounts, 0 to 1: how amount-like the column is.
    package var amountLikeness: Double {
        nonEmptyCount == 0 ? 0 : Double(readCount) / Double(nonEmptyCount)
    }
}
