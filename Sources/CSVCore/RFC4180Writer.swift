/// Writes records as RFC 4180: comma, double quote, CRLF, a field quoted only where it must be.
///
/// A field is quoted when it holds a comma, a quote, CR or LF; a record of one empty field is
/// written as `""` so that it does not read back as an empty line (which readers skip).
package enum RFC4180Writer {
    /// Appends one record, its fields given as UTF-8 bytes, followed by CRLF. Inlinable, so
    /// that callers in other modules get it specialised for their fields' type.
    @inlinable
    package static func appendRecord<Fields: Collection>(_ fields: Fields, to output: inout [UInt8])
    where Fields.Element: Collection, Fields.Element.Element == UInt8 {
        if fields.count == 1, let only = fields.first, only.isEmpty {
            output.append(contentsOf: [0x22, 0x22, 0x0D, 0x0A])
            return
        }
        var first = true
        for field in fields {
            if !first { output.append(0x2C) }
            first = false
            appendField(field, to: &output)
        }
        output.append(contentsOf: [0x0D, 0x0A])
    }

    /// Appends one field, quoted if it must be.
    @inlinable
    package static func appendField<Field: Collection>(_ field: Field, to output: inout [UInt8])
    where Field.Element == UInt8 {
        guard field.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
            output.append(contentsOf: field)
            return
        }
        output.append(0x22)
        for byte in field {
            if byte == 0x22 { output.append(0x22) }
            output.append(byte)
        }
        output.append(0x22)
    }

    /// Whether a field must be quoted: whether it holds a comma, quote, CR or LF. Checked
    /// eight bytes at a time (SWAR, as in `ScanSet`).
    ///
    /// The field may be in any ASCII-compatible encoding: those bytes are ASCII, and no byte of
    /// a multi-byte UTF-8 character or of a code page's upper half is one of them, so `rows`
    /// asks this of the file's bytes before it decodes them. Inlinable: `rows` asks it of
    /// every field, and the call cost as much as the check.
    @inlinable
    package static func needsQuotes(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = field.baseAddress else { return false }
        let input = UnsafeRawPointer(base)
        let count = field.count
        var index = 0
        while index + 8 <= count {
            if holdsSpecial(UInt64(littleEndian: input.loadUnaligned(fromByteOffset: index, as: UInt64.self))) {
                return true
            }
            index += 8
        }
        if index == count { return false }
        if count >= 8 {
            // The last word again, overlapping the one before: no byte-by-byte tail.
            return holdsSpecial(UInt64(littleEndian: input.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
        }
        while index < count {
            let byte = base[index]
            if byte == 0x2C || byte == 0x22 || byte == 0x0D || byte == 0x0A { return true }
            index += 1
        }
        return false
    }

    /// Whether a word holds a comma, quote, CR or LF: a byte equal to one of them becomes zero
    /// after XOR, and zero bytes are found with one subtraction.
    @inlinable @inline(__always)
    static func holdsSpecial(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        return zeroBytes(word ^ (0x2C &* ones)) | zeroBytes(word ^ (0x22 &* ones))
            | zeroBytes(word ^ (0x0D &* ones)) | zeroBytes(word ^ (0x0A &* ones)) != 0
    }

    /// Writes one field of UTF-8 bytes at `destination` enclosed in quotes, its quotes doubled,
    /// and returns how many bytes that took; `destination` must have room for
    /// `2 * field.count + 2` bytes (every byte a doubled quote). For fields that `needsQuotes`.
    package static func writeQuoted(_ field: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        destination[written] = 0x22
        written += 1
        for byte in field {
            if byte == 0x22 {
                destination[written] = 0x22
                written += 1
            }
            destination[written] = byte
            written += 1
        }
        destination[written] = 0x22
        return written + 1
    }
}
