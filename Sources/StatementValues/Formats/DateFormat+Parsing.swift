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
    package func date(utf8: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
        read(utf8: utf8[...])
    }

    /// The date in `text`, or `nil`: `parse` without building an error, for detection, which
    /// tries many formats on many cells. A cell's bytes are read in place: copying them into
    /// an array cost an allocation for each of the million dates of a long statement.
    package func read(_ text: some StringProtocol) -> CalendarDate? {
        text.utf8.withContiguousStorageIfAvailable { read(utf8: $0[...]) } ?? read(utf8: Array(text.utf8)[...])
    }

    /// `read` on the cell's UTF-8 bytes, which detection converts once for all formats.
    package func read(utf8 bytes: ArraySlice<UInt8>) -> CalendarDate? {
        bytes.withUnsafeBufferPointer { read(utf8: $0[...]) }
    }

    /// `byPosition` false walks the fields even where the pattern has a `fixedLayout` (for tests).
    package func read(utf8 bytes: Slice<UnsafeBufferPointer<UInt8>>, byPosition: Bool = true) -> CalendarDate? {
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
        /// The pattern's bytes, eight to a word, first byte lowest, with 0 where a digit
        /// stands; `digits` has 0xFF in those bytes. Held in place, not in an array: a date
        /// format is copied for many a row, and an array would be retained and released each
        /// time; and a cell is checked a word at a time.
        private var shape: (UInt64, UInt64) = (0, 0)
        private var digits: (UInt64, UInt64) = (0, 0)
        private let count: Int
        private let day: Int
        private let month: Int
        private let year: Int
        private let yearDigits: Int
        /// The longest pattern held.
        private static let capacity = 16

        /// The layout of `fields`, or `nil` when a field has no fixed width or the pattern is
        /// longer than `capacity` bytes.
        init?(_ fields: [Field]) {
            // The pattern's bytes, `nil` where a digit stands.
            var pattern: [UInt8?] = []
            var day: Int?
            var month: Int?
            var year: Int?
            var yearDigits = 0
            for field in fields {
                switch field {
                case let .literal(bytes):
                    pattern += bytes.map { $0 }
                case .day(fixedWidth: true):
                    day = pattern.count
                    pattern += [nil, nil]
                case .month(fixedWidth: true):
                    month = pattern.count
                    pattern += [nil, nil]
                case let .year(digits?) where digits == 2 || digits == 4:
                    year = pattern.count
                    yearDigits = digits
                    pattern += Array(repeating: nil, count: digits)
                default:
                    return nil
                }
            }
            guard let day, let month, let year, pattern.count <= Self.capacity else { return nil }
            (count, self.day, self.month, self.year, self.yearDigits) = (pattern.count, day, month, year, yearDigits)
            for (offset, byte) in pattern.enumerated() {
                let shift = UInt64(8 * (offset & 7))
                let bits = UInt64(byte ?? 0) << shift
                let digit: UInt64 = byte == nil ? 0xFF << shift : 0
                if offset < 8 {
                    (shape.0, digits.0) = (shape.0 | bits, digits.0 | digit)
                } else {
                    (shape.1, digits.1) = (shape.1 | bits, digits.1 | digit)
                }
            }
        }

        /// The date in `utf8` (trimmed already), or `nil`.
        func read(_ utf8: Slice<UnsafeBufferPointer<UInt8>>) -> CalendarDate? {
            guard utf8.count == count, let base = utf8.base.baseAddress else { return nil }
            let bytes = base + utf8.startIndex
            // The cell's bytes, first byte lowest (`shape` is made so on any platform).
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count)) }
            words = (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1))
            // The literals as the pattern has them.
            guard words.0 & ~digits.0 == shape.0, words.1 & ~digits.1 == shape.1 else { return nil }
            // Each digit's value, 0 elsewhere; a byte of 10 or more plus 0x76 reaches 0x80 (one
            // of 0x80 or more has the bit already, so a carry out of it changes nothing).
            let values = ((words.0 ^ 0x3030_3030_3030_3030) & digits.0, (words.1 ^ 0x3030_3030_3030_3030) & digits.1)
            guard ((values.0 &+ 0x7676_7676_7676_7676) | values.0) & 0x8080_8080_8080_8080 == 0,
                  ((values.1 &+ 0x7676_7676_7676_7676) | values.1) & 0x8080_8080_8080_8080 == 0
            else { return nil }
            @inline(__always)
            func digit(_ index: Int) -> Int {
                Int(truncatingIfNeeded: (index < 8 ? values.0 : values.1) >> UInt64(8 * (index & 7)) & 0xFF)
            }
            var yearValue = digit(year) * 10 + digit(year + 1)
            if yearDigits == 4 {
                yearValue = yearValue * 100 + digit(year + 2) * 10 + digit(year + 3)
            } else {
                yearValue += yearValue < 70 ? 2000 : 1900
            }
            return CalendarDate(year: yearValue, month: digit(month) * 10 + digit(month + 1), day: digit(day) * 10 + digit(day + 1))
        }
    }
}
