@testable import StatementTemplates
import Testing

@Suite("Template JSON reader")
struct TemplateJSONDocumentTests {
    @Test("values keep their line and column")
    func positions() throws {
        let text = "{\n  \"a\": [1, -2.5e3, true],\n  \"bé\": {\"c\": null},\n\t\"d\": \"x\\u00e9\\n\"\n}"
        let document = try JSONDocument(text: text)
        guard case .object(let members) = document.root.value else {
            Issue.record("not an object")
            return
        }
        #expect(document.root.location == SourceLocation(line: 1, column: 1))
        #expect(members.map(\.key.name) == ["a", "bé", "d"])
        #expect(members.map(\.key.location) == [
            SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3), SourceLocation(line: 4, column: 2),
        ])
        #expect(members[0].value == JSONNode(value: .array([
            JSONNode(value: .number("1"), location: SourceLocation(line: 2, column: 9)),
            JSONNode(value: .number("-2.5e3"), location: SourceLocation(line: 2, column: 12)),
            JSONNode(value: .bool(true), location: SourceLocation(line: 2, column: 20)),
        ]), location: SourceLocation(line: 2, column: 8)))
        // Columns count characters: "bé" is two, so the value starts at column 9.
        #expect(members[1].value.location == SourceLocation(line: 3, column: 9))
        #expect(members[2].value == JSONNode(value: .string("xé\n"), location: SourceLocation(line: 4, column: 7)))
        #expect(document.lines == ["{", "  \"a\": [1, -2.5e3, true],", "  \"bé\": {\"c\": null},", "\t\"d\": \"x\\u00e9\\n\"", "}"])
    }

    @Test("valid texts", arguments: [
        ("0", JSONNode.Value.number("0")),
        ("-0.0E+1", .number("-0.0E+1")),
        ("\"\\ud83d\\ude00 \\\" \\\\ \\/ \\b\\f\\r\\t\"", .string("😀 \" \\ / \u{08}\u{0C}\r\t")),
        ("\u{FEFF} [ ] ", .array([])),
        ("{}", .object([])),
        ("\r\nnull\r\n", .null),
        ("false", .bool(false)),
    ])
    func valid(text: String, expected: JSONNode.Value) throws {
        #expect(try JSONDocument(text: text).root.value == expected)
    }

    @Test("syntax errors are reported at their place", arguments: [
        ("", "1:1: the file is empty"),
        ("{\"a\": 1,}", "1:8: trailing comma before '}'"),
        ("[1, 2,\n]", "1:6: trailing comma before ']'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key 'a'"),
        ("{\"a\": 1 \"b\": 2}", "1:9: unexpected '\"', expected ',' or '}'"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a'"),
        ("{a: 1}", "1:2: unexpected 'a', expected a key in double quotes"),
        ("['x']", "1:2: strings are written in double quotes in JSON"),
        ("[01]", "1:2: numbers do not start with a zero"),
        ("[1.]", "1:2: a decimal point must be followed by a digit"),
        ("[-]", "1:2: a minus sign must be followed by a digit"),
        ("[1e]", "1:2: an exponent must have digits"),
        ("[True]", "1:2: unexpected 'T', expected a value"),
        ("[tru]", "1:2: unexpected 't', expected a value"),
        ("\"abc", "1:1: unterminated string"),
        ("[\"a\nb\"]", "1:2: unterminated string"),
        ("[\"a\tb\"]", "1:4: unescaped control character U+0009 in a string"),
        ("[\"\\x\"]", "1:3: invalid escape '\\x' in a string"),
        ("[\"\\u12\"]", "1:3: \\u must be followed by four hexadecimal digits"),
        ("[\"\\ud800\"]", "1:3: high surrogate \\uD800 is not followed by a low surrogate"),
        ("[\"\\udc00\"]", "1:3: lone low surrogate \\uDC00 in a string"),
        ("{\"ä\": [1,\n  2", "1:7: unexpected end of file inside the array that starts here"),
        ("{} {}", "1:4: unexpected '{' after the end of the document"),
        ("[1] // note", "1:5: unexpected '/' after the end of the document"),
        ("[\"é\" 1]", "1:6: unexpected '1', expected ',' or ']'"),
    ])
    func invalid(text: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(text: text) }
        do {
            _ = try JSONDocument(text: text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("nesting is bounded")
    func depth() {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        do {
            _ = try JSONDocument(text: text)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "1:129: values are nested more than 128 deep")
        }
    }

    // The old reader took time in the square of the string's length: 1.8 MB of escapes took
    // 3.8 s, these 18 MB would take minutes; read linearly, they take under a second.
    @Test("a string of two million escapes is read whole")
    func longEscapedString() throws {
        let escape = #"\u001b[2J"#
        let text = "{\"name\": \"" + String(repeating: escape, count: 2_000_000) + "\"}"
        let document = try JSONDocument(text: text, maximumStringLength: .max)
        guard case .object(let members) = document.root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 1)
        #expect(members.first?.value.value == .string(String(repeating: "\u{1B}[2J", count: 2_000_000)))
    }

    // Counting each value's column from the start of its line took time in the square of the
    // line's length: a template written on one line of a megabyte would take minutes.
    @Test("a document on one line of a megabyte keeps every column")
    func longLine() throws {
        let count = 500_000
        let text = "[" + String(repeating: "0,", count: count) + "\"é\", 0]"
        let document = try JSONDocument(text: text)
        guard case .array(let elements) = document.root.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == count + 2)
        #expect(elements[count - 1].location == SourceLocation(line: 1, column: 2 * count))
        #expect(elements[count].location == SourceLocation(line: 1, column: 2 * count + 2))
        // "é" is one character of two bytes.
        #expect(elements[count + 1].location == SourceLocation(line: 1, column: 2 * count + 7))
    }

    @Test("a string may hold 65536 characters, not one more")
    func stringLimit() throws {
        let longest = String(repeating: "é", count: 65_536)
        #expect(try JSONDocument(text: "{\"name\": \"\(longest)\"}").root.value
            == .object([(JSONNode.Key(name: "name", location: SourceLocation(line: 1, column: 2)),
                         JSONNode(value: .string(longest), location: SourceLocation(line: 1, column: 10)))]))
        let escaped = String(repeating: #"\u00e9"#, count: 65_537)
        do {
            _ = try JSONDocument(text: "{\n  \"name\": \"\(escaped)\"}")
            Issue.record("accepted")
        } catch {
            #expect(error.description
                == "2:11: the string that starts here is longer than 65536 characters, the most a string may hold here")
            #expect(error.hint == "names, column headers and patterns are short; shorten the string or check that this is the right file")
        }
    }
}
