/// Cleans a cell's text the way every stage wants it: trimmed, runs of white space as one
/// space, and Excel formula wrappers (`="01.07.2023"`, written to stop Excel from reading
/// dates and long numbers) unwrapped.
enum CellText {
    static func clean(_ text: String) -> String {
        var contiguous = text
        switch contiguous.withUTF8(cleanLatin) {
        case .unchanged: return text
        case .cleaned(let cleaned): return cleaned
        case .notLatin: return cleanCharacters(text)
        }
    }

    /// The definition, character by character: a character whose first scalar is white space
    /// (with any combining marks on it) counts as white space.
    static func cleanCharacters(_ text: String) -> String {
        var text = Substring(text)
        if text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 {
            text = text.dropFirst(2).dropLast()
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(character)
        }
        return result
    }

    /// Scalars below this are never joined into one character with their neighbours (the
    /// combining marks start at U+0300; CR LF is one character but white space either way), so
    /// a text of them cleans scalar by scalar as it does character by character.
    static let latinLimit: UInt32 = 0x300

    enum LatinCleaning {
        /// Cleaning leaves the text as it is, which most cells are: no copy is made.
        case unchanged
        case cleaned(String)
        /// A scalar from `latinLimit` up: clean the text character by character.
        case notLatin
    }

    /// `cleanCharacters` for a text whose scalars are all below `latinLimit`.
    static func cleanLatin(_ utf8: UnsafeBufferPointer<UInt8>) -> LatinCleaning {
        var start = 0
        var end = utf8.count
        if end >= 3, utf8[0] == UInt8(ascii: "="), utf8[1] == UInt8(ascii: "\""), utf8[end - 1] == UInt8(ascii: "\"") {
            start = 2
            end -= 1
        }
        // First pass: is the text Latin, and would cleaning change it?
        var changes = start != 0
        var previousWasSpace = true
        var index = start
        while index < end {
            let byte = utf8[index]
            if byte < 0x80 {
                if byte == 0x20 {
                    changes = changes || previousWasSpace
                    previousWasSpace = true
                } else if byte >= 0x09 && byte <= 0x0D {
                    changes = true
                    previousWasSpace = true
                } else {
                    previousWasSpace = false
                }
                index += 1
            } else {
                guard byte & 0xE0 == 0xC0 else { return .notLatin }
                let scalar = UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                guard scalar < latinLimit else { return .notLatin }
                if scalar == 0x85 || scalar == 0xA0 {
                    changes = true
                    previousWasSpace = true
                } else {
                    previousWasSpace = false
                }
                index += 2
            }
        }
        changes = changes || previousWasSpace && end > start
        guard changes else { return .unchanged }
        // Second pass: copy the text without its white space runs, one space between words.
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        var pendingSpace = false
        index = start
        while index < end {
            let byte = utf8[index]
            let length = byte < 0x80 ? 1 : 2
            let isWhitespace = byte < 0x80
                ? byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                : byte == 0xC2 && (utf8[index + 1] == 0x85 || utf8[index + 1] == 0xA0)
            if isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace {
                    result.append(0x20)
                    pendingSpace = false
                }
                result.append(byte)
                if length == 2 { result.append(utf8[index + 1]) }
            }
            index += length
        }
        return .cleaned(String(decoding: result, as: UTF8.self))
    }
}
