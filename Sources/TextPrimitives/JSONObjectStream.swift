/// A JSON object written member by member, one member a list written item by item: the bytes
/// `JSONValue.object(...).rendered()` gives for the whole object, without holding the list.
///
/// Members before the list wait until its first item (a list that stays empty may make the
/// object short enough for one line, which only the whole object can tell); from then on,
/// `take` hands out what is written so far.
package struct JSONObjectStream {
    /// How many bytes a writer of a long document collects before it hands them on, so that
    /// the document's memory stays small whatever its length.
    package static let blockSize = 64 * 1024

    /// What starts a list item: a line break and the item's indentation.
    private static let itemStart: StaticString = "\n    "

    private var waiting: [(String, JSONValue)] = []
    private var listKey: String?
    private var items = 0
    private var output: [UInt8] = []
    private var flushed = false

    package init() {}

    /// A member before or after the list.
    package mutating func member(_ key: String, _ value: JSONValue) {
        guard flushed else {
            waiting.append((key, value))
            return
        }
        output.append(0x2C)
        output.append(contentsOf: Array("\n  ".utf8))
        JSONText.appendTerminalSafeString(key, to: &output)
        output.append(contentsOf: [0x3A, 0x20])
        value.append(to: &output, indent: 1)
    }

    /// Starts the list member `key`.
    package mutating func openList(_ key: String) {
        listKey = key
    }

    /// The list's next item.
    package mutating func item(_ value: JSONValue) {
        item { output, indent in value.append(to: &output, indent: indent) }
    }

    /// The list's next item, written by `write` as `JSONValue.append(to:indent:)` would write
    /// it at `indent`: for items of a long list, written without building a value for each.
    package mutating func item(writing write: (inout [UInt8], _ indent: Int) -> Void) {
        if !flushed { flush() }
        if items > 0 { output.append(0x2C) }
        // A literal's bytes, not `Array("\n    ".utf8)`: that allocated and freed an array an item.
        output.append(contentsOf: UnsafeBufferPointer(start: Self.itemStart.utf8Start, count: Self.itemStart.utf8CodeUnitCount))
        write(&output, 2)
        items += 1
    }

    /// Ends the list; members after it follow.
    package mutating func closeList() {
        guard flushed else {
            // No item came: the list stays a member like the others, rendered with them.
            if let listKey { waiting.append((listKey, .array([]))) }
            return
        }
        output.append(contentsOf: Array("\n  ]".utf8))
    }

    /// Ends the object, with a line end.
    package mutating func close() {
        if flushed {
            output.append(contentsOf: Array("\n}\n".utf8))
        } else {
            output.append(contentsOf: Array((JSONValue.object(waiting).rendered() + "\n").utf8))
            waiting = []
        }
    }

    /// How many bytes `take` would hand out now.
    package var pendingCount: Int { output.count }

    /// The bytes written since the last call.
    package mutating func take() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    private mutating func flush() {
        flushed = true
        output.append(0x7B)
        for (position, (key, value)) in waiting.enumerated() {
            if position > 0 { output.append(0x2C) }
            output.append(contentsOf: Array("\n  ".utf8))
            JSONText.appendTerminalSafeString(key, to: &output)
            output.append(contentsOf: [0x3A, 0x20])
            value.append(to: &output, indent: 1)
        }
        if !waiting.isEmpty { output.append(0x2C) }
        output.append(contentsOf: Array("\n  ".utf8))
        JSONText.appendTerminalSafeString(listKey ?? "", to: &output)
        output.append(contentsOf: Array(": [".utf8))
        waiting = []
    }
}
