import StatementValues

/// What the date detector found in one column: the format, or the formats it could not choose
/// between, and how much of the column they read.
public struct DateFormatDetection: Hashable, Sendable {
    /// The formats that read the most values: one when the column settles its format, several
    /// when no value tells them apart, none when no value reads as a date.
    public let candidates: [DateFormat]
    /// Non-empty cells the candidates read.
    public let readCount: Int
    /// Non-empty cells looked at.
    public let nonEmptyCount: Int
    /// Up to five cells the candidates do not read (a summary line, a second date style).
    public let unreadableExamples: [String]
    /// Why the candidates cannot be told apart, when there are several.
    public let ambiguity: Ambiguity?

    /// The settled format, or `nil` when the column has none or several.
    public var format: DateFormat? { candidates.count == 1 ? candidates[0] : nil }

    /// The share of non-empty cells read, 0 to 1: how date-like the column is.
    public var coverage: Double {
        nonEmptyCount == 0 ? 0 : Double(readCount) / Double(nonEmptyCount)
    }
}
