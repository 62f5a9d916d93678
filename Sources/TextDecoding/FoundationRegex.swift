import Foundation

/// `TextRegex`'s search by Foundation's `NSRegularExpression`, for builds without the system's
/// ICU (an iOS app): the same ICU syntax and engine, inside Foundation.
///
/// The bound: with `.reportProgress` Foundation calls the search's block once per ten thousand
/// steps of the match engine (the unit of ICU's time limit) and once per start position it
/// moves on to, without telling the two apart. A search is stopped once the calls exceed
/// `stepLimit` plus one per UTF-16 unit of the text, so it never stops before the same search
/// with ICU's time limit would, and does at most ten thousand steps per character more: a
/// bound linear in the text, where a runaway pattern is exponential.
///
/// `NSRegularExpression` is immutable and safe to share between threads; hence `@unchecked Sendable`.
final class FoundationRegex: @unchecked Sendable {
    private let expression: NSRegularExpression
    private let groupNumbers: [String: Int]

    /// Compiles `pattern`. Foundation says only that a pattern is invalid, not why or where;
    /// the commonest mistakes, an unbalanced parenthesis or bracket, are told with ICU's status
    /// and offset from the pattern's outline.
    init(_ pattern: String, ignoresCase: Bool) throws(TextDecodingError) {
        let outline = Outline(pattern)
        do {
            expression = try NSRegularExpression(pattern: pattern, options: ignoresCase ? [.caseInsensitive] : [])
        } catch {
            throw .invalidRegex(pattern: pattern, icuStatus: outline.problem?.icuStatus ?? 0, offset: outline.problem?.offset)
        }
        groupNumbers = outline.groupNumbers
    }

    func groupNumber(named name: String) -> Int? {
        groupNumbers[name]
    }

    func firstMatch(in text: String, stepLimit: Int32) -> TextRegex.Outcome {
        let utf16Count = text.utf16.count
        let allowedReports = Int(stepLimit) + utf16Count + 1
        var reports = 0
        var outcome = TextRegex.Outcome.noMatch
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: utf16Count)) {
            result, flags, stop in
            if let result {
                outcome = .match((0..<result.numberOfRanges).map { FoundationRegex.utf8Range(result.range(at: $0), in: text) })
                stop.pointee = true
            } else if flags.contains(.internalError) {
                // ICU's backtracking stack ran out: the same runaway pattern, stopped another way.
                outcome = .exhausted
                stop.pointee = true
            } else if flags.contains(.progress) {
                reports += 1
                if reports > allowedReports {
                    outcome = .exhausted
                    stop.pointee = true
                }
            }
        }
        return outcome
    }

    /// The UTF-8 byte range of a UTF-16 range of `text`; `nil` for a group that did not take part.
    private static func utf8Range(_ range: NSRange, in text: String) -> Range<Int>? {
        guard range.location != NSNotFound else { return nil }
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        let utf8 = text.utf8
        let lower = utf8.distance(from: utf8.startIndex, to: start)
        return lower..<(lower + utf8.distance(from: start, to: end))
    }

    /// What a pattern's parentheses and brackets say: the number of each named group
    /// `(?<name>…)`, counting capturing groups from the left as ICU does (Foundation numbers
    /// them but has no lookup by name without a match), and the first unbalanced parenthesis
    /// or bracket.
    ///
    /// Skips what is not a group: escaped characters, `\Q…\E` quotes, sets `[…]` (which nest
    /// in ICU's syntax), `(?:`, `(?=`, `(?<=`, flag groups and `(?#…)` comments.
    struct Outline {
        var groupNumbers: [String: Int] = [:]
        /// ICU's status for the problem and its UTF-16 offset in the pattern, as ICU reports
        /// them: after a surplus `)`, at the end for a missing `)` or `]`.
        var problem: (icuStatus: Int32, offset: Int)?

        static let unbalancedParentheses: Int32 = 0x10306
        static let missingCloseBracket: Int32 = 0x1030F

        init(_ pattern: String) {
            let scalars = Array(pattern.unicodeScalars)
            var groupCount = 0
            var openGroups = 0
            var setDepth = 0
            var index = 0
            func next(_ offset: Int) -> Unicode.Scalar? {
                index + offset < scalars.count ? scalars[index + offset] : nil
            }
            func utf16Offset(_ scalarIndex: Int) -> Int {
                scalars[..<min(scalarIndex, scalars.count)].reduce(0) { $0 + UTF16.width($1) }
            }
            while index < scalars.count {
                switch scalars[index] {
                case "\\" where next(1) == "Q":
                    index += 2
                    while index < scalars.count, !(scalars[index] == "\\" && next(1) == "E") { index += 1 }
                    index += 2
                    continue
                case "\\":
                    index += 2
                    continue
                case "[":
                    setDepth += 1
                case "]" where setDepth > 0:
                    setDepth -= 1
                case ")" where setDepth == 0:
                    if openGroups == 0, problem == nil {
                        problem = (Self.unbalancedParentheses, utf16Offset(index + 1))
                    }
                    openGroups = max(0, openGroups - 1)
                case "(" where setDepth == 0:
                    openGroups += 1
                    if next(1) != "?" {
                        groupCount += 1
                    } else if next(2) == "<", let first = next(3), first != "=", first != "!" {
                        groupCount += 1
                        let nameStart = index + 3
                        var nameEnd = nameStart
                        while nameEnd < scalars.count, scalars[nameEnd] != ">" { nameEnd += 1 }
                        let name = String(String.UnicodeScalarView(scalars[nameStart..<nameEnd]))
                        if groupNumbers[name] == nil { groupNumbers[name] = groupCount }
                        index = nameEnd
                    } else if next(2) == "#" {
                        while index < scalars.count, scalars[index] != ")" { index += 1 }
                        openGroups -= 1
                    }
                default:
                    break
                }
                index += 1
            }
            if problem == nil, setDepth > 0 {
                problem = (Self.missingCloseBracket, utf16Offset(scalars.count))
            } else if problem == nil, openGroups > 0 {
                problem = (Self.unbalancedParentheses, utf16Offset(scalars.count))
            }
        }
    }
}
