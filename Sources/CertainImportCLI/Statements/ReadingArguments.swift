import CommandLineKit
import StatementDetection
import StatementValues

/// `--decimal-separator`: the mark between whole and fraction digits.
struct DecimalSeparatorArgument: Hashable, Sendable, ExpressibleByArgument {
    var mark: NumberFormat.DecimalMark

    init?(argument: String) {
        switch argument {
        case ",", "comma": mark = .comma
        case ".", "period", "dot", "point": mark = .period
        default: return nil
        }
    }

    static var valueExpectation: HelpText { "value.decimal_separator" }
    static var allValueStrings: [String] { [",", "."] }
}

/// `--sign`: how a statement writes money leaving the account.
enum SignArgument: String, CaseIterable, Hashable, Sendable, ExpressibleByArgument {
    /// Negative amounts leave the account (bank accounts).
    case debitsNegative = "debits-negative"
    /// Positive amounts leave the account (card statements that list purchases positive).
    case debitsPositive = "debits-positive"

    var signRule: ColumnMapping.SignRule { self == .debitsNegative ? .asWritten : .inverted }
}
