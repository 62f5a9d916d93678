/// A JSON document built in code, with object keys kept in the order they were given, so that
/// fixed outputs print their fields in the documented order.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number already formatted as JSON text (`0.97`), so that no binary rounding shows.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// `value` or `null`.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    package static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// The document as UTF-8 text, indented by two spaces per level, ending without a newline.
    package func rendered() -> String {
        var output: [UInt8] = []
        append(to: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as `rendered` writes it at nesting level `indent`, for documents
    /// written piece by piece (a streamed list of transactions inside an object).
    package func append(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: Array("null".utf8))
        case .bool(let value): output.append(contentsOf: Array((value ? "true" : "false").utf8))
        case .int(let value): output.append(contentsOf: Array(String(value).utf8))
        case .number(let text): output.append(contentsOf: Array(text.utf8))
        case .string(let text): JSONText.appendTerminalSafeString(text, to: &output)
        case .array(let items):
            appendContainer(items.map { (nil as String?, $0) }, open: 0x5B, close: 0x5D, to: &output, indent: indent)
        case .object(let members):
            appendContainer(members.map { (Optional($0.0), $0.1) }, open: 0x7B, close: 0x7D, to: &output, indent: indent)
        }
    }

    private func appendContainer(_ items: [(String?, JSONValue)], open: UInt8, close: UInt8, to output: inout [UInt8], indent: Int) {
        output.append(open)
        guard !items.isEmpty else {
            output.append(close)
            return
        }
        // Short containers of scalars stay on one line, as in `{"index": 0, "name": ...}`.
        let inline = items.allSatisfy { $0.1.isScalar } && items.count <= 8
        for (position, (key, value)) in items.enumerated() {
            if position > 0 { output.append(0x2C) }
            if inline {
                if position > 0 { output.append(0x20) }
            } else {
                output.append(0x0A)
                output.append(contentsOf: [UInt8](repeating: 0x20, count: (indent + 1) * 2))
            }
            if let key {
                JSONText.appendTerminalSafeString(key, to: &output)
                output.append(contentsOf: [0x3A, 0x20])
            }
            value.append(to: &output, indent: indent + 1)
        }
        if !inline {
            output.append(0x0A)
            output.append(contentsOf: [UInt8](repeating: 0x20, count: indent * 2))
        }
        output.append(close)
    }

    var isScalar: Bool {
        switch self {
        case .array(let items): items.isEmpty || items.allSatisfy { if case .string = $0 { true } else { false } }
        case .object: false
        default: true
        }
    }
}
