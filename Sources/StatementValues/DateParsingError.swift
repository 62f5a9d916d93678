import ImportWords

/// A cell that does not read as a date in the expected pattern, with an example of what was
/// expected.
public struct DateParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cell's text as found.
    public let text: String
    /// The Unicode pattern it was read with (`dd.MM.yyyy`).
    public let pattern: String
    /// 5 March 2024 written in the pattern (`05.03.2024`).
    public let example: String

    /// The problem as a value: its code, the cell's text, the pattern and its example.
    package var problem: Problem {
        Problem(.dateUnreadable, ["cell": .text(QuotedCell.quoted(text)), "pattern": .text(pattern), "example": .text(example)])
    }

    /// The problem in English.
    public var description: String { problem.message() }
}
