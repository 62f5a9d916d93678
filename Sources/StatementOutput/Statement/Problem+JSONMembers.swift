import ImportWords
import StatementValues
import TextPrimitives

extension Array where Element == Problem {
    /// The `warnings` and `diagnostics` members of every JSON document about a statement
    /// (`preview --json`, `validate --report json`, `import --dry-run --json`): the warnings in
    /// English, as scripts know them, each `row` problem after them with its line; and each
    /// of them as a diagnostic, its code, place and data beside its message in `words`.
    package func jsonWarningsAndDiagnostics(_ words: Words, rows: [Problem] = []) -> [(String, JSONValue)] {
        let rowWarnings = rows.map { row in row.line.map { "line \($0): \(row.englishMessage)" } ?? row.englishMessage }
        return [
            ("warnings", .array((map(\.englishMessage) + rowWarnings).map(JSONValue.string))),
            ("diagnostics", .array((self + rows).map { $0.jsonValue(words) })),
        ]
    }
}
