import Foundation
import ImportWords
@testable import StatementMapping
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TextDecoding
@testable import TextPrimitives

/// What a stranger can write into a cell, a template or a filter, and what the core makes of
/// it: visible forms for terminals, escapes for JSON, guarded cells for spreadsheets, bounded
/// regex work and nesting.
@Suite("Hostile text")
struct HostileTextTests {
    @Test("every control class is shown visibly, on one line", arguments: [
        ("plain Zürich 東京 \\ path", "plain Zürich 東京 \\ path"),
        ("\u{1B}]0;title\u{07}", "\\x1b]0;title\\x07"),
        ("\u{1B}[2J", "\\x1b[2J"),
        ("\u{1B}]52;c;cm0K\u{07}", "\\x1b]52;c;cm0K\\x07"),
        ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
        ("nul\u{00}bs\u{08}del\u{7F}", "nul\\x00bs\\x08del\\x7f"),
        ("c1 \u{9B}31m \u{85} \u{80}\u{9F}", "c1 \\u{009B}31m \\u{0085} \\u{0080}\\u{009F}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("\u{200E}\u{200F}\u{061C}\u{2028}\u{2029}", "\\u{200E}\\u{200F}\\u{061C}\\u{2028}\\u{2029}"),
        // Zero-width joiners join emoji and move nothing: they stay.
        ("👩\u{200D}💻 \u{200B}", "👩\u{200D}💻 \u{200B}"),
        ("\u{A0}\u{A1}\u{2027}\u{202F}\u{2065}\u{206A}", "\u{A0}\u{A1}\u{2027}\u{202F}\u{2065}\u{206A}"),
    ])
    func singleLine(text: String, expected: String) {
        #expect(TerminalSafeText.singleLine(text) == expected)
    }

    @Test("a report of several lines keeps line feeds and tabs, nothing else")
    func keepingLineBreaks() {
        #expect(TerminalSafeText.visible("a\n\tb\r\n\u{1B}c", keepingLineBreaks: true) == "a\n\tb\\r\n\\x1bc")
    }

    @Test("every scalar up to U+FFFF: what is unsafe is replaced, the rest kept, and the result is safe")
    func everyScalar() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let shown = TerminalSafeText.singleLine(text)
            if TerminalSafeText.isUnsafe(scalar) {
                #expect(shown == "a" + TerminalSafeText.visibleForm(of: scalar) + "b")
                #expect(shown.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
            } else {
                #expect(shown == text)
            }
        }
    }

    @Test("JSON documents escape the same characters with \\u, so the value stays and a terminal shows nothing")
    func json() throws {
        let value = "t\u{1B}]0;x\u{07} \u{9B}2J \u{202E}ab \u{7F} \u{2028} \"q\" \\ é"
        let rendered = JSONValue.object([("cell", .string(value))]).rendered()
        #expect(rendered == #"{"cell": "t\u001b]0;x\u0007 \u009b2J \u202eab \u007f \u2028 \"q\" \\ é"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: String]
        #expect(decoded?["cell"] == value)
        #expect(TerminalSafeText.visible(rendered, keepingLineBreaks: true) == rendered)
    }

    @Test("cells a spreadsheet would run are guarded, numbers are not", arguments: [
        ("=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rReturn", "'\rReturn"),
        ("'quoted", "''quoted"),
        ("-1234.50", "-1234.50"),
        ("+12", "+12"),
        ("-1,5", "-1,5"),
        ("-", "'-"),
        ("-.5", "'-.5"),
        ("-5.", "'-5."),
        ("Miete = 1200", "Miete = 1200"),
        ("", ""),
    ])
    func spreadsheetCells(text: String, guarded: String) {
        #expect(SpreadsheetCell.neutralised(text) == guarded)
        #expect(SpreadsheetCell.restored(guarded) == text)
    }

    @Test("a ' someone typed stays when the cell comes back")
    func typedApostrophe() {
        #expect(SpreadsheetCell.restored("'tis") == "'tis")
        #expect(SpreadsheetCell.restored("'-12.50") == "'-12.50")
    }

    @Test("filters nest at most 128 levels of '(' and 'not'; ten thousand stop with an error, not a crash", arguments: [
        (String(repeating: "(", count: 10_000) + "amount < 0" + String(repeating: ")", count: 10_000), 129),
        (String(repeating: "not ", count: 10_000) + "amount < 0", 129 * 4 - 3),
    ])
    func filterDepth(text: String, column: Int) throws {
        let error = try #require(throws: FilterError.self) { try FilterExpression(parsing: text) }
        #expect(error.message == "the filter nests '(' and 'not' more than 128 deep")
        #expect(error.column == column)
        // The quoted expression is cut around the place, not printed whole.
        #expect(error.rendered(source: text).count < 500)
    }

    @Test("128 levels still read")
    func filterDepthAllowed() throws {
        let text = String(repeating: "(", count: 128) + "amount < 0" + String(repeating: ")", count: 128)
        #expect(try FilterExpression(parsing: text).description == "amount < 0")
    }

    static func transaction(purpose: String, line: Int = 7) -> Transaction {
        Transaction(
            line: line, bookingDate: CalendarDate(year: 2024, month: 3, day: 1)!,
            amount: Money(minorUnits: -100, currency: Currency(code: "EUR")!), purpose: purpose)
    }

    @Test("a regex that backtracks without end is stopped, counts as no match, and is reported with its line")
    func regexBudget() throws {
        let filter = try FilterExpression(parsing: #"purpose ~ /^(\w+\s?)+$/"#)
        let hostile = Self.transaction(purpose: String(repeating: "a", count: 40) + "!")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(!filter.matches(hostile))
            // Once stopped, the regex is not tried again.
            #expect(!filter.matches(Self.transaction(purpose: String(repeating: "b", count: 40) + "!", line: 9)))
        }
        #expect(elapsed < .seconds(5))
        #expect(filter.exhaustedRegex?.regex == #"/^(\w+\s?)+$/"#)
        #expect(filter.exhaustedRegex?.line == 7)
    }

    @Test("ordinary regexes match as before and report nothing")
    func regexOrdinary() throws {
        let filter = try FilterExpression(parsing: #"purpose ~ /^(\w+\s?)+$/i"#)
        #expect(filter.matches(Self.transaction(purpose: "Miete März 2024")))
        #expect(!filter.matches(Self.transaction(purpose: "Miete!")))
        #expect(filter.exhaustedRegex == nil)
    }

    @Test("a template balance pattern that backtracks without end is stopped with a problem naming it")
    func balancePatternBudget() throws {
        let source = TemplateSource(path: "t.json", text: #"""
            {
              "id": "b", "name": "B", "country": "DE", "version": 1,
              "match": { "header": ["Datum", "Betrag"] },
              "format": { "encoding": "utf-8", "delimiter": ";", "date_format": "dd.MM.yyyy", "decimal_separator": "," },
              "currency": "EUR",
              "columns": { "booking_date": "Datum", "amount": "Betrag" },
              "balances": { "opening": { "line": "^(a+)+;(?<amount>[0-9,]+)$" } }
            }
            """#)
        let template = try Template(source: source)
        let clock = ContinuousClock()
        var balances: [TemplateBalanceLine] = []
        let elapsed = clock.measure {
            balances = template.statedBalances(in: [(1, String(repeating: "a", count: 40)), (2, "a;12,50")])
        }
        #expect(elapsed < .seconds(5))
        #expect(balances.count == 1)
        #expect(balances.first?.line == 1)
        #expect(balances.first?.amount == nil)
        #expect(balances.first?.problem == "the opening balance pattern of template 'b' (its line 7) was stopped after about "
            + "2000000 steps on line 1: nested repetitions such as (a+)+ take time that doubles with every character; "
            + "write the pattern without them")
    }

    @Test("a balance pattern still reads its groups")
    func balancePatternGroups() throws {
        let source = TemplateSource(path: "t.json", text: #"""
            {
              "id": "b", "name": "B", "country": "DE", "version": 1,
              "match": { "header": ["Datum", "Betrag"] },
              "format": { "encoding": "utf-8", "delimiter": ";", "date_format": "dd.MM.yyyy", "decimal_separator": "," },
              "currency": "EUR",
              "columns": { "booking_date": "Datum", "amount": "Betrag" },
              "balances": { "closing": { "line": "^Saldo vom (?<date>[0-9.]{10}) für Müller: (?<amount>[0-9.,]+)" } }
            }
            """#)
        let template = try Template(source: source)
        let balances = template.statedBalances(in: [(3, "Saldo vom 31.03.2024 für Müller: 1234,50 €")])
        #expect(balances.first?.amount?.description == "1234.50")
        #expect(balances.first?.date == CalendarDate(year: 2024, month: 3, day: 31))
        #expect(balances.first?.problem == nil)
    }

    @Test("a template's source line is quoted cut around the column and with controls visible")
    func templateSourceLine() {
        let line = String(repeating: "x", count: 5000) + "\u{1B}]0;t\u{07}" + String(repeating: "y", count: 5000)
        let diagnostic = TemplateDiagnostic(
            file: "t.json", location: SourceLocation(line: 2, column: 5001),
            problem: Problem(.templateJSONColonExpected, ["key": .text("x")]), sourceLine: line)
        let quoted = String(repeating: "x", count: 60) + "\\x1b]0;t\\x07" + String(repeating: "y", count: 54)
        #expect(diagnostic.rendered == """
            t.json:2:5001: error: expected ':' after the key 'x'
              |
            2 | …\(quoted)…
              | \(String(repeating: " ", count: 61))^

            """)
    }

    @Test("a short source line is quoted whole, tabs kept so the caret lines up")
    func templateShortSourceLine() {
        let diagnostic = TemplateDiagnostic(
            file: "t.json", location: SourceLocation(line: 3, column: 4), problem: Problem(.templateJSONMinusWithoutDigit),
            sourceLine: "\t\"\u{202E}\": 1")
        #expect(diagnostic.rendered == "t.json:3:4: error: a minus sign must be followed by a digit\n  |\n3 | \t\"\\u{202E}\": 1\n  | \t         ^\n")
    }
}
