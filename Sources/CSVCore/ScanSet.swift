/// The bytes that interrupt a run of ordinary field content, found eight bytes at a time.
///
/// Most bytes of a statement are ordinary text; the reader only has to stop at a delimiter,
/// quote, escape or line break. Comparing a 64-bit word against each special byte at once
/// (SWAR: "SIMD within a register") lets the reader copy long runs without a branch per byte.
struct ScanSet: Sendable {
    private let pattern0, pattern1, pattern2, pattern3, pattern4, pattern5: UInt64
    private let bitmap0, bitmap1, bitmap2, bitmap3: UInt64
    /// More than four special bytes: the usual dialect (delimiter, quote, CR, LF) needs four
    /// comparisons per word, an escape or a terminator byte six.
    private let wide: Bool

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// - Parameter bytes: one to six special bytes.
    init(_ bytes: [UInt8]) {
        precondition((1...6).contains(bytes.count), "a scan set holds one to six bytes")
        wide = bytes.count > 4
        let padded = bytes + Array(repeating: bytes[0], count: 6 - bytes.count)
        let broadcast = padded.map { UInt64($0) &* Self.ones }
        (pattern0, pattern1, pattern2) = (broadcast[0], broadcast[1], broadcast[2])
        (pattern3, pattern4, pattern5) = (broadcast[3], broadcast[4], broadcast[5])
        var bitmap: [UInt64] = [0, 0, 0, 0]
        for byte in bytes { bitmap[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
        (bitmap0, bitmap1, bitmap2, bitmap3) = (bitmap[0], bitmap[1], bitmap[2], bitmap[3])
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = bitmap0
        case 1: word = bitmap1
        case 2: word = bitmap2
        default: word = bitmap3
        }
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// A word with the high bit set in every byte of `word` that is zero. Only the lowest set
    /// bit is exact (a borrow can mark bytes above it), which is all `firstSpecial` uses.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// The index of the first special byte in `input` at or after `start`, or `input.count`.
    @inline(__always)
    func firstSpecial(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = input.count
        if let base = input.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                var hits = Self.zeroBytes(word ^ pattern0) | Self.zeroBytes(word ^ pattern1)
                    | Self.zeroBytes(word ^ pattern2) | Self.zeroBytes(word ^ pattern3)
                if wide { hits |= Self.zeroBytes(word ^ pattern4) | Self.zeroBytes(word ^ pattern5) }
                if hits != 0 { return index + hits.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < count {
            if contains(input[index]) { return index }
            index += 1
        }
        return count
    }
}
