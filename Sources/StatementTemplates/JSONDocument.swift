import ImportWords
import StatementValues

/// A JSON text (RFC 8259) read into values that remember where they were written, so that a
/// template's errors of meaning can point at the key or value at fault, as its syntax errors do.
///
/// The reader is strict: no comments, no trailing commas, no leading zeros, no unescaped
/// control characters, no lone surrogates, and no key written twice in one object (RFC 8259
/// leaves duplicates undefined; in a template the second would silently win). A byte order
/// mark at the very start is skipped. Numbers keep their text: templates only need small
/// integers, and text never loses digits.
///
/// Lines count from 1; columns count characters (Unicode scalars) from 1, so that the caret
/// under a diagnostic lands under the character an editor shows at that column.
package struct JSONDocument: Sendable {
    /// The top-level value.
    package let root: JSONNode
    /// The text's lines without their line breaks, for quoting a line under a diagnostic.
    package let lines: [String]

    /// The most characters a string may hold. Template strings are names, column headers and
    /// patterns of a few dozen characters; the bound keeps a hostile file from handing every
    /// later step (matching, printing) a string of megabytes.
    package static let maximumStringLength = 65_536

    /// Reads `text`, or throws the first syntax error with its place.
    package init(text: String) throws(JSONSyntaxError) {
        try self.init(text: text, maximumStringLength: Self.maximumStringLength)
    }

    /// Reads `text` with another bound on strings, for tests of the reader itself.
    init(text: String, maximumStringLength: Int) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(text.utf8), maximumStringLength: maximumStringLength)
        root = try parser.parseDocument()
        lines = JSONDocument.splitLines(text)
    }

    /// The lines of `text`, split at LF, CRLF and CR as the reader counts them.
    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}

/// A place in a text: line and column, both from 1.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// One JSON value and the place its first character was written.
package struct JSONNode: Sendable, Equatable {
    /// A key of an object, with its own place (for "unknown key" errors).
    package struct Key: Sendable, Equatable {
        package var name: String
        package var location: SourceLocation
    }

    package indirect enum Value: Sendable, Equatable {
        /// Members in the order written.
        case object([(key: Key, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        /// The number as written (`-12`, `1.5e3`).
        case number(String)
        case bool(Bool)
        case null

        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.object(a), .object(b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case let (.array(a), .array(b)): a == b
            case let (.string(a), .string(b)): a == b
            case let (.number(a), .number(b)): a == b
            case let (.bool(a), .bool(b)): a == b
            case (.null, .null): true
            default: false
            }
        }
    }

    package var value: Value
    package var location: SourceLocation

    /// The kind of value in the catalogue's words ("a string", "an object"), for errors.
    package var kind: WordValue {
        let name = switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
        return .phrase("template.kind.\(name)", [:])
    }
}

/// A JSON text that does not follow RFC 8259, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var location: SourceLocation
    /// What is wrong: its code and data; the catalogue's advice for the code is the way out.
    package var problem: Problem

    init(_ code: ProblemCode, _ data: [String: WordValue] = [:], at location: SourceLocation) {
        self.location = location
        self.problem = Problem(code, data, line: location.line, column: location.column)
    }

    /// `line:column: message`, in English.
    package var description: String { "\(location): \(problem.message())" }
    /// The way out, in English.
    package var hint: String? { problem.advice() }
}

/// The recursive-descent reader behind `JSONDocument`, over the UTF-8 bytes of the text.
struct JSONParser {
    /// Nesting deeper than this is refused rather than risking the stack on hostile input.
    static let maximumDepth = 128

    let bytes: [UInt8]
    let maximumStringLength: Int
    var index = 0
    var line = 1
    /// The byte offset where the current line starts, for computing columns.
    var lineStart = 0
    /// The last place `here` computed on the current line, so that the next one counts
    /// columns on from there: counting from the line's start each time took time in the
    /// square of the line's length for a template written on one line.
    var columnMark = (offset: 0, column: 1)
    var depth = 0

    init(bytes: [UInt8], maximumStringLength: Int) {
        self.bytes = bytes
        self.maximumStringLength = maximumStringLength
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
            columnMark.offset = 3
        }
    }

    /// The place of byte `offset`, which lies on the current line.
    func location(at offset: Int) -> SourceLocation {
        var (position, column) = offset >= columnMark.offset ? columnMark : (lineStart, 1)
        while position < offset {
            // Count scalars: continuation bytes (10xxxxxx) do not start a character.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The place of the current byte.
    var here: SourceLocation {
        mutating get {
            let location = location(at: index)
            columnMark = (index, location.column)
            return location
        }
    }

    /// An error at byte `offset` of the current line (the current byte by default).
    func error(_ code: ProblemCode, _ data: [String: WordValue] = [:], at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(code, data, at: location(at: offset ?? index))
    }

    /// An error about the object or array that opened at `location`, possibly lines ago.
    func unclosed(_ kind: String, openedAt location: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError(.templateJSONUnclosed, [
            "container": .phrase("template.container.\(kind)", [:]), "close": .text(kind == "object" ? "}" : "]"),
        ], at: location)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else {
            throw error(.templateEmpty)
        }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error(.templateJSONAfterDocument, ["found": describe(at: index)])
        }
        return root
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                newLine()
            case 0x0D:
                index += 1
                if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                newLine()
            default:
                return
            }
        }
    }

    mutating func newLine() {
        line += 1
        lineStart = index
        columnMark = (index, 1)
    }

    /// The character at `offset` for "unexpected ..." messages: quoted, or in words.
    func describe(at offset: Int) -> WordValue {
        guard offset < bytes.count else { return .phrase("template.json.end_of_file", [:]) }
        let byte = bytes[offset]
        if byte < 0x20 { return .phrase("template.json.control_character", ["code": .text("U+" + Self.fourHexDigits(UInt32(byte)))]) }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return .phrase("label.quoted", ["name": .text(String(decoding: bytes[offset..<end], as: UTF8.self))])
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = here
        guard index < bytes.count else { throw error(.templateJSONValueExpected, ["found": describe(at: index)]) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        case UInt8(ascii: "t"): try parseLiteral("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try parseLiteral("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try parseLiteral("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "'"):
            throw error(.templateJSONSingleQuotes)
        default:
            throw error(.templateJSONValueExpected, ["found": describe(at: index)])
        }
    }

    mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw error(.templateJSONLiteralInvalid, ["found": describe(at: start)], at: start)
            }
            index += 1
        }
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error(.templateJSONNestedTooDeep, ["limit": .number(Self.maximumDepth)]) }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        let open = here
        index += 1
        var members: [(key: JSONNode.Key, value: JSONNode)] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        var comma: SourceLocation?
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count && bytes[index] == UInt8(ascii: "}"), let comma {
                    throw JSONSyntaxError(.templateJSONTrailingComma, Self.separating("object"), at: comma)
                }
                guard index < bytes.count else { throw unclosed("object", openedAt: open) }
                throw error(.templateJSONKeyExpected, ["found": describe(at: index)])
            }
            let keyLocation = here
            let name = try parseString()
            if let first = seen[name] {
                throw JSONSyntaxError(.templateJSONDuplicateKey, [
                    "key": .text(name), "first_line": .number(first.line), "first_column": .number(first.column),
                ], at: keyLocation)
            }
            seen[name] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(.templateJSONColonExpected, ["key": .text(name)])
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((JSONNode.Key(name: name, location: keyLocation), value))
            skipWhitespace()
            guard index < bytes.count else {
                throw unclosed("object", openedAt: open)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                comma = here
                index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default:
                throw error(.templateJSONSeparatorExpected, Self.separating("object").merging(["found": describe(at: index)]) { $1 })
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        let open = here
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        var comma = here
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                throw JSONSyntaxError(.templateJSONTrailingComma, Self.separating("array"), at: comma)
            }
            guard index < bytes.count else {
                throw unclosed("array", openedAt: open)
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw unclosed("array", openedAt: open)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                comma = here
                index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default:
                throw error(.templateJSONSeparatorExpected, Self.separating("array").merging(["found": describe(at: index)]) { $1 })
            }
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        // The string is gathered as UTF-8 and made a String once: appending text to a growing
        // String.UnicodeScalarView copies it whole each time, which made a name of many
        // escapes take time in the square of its length.
        var utf8: [UInt8] = []
        var characters = 0
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw error(.templateJSONStringUnterminated, at: open)
            }
            if characters > maximumStringLength {
                throw error(.templateJSONStringTooLong, ["limit": .number(maximumStringLength)], at: open)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[runStart..<index])
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                characters += 1
                runStart = index
            case 0x0A, 0x0D:
                throw error(.templateJSONStringUnterminated, at: open)
            case 0x00..<0x20:
                throw error(.templateJSONControlCharacterInString, ["found": describe(at: index)])
            default:
                // Continuation bytes (10xxxxxx) do not start a character.
                if byte & 0xC0 != 0x80 { characters += 1 }
                index += 1
            }
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error(.templateJSONStringUnterminated) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) {
                throw error(.templateJSONLoneLowSurrogate, ["escape": .text(hex(high))], at: start)
            }
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(.templateJSONLoneHighSurrogate, ["escape": .text(hex(high))], at: start)
                }
                let lowStart = index
                index += 2
                let low = try parseHexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(.templateJSONLoneHighSurrogate, ["escape": .text(hex(high))], at: start)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(high)!
        default:
            throw error(.templateJSONInvalidEscape, ["letter": .text(String(decoding: [letter], as: UTF8.self))], at: start)
        }
    }

    mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error(.templateJSONUnicodeEscapeShort, at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func hex(_ value: UInt32) -> String { Self.fourHexDigits(value) }

    /// The data of an error about the separators of an object or an array.
    static func separating(_ container: String) -> [String: WordValue] {
        [
            "close": .text(container == "object" ? "}" : "]"), "item": .phrase("template.item.\(container)", [:]),
            "items": .phrase("template.items.\(container)", [:]),
        ]
    }

    static func fourHexDigits(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error(.templateJSONMinusWithoutDigit, at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) {
                throw error(.templateJSONLeadingZero, at: start)
            }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error(.templateJSONPointWithoutDigit, at: start) }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error(.templateJSONExponentWithoutDigit, at: start) }
            while isDigit(index) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
