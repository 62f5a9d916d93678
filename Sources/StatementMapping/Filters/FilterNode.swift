import Foundation
import StatementValues

/// A parsed filter, ready to evaluate: literals checked against their fields, regexes
/// compiled, `and` and `or` flattened into lists.
package indirect enum FilterNode: Sendable {
    case all([FilterNode])
    case any([FilterNode])
    case not(FilterNode)
    case test(FilterTest)

    // Loops rather than `allSatisfy` and `contains(where:)`: a closure would capture, and so
    // copy, the transaction.
    func matches(_ transaction: Transaction) -> Bool {
        switch self {
        case let .all(operands):
            for operand in operands where !operand.matches(transaction) { return false }
            return true
        case let .any(operands):
            for operand in operands where operand.matches(transaction) { return true }
            return false
        case let .not(operand):
            return !operand.matches(transaction)
        case let .test(test):
            return test.matches(transaction)
        }
    }
}

extension FilterNode {
    /// The first regex whose search was stopped, as written, with the transaction's line.
    package var exhaustedRegex: (regex: String, line: Int)? {
        switch self {
        case let .all(operands), let .any(operands):
            for operand in operands {
                if let found = operand.exhaustedRegex { return found }
            }
            return nil
        case let .not(operand):
            return operand.exhaustedRegex
        case let .test(test):
            guard case let .regex(regex) = test.predicate, let line = regex.exhaustedLine else { return nil }
            return (regex.literal, line)
        }
    }
}

/// One field and what it must satisfy: `amount < 0`, `purpose ~ /Umbuchung/i`.
///
/// A missing value equals nothing and has no order: every test on it is false except `!=`
/// (which is `not =`) and `is empty`.
package struct FilterTest: Sendable {
    let field: FilterField
    let predicate: FilterPredicate

    func matches(_ transaction: Transaction) -> Bool {
        switch predicate {
        case let .isEmpty(expected):
            return field.isMissing(in: transaction) == expected
        case let .amount(comparison, literal):
            guard let money = field.money(of: transaction) else { return comparison == .notEqual }
            return comparison.holds(for: money.amount.compare(to: literal))
        case let .amountIn(literals):
            guard let amount = field.money(of: transaction)?.amount else { return false }
            for literal in literals where amount.compare(to: literal) == 0 { return true }
            return false
        case let .date(comparison, literal):
            guard let date = field.date(of: transaction) else { return comparison == .notEqual }
            return comparison.holds(for: date < literal ? -1 : date == literal ? 0 : 1)
        case let .dateIn(literals):
            guard let date = field.date(of: transaction) else { return false }
            return literals.contains(date)
        case let .textEqual(literal, negated):
            guard let text = field.text(of: transaction) else { return negated }
            return literal.isEqual(to: text) != negated
        case let .textIn(literals):
            guard let text = field.text(of: transaction) else { return false }
            for literal in literals where literal.isEqual(to: text) { return true }
            return false
        case let .contains(literal):
            guard let text = field.text(of: transaction) else { return false }
            return literal.isContained(in: text)
        case let .regex(regex):
            guard let text = field.text(of: transaction) else { return false }
            return regex.matches(text, line: transaction.line)
        }
    }
}

/// What a `FilterTest` checks, with its literals in the field's own kind.
enum FilterPredicate: Sendable {
    /// `is empty` (`true`) or `is not empty` (`false`).
    case isEmpty(Bool)
    case amount(FilterComparison, DecimalAmount)
    case amountIn([DecimalAmount])
    case date(FilterComparison, CalendarDate)
    case dateIn([CalendarDate])
    /// `=` or, negated, `!=`, ignoring case and accents.
    case textEqual(CollatedText, negated: Bool)
    case textIn([CollatedText])
    case contains(CollatedText)
    /// Compiled once at parse time, every search bounded; safe to share between threads.
    case regex(FilterRegex)
}
