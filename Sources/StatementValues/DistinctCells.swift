/// A column's non-empty cells, each distinct text once with how often it occurs.
///
/// Detection tries dozens of formats on every cell; booking dates and round amounts repeat
/// many times in a column, so reading each distinct text once is what keeps it quick.
package struct DistinctCells {
    /// The distinct texts, trimmed of spaces, in the order they first occur.
    package private(set) var texts: [String] = []
    /// How often each text occurs.
    private(set) var multiplicity: [Int] = []
    /// All non-empty cells.
    package private(set) var totalCount = 0

    package init(_ cells: some Sequence<String>) {
        var index: [String: Int] = [:]
        for cell in cells {
            let text = cell.trimmingSpaces
            guard !text.isEmpty else { continue }
            totalCount += 1
            if let known = index[text] {
                multiplicity[known] += 1
            } else {
                index[text] = texts.count
                texts.append(text)
                multiplicity.append(1)
            }
        }
    }

    /// How many cells (repeats included) the distinct texts marked `true` stand for.
    package func cellCount(where marked: [Bool]) -> Int {
        zip(marked, multiplicity).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
    }
}

extension String {
    /// The text without spaces, tabs and no-break spaces around it.
    package var trimmingSpaces: String {
        // Most cells have nothing to trim: ASCII letters or digits at both ends.
        if let first = utf8.first, let last = utf8.last, Self.isPlainEdge(first), Self.isPlainEdge(last) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{202F}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    private static func isPlainEdge(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80
    }
}
