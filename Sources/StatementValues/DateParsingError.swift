/// A cell that does not read as a date in the expected pattern, with an example of what was
/// expected.
public struct DateParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cell's text as found.
    public let text: String
    /// The Unicode pattern it was read with (`dd.MM.yyyy`).
    public let pattern: String
    /// 5 March 2024 written in the pattern (`05.03.2024`).
    public let example: String

    public var description: String {
        "Cannot parse '\(QuotedCell.quoted(text))' as a date in format \(pattern), such as \(example)"
    }
}
