import ImportWords
import StatementValues

/// An edit whose text does not read as a value of its field: nothing was applied.
///
/// `"booking_date: Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"`
public struct ReviewInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field the text was for.
    public let field: ReviewField
    /// The text as the user gave it.
    public let text: String
    /// What is wrong as a value: its code and data (the field, the text, the format expected
    /// and an example of it), worded by `problem.message(_:)`.
    public let problem: Problem
    /// A value of the field that would have been accepted (`05.03.2024`).
    public let example: String

    package init(field: ReviewField, text: String, problem: Problem, example: String) {
        self.field = field
        self.text = text
        var problem = problem
        problem.data["field"] = .text(field.rawValue)
        problem.data["example"] = .text(example)
        self.problem = problem
        self.example = example
    }

    /// The field and what is wrong, in English.
    public var description: String {
        "\(field.rawValue): \(explanation)"
    }

    /// What is wrong with the example, without the field, in English: for places that name the
    /// field themselves (a review file's column).
    public var explanation: String { problem.message() }
}
