import StatementValues

/// A value written in a filter: a string, a number, a date or a regex.
enum FilterLiteral: Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case number(DecimalAmount)
    case date(CalendarDate)
    case regex(pattern: String, ignoresCase: Bool)

    /// The kind of field the literal compares with; `nil` for a regex, which only `~` takes.
    var kind: FilterValueKind? {
        switch self {
        case .text: .text
        case .number: .amount
        case .date: .date
        case .regex: nil
        }
    }

    /// What the literal is, for messages: "a string", "a number".
    var noun: String {
        switch self {
        case .text: "a string"
        case .number: "a number"
        case .date: "a date"
        case .regex: "a regex"
        }
    }

    /// The literal as the filter language writes it.
    var description: String {
        switch self {
        case let .text(text): Self.quoted(text)
        case let .number(number): number.description
        case let .date(date): date.description
        case let .regex(pattern, ignoresCase): "/\(pattern)/" + (ignoresCase ? "i" : "")
        }
    }

    /// `text` in double quotes, with `"` and `\` escaped by a backslash.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
