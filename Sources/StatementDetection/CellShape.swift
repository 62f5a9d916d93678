/// The rough kind of value a cell holds, judged from its bytes alone, for dialect scoring.
///
/// A correct dialect cuts a file into cells that look like values: numbers, dates, words,
/// codes. A wrong one leaves delimiters inside cells and cuts values in half. This is the
/// "type score" idea of CleverCSV (van den Burg et al., 2019), with shapes that fit bank
/// statements: decimal commas, grouped amounts with currency, German and Swiss dates, IBANs.
enum CellShape: Equatable {
    case empty
    case number
    case date
    case text
    /// Anything else: text with stray delimiters or quotes, half of a value.
    case unknown

    /// A cell is `known` when it has one of the value shapes.
    var isKnown: Bool { self != .unknown }

    static func classify(_ bytes: ArraySlice<UInt8>) -> CellShape {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        if start == end { return .empty }
        let cell = bytes[start..<end]
        // `''` or `""` left by a quote the dialect does not read: an empty string as a script
        // writes it.
        if cell.count == 2, cell.first == cell.last, cell.first == 0x22 || cell.first == 0x27 { return .empty }
        if isCompactDate(cell) { return .date }
        if isNumberLike(cell) { return .number }
        if isDateLike(cell) { return .date }
        if isTextLike(cell) { return .text }
        return .unknown
    }

    /// A number as statements write them: an optional sign or parentheses, an optional
    /// currency code or symbol, digits grouped by `.` `,` `'` or space in threes, and at most one
    /// decimal mark, and an optional exponent: `-1.234,56`, `1'234.50`, `12,30-`, `(12.30)`,
    /// `CHF 12.00`, `45%`, `€5`, `2,04582E+05`.
    static func isNumberLike(_ cell: ArraySlice<UInt8>) -> Bool {
        var bytes = cell[...]
        // Strip what may stand around the number.
        func dropAffixes() {
            while let first = bytes.first, isAffix(first) { bytes = bytes.dropFirst() }
            while let last = bytes.last, isAffix(last) { bytes = bytes.dropLast() }
        }
        dropAffixes()
        var letters = 0
        while let first = bytes.first, isLetter(first) { bytes = bytes.dropFirst(); letters += 1 }
        while let last = bytes.last, isLetter(last) { bytes = bytes.dropLast(); letters += 1 }
        guard letters <= 3 else { return false }
        dropExponent(&bytes)
        dropAffixes()
        guard let first = bytes.first, let last = bytes.last, isDigit(first), isDigit(last) else { return false }
        // Digit groups between marks: every mark is one grouping mark with groups of three,
        // except that the last mark may be a different, decimal mark.
        var groups: [Int] = [0]
        var marks: [UInt8] = []
        for byte in bytes {
            if isDigit(byte) {
                groups[groups.count - 1] += 1
            } else if byte == 0x2E || byte == 0x2C || byte == 0x27 || byte == 0x20 {
                marks.append(byte)
                groups.append(0)
            } else {
                return false
            }
        }
        guard marks.count > 1 else {
            return marks.isEmpty || marks[0] != 0x20 || groups[1] == 3
        }
        let grouping = marks[0]
        let decimal = marks.last != grouping ? marks.last : nil
        let groupingMarks = decimal == nil ? marks : Array(marks.dropLast())
        guard groupingMarks.allSatisfy({ $0 == grouping }), (1...3).contains(groups[0]) else { return false }
        if let decimal, decimal == 0x27 || decimal == 0x20 { return false }
        let innerGroups = decimal == nil ? groups.dropFirst() : groups.dropFirst().dropLast()
        return innerGroups.allSatisfy { $0 == 3 }
    }

    /// Drops a trailing exponent (`E+05`, `e-3`) from a number in scientific notation.
    private static func dropExponent(_ bytes: inout ArraySlice<UInt8>) {
        var end = bytes.endIndex
        while end > bytes.startIndex, isDigit(bytes[end - 1]) { end -= 1 }
        guard end < bytes.endIndex, end > bytes.startIndex else { return }
        var mark = end - 1
        if bytes[mark] == 0x2B || bytes[mark] == 0x2D { mark -= 1 }
        guard mark > bytes.startIndex, bytes[mark] == 0x45 || bytes[mark] == 0x65, isDigit(bytes[mark - 1]) else { return }
        bytes = bytes[..<mark]
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80
    }
    /// Signs, parentheses, percent, `$` and spaces around a number.
    private static func isAffix(_ byte: UInt8) -> Bool {
        byte == 0x2B || byte == 0x2D || byte == 0x28 || byte == 0x29 || byte == 0x25 || byte == 0x24
            || byte == 0x20 || byte == 0x2E
    }

    /// Eight digits that read as a plausible `yyyyMMdd` date (PostFinance, many US exports):
    /// a year of this or the last century, a month and a day in range. Other eight-digit
    /// numbers (references, amounts in cents) stay numbers.
    static func isCompactDate(_ cell: ArraySlice<UInt8>) -> Bool {
        guard cell.count == 8, cell.allSatisfy(isDigit) else { return false }
        let digits = cell.map { Int($0 - 0x30) }
        let century = digits[0] * 10 + digits[1]
        let month = digits[4] * 10 + digits[5]
        let day = digits[6] * 10 + digits[7]
        return (century == 19 || century == 20) && (1...12).contains(month) && (1...31).contains(day)
    }

    /// Digits with date and time separators, or a month name: `01.03.2024`, `2024-03-01 12:00`,
    /// `03/01/24`, `1 Mar 2024`, `01-Mär-2024`, `15:02:37.1`, `Mar. 14, 2026`.
    static func isDateLike(_ cell: ArraySlice<UInt8>) -> Bool {
        var digits = 0
        var separators = 0
        var letters = 0
        var runs = 0
        var commas = 0
        var inDigits = false
        for byte in cell {
            switch byte {
            case 0x30...0x39:
                digits += 1
                if !inDigits { runs += 1 }
                inDigits = true
                continue
            case 0x2E, 0x2F, 0x2D, 0x3A, 0x20, 0x2B: separators += 1
            case 0x2C: commas += 1
            case 0x41...0x5A, 0x61...0x7A: letters += 1
            default:
                if byte < 0x80 { return false }
                letters += 1
            }
            inDigits = false
        }
        // A comma only after a month name (`Mar. 14, 2026`): between digits it is an amount's.
        guard separators >= 1, runs >= 2, letters <= 9, commas == 0 || letters >= 3 else { return false }
        return digits >= 4 || (letters >= 3 && digits >= 1)
    }

    /// Words: letters, digits, spaces and the punctuation of names and references, but none of
    /// the bytes that could be a delimiter or a quote. A comma, semicolon or colon followed by a
    /// space is text punctuation ("Müller, Hans"; "Total; Estimate"), not a cut.
    static func isTextLike(_ cell: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0x20
        for (offset, byte) in zip(cell.indices, cell) {
            switch byte {
            case 0x09, 0x7C, 0x22, 0x5C, 0x23, 0x5E, 0x7E: return false
            case 0x2C, 0x3A, 0x3B:
                // Punctuation stands after a word; ` ; ` between spaces is a padded cut.
                let next = offset + 1 < cell.endIndex ? cell[offset + 1] : 0
                if next != 0x20 || previous == 0x20 { return false }
            case 0x27:
                // An apostrophe inside a word (O'Brien, l'Hôpital) is text; elsewhere a stray quote.
                let next = offset + 1 < cell.endIndex ? cell[offset + 1] : 0
                if !(isWordByte(previous) && isWordByte(next)) { return false }
            default: break
            }
            previous = byte
        }
        return true
    }

    /// The fewest items that make a list: two values joined by `;` or `,` are as often two cells
    /// of a table cut by the wrong delimiter (`-12,30;1.234,56` cut at its commas).
    static let fewestListItems = 3

    /// A list of like values held in one cell, such as CSV on the Web's `separator` columns:
    /// `1;2;3`, `K6CF Anhm|K6COV Orng|N6ME Fllrtn`. At least `fewestListItems` items of one
    /// shape (numbers, dates or words), joined by one of `;` `|` `,` and nothing else. A
    /// delimiter that cuts a row into fields of different kinds leaves no such cells; one that
    /// cuts the items of each list apart and leaves the real fields joined does.
    static func isList(_ cell: ArraySlice<UInt8>) -> Bool {
        let joiners: [UInt8] = [0x3B, 0x7C, 0x2C].filter { cell.contains($0) }
        guard joiners.count == 1, let joiner = joiners.first else { return false }
        let items = cell.split(separator: joiner, omittingEmptySubsequences: false)
        guard items.count >= fewestListItems else { return false }
        let shape = classify(items[0])
        guard shape != .empty, shape.isKnown else { return false }
        return items.dropFirst().allSatisfy { classify($0) == shape }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }
}
