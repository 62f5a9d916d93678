/// Eight bytes tested at once as one `UInt64`, for the checks every row's texts go through.
enum ByteWord {
    /// 0x01 in every byte.
    static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// 0x80 in every byte: the flag bits.
    static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of each byte of `word` below `limit` (at most 0x80), for a word without
    /// bytes above 0x7F: each byte with its high bit set stays at least `limit` after the
    /// subtraction, so no borrow crosses into the next byte and every flag is exact.
    @inline(__always)
    static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        ~((word | highs) &- ones &* UInt64(limit)) & highs
    }

    /// The high bit of each byte of `word` in `range`, for a word without bytes above 0x7F.
    @inline(__always)
    static func bytes(of word: UInt64, in range: ClosedRange<UInt8>) -> UInt64 {
        bytes(of: word, below: range.upperBound + 1) & ~bytes(of: word, below: range.lowerBound)
    }
}
