/// The normalized text of a filter: lower-case keywords, one space around operators, literals
/// as the language writes them, and parentheses only where precedence needs them.
extension FilterNode: CustomStringConvertible {
    package var description: String {
        switch self {
        case let .any(operands): operands.map(\.description).joined(separator: " or ")
        case let .all(operands): operands.map(\.operandOfAnd).joined(separator: " and ")
        case let .not(operand): "not " + operand.operandOfNot
        case let .test(test): test.description
        }
    }

    private var operandOfAnd: String {
        if case .any = self { return "(\(description))" }
        return description
    }

    private var operandOfNot: String {
        switch self {
        case .any, .all: "(\(description))"
        case .not, .test: description
        }
    }
}

extension FilterTest: CustomStringConvertible {
    package var description: String {
        let field = field.name
        switch predicate {
        case let .isEmpty(expected):
            return field + (expected ? " is empty" : " is not empty")
        case let .amount(comparison, literal):
            return "\(field) \(comparison.rawValue) \(literal)"
        case let .amountIn(literals):
            return "\(field) in (\(literals.map(\.description).joined(separator: ", ")))"
        case let .date(comparison, literal):
            return "\(field) \(comparison.rawValue) \(literal)"
        case let .dateIn(literals):
            return "\(field) in (\(literals.map(\.description).joined(separator: ", ")))"
        case let .textEqual(literal, negated):
            return "\(field) \(negated ? "!=" : "=") \(FilterLiteral.quoted(literal.text))"
        case let .textIn(literals):
            return "\(field) in (\(literals.map { FilterLiteral.quoted($0.text) }.joined(separator: ", ")))"
        case let .contains(literal):
            return "\(field) contains \(FilterLiteral.quoted(literal.text))"
        case let .regex(regex):
            let literal = FilterLiteral.regex(pattern: regex.regex.pattern, ignoresCase: regex.regex.ignoresCase)
            return "\(field) ~ \(literal)"
        }
    }
}
