/// A fixed block of scratch memory that decoding loops write UTF-8 into through a pointer,
/// moved into the caller's array whenever it is nearly full.
///
/// Appending to an `Array` byte by byte checks capacity on every byte; writing into a small
/// block that stays in cache and copying it out in one `append` is several times faster and
/// keeps memory bounded however large the input chunk is.
struct OutputBlock: ~Copyable {
    /// The most bytes one step of a decoding loop may write before calling `makeRoom`:
    /// eight 3-byte characters plus a 4-byte store's spill.
    static let stepLimit = 32
    private static let capacity = 16 * 1024

    private let bytes: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    private init(bytes: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
    }

    /// The block as raw memory, for word-sized stores at any offset.
    private var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bytes) }

    /// Runs `body` with an empty block; the caller must `flush` before `body` returns.
    static func withBlock<Result>(_ body: (inout OutputBlock) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { memory in
            var block = OutputBlock(bytes: memory.baseAddress!)
            return body(&block)
        }
    }

    /// Moves the block into `output` if fewer than `stepLimit` bytes are left.
    @inline(__always)
    mutating func makeRoom(flushingInto output: inout [UInt8]) {
        if count > OutputBlock.capacity - OutputBlock.stepLimit {
            flush(into: &output)
        }
    }

    /// Appends the block's bytes to `output` and empties it.
    mutating func flush(into output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        count = 0
    }

    /// Writes eight ASCII bytes held in a little-endian word.
    @inline(__always)
    mutating func writeASCII(_ word: UInt64) {
        raw.storeBytes(of: word.littleEndian, toByteOffset: count, as: UInt64.self)
        count += 8
    }

    /// Writes one entry of a `SingleByteTable`.
    @inline(__always)
    mutating func write(tableEntry entry: UInt32) {
        raw.storeBytes(of: entry.littleEndian, toByteOffset: count, as: UInt32.self)
        count += Int(truncatingIfNeeded: (entry >> 24) & 0x7)
    }

    /// Writes a byte known to be ASCII.
    @inline(__always)
    mutating func write(ascii byte: UInt8) {
        bytes[count] = byte
        count += 1
    }

    /// Writes the UTF-8 form of a valid scalar value (not a surrogate, at most 0x10FFFF).
    @inline(__always)
    mutating func write(scalar value: UInt32) {
        let bytes = self.bytes + count
        switch value {
        case ..<0x80:
            bytes[0] = UInt8(truncatingIfNeeded: value)
            count += 1
        case ..<0x800:
            bytes[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
            bytes[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count += 2
        case ..<0x10000:
            bytes[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
            bytes[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            bytes[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count += 3
        default:
            bytes[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
            bytes[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
            bytes[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            bytes[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count += 4
        }
    }

    /// Writes U+FFFD.
    @inline(__always)
    mutating func writeReplacement() {
        write(scalar: 0xFFFD)
    }
}
