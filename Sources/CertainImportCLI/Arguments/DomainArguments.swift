import Foundation
import StatementImport

extension Currency: ExpressibleByArgument {
    init?(argument: String) {
        self.init(code: argument)
    }

    static var valueExpectation: String { "an ISO 4217 currency code, such as CHF or EUR" }
}

extension DateFormat: ExpressibleByArgument {
    init?(argument: String) {
        try? self.init(pattern: argument)
    }

    static var valueExpectation: String { "a date pattern, such as dd.MM.yyyy or MM/dd/yy" }
}

/// Parses `--filter` expressions; a mistake is a usage error that points at its column.
func parseFilters(_ texts: [String]) throws(CLIError) -> [FilterExpression] {
    var filters: [FilterExpression] = []
    for text in texts {
        do {
            filters.append(try FilterExpression(parsing: text))
        } catch {
            // The expression and a caret under the column, below the message, as compilers show it.
            let caret = String(repeating: " ", count: max(0, error.column - 1)) + "^"
            throw CLIError.usage("--filter:\(error.line):\(error.column): \(error.message)\n\(text)\n\(caret)", hint: error.hint)
        }
    }
    return filters
}
