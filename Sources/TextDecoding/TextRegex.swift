/// A regular expression in ICU's syntax (the one `NSRegularExpression` reads) whose every
/// search is bounded: a backtracking pattern such as `^(\w+\s?)+$` or `(a+)+` takes time that
/// doubles with each character of a cell, so each search may take at most `stepLimit` units
/// of ICU's match-time limit and is reported as `.exhausted` past it, instead of running for
/// minutes on a cell a stranger wrote.
///
/// Built with the package's ICU trait the system's ICU searches (`ICURegex`), without it
/// Foundation's `NSRegularExpression` (`FoundationRegex`), which runs ICU's engine inside
/// Foundation; both read the same syntax, find the same matches and stop at the same kind of
/// bound. One `TextRegex` can serve several threads; hence `@unchecked Sendable`.
package final class TextRegex: @unchecked Sendable {
    /// How much work one search may do: units of ICU's match-time limit, each ten thousand
    /// backtracking steps of its match engine. 200 units (two million steps; about half a
    /// second on the build machine) is far more than any sensible pattern needs on a cell of
    /// a statement (a few hundred steps), and stops `^(\w+\s?)+$` on a non-matching cell of
    /// 40 characters, which would otherwise take hours.
    package static let defaultStepLimit: Int32 = 200

    /// The pattern as given.
    package let pattern: String
    package let ignoresCase: Bool
    package let stepLimit: Int32
    private let engine: Engine

    #if ICU
    typealias Engine = ICURegex
    #else
    typealias Engine = FoundationRegex
    #endif

    /// What one search found.
    package enum Outcome: Sendable, Equatable {
        case noMatch
        /// A match, with the UTF-8 byte ranges of the groups (0 is the whole match; `nil`
        /// for a group that did not take part).
        case match([Range<Int>?])
        /// The search did more work than `stepLimit` allows and was stopped.
        case exhausted
    }

    /// Compiles `pattern`; a pattern that does not compile throws `invalidRegex`.
    package init(_ pattern: String, ignoresCase: Bool = false, stepLimit: Int32 = TextRegex.defaultStepLimit)
        throws(TextDecodingError)
    {
        engine = try Engine(pattern, ignoresCase: ignoresCase)
        self.pattern = pattern
        self.ignoresCase = ignoresCase
        self.stepLimit = stepLimit
    }

    /// The number of the group named `name`, or `nil` when the pattern has none.
    package func groupNumber(named name: String) -> Int? {
        engine.groupNumber(named: name)
    }

    /// The first match in `text`.
    package func firstMatch(in text: String) -> Outcome {
        engine.firstMatch(in: text, stepLimit: stepLimit)
    }

    /// Whether `text` holds a match; `nil` when the search was stopped.
    package func matches(_ text: String) -> Bool? {
        switch firstMatch(in: text) {
        case .match: true
        case .noMatch: false
        case .exhausted: nil
        }
    }
}
