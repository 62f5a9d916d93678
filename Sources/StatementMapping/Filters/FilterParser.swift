import Foundation
import ImportWords
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
            throw error(at: token.offset, "filter.empty")
        }
        let node = try parseOr()
        switch token.kind {
        case .end:
            return node
        case .closeParenthesis:
            throw error(at: token.offset, "filter.unmatched_close")
        default:
            throw error(at: token.offset, "filter.expected_end")
        }
    }

    private mutating func advance() throws(FilterError) {
        previousEnd = token.end
        token = try lexer.next()
    }

    /// The error at `offset`: `reason` and `hint` are catalogue keys, `data` their values.
    private func error(at offset: Int, _ reason: String, _ data: [String: WordValue] = [:], hint: String? = nil) -> FilterError {
        FilterError(at: offset, in: lexer.source, reason, data, hint: hint)
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
            let column = FilterError.place(of: open.offset, in: lexer.source).column
            throw error(at: token.offset, "filter.unclosed_parenthesis", ["open_at": .number(column)])
        }
        try advance()
        return node
    }

    /// Counts one more level of nesting at the current token, or stops past `maximumDepth`.
    private mutating func enterLevel() throws(FilterError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error(at: token.offset, "filter.too_deep", ["limit": .number(Self.maximumDepth)], hint: "filter.hint.fewer_parentheses")
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
                throw error(at: token.offset, "filter.expected_empty", ["keyword": .text(negated ? "is not" : "is")])
            }
            try advance()
            return FilterTest(field: field, predicate: .isEmpty(!negated))
        default:
            let examples = field.kind == .text ? "filter.operators.text" : "filter.operators.ordered"
            let hint = token.isKeyword("not") ? "filter.hint.not_first" : nil
            throw error(at: token.offset, "filter.expected_operator", ["field": .text(field.name), "examples_key": .text(examples)], hint: hint)
        }
    }

    private mutating func parseField() throws(FilterError) -> FilterField {
        guard case let .word(word) = token.kind, !Self.keywords.contains(word.lowercased()) || word.lowercased() == "column" else {
            throw error(at: token.offset, "filter.expected_field")
        }
        let lowercased = word.lowercased()
        if lowercased == "column" {
            return try parseColumn()
        }
        if let role = FilterField.roles.first(where: { $0.name == lowercased }) {
            try advance()
            return role.field
        }
        let hint = FilterField.hint(forUnknown: word)
        throw error(at: token.offset, "filter.unknown_field", hint.data.merging(["word": .text(word)]) { $1 }, hint: hint.key)
    }

    /// `column("Buchungstext")`.
    private mutating func parseColumn() throws(FilterError) -> FilterField {
        let expectation = "filter.expected_column_name"
        try advance()
        guard token.kind == .openParenthesis else { throw error(at: token.offset, expectation) }
        try advance()
        guard case let .literal(.text(name)) = token.kind, !name.isEmpty else { throw error(at: token.offset, expectation) }
        columnReferences.append((name, token.offset))
        try advance()
        guard token.kind == .closeParenthesis else {
            throw error(at: token.offset, "filter.expected_close_after_column")
        }
        try advance()
        return .column(name)
    }

    private mutating func parseComparison(
        _ field: FilterField, _ comparison: FilterComparison, operatorToken: FilterToken
    ) throws(FilterError) -> FilterTest {
        if field.kind == .text, comparison.orders {
            throw error(at: operatorToken.offset, "filter.text_not_ordered", [
                "operator": .text(comparison.rawValue), "field": .text(field.name),
            ], hint: "filter.hint.text_operators")
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
            throw error(at: token.offset, "filter.expected_list", ["example": .text(example)])
        }
        try advance()
        var literals = [try parseLiteral(for: field, after: "'('")]
        while token.kind == .comma {
            try advance()
            literals.append(try parseLiteral(for: field, after: "','"))
        }
        guard token.kind == .closeParenthesis else {
            throw error(at: token.offset, "filter.unclosed_list")
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
            throw error(at: token.offset, "filter.expected_literal", ["literal_key": .text(kind.literalNounKey), "place": .text(place), "example_key": .text(kind.exampleKey)])
        }
        guard literal.kind == kind else {
            let hint = Self.hint(forMismatched: literal, token: token, kind: kind, field: field)
            throw error(at: token.offset, "filter.mismatched_literal", (hint?.data ?? [:]).merging([
                "field": .text(field.name), "noun_key": .text(kind.nounKey), "literal_key": .text(kind.literalNounKey),
                "example_key": .text(kind.exampleKey), "found_key": .text(literal.nounKey),
            ]) { $1 }, hint: hint?.key)
        }
        if case let .text(text) = literal, text.isEmpty {
            throw error(at: token.offset, "filter.empty_string", ["field": .text(field.name)], hint: "filter.hint.is_empty")
        }
        try advance()
        return literal
    }

    private mutating func parseText(for field: FilterField, after place: String) throws(FilterError) -> String {
        if case .literal(.regex) = token.kind {
            throw error(at: token.offset, "filter.expected_string", ["place": .text(place)], hint: "filter.hint.tilde")
        }
        guard case let .text(text) = try parseLiteral(for: field, after: place) else {
            preconditionFailure("parseLiteral returns only literals of the field's kind")
        }
        return text
    }

    private mutating func parseRegex(after operatorToken: FilterToken) throws(FilterError) -> FilterRegex {
        guard case let .literal(.regex(pattern, ignoresCase)) = token.kind else {
            var hint: String?
            var data: [String: WordValue] = [:]
            if case let .literal(.text(text)) = token.kind {
                hint = "filter.hint.slashes"
                data["regex"] = .text("\(FilterLiteral.regex(pattern: text, ignoresCase: false))")
            }
            throw error(at: token.offset, "filter.expected_regex", data, hint: hint)
        }
        let regex: TextRegex
        do {
            regex = try TextRegex(pattern, ignoresCase: ignoresCase)
        } catch {
            throw self.error(at: token.offset, "filter.invalid_regex", ["regex": .text(token.text)], hint: "filter.hint.escape_regex")
        }
        try advance()
        return FilterRegex(regex)
    }

    /// Stops `amount > 1,5`, which would otherwise read as a list's comma in a wrong place.
    private func rejectDecimalComma(after literal: FilterLiteral) throws(FilterError) {
        guard case .number = literal, token.kind == .comma, token.offset == previousEnd,
              token.offset + 1 < lexer.source.count, lexer.source[token.offset + 1].isNumber
        else { return }
        throw error(at: token.offset, "filter.expected_end", hint: "filter.hint.decimal_point")
    }

    private func requireText(_ field: FilterField, for operatorToken: FilterToken, fieldToken: FilterToken) throws(FilterError) {
        guard field.kind != .text else { return }
        throw error(at: operatorToken.offset, "filter.searches_text", [
            "operator": .text(operatorToken.text), "field": .text(field.name), "noun_key": .text(field.kind.nounKey),
        ], hint: field.kind == .amount ? "filter.hint.amount_operators" : "filter.hint.date_operators")
    }

    private func collator(at operatorToken: FilterToken) throws(FilterError) -> TextCollator {
        switch Self.sharedCollator {
        case let .success(collator):
            return collator
        case let .failure(failure):
            throw error(at: operatorToken.offset, "filter.no_collation", ["reason": .text("\(failure)")])
        }
    }

    private static let keywords: Set<String> = ["and", "or", "not", "contains", "in", "is", "empty", "column"]

    /// Unquoting a quoted number or date, or quoting a bare one, when that is all it takes.
    private static func hint(
        forMismatched literal: FilterLiteral, token: FilterToken, kind: FilterValueKind, field: FilterField
    ) -> (key: String, data: [String: WordValue])? {
        switch (literal, kind) {
        case let (.text(text), .amount), let (.text(text), .date):
            var lexer = FilterLexer(text)
            guard let inner = try? lexer.next(), case let .literal(innerLiteral) = inner.kind, innerLiteral.kind == kind,
                  inner.text == text
            else { return nil }
            return (kind == .date ? "filter.hint.unquote_date" : "filter.hint.unquote_number", ["unquoted": .text(inner.text)])
        case (.number, .text), (.date, .text):
            return ("filter.hint.quote", ["quoted": .text(FilterLiteral.quoted(token.text))])
        case (.regex, .text):
            return ("filter.hint.tilde_regex", ["field": .text(field.name), "regex": .text(token.text)])
        default:
            return nil
        }
    }
}

extension FilterValueKind {
    /// The catalogue key of what a literal of the kind is called: "a string", "a number", "a date".
    fileprivate var literalNounKey: String {
        switch self {
        case .text: "filter.literal.text"
        case .amount: "filter.literal.number"
        case .date: "filter.literal.date"
        }
    }

    /// The catalogue key of literals of the kind as examples: `"Migros"`, `0 or -12.50`.
    fileprivate var exampleKey: String {
        switch self {
        case .text: "filter.example.text"
        case .amount: "filter.example.amount"
        case .date: "filter.example.date"
        }
    }

    /// The catalogue key of what the kind is called: "text", "an amount", "a date".
    fileprivate var nounKey: String {
        switch self {
        case .text: "filter.noun.text"
        case .amount: "filter.noun.amount"
        case .date: "filter.noun.date"
        }
    }
}

extension FilterLiteral {
    /// The catalogue key of what the literal is called: "a string", "a number", "a date", "a regex".
    fileprivate var nounKey: String {
        switch self {
        case .text: "filter.literal.text"
        case .number: "filter.literal.number"
        case .date: "filter.literal.date"
        case .regex: "filter.literal.regex"
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
