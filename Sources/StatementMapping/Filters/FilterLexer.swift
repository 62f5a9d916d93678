import ImportWords
import StatementValues

/// One piece of a filter's text: a word, a literal, an operator or a bracket.
struct FilterToken: Sendable {
    enum Kind: Hashable, Sendable {
        /// A field name or keyword, as written.
        case word(String)
        case literal(FilterLiteral)
        case comparison(FilterComparison)
        case tilde
        case openParenthesis
        case closeParenthesis
        case comma
        case end
    }

    let kind: Kind
    /// Where the token starts, in characters from 0.
    let offset: Int
    /// The token as written.
    let text: String

    var end: Int { offset + text.count }

    /// Whether the token is the keyword `keyword` (lower case), in any letter case.
    func isKeyword(_ keyword: String) -> Bool {
        if case let .word(word) = kind { return word.lowercased() == keyword }
        return false
    }
}

/// Splits a filter's text into tokens, one at a time, so that the first problem in reading
/// order is the one reported.
///
/// Dates (`2024-01-31`) are told from numbers (`-12.50`) here, by their shape; whether a
/// literal suits its field is the parser's business. Characters from other languages that are
/// easy to type by habit (`==`, `&&`, `'text'`, curly quotes) get an error that names the
/// spelling to use instead.
struct FilterLexer {
    let source: [Character]
    private var offset = 0

    init(_ text: String) {
        source = Array(text)
    }

    mutating func next() throws(FilterError) -> FilterToken {
        while offset < source.count, source[offset].isWhitespace { offset += 1 }
        guard offset < source.count else { return FilterToken(kind: .end, offset: offset, text: "") }
        let start = offset
        let character = source[offset]
        if character.isLetter || character == "_" {
            while offset < source.count, source[offset].isLetter || source[offset].isNumber || source[offset] == "_" {
                offset += 1
            }
            let word = String(source[start..<offset])
            return FilterToken(kind: .word(word), offset: start, text: word)
        }
        if character.isASCIIDigit || ((character == "-" || character == "+") && peek(1)?.isASCIIDigit == true) {
            return try numberOrDate()
        }
        switch character {
        case "\"": return try string()
        case "/": return try regex()
        case "(": return symbol(.openParenthesis, length: 1)
        case ")": return symbol(.closeParenthesis, length: 1)
        case ",": return symbol(.comma, length: 1)
        case "~": return symbol(.tilde, length: 1)
        case "<" where peek(1) == "=": return symbol(.comparison(.lessOrEqual), length: 2)
        case "<" where peek(1) == ">": throw error(at: start, "filter.not_an_operator", ["operator": .text("<>")], hint: "filter.hint.not_equal")
        case "<": return symbol(.comparison(.less), length: 1)
        case ">" where peek(1) == "=": return symbol(.comparison(.greaterOrEqual), length: 2)
        case ">": return symbol(.comparison(.greater), length: 1)
        case "!" where peek(1) == "=": return symbol(.comparison(.notEqual), length: 2)
        case "=" where peek(1) == "=": throw error(at: start, "filter.not_an_operator", ["operator": .text("==")], hint: "filter.hint.single_equals")
        case "=": return symbol(.comparison(.equal), length: 1)
        default: throw unexpected(character, at: start)
        }
    }

    private func peek(_ distance: Int) -> Character? {
        offset + distance < source.count ? source[offset + distance] : nil
    }

    private mutating func symbol(_ kind: FilterToken.Kind, length: Int) -> FilterToken {
        let start = offset
        offset += length
        return FilterToken(kind: kind, offset: start, text: String(source[start..<offset]))
    }

    /// The error at `offset`: `reason` and `hint` are catalogue keys, `data` their values.
    private func error(at offset: Int, _ reason: String, _ data: [String: WordValue] = [:], hint: String? = nil) -> FilterError {
        FilterError(at: offset, in: source, reason, data, hint: hint)
    }

    private func unexpected(_ character: Character, at offset: Int) -> FilterError {
        let hint: String? = switch character {
        case "!": "filter.hint.negate"
        case "&": "filter.hint.and"
        case "|": "filter.hint.or"
        case "'": "filter.hint.double_quotes"
        case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}": "filter.hint.straight_quotes"
        case "[": "filter.hint.column"
        case ".": peek(1)?.isASCIIDigit == true ? "filter.hint.leading_zero" : nil
        default: nil
        }
        return error(at: offset, "filter.unexpected_character", [
            "character": .text(String(character)), "number": .text(String(source[offset...].prefix(3))),
        ], hint: hint)
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < source.count, source[offset].isASCIIDigit { offset += 1 }
        return offset - start
    }

    /// A number (`-12.50`) or a date (`2024-01-31`).
    private mutating func numberOrDate() throws(FilterError) -> FilterToken {
        let start = offset
        let isSigned = source[offset] == "-" || source[offset] == "+"
        if isSigned { offset += 1 }
        let wholeDigits = digits()
        if !isSigned, wholeDigits == 4, let date = try dateAfterYear(start: start) {
            return date
        }
        if !isSigned, wholeDigits <= 2, let mark = peek(0), mark == "." || mark == "/",
           peek(1)?.isASCIIDigit == true, peek(2) == mark || peek(3) == mark {
            throw error(at: start, "filter.date_order", hint: "filter.hint.date_example")
        }
        var fractionDigits = 0
        if peek(0) == "." {
            offset += 1
            fractionDigits = digits()
            guard fractionDigits > 0 else {
                throw error(at: offset, "filter.digit_after_mark", ["number": .text(String(source[start..<offset]))])
            }
        }
        let text = String(source[start..<offset])
        let significantDigits = text.filter(\.isASCIIDigit).drop { $0 == "0" }
        guard significantDigits.count <= DecimalAmount.maximumDigits, fractionDigits <= DecimalAmount.maximumDigits,
              let significand = Int64(text.filter { $0 != "." && $0 != "+" })
        else {
            throw error(at: start, "filter.too_many_digits", ["number": .text(text), "limit": .number(DecimalAmount.maximumDigits)])
        }
        let number = DecimalAmount(significand: significand, scale: fractionDigits)
        return FilterToken(kind: .literal(.number(number)), offset: start, text: text)
    }

    /// The date when the four digits from `start` go on as `-MM-DD`; `nil` if they do not.
    private mutating func dateAfterYear(start: Int) throws(FilterError) -> FilterToken? {
        guard peek(0) == "-", peek(1)?.isASCIIDigit == true else { return nil }
        let end = offset + 6
        guard end <= source.count,
              source[offset + 1..<offset + 3].allSatisfy(\.isASCIIDigit), source[offset + 3] == "-",
              source[offset + 4..<end].allSatisfy(\.isASCIIDigit),
              end == source.count || !(source[end].isNumber || source[end].isLetter)
        else {
            throw error(at: start, "filter.date_form")
        }
        offset = end
        let text = String(source[start..<end])
        let parts = text.split(separator: "-").map { Int($0)! }
        guard let date = CalendarDate(year: parts[0], month: parts[1], day: parts[2]) else {
            var data: [String: WordValue] = ["date": .text(text)]
            if parts[0] == 0 {
                data["why_key"] = .text("filter.why.years")
            } else if (1...12).contains(parts[1]) {
                data["why_key"] = .text("filter.why.month_days")
                data["month_key"] = .text("month.\(parts[1])")
                data["year"] = .number(parts[0])
                data["days"] = .number(CalendarDate.daysInMonth(parts[1], year: parts[0]))
            } else {
                data["why_key"] = .text("filter.why.months")
            }
            throw error(at: start, "filter.no_such_date", data)
        }
        return FilterToken(kind: .literal(.date(date)), offset: start, text: text)
    }

    /// A string in double quotes; `\"` and `\\` are its only escapes.
    private mutating func string() throws(FilterError) -> FilterToken {
        let start = offset
        offset += 1
        var value = ""
        while offset < source.count {
            let character = source[offset]
            if character == "\"" {
                offset += 1
                return FilterToken(kind: .literal(.text(value)), offset: start, text: String(source[start..<offset]))
            }
            if character == "\\" {
                guard let escaped = peek(1), escaped == "\"" || escaped == "\\" else {
                    throw error(at: offset, "filter.unknown_escape", hint: "filter.hint.escapes")
                }
                value.append(escaped)
                offset += 2
                continue
            }
            value.append(character)
            offset += 1
        }
        throw error(at: start, "filter.unterminated_string", hint: "filter.hint.end_string")
    }

    /// A regex between slashes, with the flag `i`; `\/` stands for a slash in the pattern.
    private mutating func regex() throws(FilterError) -> FilterToken {
        let start = offset
        offset += 1
        var pattern = ""
        while offset < source.count, source[offset] != "/" {
            if source[offset] == "\\", offset + 1 < source.count {
                pattern.append(source[offset])
                offset += 1
            }
            pattern.append(source[offset])
            offset += 1
        }
        guard offset < source.count else {
            throw error(at: start, "filter.unterminated_regex", hint: "filter.hint.end_regex")
        }
        offset += 1
        guard !pattern.isEmpty else {
            throw error(at: start, "filter.empty_regex", hint: "filter.hint.regex_pattern")
        }
        var ignoresCase = false
        while offset < source.count, source[offset].isLetter || source[offset].isNumber {
            guard source[offset] == "i" else {
                throw error(at: offset, "filter.unknown_regex_flag", ["flag": .text(String(source[offset]))], hint: "filter.hint.regex_flag")
            }
            ignoresCase = true
            offset += 1
        }
        let literal = FilterLiteral.regex(pattern: pattern, ignoresCase: ignoresCase)
        return FilterToken(kind: .literal(literal), offset: start, text: String(source[start..<offset]))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
