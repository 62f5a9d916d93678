import Foundation
import TextDecoding

/// The regex of a `field ~ /…/` test: compiled once, every search bounded (`TextRegex`), and
/// the first search that was stopped remembered, so that the command can report it.
///
/// A stopped search counts as no match, so that evaluating a filter never fails half-way
/// through a statement; once one search was stopped, later ones are not tried at all, so a
/// hostile statement costs one bounded search, not one per row. The command then stops with
/// an error that names the expression (`FilterExpression.exhaustedRegex`).
final class FilterRegex: @unchecked Sendable {
    let regex: TextRegex
    private let lock = NSLock()
    // Guarded by `lock`.
    private var stoppedOnLine: Int?

    init(_ regex: TextRegex) {
        self.regex = regex
    }

    /// The regex as the filter writes it: `/Umbuchung/i`.
    var literal: String {
        FilterLiteral.regex(pattern: regex.pattern, ignoresCase: regex.ignoresCase).description
    }

    /// The line of the first transaction whose search was stopped, if one was.
    var exhaustedLine: Int? {
        lock.lock()
        defer { lock.unlock() }
        return stoppedOnLine
    }

    /// Whether `text` (a field of the transaction on `line`) holds a match.
    func matches(_ text: String, line: Int) -> Bool {
        if exhaustedLine != nil { return false }
        switch regex.firstMatch(in: text) {
        case .match: return true
        case .noMatch: return false
        case .exhausted:
            lock.lock()
            if stoppedOnLine == nil { stoppedOnLine = line }
            lock.unlock()
            return false
        }
    }
}
