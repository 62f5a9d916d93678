import ImportWords
import StatementValues
import TextPrimitives

/// One thing wrong with a template file, at its place, with the way out: rendered as hledger
/// renders a bad rules file.
///
/// ```
/// dkb-giro.json:14:15: error: column 'Betrag' is not in match.header
///    |
/// 14 |     "amount": "Betrag",
///    |               ^
/// hint: did you mean 'Betrag (€)'?
/// ```
package struct TemplateDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (or `builtin:<id>.json` for built-in templates).
    package var file: String
    package var location: SourceLocation
    /// What is wrong: its code and data, placed at `file`, `location`. Its way out is the
    /// catalogue's did-you-mean for a `suggestion` datum, else the catalogue's advice for its code.
    package var problem: Problem
    /// The source line the location is on, quoted under the message.
    package var sourceLine: String?

    package init(file: String, location: SourceLocation, problem: Problem, sourceLine: String? = nil) {
        self.file = file
        self.location = location
        self.problem = problem
        self.problem.file = file
        self.problem.line = location.line
        self.problem.column = location.column
        self.sourceLine = sourceLine
    }

    /// `file:line:column`, the place as editors and CI annotations read it.
    package var place: String { "\(file):\(location.line):\(location.column)" }

    /// What is wrong, in `words`.
    package func message(_ words: Words = .english) -> String { problem.message(words) }

    /// What to do about it, in `words`, when there is something to say.
    package func hint(_ words: Words = .english) -> String? {
        if let suggestion = problem.data["suggestion"] { return words.text("template.did_you_mean", ["suggestion": suggestion]) }
        return problem.advice(words)
    }

    /// `file:line:column: error: message`, without the quoted line, in English.
    package var description: String { "\(place): error: \(message())" }

    /// The whole block in English, as `rendered(_:)` gives it.
    package var rendered: String { rendered(.english) }

    /// The whole block in `words`: the message line, the source line with a caret under the
    /// column, and the hint.
    package func rendered(_ words: Words) -> String {
        var text = "\(place): \(words.text("label.error")) \(message(words))\n"
        if let sourceLine {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            // Tabs stay tabs so that the caret lines up however the terminal expands them; a
            // long line is cut around the column, control characters are shown visibly.
            let (quote, lead) = TerminalSafeText.excerpt(of: sourceLine, column: location.column)
            text += "\(gutter) |\n\(number) | \(quote)\n\(gutter) | \(lead)^\n"
        }
        if let hint = hint(words) { text += "\(words.text("label.hint")) \(hint)\n" }
        return text
    }
}

/// A template file that cannot be used, with every problem found in it, in file order.
///
/// A syntax error stops reading at once, so it comes alone; errors of meaning are all
/// collected, so that one run shows everything to fix.
package struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    package var diagnostics: [TemplateDiagnostic]

    package init(diagnostics: [TemplateDiagnostic]) {
        self.diagnostics = diagnostics
    }

    package var description: String { diagnostics.map(\.rendered).joined() }
}

/// Gathers the diagnostics of one template file with their quoted lines.
///
/// At most `maximumCount` are kept: a file of 80,000 unknown keys on one line of a megabyte
/// made as many diagnostics, each quoting that line, and ran for minutes; the rest are
/// counted and named in one last diagnostic.
final class TemplateDiagnostics {
    static let maximumCount = 50

    let file: String
    let lines: [String]
    private(set) var all: [TemplateDiagnostic] = []
    /// How many problems were found beyond `maximumCount`, and where the first of them is.
    private var unlisted: (count: Int, first: SourceLocation)?

    init(file: String, lines: [String]) {
        self.file = file
        self.lines = lines
    }

    func report(_ code: ProblemCode, _ data: [String: WordValue] = [:], at location: SourceLocation) {
        guard all.count < Self.maximumCount else {
            unlisted = (count: (unlisted?.count ?? 0) + 1, first: unlisted?.first ?? location)
            return
        }
        let line = location.line - 1 < lines.count ? lines[location.line - 1] : nil
        all.append(TemplateDiagnostic(file: file, location: location, problem: Problem(code, data), sourceLine: line))
    }

    var isEmpty: Bool { all.isEmpty }

    var error: TemplateError {
        var diagnostics = all.sorted { $0.location < $1.location }
        if let unlisted {
            diagnostics.append(TemplateDiagnostic(
                file: file, location: unlisted.first, problem: Problem(.templateMoreProblems, ["count": .number(unlisted.count)])))
        }
        return TemplateError(diagnostics: diagnostics)
    }
}

/// The "did you mean" of a template's misspelt key or column name.
enum TemplateSuggestion {
    /// The `suggestion` datum of a problem: the candidate closest to `typed`, if one is close.
    static func data(for typed: String, among candidates: [String]) -> [String: WordValue] {
        closest(to: typed, among: candidates).map { ["suggestion": .text($0)] } ?? [:]
    }

    /// The candidate closest to `typed`, or `nil` if none is close.
    ///
    /// A plausible typo (`NameSuggestion`) first; failing that, a unique candidate that
    /// contains what was typed, or is contained in it (`Betrag` for `Betrag (EUR)`).
    static func closest(to typed: String, among candidates: [String]) -> String? {
        if let close = NameSuggestion.closest(to: typed, among: candidates) { return close }
        guard typed.count >= 3 else { return nil }
        let lower = typed.lowercased()
        let related = candidates.filter { $0.lowercased().contains(lower) || lower.contains($0.lowercased()) && $0.count >= 3 }
        return related.count == 1 ? related[0] : nil
    }
}
