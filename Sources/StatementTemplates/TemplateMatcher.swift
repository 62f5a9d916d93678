import ImportWords
import StatementDetection
import StatementValues
import TextPrimitives

/// What the matcher looks at in a file: its header, the lines before it, and its name.
package struct TemplateMatchInput: Sendable, Equatable {
    /// The header names as the file writes them.
    package var header: [String]
    /// The physical lines before the header, decoded, without line breaks.
    package var preamble: [String]
    /// The file's name (not its path), when there is one.
    package var fileName: String?

    package init(header: [String], preamble: [String] = [], fileName: String? = nil) {
        self.header = header
        self.preamble = preamble
        self.fileName = fileName
    }
}

/// One way a file differs from what a template expects. Columns count from 1, as people
/// count them.
package enum TemplateDifference: Sendable, Equatable, CustomStringConvertible {
    /// The column at this place has a new name.
    case renamed(from: String, to: String, column: Int)
    /// The file has a column the template does not know.
    case added(String, column: Int)
    /// The file lacks a column of the template (`column` is the template's position).
    case missing(String, column: Int)
    /// The column is there, at another place.
    case moved(String, from: Int, to: Int)
    /// No line before the header matches this pattern of `match.preamble`.
    case preambleChanged(pattern: String)

    package var description: String {
        switch self {
        case let .renamed(from, to, column): "column \(column) '\(from)' is now called '\(to)'"
        case let .added(name, column): "column \(column) '\(name)' is new"
        case let .missing(name, column): "column \(column) '\(name)' is missing"
        case let .moved(name, from, to): "column '\(name)' moved from position \(from) to \(to)"
        case let .preambleChanged(pattern): "no line before the header matches the preamble pattern '\(pattern)'"
        }
    }
}

/// A template that fits a file.
package struct TemplateMatch: Sendable, Equatable {
    package var template: Template
    /// Differences `match.required_columns` allows (empty for an exact header), for the CLI
    /// to mention.
    package var tolerated: [TemplateDifference]
}

/// A template that almost fits a file: the same bank, identified by what only that bank
/// writes (`identifiedBy`), but a changed export. The file is never read by the template's
/// positions; it is read by its column names through detection, and the template contributes
/// what still holds.
package struct TemplateMismatch: Sendable, Equatable {
    package var template: Template
    package var differences: [TemplateDifference]
    /// The share of the template's header names the file has, 0...1.
    package var similarity: Double
    /// What in the file only this template's bank writes (its preamble, its file name, the
    /// columns 'Zusatzinfos Buchung', 'Konto / Bank'); empty for a resemblance by the words
    /// every statement uses, which identifies no bank.
    package var identifiedBy: [TemplateIdentification] = []

    /// "The file looks like ... but ..." and one line per difference.
    package var explanation: String {
        var text = "the file looks like '\(template.name)' (template \(template.id), \(template.file)), but it differs:"
        for difference in differences {
            text += "\n  - \(difference)"
        }
        return text
    }

    /// What the user can do about it.
    package var hint: String {
        "if the bank changed its export, update 'match' in \(template.file) (or write a user template with the id "
            + "'\(template.id)'); columns are never read by position when the header differs"
    }

    /// The warning for a file read by detection because its bank's export changed: which bank,
    /// why we think so, what differs (the first six changes), and how to update the template.
    package var changedExportWarning: Problem {
        var data: [String: WordValue] = [
            "template": .text(template.id), "template_name": .text(template.name),
            "identified_by": .phrases(identifiedBy.map(\.phrase), separator: "label.and"),
        ]
        let shown = differences.prefix(Self.differencesShown)
        if !shown.isEmpty {
            var changes: [String: WordValue] = ["changes": .phrases(shown.map(\.phrase), separator: "label.semicolon")]
            if differences.count > shown.count {
                changes["more"] = .phrase("template.more_differences", ["count": .number(differences.count - shown.count)])
            }
            data["differences"] = .phrase("template.what_differs", changes)
        }
        return Problem(.templateChangedExport, data)
    }

    /// The most changes the warning lists one by one; a longer list would hide the way out after it.
    static let differencesShown = 6
}

/// What in a file identifies a template's bank beyond the words every statement uses.
package enum TemplateIdentification: Sendable, Equatable {
    /// Every preamble pattern of the template matches a line before the header.
    case preamble
    /// The template's file name pattern matches the file's name.
    case fileName
    /// Header names no other bank's template uses, as the file writes them.
    case columns([String])

    /// The identification in the catalogue's words.
    package var phrase: WordValue {
        switch self {
        case .preamble: .phrase("template.identified_by_preamble", [:])
        case .fileName: .phrase("template.identified_by_file_name", [:])
        case .columns(let names):
            .phrase(names.count == 1 ? "template.identified_by_column" : "template.identified_by_columns", [
                "columns": .phrases(names.map { .phrase("label.quoted", ["name": .text($0)]) }, separator: "label.comma"),
            ])
        }
    }
}

extension TemplateDifference {
    /// The difference in the catalogue's words, its columns as data.
    package var phrase: WordValue {
        switch self {
        case let .renamed(from, to, column):
            .phrase("template.difference.renamed", ["column": .number(column), "from": .text(from), "to": .text(to)])
        case let .added(name, column): .phrase("template.difference.added", ["column": .number(column), "name": .text(name)])
        case let .missing(name, column): .phrase("template.difference.missing", ["column": .number(column), "name": .text(name)])
        case let .moved(name, from, to):
            .phrase("template.difference.moved", ["name": .text(name), "from": .number(from), "to": .number(to)])
        case let .preambleChanged(pattern): .phrase("template.difference.preamble_changed", ["pattern": .text(pattern)])
        }
    }
}

/// The outcome of looking for a template for a file.
package enum TemplateMatchResult: Sendable, Equatable {
    case matched(TemplateMatch)
    /// Several templates fit equally well; `--template` must choose.
    case ambiguous([Template])
    case mismatch(TemplateMismatch)
    /// No template is close; detection's guess stands.
    case noMatch
}

/// Finds the template for a file by its header fingerprint, and explains near misses.
///
/// A template matches when the file's header equals `match.header` (or, with
/// `match.required_columns`, has all of those names) and every `match.preamble` pattern matches
/// a line before the header. Several matches are ranked: an exact header before a tolerated
/// one, then by how many preamble and file name patterns matched; a tie is `ambiguous`.
///
/// Without a match, the closest template is reported as a `mismatch` when at least half of its
/// header names are in the file (counting a renamed column as half), or when it has preamble
/// patterns and they all match: that is the same bank with a changed export.
package enum TemplateMatcher {
    /// The share of a template's header a file must have for a near miss identified by one
    /// distinctive column alone.
    package static let nearMissThreshold = 0.5

    /// What in the file identifies `template`'s bank beyond the shared vocabulary of
    /// statements: all its preamble patterns, its file-name pattern, or header names no other
    /// bank's template uses and no role name is (two of them, or one with half the header).
    static func identification(
        of template: Template, in input: TemplateMatchInput, mismatch: TemplateMismatch, distinctive: TemplateDistinctiveNames
    ) -> [TemplateIdentification] {
        var reasons: [TemplateIdentification] = []
        let preambleChanged = mismatch.differences.contains { if case .preambleChanged = $0 { true } else { false } }
        if !template.match.preamble.isEmpty && !preambleChanged { reasons.append(.preamble) }
        if fileNameMatches(template, input) { reasons.append(.fileName) }
        let shared = distinctiveNames(of: template, in: input, distinctive: distinctive)
        if shared.count >= 2 || (shared.count == 1 && mismatch.similarity >= nearMissThreshold) {
            reasons.append(.columns(shared))
        }
        return reasons
    }

    /// The names of the file's header that identify `template`'s bank, as the file writes them.
    private static func distinctiveNames(
        of template: Template, in input: TemplateMatchInput, distinctive: TemplateDistinctiveNames
    ) -> [String] {
        let own = distinctive.names(of: template)
        return input.header.filter { own.contains(ColumnRoleVocabulary.normalizedHeader($0)) }
    }

    private static func fileNameMatches(_ template: Template, _ input: TemplateMatchInput) -> Bool {
        guard let pattern = template.match.fileName, let name = input.fileName else { return false }
        return pattern.matches(name)
    }

    /// Whether `verify` could say anything `match` uses: a match, or a mismatch that something
    /// identifies (`identification`). Checked without comparing the headers name by name, which
    /// for the forty-odd templates that have nothing to do with a file is most of the work.
    private static func isCandidate(
        _ template: Template, for input: TemplateMatchInput, normalizedHeader header: [String],
        distinctive: TemplateDistinctiveNames
    ) -> Bool {
        let preambleMatches = template.match.preamble.allSatisfy { $0.matchesAny(input.preamble) }
        // `verify`'s header fits: no difference at all is the same names in the same order.
        let headerFits = template.match.header == header
            || (template.match.requiredColumns?.allSatisfy { name in header.filter { $0 == name }.count == 1 } ?? false)
        if headerFits && preambleMatches { return true }
        if !template.match.preamble.isEmpty && preambleMatches { return true }
        return fileNameMatches(template, input) || !distinctiveNames(of: template, in: input, distinctive: distinctive).isEmpty
    }

    package static func match(_ input: TemplateMatchInput, among templates: [Template]) -> TemplateMatchResult {
        match(input, among: templates, distinctive: TemplateDistinctiveNames(templates))
    }

    /// `match`, with the distinctive names of `templates` worked out already.
    static func match(
        _ input: TemplateMatchInput, among templates: [Template], distinctive: TemplateDistinctiveNames
    ) -> TemplateMatchResult {
        var matches: [(match: TemplateMatch, rank: Int)] = []
        var nearest: TemplateMismatch?
        let header = Template.normalizedHeader(input.header)
        let names = NameForms()
        for template in templates where isCandidate(template, for: input, normalizedHeader: header, distinctive: distinctive) {
            switch verify(template, against: input, normalizedHeader: header, names: names) {
            case .matched(let match):
                matches.append((match, rank(of: match, input: input)))
            case .mismatch(var mismatch):
                mismatch.identifiedBy = identification(of: template, in: input, mismatch: mismatch, distinctive: distinctive)
                guard !mismatch.identifiedBy.isEmpty else { continue }
                if mismatch.similarity > (nearest?.similarity ?? -1) { nearest = mismatch }
            default:
                continue
            }
        }
        if let best = matches.map(\.rank).max() {
            let top = matches.filter { $0.rank == best }
            return top.count == 1 ? .matched(top[0].match) : .ambiguous(top.map(\.match.template))
        }
        return nearest.map { .mismatch($0) } ?? .noMatch
    }

    /// Checks one template against a file, as `--template` does: `.matched` or `.mismatch`
    /// with every difference.
    package static func verify(_ template: Template, against input: TemplateMatchInput) -> TemplateMatchResult {
        verify(template, against: input, normalizedHeader: Template.normalizedHeader(input.header), names: NameForms())
    }

    /// `verify` with the input's header already normalised and the names' forms kept, once for
    /// all templates.
    package static func verify(
        _ template: Template, against input: TemplateMatchInput, normalizedHeader header: [String], names: NameForms
    ) -> TemplateMatchResult {
        let expected = template.match.header
        var differences = headerDifferences(expected: expected, actual: header, names: names)
        let preambleDifferences = template.match.preamble
            .filter { pattern in !pattern.matchesAny(input.preamble) }
            .map { TemplateDifference.preambleChanged(pattern: $0.source) }
        let present = expected.filter(header.contains).count
        let renamed = differences.filter { if case .renamed = $0 { true } else { false } }.count
        let similarity = expected.isEmpty ? 0 : (Double(present) + 0.5 * Double(renamed)) / Double(max(expected.count, header.count))

        let headerFits: Bool
        if differences.isEmpty {
            headerFits = true
        } else if let required = template.match.requiredColumns {
            headerFits = required.allSatisfy { name in header.filter { $0 == name }.count == 1 }
        } else {
            headerFits = false
        }
        if headerFits && preambleDifferences.isEmpty {
            return .matched(TemplateMatch(template: template, tolerated: differences))
        }
        differences += preambleDifferences
        return .mismatch(TemplateMismatch(template: template, differences: differences, similarity: similarity))
    }

    /// Exact headers first, then the number of preamble and file name patterns that matched.
    static func rank(of match: TemplateMatch, input: TemplateMatchInput) -> Int {
        var rank = match.tolerated.isEmpty ? 1000 : 0
        rank += match.template.match.preamble.count
        if let pattern = match.template.match.fileName, let name = input.fileName, pattern.matches(name) { rank += 1 }
        return rank
    }

    /// How `actual` differs from `expected`: the longest common subsequence of names stays put;
    /// a name outside it found on both sides moved; between two fixed columns, an unmatched
    /// name on each side at the same step is a rename when the names are alike, else a missing
    /// and an added column.
    static func headerDifferences(expected: [String], actual: [String], names: NameForms) -> [TemplateDifference] {
        let anchors = longestCommonSubsequence(expected, actual)
        var expectedFree = Set(expected.indices).subtracting(anchors.map(\.0))
        var actualFree = Set(actual.indices).subtracting(anchors.map(\.1))
        var differences: [TemplateDifference] = []

        for i in expectedFree.sorted() {
            if let j = actualFree.sorted().first(where: { actual[$0] == expected[i] }) {
                differences.append(.moved(expected[i], from: i + 1, to: j + 1))
                expectedFree.remove(i)
                actualFree.remove(j)
            }
        }
        // The gaps between anchors, with a sentinel at each end.
        let bounds = [(-1, -1)] + anchors + [(expected.count, actual.count)]
        for (lower, upper) in zip(bounds, bounds.dropFirst()) {
            let missing = expectedFree.filter { $0 > lower.0 && $0 < upper.0 }.sorted()
            let added = actualFree.filter { $0 > lower.1 && $0 < upper.1 }.sorted()
            for (i, j) in zip(missing, added) where areAlike(expected[i], actual[j], names: names) {
                differences.append(.renamed(from: expected[i], to: actual[j], column: j + 1))
                expectedFree.remove(i)
                actualFree.remove(j)
            }
        }
        differences += expectedFree.sorted().map { .missing(expected[$0], column: $0 + 1) }
        differences += actualFree.sorted().map { .added(actual[$0], column: $0 + 1) }
        return differences.sorted { order($0) < order($1) }
    }

    /// Differences in the order of the columns they concern.
    private static func order(_ difference: TemplateDifference) -> Int {
        switch difference {
        case .renamed(_, _, let column), .added(_, let column), .missing(_, let column): column
        case .moved(_, let from, _): from
        case .preambleChanged: .max
        }
    }

    /// Whether two header names look like one column renamed: equal once brackets, currency
    /// codes, accents and case are dropped (`Betrag` and `Betrag (EUR)`), one containing the
    /// other, or a few letters apart.
    static func areAlike(_ a: String, _ b: String, names: NameForms) -> Bool {
        let formsA = names.forms(of: a), formsB = names.forms(of: b)
        if !formsA.normalized.isEmpty && formsA.normalized == formsB.normalized { return true }
        let lowerA = formsA.lowercased, lowerB = formsB.lowercased
        let countA = formsA.characters.count, countB = formsB.characters.count
        if min(countA, countB) >= 3 && (lowerA.contains(lowerB) || lowerB.contains(lowerA)) { return true }
        let distance = NameSuggestion.editDistance(formsA.characters, formsB.characters)
        return distance <= max(1, max(countA, countB) / 4)
    }

    /// The forms `areAlike` compares a header name in, worked out once per name while a file's
    /// header is checked against every template.
    package final class NameForms {
        struct Forms {
            var normalized: String
            var lowercased: String
            var characters: [Character]
        }

        private var known: [String: Forms] = [:]

        func forms(of name: String) -> Forms {
            if let forms = known[name] { return forms }
            let lowercased = name.lowercased()
            let forms = Forms(
                normalized: ColumnRoleVocabulary.normalizedHeader(name), lowercased: lowercased, characters: Array(lowercased))
            known[name] = forms
            return forms
        }
    }

    /// The index pairs of a longest common subsequence of equal names, in order.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
