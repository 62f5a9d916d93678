import CSVCore
import Foundation
@testable import StatementDetection
@testable import StatementTemplates
@testable import StatementValues
import Testing
import TestSupport

/// Reads a template fixture of `Tests/Fixtures/templates/`, named in diagnostics by its file name.
func templateFixture(_ name: String) throws -> TemplateSource {
    TemplateSource(path: name, text: try String(contentsOf: Corpus.fixture("templates/\(name)"), encoding: .utf8))
}

/// The diagnostics of a template text, or `[]` when it is valid.
func templateDiagnostics(_ source: TemplateSource) -> [TemplateDiagnostic] {
    do {
        _ = try Template(source: source)
        return []
    } catch {
        return error.diagnostics
    }
}

@Suite("Template validation")
struct TemplateValidationTests {
    @Test("a valid template reads into its ready form")
    func valid() throws {
        let template = try Template(source: try templateFixture("valid.json"))
        #expect(template.id == "example-bank")
        #expect(template.name == "Example Bank Giro")
        #expect(template.country == "DE")
        #expect(template.version == 1)
        #expect(template.file == "valid.json")
        #expect(template.match.header == ["Datum", "Text", "Betrag (EUR)", "Saldo"])
        #expect(template.match.requiredColumns == nil)
        #expect(template.format.encoding == .windows1252)
        #expect(template.format.dialect.delimiter == [UInt8(ascii: ";")])
        #expect(template.format.dialect.quote == UInt8(ascii: "\""))
        #expect(template.format.dialect.escape == .doubledQuote)
        #expect(template.format.preambleLines == .auto)
        #expect(template.format.footerLines == .auto)
        #expect(template.format.dateFormat.pattern == "dd.MM.yyyy")
        #expect(template.format.numberFormat == NumberFormat(decimalMark: .comma, grouping: .period))
        #expect(template.columns == TemplateColumns(
            bookingDate: "Datum", valueDate: nil, amount: .single("Betrag (EUR)"), currency: .fixed(.eur),
            counterparty: .columns([]), counterpartyIBAN: nil, purpose: ["Text"], reference: nil, category: nil,
            balance: "Saldo", status: nil))
        #expect(template.pendingValues == ColumnMapping.defaultPendingValues)
        #expect(template.signRule == .asWritten)
        #expect(template.filters.isEmpty)
        #expect(template.balances == TemplateBalances())
    }

    @Test("each error is reported at its file:line:column", arguments: [
        ("trailing-comma.json", [
            "trailing-comma.json:21:23: error: trailing comma before '}'",
        ]),
        ("unknown-key.json", [
            "unknown-key.json:11:5: error: unknown key 'delimeter' in 'format'",
        ]),
        ("wrong-type.json", [
            "wrong-type.json:5:14: error: 'version' must be a whole number, not a string",
        ]),
        ("column-not-in-header.json", [
            "column-not-in-header.json:20:15: error: column 'Betrag' for 'amount' is not in match.header",
        ]),
        ("unknown-encoding.json", [
            "unknown-encoding.json:10:17: error: unknown encoding 'latin-2'",
        ]),
        ("bad-date-pattern.json", [
            "bad-date-pattern.json:12:20: error: invalid date pattern 'dd.mm.yyyy': it needs exactly one day (d), one month (M) and one year (y)",
        ]),
        ("conflicting-amount.json", [
            "conflicting-amount.json:20:40: error: 'columns.debit' conflicts with 'columns.amount' (line 20)",
        ]),
        ("missing-currency.json", [
            "missing-currency.json:16:14: error: the template states no currency",
        ]),
        ("bad-id.json", [
            "bad-id.json:2:9: error: 'id' must be kebab-case (lower-case letters and digits joined by '-'), not 'Example Bank'",
        ]),
        ("balance-without-amount-group.json", [
            "balance-without-amount-group.json:17:38: error: the balance pattern has no group named 'amount'",
        ]),
        ("several-errors.json", [
            "several-errors.json:5:14: error: 'version' must be 1 or more",
            "several-errors.json:11:32: error: 'format.quote' must be one ASCII character or null, not ''''",
            "several-errors.json:21:38: error: column 'Text' is already read for 'purpose' (line 19)",
        ]),
    ])
    func fixtureErrors(fixture: String, expected: [String]) throws {
        #expect(templateDiagnostics(try templateFixture(fixture)).map(\.description) == expected)
    }

    @Test("the message is followed by the line, a caret under the column, and the hint")
    func rendering() throws {
        let diagnostics = templateDiagnostics(try templateFixture("column-not-in-header.json"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rendered == """
            column-not-in-header.json:20:15: error: column 'Betrag' for 'amount' is not in match.header
               |
            20 |     "amount": "Betrag",
               |               ^
            hint: did you mean 'Betrag (EUR)'?

            """)
    }

    @Test("the caret keeps tabs and counts characters")
    func caretWithTabsAndUmlauts() {
        let diagnostic = TemplateDiagnostic(
            file: "t.json", location: SourceLocation(line: 3, column: 9), problem: Problem(.templateJSONMinusWithoutDigit),
            sourceLine: "\t\"ä\": \"x\"")
        #expect(diagnostic.rendered == "t.json:3:9: error: a minus sign must be followed by a digit\n  |\n3 | \t\"ä\": \"x\"\n  | \t       ^\n")
    }

    static let base = """
        {
          "id": "b", "name": "B", "country": "DE", "version": 1,
          "match": { "header": ["Datum", "Betrag", "Soll", "Haben", "S/H", "Text", "Text"] },
          "format": { "encoding": "utf-8", "delimiter": ";", "date_format": "dd.MM.yyyy", "decimal_separator": "," },
          "currency": "EUR",
          "columns": { "booking_date": "Datum", "amount": "Betrag" }
        }
        """

    /// `base` with its `columns` object (line 6) replaced, or another line replaced.
    static func variant(_ old: String, _ new: String) -> TemplateSource {
        precondition(base.contains(old), old)
        return TemplateSource(path: "t.json", text: base.replacingOccurrences(of: old, with: new))
    }

    @Test("a misspelt key of a nested object is reported with the key it lacks")
    func nestedUnknownKey() {
        let source = Self.variant(#""amount": "Betrag" }"#, #""amount": "Betrag", "counterparty": { "outgoing": "Soll", "in": "Haben" } }"#)
        #expect(templateDiagnostics(source).map(\.description) == [
            "t.json:6:77: error: missing key 'incoming' in 'columns.counterparty'",
            "t.json:6:99: error: unknown key 'in' in 'columns.counterparty'",
        ])
    }

    @Test("errors of meaning", arguments: [
        (#""amount": "Betrag" }"#, #""debit": "Soll" }"#,
         "t.json:6:50: error: 'columns.debit' needs 'columns.credit'"),
        (#""amount": "Betrag" }"#, #""credit": "Haben" }"#,
         "t.json:6:51: error: 'columns.credit' needs 'columns.debit'"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "credit": "Haben" }"#,
         "t.json:6:71: error: 'columns.credit' conflicts with 'columns.amount' (line 6)"),
        (#""amount": "Betrag" }"#, #""debit_credit_flag": { "column": "S/H", "debit": ["S"], "credit": ["H"] } }"#,
         "t.json:6:62: error: 'columns.debit_credit_flag' needs 'columns.amount', the column the flag gives a direction"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "debit_credit_flag": { "column": "S/H", "debit": ["S"], "credit": ["S"] } }"#,
         "t.json:6:128: error: flag value 'S' is listed as both debit and credit"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "purpose": "Text" }"#,
         "t.json:6:72: error: column 'Text' for 'purpose' occurs more than once in match.header"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "purpose": 3 }"#,
         "t.json:6:72: error: 'columns.purpose' must be a header name or an array of them, not a number"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "counterparty": ["Soll", 2] }"#,
         "t.json:6:86: error: the elements of 'columns.counterparty' must be strings, not a number"),
        (#", "amount": "Betrag" }"#, " }",
         "t.json:6:14: error: 'columns' names no amount column"),
        (#""currency": "EUR","#, #""currency": "EURO","#,
         "t.json:5:15: error: unknown currency code 'EURO'"),
        (#""currency": "EUR","#, #""currency": "EUR", "sign": "invert","#,
         "t.json:5:30: error: unknown sign rule 'invert'"),
        (#""currency": "EUR","#, #""currency": "EUR", "filters": ["  "],"#,
         "t.json:5:34: error: a filter must not be empty"),
        (#""currency": "EUR","#, #""currency": "EUR", "categories": [{ "if": "amount < 0" }],"#,
         "t.json:5:37: error: missing key 'category' in 'categories[0]'"),
        (#""currency": "EUR","#, #""currency": "EUR", "pending_values": "offen","#,
         "t.json:5:40: error: 'pending_values' must be an array of strings, not a string"),
        (#""country": "DE""#, #""country": "Germany""#,
         "t.json:2:38: error: 'country' must be an ISO 3166 two-letter code in capitals, not 'Germany'"),
        (#""decimal_separator": ",""#, #""decimal_separator": ",", "thousands_separator": ",""#,
         "t.json:4:132: error: 'thousands_separator' must differ from 'decimal_separator'"),
        (#""decimal_separator": ",""#, #""decimal_separator": ",", "thousands_separator": "_""#,
         "t.json:4:132: error: 'thousands_separator' cannot be '_'"),
        (#""delimiter": ";""#, #""delimiter": "§""#,
         "t.json:4:49: error: 'format.delimiter' must be one or more ASCII characters, not '§'"),
        (#""delimiter": ";""#, #""delimiter": ";", "preamble_lines": "some""#,
         "t.json:4:72: error: 'format.preamble_lines' must be a number or \"auto\", not a string"),
        (#""delimiter": ";""#, #""delimiter": ";", "footer_lines": -1"#,
         "t.json:4:70: error: 'format.footer_lines' must not be negative"),
        (#""header": ["#, #""required_columns": ["Datum", "Betrag", "Saldo"], "header": ["#,
         "t.json:3:54: error: required column 'Saldo' is not in match.header"),
        (#""header": ["#, #""required_columns": ["Datum"], "header": ["#,
         "t.json:6:51: error: column 'Betrag' for 'amount' is not in match.required_columns"),
        (#""header": ["#, #""preamble": ["^Konto:(;"], "header": ["#,
         "t.json:3:27: error: invalid preamble pattern: unbalanced parentheses at character 10"),
        (#""amount": "Betrag" }"#, #""amount": "Betrag", "status": "column 2" }"#,
         "t.json:6:71: error: 'column 2' is within match.header; name that column by its name 'Betrag'"),
        (#""date_format": "dd.MM.yyyy""#, #""date_format": []"#,
         "t.json:4:13: error: 'format.date_format' must name at least one date pattern"),
        (#""date_format": "dd.MM.yyyy""#, #""date_format": 3"#,
         "t.json:4:69: error: 'format.date_format' must be a date pattern or an array of date patterns, not a number"),
        (#""date_format": "dd.MM.yyyy""#, #""date_format": ["dd.MM.yy", "dd.MM.yyyyy"]"#,
         "t.json:4:82: error: invalid date pattern 'dd.MM.yyyyy': 'yyyyy' is not a field this importer reads (d, dd, M, MM, MMM, MMMM, yy, yyyy, H, HH, mm, ss, S, a, X)"),
    ])
    func meaning(old: String, new: String, expected: String) {
        #expect(templateDiagnostics(Self.variant(old, new)).map(\.description) == [expected])
    }

    @Test("a field beyond the header is read by its position")
    func columnBeyondHeader() throws {
        let template = try Template(source: Self.variant(#""amount": "Betrag" }"#, #""amount": "Betrag", "status": "column 9" }"#))
        #expect(template.columns.status == "column 9")
        let header = ["Datum", "Betrag", "Soll", "Haben", "S/H", "Text", "Text"]
        #expect(try template.mapping(forHeader: header).status == 8)
        // Once the header names nine columns, the export has changed: the name is looked up and missing.
        #expect(throws: TemplateResolutionError.self) { try template.mapping(forHeader: header + ["Neu", "Status"]) }
    }

    @Test("several date formats: the first is the default, the others are kept in order")
    func severalDateFormats() throws {
        let template = try Template(source: Self.variant(#""date_format": "dd.MM.yyyy""#, #""date_format": ["dd.MM.yy", "dd.MM.yyyy", "d.M.yyyy"]"#))
        #expect(template.format.dateFormat.pattern == "dd.MM.yy")
        #expect(template.format.otherDateFormats.map(\.pattern) == ["dd.MM.yyyy", "d.M.yyyy"])
        let single = try Template(source: TemplateSource(path: "t.json", text: Self.base))
        #expect(single.format.otherDateFormats == [])
    }

    @Test("a template file may hold 1 MiB, not one byte more")
    func fileLimit() throws {
        let name = String(repeating: #"\u001b[2J"#, count: 16_384)
        let text = Self.base.replacingOccurrences(of: #""name": "B""#, with: "\"name\": \"\(name)\"")
        let largest = text + String(repeating: " ", count: Template.maximumFileSize - text.utf8.count)
        let template = try Template(source: TemplateSource(path: "t.json", text: largest))
        #expect(template.name == String(repeating: "\u{1B}[2J", count: 16_384))

        #expect(templateDiagnostics(TemplateSource(path: "t.json", text: largest + " ")).map(\.rendered) == [
            """
            t.json:1:1: error: the file is larger than 1024 KiB, the most a template may be
            hint: a template is a few kilobytes of settings; check that this is the right file

            """,
        ])
    }

    // Every unknown key was a diagnostic quoting its line: 80,000 keys on one line of a
    // megabyte kept every command busy for minutes printing them.
    @Test("fifty problems are listed, the others counted")
    func manyProblems() {
        let keys = (0..<80_000).map { "\"k\($0)\": 1" }
        let diagnostics = templateDiagnostics(TemplateSource(path: "t.json", text: "{" + keys.joined(separator: ", ") + "}"))
        #expect(diagnostics.count == 51)
        #expect(diagnostics.first?.description == "t.json:1:2: error: unknown key 'k0' at the top level")
        let column = ("{" + keys.prefix(50).joined(separator: ", ") + ", ").count + 1
        #expect(diagnostics.last?.description == "t.json:1:\(column): error: 79957 more problems, the first of them here")
        #expect(diagnostics.last?.hint() == "fix the ones above and read the template again")
    }

    @Test("the top level must be an object")
    func notAnObject() {
        #expect(templateDiagnostics(TemplateSource(path: "t.json", text: "[]")).map(\.description)
            == ["t.json:1:1: error: a template must be an object, not an array"])
    }

    @Test("missing required keys are reported at the object")
    func missingKeys() {
        #expect(templateDiagnostics(TemplateSource(path: "t.json", text: "{\n  \"id\": \"x\"\n}")).map(\.description) == [
            "t.json:1:1: error: missing key 'name' in the template",
            "t.json:1:1: error: missing key 'country' in the template",
            "t.json:1:1: error: missing key 'version' in the template",
            "t.json:1:1: error: missing key 'match' in the template",
            "t.json:1:1: error: missing key 'format' in the template",
            "t.json:1:1: error: missing key 'columns' in the template",
        ])
    }

    @Test("flags, directions, escapes and balances read into the model")
    func richColumns() throws {
        let source = Self.variant(
            #""columns": { "booking_date": "Datum", "amount": "Betrag" }"#,
            #"""
            "columns": { "booking_date": "Datum", "amount": "Betrag",
                "debit_credit_flag": { "column": "S/H", "debit": ["S"], "credit": ["H"] },
                "counterparty": { "outgoing": "Soll", "incoming": "Haben" } },
              "sign": "inverted", "filters": ["purpose ~ /Umbuchung/"],
              "categories": [{ "if": "amount < 0", "category": "Ausgaben" }],
              "balances": { "opening": { "line": "^Alter Saldo;(?<date>[^;]*);(?<amount>.*)$", "decimal_separator": "." } }
            """#)
        let template = try Template(source: source)
        #expect(template.columns.amount == .flagged(amount: "Betrag", flag: "S/H", debitValues: ["S"], creditValues: ["H"]))
        #expect(template.columns.counterparty == .byDirection(outgoing: "Soll", incoming: "Haben"))
        #expect(template.signRule == .inverted)
        #expect(template.filters == [TemplateExpression(text: "purpose ~ /Umbuchung/", file: "t.json", location: SourceLocation(line: 9, column: 35))])
        #expect(template.categoryRules == [TemplateCategoryRule(
            condition: TemplateExpression(text: "amount < 0", file: "t.json", location: SourceLocation(line: 10, column: 26)),
            category: "Ausgaben")])
        let opening = try #require(template.balances.opening)
        #expect(opening.numberFormat == NumberFormat(decimalMark: .period))
        #expect(opening.dateFormat?.pattern == "dd.MM.yyyy")
        #expect(template.balances.closing == nil)
    }

    @Test("quote and escape settings", arguments: [
        (#""quote": null"#, UInt8?.none, "none"),
        (#""quote": "'""#, UInt8(ascii: "'"), "doubled"),
        (#""escape": "\\""#, UInt8(ascii: "\""), "backslash"),
        (#""escape": null"#, UInt8(ascii: "\""), "none"),
    ])
    func quoting(setting: String, quote: UInt8?, escape: String) throws {
        let template = try Template(source: Self.variant(#""delimiter": ";""#, #""delimiter": ";", "# + setting))
        #expect(template.format.dialect.quote == quote)
        let expectedEscape: Dialect.Escape = switch escape {
        case "doubled": .doubledQuote
        case "backslash": .backslash
        default: .none
        }
        #expect(template.format.dialect.escape == expectedEscape)
    }
}

