import StatementValues

/// What the date detector found in one column: the format, or the formats it could not choose
/// between, and how much of the column they read.
package struct DateFormatDetection: Hashable, Sendable {
    /// The formats that read the most values: one when the column settles its format, several
    /// when no value tells them apart, none when no value reads as a date.
    package let candidates: [DateFormat]
    /// Non-empty cells the candidates read.
    package let readCount: Int
    /// Non-empty cells looked at.
    package let nonEmptyCount: Int
    /// Up to five cells the candidates do not read (a summary line, a second date style).
    package let unreadableExamples: [String]
    /// Why the candidates cannot be told apart, when there are several.
    package let ambiguity: Ambiguity?

    /// The settled format, or `nil` when the column has none or several.
    package var format: DateFormat? { candidates.count == 1 ? candidates[0] : nil }

    /// The share of non-empty cells read, 0 to 1: how date-like the column is.
    package var coverage: Double {
        nonEmptyCount == 0 ? 0 : Double(readCount) / Double(nonEmptyCount)
    }
}
