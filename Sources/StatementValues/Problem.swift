import ImportWords

/// A problem, warning, question or verdict of the core or the engine, as a value: what it is
/// (a stable code), where (file, line, column when known), its data, and for a refusal the need
/// that settles it. Words come only at the edge, from the catalogue (`message(_:)`).
public struct Problem: Sendable, Hashable {
    /// The stable code, the same in every language, that the app words with `message(_:)` or its own texts.
    public var code: ProblemCode
    /// The file as the user named it, and the line and column (from 1) it is about.
    public var file: String?
    /// The line of the file, from 1, when the problem is about one.
    public var line: Int?
    /// The column of the file, from 1, when the problem is about one.
    public var column: Int?
    /// The data the code's text names (`currency`, `amount`, `candidates`...), by name.
    public var data: [String: WordValue]
    /// What the user can say to settle it, when only the user can.
    public var need: StatementNeed?
    /// Another way out of a refusal, when it is no reading of the statement.
    public var remedy: Remedy?

    package init(
        _ code: ProblemCode, _ data: [String: WordValue] = [:], file: String? = nil, line: Int? = nil, column: Int? = nil,
        need: StatementNeed? = nil, remedy: Remedy? = nil
    ) {
        self.remedy = remedy
        self.code = code
        self.data = data
        self.file = file
        self.line = line
        self.column = column
        self.need = need
    }

    /// A sentence not yet given a code of its own.
    package static func note(_ text: String) -> Problem { Problem(.note, ["text": .text(text)]) }
}
