import Foundation
import TextDecoding

/// Reads a filter's text into a `FilterNode` by recursive descent, one function per rule of
/// the grammar in `FilterExpression`'s documentation.
///
/// Checking happens here, not at evaluation: every literal is checked against its field's
/// kind, every regex compiled, so that a filter that parses cannot fail on a transaction.
struct FilterParser {
    private var lexer: FilterLexer
    private var token: FilterToken
    /// Where the previous token ended, for errors that point just after it.
    private var previousEnd = 0
    /// Every `column("…")` and where its name stands, for checking them against a header.
    private(set) var columnReferences: [(name: String, offset: Int)] = []
    /// How many `(` and `not` enclose the current token. Each is a level of recursion, so a
    /// hostile filter of ten thousand `(` would overflow the stack; like the template reader,
    /// the parser stops at `maximumDepth` levels.
    private var depth = 0
    static let maximumDepth = 128

    /// The collator every text comparison shares; ICU documents it safe across threads.
    private static let sharedCollator = Result { () throws(TextDecodingError) in try TextCollator(locale: "") }

    init(_ text: String) throws(FilterError) {
        lexer = FilterLexer(text)
        token = FilterToken(kind: .end, offset: 0, text: "")
        token = try lexer.next()
    }

    /// The whole filter: one expression and nothing after it.
    mutating func parseFilter() throws(FilterError) -> FilterNode {
        if token.kind == .end {
            throw error(at: token.offset, "expected a filter, such as amount < 0 or counterparty contains \"Migros\"")
        }
        let node = try parseOr()
        switch token.kind {
        case .end:
            return node
        case .closeParenthesis:
            throw error(at: token.offset, "')' without a matching '('")
        default:
            throw error(at: token.offset, "expected 'and', 'or' or the end of the filter")
        }
    }

    private mutating func advance() throws(FilterError) {
        previousEnd = token.end
        token = try lexer.next()
    }

    private func error(at offset: Int, _ message: String, hint: String? = nil) -> FilterError {
        FilterError(at: offset, in: lexer.source, message: message, hint: hint)
    }

    // MARK: - Boolean structure

    private mutating func parseOr() throws(FilterError) -> FilterNode {
        var operands = [try parseAnd()]
        while token.isKeyword("or") {
            try advance()
            operands.append(try parseAnd())
        }
        return operands.count == 1 ? operands[0] : .any(operands.flatMap(\.anyOperands))
    }

    private mutating func parseAnd() throws(FilterError) -> FilterNode {
        var operands = [try parseUnary()]
        while token.isKeyword("and") {
            try advance()
            operands.append(try parseUnary())
        }
        return operands.count == 1 ? operands[0] : .all(operands.flatMap(\.allOperands))
    }

    private mutating func parseUnary() throws(FilterError) -> FilterNode {
        guard token.isKeyword("not") else { return try parsePrimary() }
        try enterLevel()
        defer { depth -= 1 }
        try advance()
        return .not(try parseUnary())
    }

    private mutating func parsePrimary() throws(FilterError) -> FilterNode {
        guard token.kind == .openParenthesis else { return .test(try parseTest()) }
        try enterLevel()
        defer { depth -= 1 }
        let open = token
        try advance()
        let node = try parseOr()
        guard token.kind == .closeParenthesis else {
            let column = FilterError(at: open.offset, in: lexer.source, message: "").column
            throw error(at: token.offset, "expected 'and', 'or' or ')' to close the '(' at column \(column)")
        }
        try advance()
        return node
    }

    /// Counts one more level of nesting at the current token, or stops past `maximumDepth`.
    private mutating func enterLevel() throws(FilterError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error(
                at: token.offset, "the filter nests '(' and 'not' more than \(Self.maximumDepth) deep",
                hint: "write the filter with fewer parentheses; 'and' and 'or' chain any number of tests")
        }
    }

    // MARK: - Tests

    private mutating func parseTest() throws(FilterError) -> FilterTest {
        let fieldToken = token
        let field = try parseField()
        let operatorToken = token
        switch token.kind {
        case let .comparison(comparison):
            try advance()
            return try parseComparison(field, comparison, operatorToken: operatorToken)
        case .tilde:
            try requireText(field, for: operatorToken, fieldToken: fieldToken)
            try advance()
            return FilterTest(field: field, predicate: .regex(try parseRegex(after: operatorToken)))
        case _ where token.isKeyword("contains"):
            try requireText(field, for: operatorToken, fieldToken: fieldToken)
            try advance()
            let text = try parseText(for: field, after: "'contains'")
            return FilterTest(field: field, predicate: .contains(CollatedText(text, collator: try collator(at: operatorToken))))
        case _ where token.isKeyword("in"):
            try advance()
            return try parseList(field, operatorToken: operatorToken)
        case _ where token.isKeyword("is"):
            try advance()
            let negated = token.isKeyword("not")
            if negated { try advance() }
            guard token.isKeyword("empty") else {
                throw error(at: token.offset, "expected 'empty' after '\(negated ? "is not" : "is")'")
            }
            try advance()
            return FilterTest(field: field, predicate: .isEmpty(!negated))
        default:
            let examples = field.kind == .text ? "=, contains or ~" : "<, >= or ="
            let hint = token.isKeyword("not") ? "put 'not' before the field: not \(field.name) …" : nil
            throw error(at: token.offset, "expected an operator after '\(field.name)', such as \(examples)", hint: hint)
        }
    }

    private mutating func parseField() throws(FilterError) -> FilterField {
        guard case let .word(word) = token.kind, !Self.keywords.contains(word.lowercased()) || word.lowercased() == "column" else {
            throw error(at: token.offset, "expected a field, such as amount or counterparty, 'not' or '('")
        }
        let lowercased = word.lowercased()
        if lowercased == "column" {
            return try parseColumn()
        }
        if let role = FilterField.roles.first(where: { $0.name == lowercased }) {
            try advance()
            return role.field
        }
        throw error(at: token.offset, "unknown field '\(word)'", hint: FilterField.hint(forUnknown: word))
    }

    /// `column("Buchungstext")`.
    private mutating func parseColumn() throws(FilterError) -> FilterField {
        let expectation = "expected the column's name in double quotes, such as column(\"Buchungstext\")"
        try advance()
        guard token.kind == .openParenthesis else { throw error(at: token.offset, expectation) }
        try advance()
        guard case let .literal(.text(name)) = token.kind, !name.isEmpty else { throw error(at: token.offset, expectation) }
        columnReferences.append((name, token.offset))
        try advance()
        guard token.kind == .closeParenthesis else {
            throw error(at: token.offset, "expected ')' after the column's name")
        }
        try advance()
        return .column(name)
    }

    private mutating func parseComparison(
        _ field: FilterField, _ comparison: FilterComparison, operatorToken: FilterToken
    ) throws(FilterError) -> FilterTest {
        if field.kind == .text, comparison.orders {
            throw error(
                at: operatorToken.offset, "'\(comparison.rawValue)' orders amounts and dates, but \(field.name) is text",
                hint: "compare text with \(FilterValueKind.text.operators)")
        }
        let literal = try parseLiteral(for: field, after: "'\(comparison.rawValue)'")
        try rejectDecimalComma(after: literal)
        switch literal {
        case let .number(number):
            return FilterTest(field: field, predicate: .amount(comparison, number))
        case let .date(date):
            return FilterTest(field: field, predicate: .date(comparison, date))
        case let .text(text):
            let literal = CollatedText(text, collator: try collator(at: operatorToken))
            return FilterTest(field: field, predicate: .textEqual(literal, negated: comparison == .notEqual))
        case .regex:
            preconditionFailure("parseLiteral returns only literals of the field's kind")
        }
    }

    /// `in (…)`: one or more literals of the field's kind.
    private mutating func parseList(_ field: FilterField, operatorToken: FilterToken) throws(FilterError) -> FilterTest {
        let example = switch field.kind {
        case .text: "(\"SBB\", \"Coop\")"
        case .amount: "(10, 20.50)"
        case .date: "(2024-01-01, 2024-01-02)"
        }
        guard token.kind == .openParenthesis else {
            throw error(at: token.offset, "expected '(' after 'in', such as in \(example)")
        }
        try advance()
        var literals = [try parseLiteral(for: field, after: "'('")]
        while token.kind == .comma {
            try advance()
            literals.append(try parseLiteral(for: field, after: "','"))
        }
        guard token.kind == .closeParenthesis else {
            throw error(at: token.offset, "expected ',' or ')' in the list after 'in'")
        }
        try advance()
        let predicate: FilterPredicate = switch field.kind {
        case .amount: .amountIn(literals.compactMap { if case let .number(number) = $0 { number } else { nil } })
        case .date: .dateIn(literals.compactMap { if case let .date(date) = $0 { date } else { nil } })
        case .text: .textIn(try collatedTexts(literals, at: operatorToken))
        }
        return FilterTest(field: field, predicate: predicate)
    }

    private func collatedTexts(_ literals: [FilterLiteral], at operatorToken: FilterToken) throws(FilterError) -> [CollatedText] {
        let collator = try collator(at: operatorToken)
        return literals.compactMap { if case let .text(text) = $0 { CollatedText(text, collator: collator) } else { nil } }
    }

    // MARK: - Literals

    /// A literal of the field's kind, or an error that names the kind and shows one.
    private mutating func parseLiteral(for field: FilterField, after place: String) throws(FilterError) -> FilterLiteral {
        let kind = field.kind
        guard case let .literal(literal) = token.kind else {
            throw error(at: token.offset, "expected \(kind.literalNoun) after \(place), such as \(kind.example)")
        }
        guard literal.kind == kind else {
            throw error(
                at: token.offset, "\(field.name) is \(kind.noun): compare it with \(kind.literalNoun), such as \(kind.example), not \(literal.noun)",
                hint: Self.hint(forMismatched: literal, token: token, kind: kind, field: field))
        }
        if case let .text(text) = literal, text.isEmpty {
            throw error(at: token.offset, "an empty string matches no value", hint: "to test for a missing value, write '\(field.name) is empty'")
        }
        try advance()
        return literal
    }

    private mutating func parseText(for field: FilterField, after place: String) throws(FilterError) -> String {
        if case .literal(.regex) = token.kind {
            throw error(at: token.offset, "expected a string after \(place), such as \"Migros\"", hint: "write '~' to match a regex")
        }
        guard case let .text(text) = try parseLiteral(for: field, after: place) else {
            preconditionFailure("parseLiteral returns only literals of the field's kind")
        }
        return text
    }

    private mutating func parseRegex(after operatorToken: FilterToken) throws(FilterError) -> FilterRegex {
        guard case let .literal(.regex(pattern, ignoresCase)) = token.kind else {
            var hint: String?
            if case let .literal(.text(text)) = token.kind {
                hint = "write the pattern between slashes: \(FilterLiteral.regex(pattern: text, ignoresCase: false))"
            }
            throw error(at: token.offset, "expected a regex after '~', such as /Umbuchung/i", hint: hint)
        }
        let regex: TextRegex
        do {
            regex = try TextRegex(pattern, ignoresCase: ignoresCase)
        } catch {
            throw self.error(
                at: token.offset, "the regex \(token.text) is not valid",
                hint: "escape characters that mean something in a regex with a backslash, such as \\( or \\.")
        }
        try advance()
        return FilterRegex(regex)
    }

    /// Stops `amount > 1,5`, which would otherwise read as a list's comma in a wrong place.
    private func rejectDecimalComma(after literal: FilterLiteral) throws(FilterError) {
        guard case .number = literal, token.kind == .comma, token.offset == previousEnd,
              token.offset + 1 < lexer.source.count, lexer.source[token.offset + 1].isNumber
        else { return }
        throw error(at: token.offset, "expected 'and', 'or' or the end of the filter", hint: "write the decimal mark as '.', such as 12.50")
    }

    private func requireText(_ field: FilterField, for operatorToken: FilterToken, fieldToken: FilterToken) throws(FilterError) {
        guard field.kind != .text else { return }
        throw error(
            at: operatorToken.offset, "'\(operatorToken.text)' searches text, but \(field.name) is \(field.kind.noun)",
            hint: "compare \(field.kind == .amount ? "amounts" : "dates") with \(field.kind.operators)")
    }

    private func collator(at operatorToken: FilterToken) throws(FilterError) -> TextCollator {
        switch Self.sharedCollator {
        case let .success(collator):
            return collator
        case let .failure(failure):
            throw error(at: operatorToken.offset, "cannot compare text: \(failure)")
        }
    }

    private static let keywords: Set<String> = ["and", "or", "not", "contains", "in", "is", "empty", "column"]

    /// Unquoting a quoted number or date, or quoting a bare one, when that is all it takes.
    private static func hint(forMismatched literal: FilterLiteral, token: FilterToken, kind: FilterValueKind, field: FilterField) -> String? {
        switch (literal, kind) {
        case let (.text(text), .amount), let (.text(text), .date):
            var lexer = FilterLexer(text)
            guard let inner = try? lexer.next(), case let .literal(innerLiteral) = inner.kind, innerLiteral.kind == kind,
                  inner.text == text
            else { return nil }
            return "write the \(kind == .date ? "date" : "number") without quotes: \(inner.text)"
        case (.number, .text), (.date, .text):
            return "write it in double quotes: \(FilterLiteral.quoted(token.text))"
        case (.regex, .text):
            return "write '~' to match a regex: \(field.name) ~ \(token.text)"
        default:
            return nil
        }
    }
}

extension FilterValueKind {
    /// What a literal of the kind is called: "a string", "a number", "a date".
    fileprivate var literalNoun: String {
        switch self {
        case .text: "a string"
        case .amount: "a number"
        case .date: "a date"
        }
    }
}

extension FilterNode {
    fileprivate var allOperands: [FilterNode] {
        if case let .all(operands) = self { return operands }
        return [self]
    }

    fileprivate var anyOperands: [FilterNode] {
        if case let .any(operands) = self { return operands }
        return [self]
    }
}
