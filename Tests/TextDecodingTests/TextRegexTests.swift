import Testing
@testable import TextDecoding

/// `TextRegex` finds the same matches, group numbers and bounds with and without the ICU
/// trait; built with ICU, Foundation's search is also checked against ICU's case by case.
@Suite struct TextRegexTests {
    struct Search: Sendable, CustomTestStringConvertible {
        let pattern: String
        var ignoresCase = false
        let text: String
        let expected: TextRegex.Outcome

        var testDescription: String { "/\(pattern)/\(ignoresCase ? "i" : "") on \(text.debugDescription)" }
    }

    static let searches = [
        Search(
            pattern: #"Miete (?<month>[A-Z][a-zä]+) (?<year>\d{4})"#, text: "Dauerauftrag Miete März 2024",
            expected: .match([13..<29, 19..<24, 25..<29])),
        Search(pattern: "^saldo", ignoresCase: true, text: "SALDO 12,50", expected: .match([0..<5])),
        Search(pattern: "^saldo", text: "SALDO 12,50", expected: .noMatch),
        Search(pattern: "(a)|(b)", text: "€b", expected: .match([3..<4, nil, 3..<4])),
        Search(pattern: #"(?<=\()(?<amount>[0-9,]+)\)"#, text: "Gebühr (2,50)", expected: .match([9..<14, 9..<13])),
        Search(pattern: #"^(\w+\s?)+$"#, text: "Miete März 2024", expected: .match([0..<16, 12..<16])),
        Search(pattern: #"^(\w+\s?)+$"#, text: String(repeating: "a", count: 40) + "!", expected: .exhausted),
        Search(pattern: "(a+)+$", text: String(repeating: "a", count: 1000) + "!", expected: .exhausted),
    ]

    @Test("a search finds the match and its groups in UTF-8 byte ranges, or is stopped", arguments: searches)
    func search(_ search: Search) throws {
        let regex = try TextRegex(search.pattern, ignoresCase: search.ignoresCase)
        #expect(regex.firstMatch(in: search.text) == search.expected)
    }

    @Test("a runaway pattern on a long input is stopped at the bound and says so")
    func runawayPatternIsStopped() throws {
        let regex = try TextRegex("(a+)+$")
        #expect(regex.stepLimit == 200)
        #expect(regex.firstMatch(in: String(repeating: "a", count: 1000) + "!") == .exhausted)
        #expect(regex.matches(String(repeating: "a", count: 1000) + "!") == nil)
        #expect(try TextRegex("(a+)+$", stepLimit: 1).matches(String(repeating: "a", count: 30) + "!") == nil)
        #expect(regex.matches(String(repeating: "a", count: 1000)) == true)
    }

    static let namedGroups: [(pattern: String, name: String, number: Int?)] = [
        (#"(?<amount>[0-9,]+)"#, "amount", 1),
        (#"(x)(?<amount>y)"#, "amount", 2),
        (#"(?:x)(?i)(?<amount>y)"#, "amount", 1),
        (#"(?<=\()(?<!z)(?=.)(?<amount>.)"#, "amount", 1),
        (#"[(](x)[[a-z](][]](?<amount>.)"#, "amount", 2),
        (#"\((?<amount>.)\)"#, "amount", 1),
        (#"\Q(x)\E(?<amount>.)"#, "amount", 1),
        (#"(?#(c)(?<amount>.)"#, "amount", 1),
        (#"(?<date>\d+)-(?<amount>\d+)"#, "date", 1),
        (#"(?<date>\d+)-(?<amount>\d+)"#, "amount", 2),
        (#"(?<date>\d+)"#, "amount", nil),
    ]

    @Test("named groups are numbered as ICU numbers them", arguments: namedGroups)
    func groupNumber(pattern: String, name: String, number: Int?) throws {
        #expect(try TextRegex(pattern).groupNumber(named: name) == number)
    }

    @Test("a pattern that does not compile is an invalid regex, named", arguments: ["(a", "[a", "a{2,1}"])
    func invalidPattern(pattern: String) {
        #expect {
            try TextRegex(pattern)
        } throws: { error in
            guard case .invalidRegex(pattern, _, _) = error as? TextDecodingError else { return false }
            return true
        }
    }

    static let unbalanced: [(pattern: String, problem: String)] = [
        ("(a", "unbalanced parentheses at character 3"),
        ("a)", "unbalanced parentheses at character 3"),
        ("^Konto:(;", "unbalanced parentheses at character 10"),
        ("(a))b", "unbalanced parentheses at character 5"),
        ("ü(", "unbalanced parentheses at character 3"),
        ("(?<amount>a", "unbalanced parentheses at character 12"),
        ("[a", "missing ']' at character 3"),
        ("[[a]", "missing ']' at character 5"),
    ]

    @Test("an unbalanced parenthesis or bracket is named, with where ICU finds it", arguments: unbalanced)
    func unbalancedPattern(pattern: String, problem: String) {
        #expect {
            try TextRegex(pattern)
        } throws: { error in
            (error as? TextDecodingError)?.description == problem
        }
    }

    #if ICU
    @Test("Foundation's compile errors agree with ICU's", arguments: unbalanced.map(\.pattern) + ["a{2,1}", "(?#(c)a"])
    func foundationErrorsAgreeWithICU(pattern: String) {
        var icuError: TextDecodingError?
        do { _ = try ICURegex(pattern, ignoresCase: false) } catch { icuError = error }
        var foundationError: TextDecodingError?
        do { _ = try FoundationRegex(pattern, ignoresCase: false) } catch { foundationError = error }
        if case let .invalidRegex(_, status, offset) = foundationError, status == 0 {
            // What the outline cannot tell, Foundation reports as invalid without saying why.
            #expect(offset == nil && icuError != nil)
        } else {
            #expect(foundationError == icuError)
        }
    }

    @Test("Foundation's search agrees with ICU's", arguments: searches)
    func foundationAgreesWithICU(_ search: Search) throws {
        let icu = try ICURegex(search.pattern, ignoresCase: search.ignoresCase)
        let foundation = try FoundationRegex(search.pattern, ignoresCase: search.ignoresCase)
        #expect(foundation.firstMatch(in: search.text, stepLimit: 200) == icu.firstMatch(in: search.text, stepLimit: 200))
    }

    @Test("Foundation's group numbers agree with ICU's", arguments: namedGroups)
    func foundationGroupNumbersAgreeWithICU(pattern: String, name: String, number: Int?) throws {
        #expect(try FoundationRegex(pattern, ignoresCase: false).groupNumber(named: name)
            == ICURegex(pattern, ignoresCase: false).groupNumber(named: name))
    }
    #endif
}
