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
    package var message: String
    package var hint: String?
    /// The source line the location is on, quoted under the message.
    package var sourceLine: String?

    package init(file: String, location: SourceLocation, message: String, hint: String? = nil, sourceLine: String? = nil) {
        self.file = file
        self.location = location
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
    }

    /// `file:line:column`, the place as editors and CI annotations read it.
    package var place: String { "\(file):\(location.line):\(location.column)" }

    /// `file:line:column: error: message`, without the quoted line.
    package var description: String { "\(place): error: \(message)" }

    /// The whole block: the message line, the source line with a caret under the column, and
    /// the hint.
    package var rendered: String {
        var text = description + "\n"
        if let sourceLine {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            // Tabs stay tabs so that the caret lines up however the terminal expands them; a
            // long line is cut around the column, control characters are shown visibly.
            let (quote, lead) = TerminalSafeText.excerpt(of: sourceLine, column: location.column)
            text += "\(gutter) |\n\(number) | \(quote)\n\(gutter) | \(lead)^\n"
        }
        if let hint { text += "hint: \(hint)\n" }
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

    func report(_ message: String, at location: SourceLocation, hint: String? = nil) {
        guard all.count < Self.maximumCount else {
            unlisted = (count: (unlisted?.count ?? 0) + 1, first: unlisted?.first ?? location)
            return
        }
        let line = location.line - 1 < lines.count ? lines[location.line - 1] : nil
        all.append(TemplateDiagnostic(file: file, location: location, message: message, hint: hint, sourceLine: line))
    }

    var isEmpty: Bool { all.isEmpty }

    var error: TemplateError {
        var diagnostics = all.sorted { $0.location < $1.location }
        if let unlisted {
            diagnostics.append(TemplateDiagnostic(
                file: file, location: unlisted.first, message: "\(unlisted.count) more problems, the first of them here",
                hint: "fix the ones above and read the template again"))
        }
        return TemplateError(diagnostics: diagnostics)
    }
}

/// The "did you mean" of a template's misspelt key or column name.
enum TemplateSuggestion {
    /// "did you mean 'x'?" for the candidate closest to `typed`, or `nil` if none is close.
    ///
    /// A plausible typo (`NameSuggestion`) first; failing that, a unique candidate that
    /// contains what was typed, or is contained in it (`Betrag` for `Betrag (EUR)`).
    static func hint(for typed: String, among candidates: [String]) -> String? {
        closest(to: typed, among: candidates).map { "did you mean '\($0)'?" }
    }

    static func closest(to typed: String, among candidates: [String]) -> String? {
        if let close = NameSuggestion.closest(to: typed, among: candidates) { return close }
        guard typed.count >= 3 else { return nil }
        let lower = typed.lowercased()
        let related = candidates.filter { $0.lowercased().contains(lower) || lower.contains($0.lowercased()) && $0.count >= 3 }
        return related.count == 1 ? related[0] : nil
    }
}
