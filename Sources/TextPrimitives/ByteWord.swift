/// Eight bytes tested at once as one `UInt64`, for the checks every row's texts go through.
package enum ByteWord {
    /// 0x01 in every byte.
    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// 0x80 in every byte: the flag bits.
    @inlinable package static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of each byte of `word` below `limit` (at most 0x80), for a word without
    /// bytes above 0x7F: each byte with its high bit set stays at least `limit` after the
    /// subtraction, so no borrow crosses into the next byte and every flag is exact.
    @inlinable @inline(__always)
    package static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        ~((word | highs) &- ones &* UInt64(limit)) & highs
    }

    /// The high bit of each byte of `word` in `range`, for a word without bytes above 0x7F.
    @inlinable @inline(__always)
    package static func bytes(of word: UInt64, in range: ClosedRange<UInt8>) -> UInt64 {
        bytes(of: word, below: range.upperBound + 1) & ~bytes(of: word, below: range.lowerBound)
    }

    /// Whether `holds` is true of a word of `bytes`, given the word and where it starts: each
    /// eight bytes in turn, then the last eight again, overlapping the word before (no
    /// byte-by-byte tail). Bytes fewer than a word are asked one by one (`holdsByte`).
    @inlinable @inline(__always)
    package static func anyWord(
        in bytes: UnsafeBufferPointer<UInt8>, _ holds: (_ word: UInt64, _ offset: Int) -> Bool, orByte holdsByte: (UInt8) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 8 else { return bytes.contains(where: holdsByte) }
        let raw = UnsafeRawPointer(base)
        func word(at offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var offset = 0
        while offset + 8 <= bytes.count {
            if holds(word(at: offset), offset) { return true }
            offset += 8
        }
        return offset < bytes.count && holds(word(at: bytes.count - 8), bytes.count - 8)
    }
}
