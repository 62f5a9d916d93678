import TextDecoding

/// Cleans a cell's text the way every stage wants it: trimmed, runs of white space as one
/// space, and Excel formula wrappers (`="01.07.2023"`, written to stop Excel from reading
/// dates and long numbers) unwrapped.
package enum CellText {
    /// The cleaned text; the reader cleans its fields on the way from bytes (`cleanedString`),
    /// this is for texts that are strings already (footer records, callers of the mapper).
    package static func clean(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8(cleanedString)
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

    /// The cleaned text whose UTF-8 bytes are `utf8`, made in one pass into the string it
    /// returns: a long statement's reading thread decodes a field and cleans it on the way,
    /// instead of making a string, scanning it and, for a cell with a line break or a double
    /// space, making a second one. Text with a scalar from `latinLimit` up is cleaned
    /// character by character (`cleanCharacters`).
    static func cleanedString(utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return "" }
        let (start, end) = unwrapped(utf8)
        var isLatin = true
        // A cleaned text is never longer than the text: short ones become strings held inline,
        // which a string made with room for a longer text would not.
        let cleaned: String
        if end - start <= inlineLimit {
            cleaned = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: inlineLimit) { buffer in
                let count = cleanLatin(base, from: start, to: end, into: buffer.baseAddress!, isLatin: &isLatin)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        } else {
            cleaned = String(unsafeUninitializedCapacity: end - start) { buffer in
                cleanLatin(base, from: start, to: end, into: buffer.baseAddress!, isLatin: &isLatin)
            }
        }
        return isLatin ? cleaned : cleanCharacters(String(decoding: utf8, as: UTF8.self))
    }

    /// Writes the cleaned text of `utf8` at `output`, which has room for `utf8.count` bytes
    /// (cleaning never lengthens a text), and returns how many bytes it wrote: the reading
    /// thread's way into a `CellBatch`, `cleanedString` without the string.
    static func writeCleaned(utf8: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return 0 }
        let (start, end) = unwrapped(utf8)
        var isLatin = true
        let count = cleanLatin(base, from: start, to: end, into: output, isLatin: &isLatin)
        if isLatin { return count }
        var cleaned = cleanCharacters(String(decoding: utf8, as: UTF8.self))
        return cleaned.withUTF8 { cleaned in
            output.update(from: cleaned.baseAddress ?? base, count: cleaned.count)
            return cleaned.count
        }
    }

    /// The range of `utf8` (not empty) inside an Excel formula wrapper `="..."`, or all of it.
    private static func unwrapped(_ utf8: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        let end = utf8.count
        if end >= 3, utf8[0] == UInt8(ascii: "="), utf8[1] == UInt8(ascii: "\""), utf8[end - 1] == UInt8(ascii: "\"") {
            return (2, end - 1)
        }
        return (0, end)
    }

    /// The most bytes a string holds inline on 64-bit platforms.
    private static let inlineLimit = 15

    /// Writes the bytes `start..<end` of `utf8` at `output` without their white space runs, one
    /// space between words, and returns the count; 0 and `isLatin` false at the first scalar
    /// from `latinLimit` up.
    @inline(__always)
    private static func cleanLatin(
        _ utf8: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt8>, isLatin: inout Bool
    ) -> Int {
        clean(utf8, from: start, to: end, into: output, isLatin: &isLatin) { byte, index in
            // Two bytes below `latinLimit` (lead bytes C2...CB); anything else is not Latin. A
            // lead byte at the text's end is ill-formed, which decoded text never is.
            guard byte >= 0xC2, byte <= 0xCB, index + 1 < end else { return nil }
            return (UInt16(byte) | UInt16(utf8[index + 1]) << 8, 2)
        }
    }

    /// `writeCleaned(utf8:to:)` of the UTF-8 decoding of `bytes`, a field in a single-byte code
    /// page whose `FieldDecoder.withSingleByteTable` is `entries`, in one pass over the field's
    /// own bytes: a long statement's reading thread decoded each field and then cleaned it.
    /// `output` has room for `2 * bytes.count + 8` bytes. `nil` when the decoding has a scalar
    /// from `latinLimit` up (or U+FFFD), which only the two passes clean.
    static func writeCleaned(
        singleByte bytes: UnsafeBufferPointer<UInt8>, entries: UnsafePointer<UInt32>, to output: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        // The wrapper's bytes are ASCII, the same before and after decoding.
        let (start, end) = unwrapped(bytes)
        var isLatin = true
        let count = clean(base, from: start, to: end, into: output, isLatin: &isLatin) { byte, _ in
            let entry = entries[Int(byte)]
            // Two UTF-8 bytes below `latinLimit` (lead bytes C2...CB).
            guard FieldDecoder.singleByteCount(of: entry) == 2, entry & 0xFF <= 0xCB else { return nil }
            return (UInt16(truncatingIfNeeded: entry), 1)
        }
        return isLatin ? count : nil
    }

    /// The cleaning loop of `cleanLatin` and `writeCleaned(singleByte:entries:to:)`: ASCII is
    /// the same in both; `latin` gives the two UTF-8 bytes of the character that starts with
    /// the byte at `index` (first byte lowest) and how many bytes of the input it takes, or
    /// `nil` when it is not Latin. Returns 0 and `isLatin` false at the first `nil`.
    ///
    /// `output` needs room for the bytes written plus 8: whole words are stored. Where the
    /// input is UTF-8, nothing is written ahead of what was read.
    @inline(__always)
    private static func clean(
        _ input: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt8>, isLatin: inout Bool,
        latin: (_ byte: UInt8, _ index: Int) -> (utf8: UInt16, length: Int)?
    ) -> Int {
        var written = 0
        var pendingSpace = false
        var index = start
        /// The one space a run of white space between words becomes, before the next word.
        func spaceBeforeWord() {
            guard pendingSpace else { return }
            output[written] = 0x20
            written += 1
            pendingSpace = false
        }
        while index < end {
            if index + 8 <= end {
                // Eight bytes at a time up to the first that is not printable ASCII (below
                // 0x21, or 0x80 and up): the lowest byte the test flags is exact. The word is
                // stored whole; the bytes past the printable ones are written over next.
                let word = UInt64(littleEndian: UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self))
                let high = word & 0x8080_8080_8080_8080
                let special = ((word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080) | high
                let printable = special == 0 ? 8 : special.trailingZeroBitCount >> 3
                if printable > 0 {
                    spaceBeforeWord()
                    UnsafeMutableRawPointer(output + written).storeBytes(of: word.littleEndian, as: UInt64.self)
                    written += printable
                    index += printable
                    continue
                }
            }
            let byte = input[index]
            if byte < 0x80 {
                index += 1
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = written > 0
                    continue
                }
                spaceBeforeWord()
                output[written] = byte
                written += 1
                continue
            }
            guard let (utf8, length) = latin(byte, index) else {
                isLatin = false
                return 0
            }
            index += length
            let lead = UInt8(truncatingIfNeeded: utf8)
            let next = UInt8(truncatingIfNeeded: utf8 >> 8)
            // U+0085 and U+00A0 are white space.
            if lead == 0xC2 && (next == 0x85 || next == 0xA0) {
                pendingSpace = written > 0
                continue
            }
            spaceBeforeWord()
            output[written] = lead
            output[written + 1] = next
            written += 2
        }
        return written
    }

    /// Scalars below this are never joined into one character with their neighbours (the
    /// combining marks start at U+0300; CR LF is one character but white space either way), so
    /// a text of them cleans scalar by scalar as it does character by character.
    static let latinLimit: UInt32 = 0x300
}
