import ImportWords
import StatementValues
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
    /// What is wrong or was expected, as a value: `filter_invalid` with the catalogue key of
    /// its words under `reason_key`, the key of the way out under `hint_key` when there is one,
    /// and the values they name; its line and column are the error's.
    package let problem: Problem

    /// What is wrong or what was expected, without the place, in English.
    public var message: String { message() }
    /// How to fix it, in English, when there is more to say than the message does ("did you mean 'purpose'?").
    public var hint: String? { hint() }

    /// What is wrong or what was expected, without the place, in `words`.
    package func message(_ words: Words = .english) -> String { problem.message(words) }

    /// How to fix it, in `words`, when there is more to say than the message does.
    package func hint(_ words: Words = .english) -> String? {
        guard case .text(let key)? = problem.data["hint_key"] else { return nil }
        return words.text(key, problem.keyedWords(words, problem.data))
    }

    /// The error at the character `offset` (from 0) of `source`: `reason` and `hint` are
    /// catalogue keys (`filter.unterminated_string`), `data` the values their words name.
    init(at offset: Int, in source: [Character], _ reason: String, _ data: [String: WordValue] = [:], hint: String? = nil) {
        (line, column) = Self.place(of: offset, in: source)
        var data = data
        data["reason_key"] = .text(reason)
        if let hint { data["hint_key"] = .text(hint) }
        problem = Problem(.filterInvalid, data, line: line, column: column)
    }

    /// The line and column (from 1) of the character `offset` (from 0) of `source`.
    static func place(of offset: Int, in source: [Character]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index].isNewline {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
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
        rendered(source: source, label: label, words: .english)
    }

    /// `rendered(source:label:)` with the message and hint in `words`.
    package func rendered(source: String, label: String, words: Words) -> String {
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let text = line <= lines.count ? String(lines[line - 1]) : ""
        // A long expression is quoted around the column, control characters visibly.
        // (The column counts characters, the excerpt scalars.)
        let scalarColumn = text.prefix(column - 1).unicodeScalars.count + 1
        let (quote, lead) = TerminalSafeText.excerpt(of: text, column: scalarColumn)
        let padding = lead + String(repeating: " ", count: max(0, column - 1 - text.count))
        var rendered = "\(label):\(line):\(column): \(words.text("label.error")) \(message(words))\n\(quote)\n\(padding)^"
        if let hint = hint(words) {
            rendered += "\n\(words.text("label.hint")) \(hint)"
        }
        return rendered
    }
}
