/// An edit whose text does not read as a value of its field: nothing was applied.
///
/// `"booking_date: Cannot parse '31.13.2024' as a date in format dd.MM.yyyy, such as 05.03.2024"`
public struct ReviewInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field the text was for.
    public let field: ReviewField
    /// The text as the user gave it.
    public let text: String
    /// What is wrong, with the format expected.
    public let message: String
    /// A value of the field that would have been accepted (`05.03.2024`).
    public let example: String

    package init(field: ReviewField, text: String, message: String, example: String) {
        self.field = field
        self.text = text
        self.message = message
        self.example = example
    }

    public var description: String {
        "\(field.rawValue): \(explanation)"
    }

    /// The message with the example, without the field: for places that name the field
    /// themselves (a review file's column).
    public var explanation: String {
        message.contains(example) ? message : "\(message), such as \(example)"
    }
}
