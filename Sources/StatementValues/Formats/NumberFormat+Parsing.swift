extension NumberFormat {
    /// Reads a cell as an exact decimal amount.
    ///
    /// Around the digits, spaces, one sign (as `signStyles` allows) and one currency marker are
    /// accepted in either order (`-€12.30`, `EUR -12,30`, `12,30- EUR`, `(CHF 12.30)`). The digits
    /// may be grouped by three with `grouping`; the fraction keeps every digit written.
    package func parse(_ text: some StringProtocol) throws(AmountParsingError) -> DecimalAmount {
        switch read(text) {
        case let .read(reading): return reading.amount
        case let .failed(reason): throw error(text, reason)
        }
    }

    /// Reads a cell as money in `currency`, refusing more fraction digits than the currency
    /// has unless they are zeros: `1.000,005` EUR is an error, not 1000.01.
    package func parseMoney(_ text: some StringProtocol, currency: Currency) throws(AmountParsingError) -> Money {
        let amount = try parse(text)
        do {
            return try Money(exactly: amount, currency: currency)
        } catch .tooManyFractionDigits(let amount, let currency) {
            throw error(text, .tooManyFractionDigits(amount, currency))
        } catch {
            throw self.error(text, .tooManyDigits)
        }
    }

    /// `parseMoney` on a cell's UTF-8 bytes, `nil` where it would throw: for callers that hold
    /// the bytes, such as the parse + sum benchmark.
    package func money(utf8: UnsafeBufferPointer<UInt8>, currency: Currency) -> Money? {
        switch readPlain(utf8) {
        case .read(let reading): try? Money(exactly: reading.amount, currency: currency)
        case .fails: nil
        case .notPlain: try? parseMoney(String(decoding: utf8, as: UTF8.self), currency: currency)
        }
    }

    /// A successful read: the amount, and whether the grouping separator occurred, which
    /// detection needs to tell a format that fits from one that merely does not object.
    package struct Reading {
        package var amount: DecimalAmount
        package var usedGrouping: Bool

        package init(amount: DecimalAmount, usedGrouping: Bool) {
            self.amount = amount
            self.usedGrouping = usedGrouping
        }
    }

    enum ReadOutcome {
        case read(Reading)
        case failed(AmountParsingError.Reason)

        var reading: Reading? {
            if case let .read(reading) = self { return reading }
            return nil
        }
    }

    func read(_ text: some StringProtocol) -> ReadOutcome {
        if case .read(let reading) = text.utf8.withContiguousStorageIfAvailable(readPlain) { return .read(reading) }
        return readScalars(text)
    }

    /// The reading of `text`, or `nil` when it is no number in this format: `read` without the
    /// reason, so that texts whose bytes already say they fail need not be read scalar by scalar.
    ///
    /// Besides plain texts, that is any text with more ASCII letters than one currency marker
    /// has: `read` strips at most one marker, and a letter left is never part of a number.
    package func reading(of text: some StringProtocol) -> Reading? {
        switch text.utf8.withContiguousStorageIfAvailable(readPlain) {
        case .read(let reading): return reading
        case .fails: return nil
        case .notPlain, nil:
            // An ISO code or the longest marker: the most scalars one marker takes off a text.
            let longestMarker = markerScalars.reduce(3) { max($0, $1.count) }
            var letters = 0
            for byte in text.utf8 where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                letters += 1
                if letters > longestMarker { return nil }
            }
            return readScalars(text).reading
        }
    }

    /// `read` scalar by scalar, for any text.
    func readScalars(_ text: some StringProtocol) -> ReadOutcome {
        var scalars = Array(text.unicodeScalars)[...]
        trimSpaces(&scalars)
        var negative = false
        var signed = false
        var marked = false
        var changed = true
        while changed && !scalars.isEmpty {
            changed = false
            if !signed, signStyles.contains(.parentheses), scalars.first == "(", scalars.last == ")" {
                scalars = scalars.dropFirst().dropLast()
                negative = true; signed = true; changed = true
            } else if !signed, signStyles.contains(.leadingMinus), scalars.first == "-" || scalars.first == "\u{2212}" {
                scalars = scalars.dropFirst()
                negative = true; signed = true; changed = true
            } else if !signed, signStyles.contains(.trailingMinus), scalars.last == "-" || scalars.last == "\u{2212}" {
                scalars = scalars.dropLast()
                negative = true; signed = true; changed = true
            } else if !signed, signStyles.contains(.leadingPlus), scalars.first == "+" {
                scalars = scalars.dropFirst()
                signed = true; changed = true
            } else if !signed, signStyles.contains(.trailingPlus), scalars.last == "+" {
                scalars = scalars.dropLast()
                signed = true; changed = true
            } else if !signed, signStyles.contains(.debitCreditSuffix), let debit = Self.debitCreditSuffix(scalars) {
                scalars = scalars.dropLast(2)
                negative = debit; signed = true; changed = true
            } else if !marked, let length = currencyMarkerLength(in: scalars, atStart: true) {
                scalars = scalars.dropFirst(length)
                marked = true; changed = true
            } else if !marked, let length = currencyMarkerLength(in: scalars, atStart: false) {
                scalars = scalars.dropLast(length)
                marked = true; changed = true
            }
            trimSpaces(&scalars)
        }
        guard !scalars.isEmpty else { return .failed(.empty) }
        return readDigits(scalars, negative: negative)
    }

    /// `true` for a text ending in `DR` (a debit), `false` for one ending in `CR`, after a digit
    /// or a space; `nil` otherwise.
    static func debitCreditSuffix(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool? {
        guard scalars.count >= 3 else { return nil }
        let last = scalars.suffix(2).map { Character($0).uppercased() }.joined()
        let before = scalars[scalars.endIndex - 3]
        guard before == " " || ("0"..."9").contains(before) else { return nil }
        switch last {
        case "DR": return true
        case "CR": return false
        default: return nil
        }
    }

    /// What the byte-level reading of a plain text found.
    enum PlainReading {
        case read(Reading)
        /// `read` fails, for a reason the scalar reading gives.
        case fails
        /// Not a plain text: read it scalar by scalar.
        case notPlain
    }

    /// The common case without decoding scalars: an ASCII text with a digit at either end (after
    /// a leading minus, where `signStyles` allows one). Nothing is stripped from such a text
    /// before `readDigits`, so reading its bytes as `readDigits` reads scalars decides it;
    /// only a byte from 0x80 up (which may be a grouping separator) leaves it to the scalars.
    func readPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> PlainReading {
        var start = 0
        var negative = false
        if utf8.first == UInt8(ascii: "-"), signStyles.contains(.leadingMinus) {
            negative = true
            start = 1
        }
        guard start < utf8.count, Self.isDigit(utf8[start]), Self.isDigit(utf8[utf8.count - 1]) else { return .notPlain }
        /// A text that does not read: left to the scalars when a byte from 0x80 up is anywhere in it.
        func failing() -> PlainReading { utf8.contains(where: { $0 >= 0x80 }) ? .notPlain : .fails }
        let mark = UInt8(ascii: decimalMark == .comma ? "," : ".")
        let group = groupingByte
        var significand: Int64 = 0
        var digitCount = 0
        var index = start
        // The whole part, up to the mark: digits, grouped by three or not at all.
        var groupLength = 0
        var groups = 0
        while index < utf8.count {
            let byte = utf8[index]
            if Self.isDigit(byte) {
                let digit = Int64(byte &- UInt8(ascii: "0"))
                if digitCount > 0 || digit != 0 { digitCount += 1 }
                guard digitCount <= DecimalAmount.maximumDigits else { return failing() }
                significand = significand * 10 + digit
                groupLength += 1
            } else if byte == mark {
                break
            } else if let group, byte == group {
                // The first group has 1 to 3 digits, every later one exactly 3.
                guard groups == 0 ? (1...3).contains(groupLength) : groupLength == 3 else { return failing() }
                groups += 1
                groupLength = 0
            } else {
                return failing()
            }
            index += 1
        }
        if groups > 0, groupLength != 3 { return failing() }
        // The fraction after the mark: digits only.
        var fractionDigits = 0
        if index < utf8.count {
            index += 1
            while index < utf8.count {
                let byte = utf8[index]
                guard Self.isDigit(byte) else { return failing() }
                let digit = Int64(byte &- UInt8(ascii: "0"))
                if digitCount > 0 || digit != 0 { digitCount += 1 }
                guard digitCount <= DecimalAmount.maximumDigits else { return failing() }
                significand = significand * 10 + digit
                fractionDigits += 1
                index += 1
            }
        }
        guard fractionDigits <= DecimalAmount.maximumDigits else { return failing() }
        let amount = DecimalAmount(significand: negative ? -significand : significand, scale: fractionDigits)
        return .read(Reading(amount: amount, usedGrouping: groups > 0))
    }

    /// The ASCII byte `grouping` accepts, as `GroupingSeparator.accepted` says: a space for the
    /// spaces (their other forms are not ASCII), none without grouping.
    private var groupingByte: UInt8? {
        switch grouping {
        case .period: UInt8(ascii: ".")
        case .comma: UInt8(ascii: ",")
        case .apostrophe, .rightSingleQuotationMark: UInt8(ascii: "'")
        case .space, .noBreakSpace, .narrowNoBreakSpace: UInt8(ascii: " ")
        case .lost, nil: nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads `[whole][mark fraction]`, the whole part grouped by three or not at all.
    private func readDigits(_ scalars: ArraySlice<Unicode.Scalar>, negative: Bool) -> ReadOutcome {
        let mark = Unicode.Scalar(String(decimalMark.rawValue))!
        let separators = grouping?.accepted ?? []
        let markIndex = scalars.firstIndex(of: mark)
        let whole = scalars[..<(markIndex ?? scalars.endIndex)]
        let fraction = markIndex.map { scalars[($0 + 1)...] } ?? []
        if markIndex != nil, fraction.isEmpty { return .failed(.malformed) }
        guard fraction.allSatisfy(Self.isDigit) else { return .failed(.malformed) }
        if whole.isEmpty && fraction.isEmpty { return .failed(.malformed) }

        var usedGrouping = false
        var groupLength = 0
        var groups = 0
        for scalar in whole {
            if Self.isDigit(scalar) {
                groupLength += 1
            } else if separators.contains(scalar) {
                // The first group has 1 to 3 digits, every later one exactly 3.
                guard groups == 0 ? (1...3).contains(groupLength) : groupLength == 3 else { return .failed(.malformed) }
                groups += 1
                groupLength = 0
                usedGrouping = true
            } else {
                return .failed(.malformed)
            }
        }
        if usedGrouping, groupLength != 3 { return .failed(.malformed) }

        var significand: Int64 = 0
        var digitCount = 0
        for scalar in whole.lazy.filter(Self.isDigit) + fraction {
            let digit = Int64(scalar.value - 0x30)
            if digitCount > 0 || digit != 0 { digitCount += 1 }
            guard digitCount <= DecimalAmount.maximumDigits else { return .failed(.tooManyDigits) }
            significand = significand * 10 + digit
        }
        guard fraction.count <= DecimalAmount.maximumDigits else { return .failed(.tooManyDigits) }
        let amount = DecimalAmount(significand: negative ? -significand : significand, scale: fraction.count)
        return .read(Reading(amount: amount, usedGrouping: usedGrouping))
    }

    /// The length of a currency marker at the start or end of `scalars`, if one stands there
    /// as a word of its own (`CHF 12`, `12€`, but not the `Fr` of `Fremd`).
    private func currencyMarkerLength(in scalars: ArraySlice<Unicode.Scalar>, atStart: Bool) -> Int? {
        guard !markerScalars.isEmpty, let edge = atStart ? scalars.first : scalars.last,
              !Self.isDigit(edge), edge != "-", edge != "+", edge != "(", edge != ")"
        else { return nil }
        let letters = atStart ? Array(scalars.prefix { Self.isLetter($0) }) : Array(scalars.reversed().prefix { Self.isLetter($0) }.reversed())
        if letters.count == 3, Currency(code: String(String.UnicodeScalarView(letters))) != nil {
            return 3
        }
        for marker in markerScalars where scalars.count >= marker.count {
            let candidate = atStart ? scalars.prefix(marker.count) : scalars.suffix(marker.count)
            guard zip(candidate, marker).allSatisfy({ Self.lowercased($0) == $1 }) else { continue }
            // A marker ending (or starting) in a letter must not run into more letters.
            let neighbour = atStart ? scalars.dropFirst(marker.count).first : scalars.dropLast(marker.count).last
            if let neighbour, Self.isLetter(neighbour) { continue }
            return marker.count
        }
        return nil
    }

    /// The scalar in lower case when that is one scalar (all marker letters are), else itself.
    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    private func trimSpaces(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let first = scalars.first, Self.isSpace(first) || Self.isInvisible(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, Self.isSpace(last) || Self.isInvisible(last) { scalars = scalars.dropLast() }
    }

    /// Invisible marks a copy from a web page or a spreadsheet leaves around a number: a
    /// zero-width space, a word joiner, a byte order mark inside the text, direction marks.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        ["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{200E}", "\u{200F}"].contains(scalar)
    }

    private func error(_ text: some StringProtocol, _ reason: AmountParsingError.Reason) -> AmountParsingError {
        AmountParsingError(text: String(text), reason: reason, format: self)
    }

    package static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }
}
