/// Checks of UTF-8 byte sequences against the well-formed table of the Unicode Standard
/// (Table 3-7), with U+FFFD substitution by maximal subpart (section 3.9), which is also
/// what Swift's `String(decoding:as:)` does, so both agree on replacement counts.
enum UTF8Validation {
    /// Classifies the sequence starting at `base[index]`, a byte of 0x80 or above.
    ///
    /// Returns the sequence's length when it is well-formed, the negated length of its
    /// maximal subpart (the bytes one U+FFFD replaces) when it is not, and 0 when the bytes
    /// up to `end` are a valid but incomplete start that more input may finish.
    @inline(__always)
    static func classifySequence(at index: Int, end: Int, in base: UnsafePointer<UInt8>) -> Int {
        let lead = base[index]
        var trailing: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: trailing = 1
        case 0xE0: trailing = 2; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: trailing = 2
        case 0xED: trailing = 2; secondHigh = 0x9F
        case 0xF0: trailing = 3; secondLow = 0x90
        case 0xF1...0xF3: trailing = 3
        case 0xF4: trailing = 3; secondHigh = 0x8F
        default: return -1
        }
        guard index + 1 < end else { return 0 }
        let second = base[index + 1]
        guard second >= secondLow && second <= secondHigh else { return -1 }
        var position = 2
        while position <= trailing {
            guard index + position < end else { return 0 }
            guard base[index + position] & 0xC0 == 0x80 else { return -position }
            position += 1
        }
        return trailing + 1
    }

    /// Counts the U+FFFD that decoding `bytes` as a complete UTF-8 text would produce.
    static func replacementCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let end = bytes.count
        var index = 0
        var replacements = 0
        while index < end {
            index = skipASCII(from: index, end: end, in: base)
            guard index < end else { break }
            if base[index] < 0x80 {
                index += 1
                continue
            }
            let result = classifySequence(at: index, end: end, in: base)
            if result > 0 {
                index += result
            } else {
                replacements += 1
                // An incomplete start at the very end is one maximal subpart: all of it.
                index = result == 0 ? end : index - result
            }
        }
        return replacements
    }

    /// Returns the index of the first byte at or after `index` that might be 0x80 or above,
    /// stepping 8 bytes at a time; bytes of the last partial word are left to the caller.
    @inline(__always)
    static func skipASCII(from index: Int, end: Int, in base: UnsafePointer<UInt8>) -> Int {
        var index = index
        let raw = UnsafeRawPointer(base)
        while index + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let highBits = word & 0x8080_8080_8080_8080
            if highBits != 0 {
                return index + highBits.trailingZeroBitCount >> 3
            }
            index += 8
        }
        return index
    }
}
