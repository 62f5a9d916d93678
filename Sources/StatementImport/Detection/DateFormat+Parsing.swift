extension DateFormat {
    /// Reads a cell as a date in this format.
    ///
    /// Spaces around the text are ignored; everything else must match the pattern, and the
    /// result must be a real day (`29.02.2023` is refused).
    public func parse(_ text: some StringProtocol) throws(DateParsingError) -> CalendarDate {
        guard let date = read(text) else {
            throw DateParsingError(text: String(text), pattern: pattern, example: example)
        }
        return date
    }

    /// `parse` on a cell's UTF-8 bytes, `nil` where it would throw: for callers that hold the
    /// bytes, such as the parse + sum benchmark.
    public func date(utf8: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
        read(utf8: utf8[...])
    }

    /// The date in `text`, or `nil`: `parse` without building an error, for detection, which
    /// tries many formats on many cells. A cell's bytes are read in place: copying them into
    /// an array cost an allocation for each of the million dates of a long statement.
    func read(_ text: some StringProtocol) -> CalendarDate? {
        text.utf8.withContiguousStorageIfAvailable { read(utf8: $0[...]) } ?? read(utf8: Array(text.utf8)[...])
    }

    /// `read` on the cell's UTF-8 bytes, which detection converts once for all formats.
    func read(utf8 bytes: ArraySlice<UInt8>) -> CalendarDate? {
        bytes.withUnsafeBufferPointer { read(utf8: $0[...]) }
    }

    /// `byPosition` false walks the fields even where the pattern has a `fixedLayout` (for tests).
    func read(utf8 bytes: Slice<UnsafeBufferPointer<UInt8>>, byPosition: Bool = true) -> CalendarDate? {
        var utf8 = bytes
        while let first = utf8.first, first == 0x20 || first == 0x09 { utf8 = utf8.dropFirst() }
        while let last = utf8.last, last == 0x20 || last == 0x09 { utf8 = utf8.dropLast() }
        if byPosition, let fixedLayout { return fixedLayout.read(utf8) }
        var cursor = utf8.startIndex
        let end = utf8.endIndex
        var day = 0
        var month = 0
        var year = 0

        /// Reads `minimum` to `maximum` digits; `nil` if there are fewer than `minimum`.
        func number(minimum: Int, maximum: Int) -> Int? {
            var value = 0
            var count = 0
            while count < maximum, cursor < end, let digit = Self.digit(utf8[cursor]) {
                value = value * 10 + digit
                count += 1
                cursor += 1
            }
            return count >= minimum ? value : nil
        }

        for (position, field) in fields.enumerated() {
            switch field {
            case let .literal(bytes):
                guard end - cursor >= bytes.count, utf8[cursor..<(cursor + bytes.count)].elementsEqual(bytes) else { return nil }
                cursor += bytes.count
            case let .day(fixedWidth):
                guard let value = number(minimum: fixedWidth ? 2 : 1, maximum: 2) else { return nil }
                day = value
            case let .month(fixedWidth):
                guard let value = number(minimum: fixedWidth ? 2 : 1, maximum: 2) else { return nil }
                month = value
            case let .monthName(full):
                var letters = cursor
                while letters < end, Self.isLetterByte(utf8[letters]) { letters += 1 }
                let name = String(decoding: utf8[cursor..<letters], as: UTF8.self).lowercased()
                guard let value = (full ? Self.fullMonthNames : Self.abbreviatedMonthNames)[name] else { return nil }
                month = value
                cursor = letters
                // "Okt." — the dot of an abbreviation, unless the pattern itself puts one here.
                if !full, cursor < end, utf8[cursor] == UInt8(ascii: "."), !nextLiteralStartsWithDot(after: position) {
                    cursor += 1
                }
            case let .year(digits):
                switch digits {
                case 2:
                    guard let value = number(minimum: 2, maximum: 2) else { return nil }
                    year = value < 70 ? 2000 + value : 1900 + value
                case 4:
                    guard let value = number(minimum: 4, maximum: 4) else { return nil }
                    year = value
                default:
                    guard let value = number(minimum: 1, maximum: 4) else { return nil }
                    year = value
                }
            case let .timeNumber(fixedWidth, maximum):
                guard let value = number(minimum: fixedWidth ? 2 : 1, maximum: 2), value <= maximum else { return nil }
            case .fraction:
                guard number(minimum: 1, maximum: 9) != nil else { return nil }
            case .dayPeriod:
                guard end - cursor >= 2 else { return nil }
                let period = String(decoding: utf8[cursor..<(cursor + 2)], as: UTF8.self).uppercased()
                guard period == "AM" || period == "PM" else { return nil }
                cursor += 2
            case .zone:
                guard cursor < end else { return nil }
                if utf8[cursor] == UInt8(ascii: "Z") {
                    cursor += 1
                } else {
                    guard utf8[cursor] == UInt8(ascii: "+") || utf8[cursor] == UInt8(ascii: "-") else { return nil }
                    cursor += 1
                    guard number(minimum: 2, maximum: 2) != nil else { return nil }
                    if cursor < end, utf8[cursor] == UInt8(ascii: ":") { cursor += 1 }
                    _ = number(minimum: 2, maximum: 2)
                }
            }
        }
        guard cursor == end else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    private func nextLiteralStartsWithDot(after position: Int) -> Bool {
        guard position + 1 < fields.count, case let .literal(bytes) = fields[position + 1] else { return false }
        return bytes.first == UInt8(ascii: ".")
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
    }

    /// ASCII letters and every byte of a non-ASCII character (`ä` in `Mär`, in NFC or NFD).
    private static func isLetterByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

extension DateFormat {
    /// A pattern of two-digit days and months, two- or four-digit years and literals
    /// (`dd.MM.yyyy`, `yyyy-MM-dd`, `dd/MM/yy`): each field takes exactly its width, so a date
    /// is read by position, as the field-by-field reading reads it, without walking the fields
    /// (a million-row statement reads two dates a row).
    struct FixedLayout: Sendable {
        /// The pattern's bytes: `digit` where a digit stands, else the literal byte.
        private let shape: [UInt8]
        private let day: Int
        private let month: Int
        private let year: Int
        private let yearDigits: Int
        private static let digit: UInt8 = 0

        /// The layout of `fields`, or `nil` when a field has no fixed width.
        init?(_ fields: [Field]) {
            var shape: [UInt8] = []
            var day: Int?
            var month: Int?
            var year: Int?
            var yearDigits = 0
            for field in fields {
                switch field {
                case let .literal(bytes):
                    guard !bytes.contains(Self.digit) else { return nil }
                    shape += bytes
                case .day(fixedWidth: true):
                    day = shape.count
                    shape += [Self.digit, Self.digit]
                case .month(fixedWidth: true):
                    month = shape.count
                    shape += [Self.digit, Self.digit]
                case let .year(digits?) where digits == 2 || digits == 4:
                    year = shape.count
                    yearDigits = digits
                    shape += Array(repeating: Self.digit, count: digits)
                default:
                    return nil
                }
            }
            guard let day, let month, let year else { return nil }
            (self.shape, self.day, self.month, self.year, self.yearDigits) = (shape, day, month, year, yearDigits)
        }

        /// The date in `utf8` (trimmed already), or `nil`.
        func read(_ utf8: Slice<UnsafeBufferPointer<UInt8>>) -> CalendarDate? {
            guard utf8.count == shape.count else { return nil }
            let start = utf8.startIndex
            let bytes = utf8.base
            for (offset, expected) in shape.enumerated() {
                let byte = bytes[start + offset]
                if expected == Self.digit {
                    guard byte &- 0x30 < 10 else { return nil }
                } else if byte != expected {
                    return nil
                }
            }
            func number(at offset: Int, digits: Int) -> Int {
                var value = 0
                for index in (start + offset)..<(start + offset + digits) { value = value * 10 + Int(bytes[index] &- 0x30) }
                return value
            }
            var yearValue = number(at: year, digits: yearDigits)
            if yearDigits == 2 { yearValue += yearValue < 70 ? 2000 : 1900 }
            return CalendarDate(year: yearValue, month: number(at: month, digits: 2), day: number(at: day, digits: 2))
        }
    }
}
