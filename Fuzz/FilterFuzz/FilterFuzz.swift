import StatementMapping

// libFuzzer entry point for the filter language: every input is a filter expression.
//
// Checks: parsing never crashes; an expression that parses prints (`description`) to a form
// that parses again and prints the same; an error points at a line of the expression and at a
// column inside that line or one past its end. Built by Fuzz/run.


/// Longer inputs are skipped: the regexes are compiled while parsing, and a long pattern's
/// compile time says nothing about the parser. Fuzz/run passes the same -max_len.
let longestExpression = 512

@_cdecl("LLVMFuzzerTestOneInput")
public func filterFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= longestExpression else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let filter: FilterExpression
    do {
        filter = try FilterExpression(parsing: text)
    } catch {
        checkPlace(of: error, in: text)
        return 0
    }
    let printed = filter.description
    do {
        let reparsed = try FilterExpression(parsing: printed)
        if reparsed.description != printed {
            violated("a printed filter prints differently after parsing", "\(text.debugDescription)\n-> \(printed.debugDescription)\n-> \(reparsed.description.debugDescription)")
        }
    } catch {
        violated("a printed filter does not parse", "\(text.debugDescription)\n-> \(printed.debugDescription)\n\(error.rendered(source: printed))")
    }
    return 0
}

/// The error's line is one of the expression's, and its column is inside that line or one
/// past its end (an expression that ends too early).
private func checkPlace(of error: FilterError, in text: String) {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    guard error.line >= 1 && error.line <= lines.count else {
        violated("a filter error's line is outside the expression", "\(error) in \(text.debugDescription) (\(lines.count) lines)")
    }
    let width = lines[error.line - 1].count
    guard error.column >= 1 && error.column <= width + 1 else {
        violated("a filter error's column is outside its line", "\(error) in \(text.debugDescription) (line \(error.line) has \(width) characters)")
    }
    _ = error.rendered(source: text)
}
