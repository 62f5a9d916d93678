import TextPrimitives

/// A filter that cannot be read or makes no sense, with its place in the expression and a way
/// out.
///
/// `rendered(source:label:)` gives the display of a rules file error, the expression with a
/// caret under the place:
///
/// ```
/// filter:1:10: error: expected an amount after '<', such as 0 or -12.50
/// amount <
///          ^
/// ```
public struct FilterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the expression, from 1; 1 unless the expression spans lines.
    public let line: Int
    /// The character in the line where the problem is, from 1; one past the last character
    /// when the expression ends too early.
    public let column: Int
    /// What is wrong or what was expected, without the place.
    public let message: String
    /// How to fix it, when there is more to say than the message does ("did you mean 'purpose'?").
    public let hint: String?

    package init(line: Int = 1, column: Int, message: String, hint: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// The error at the character `offset` (from 0) of `source`.
    init(at offset: Int, in source: [Character], message: String, hint: String? = nil) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index].isNewline {
            line += 1
            lineStart = index + 1
        }
        self.init(line: line, column: offset - lineStart + 1, message: message, hint: hint)
    }

    /// `line:column: message`.
    public var description: String {
        "\(line):\(column): \(message)"
    }

    /// The error as a compiler prints it: `label:line:column: error: message`, the expression's
    /// line, a caret under the place, and the hint on a line of its own.
    ///
    /// `label` names where the expression came from (`filter`, `giro.json: filters[2]`).
    /// The caret line copies the tabs before the place, so the caret stays under it.
    public func rendered(source: String, label: String = "filter") -> String {
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let text = line <= lines.count ? String(lines[line - 1]) : ""
        // A long expression is quoted around the column, control characters visibly.
        // (The column counts characters, the excerpt scalars.)
        let scalarColumn = text.prefix(column - 1).unicodeScalars.count + 1
        let (quote, lead) = TerminalSafeText.excerpt(of: text, column: scalarColumn)
        let padding = lead + String(repeating: " ", count: max(0, column - 1 - text.count))
        var rendered = "\(label):\(line):\(column): error: \(message)\n\(quote)\n\(padding)^"
        if let hint {
            rendered += "\nhint: \(hint)"
        }
        return rendered
    }
}
