import CommandLineKit
import Foundation
import StatementMapping
import StatementValues
import TextPrimitives

extension Currency: ExpressibleByArgument {
    package init?(argument: String) {
        self.init(code: argument)
    }

    package static var valueExpectation: HelpText { "value.currency" }
}

extension DateFormat: ExpressibleByArgument {
    package init?(argument: String) {
        try? self.init(pattern: argument)
    }

    package static var valueExpectation: HelpText { "value.date_format" }
}

/// Parses `--filter` expressions; a mistake is a usage error that points at its column.
func parseFilters(_ texts: [String]) throws(CLIError) -> [FilterExpression] {
    var filters: [FilterExpression] = []
    for text in texts {
        do {
            filters.append(try FilterExpression(parsing: text))
        } catch {
            // The expression's line and a caret under the column, below the message, as compilers
            // show it; a long line is quoted around the column (`TerminalSafeText.excerpt`).
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let line = error.line <= lines.count ? String(lines[error.line - 1]) : ""
            let (quote, lead) = TerminalSafeText.excerpt(
                of: line, column: line.prefix(error.column - 1).unicodeScalars.count + 1)
            let caret = lead + String(repeating: " ", count: max(0, error.column - 1 - line.count)) + "^"
            throw CLIError.usage("--filter:\(error.line):\(error.column): \(error.message)\n\(quote)\n\(caret)", hint: error.hint)
        }
    }
    return filters
}
