/// SHA-256 (FIPS 180-4) in plain Swift: Foundation on Linux has no CryptoKit, and the
/// importer needs stable hashes for file identity and transaction fingerprints.
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    private var pending: [UInt8] = []
    private var totalBytes: UInt64 = 0

    public init() {}

    /// The hex digest of `bytes`.
    public static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// The first `digits` hex digits of the digest of `bytes`.
    static func hex(of bytes: UnsafeRawBufferPointer, digits: Int) -> String {
        digest(of: bytes).hex(digits: digits)
    }

    /// The digest of `bytes`, hashed in one go without copying them.
    static func digest(of bytes: UnsafeRawBufferPointer) -> Digest {
        var hasher = SHA256()
        let whole = bytes.count / 64 * 64
        if let base = bytes.baseAddress {
            for offset in stride(from: 0, to: whole, by: 64) { hasher.compress(block: base + offset) }
        }
        hasher.totalBytes = UInt64(bytes.count)
        return hasher.finish(last: UnsafeRawBufferPointer(rebasing: bytes[whole...]))
    }

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ update(buffer: UnsafeRawBufferPointer($0)) }) {
            return done
        }
        update(buffer: Array(bytes))
    }

    private mutating func update(buffer bytes: [UInt8]) {
        bytes.withUnsafeBytes { update(buffer: $0) }
    }

    /// Feeds a buffer: whole 64-byte blocks are compressed in place, the rest waits.
    public mutating func update(buffer: UnsafeRawBufferPointer) {
        var offset = 0
        totalBytes &+= UInt64(buffer.count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress(block: $0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        if let base = buffer.baseAddress {
            while buffer.count - offset >= 64 {
                compress(block: base + offset)
                offset += 64
            }
        }
        pending.append(contentsOf: buffer[offset...])
    }

    public mutating func finalizeHex() -> String {
        finalizeDigest().hex(digits: 64)
    }

    public mutating func finalize() -> [UInt8] {
        let digest = finalizeDigest()
        return [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
            for index in 0..<32 { buffer[index] = digest.byte(index) }
            count = 32
        }
    }

    private mutating func finalizeDigest() -> Digest {
        let digest = pending.withUnsafeBytes { finish(last: $0) }
        pending.removeAll()
        return digest
    }

    /// The 256-bit result as the eight state words, first word first.
    struct Digest {
        var words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

        func byte(_ index: Int) -> UInt8 {
            let word = withUnsafeBytes(of: words) { $0.load(fromByteOffset: index / 4 * 4, as: UInt32.self) }
            return UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * (index % 4)))
        }

        func hex(digits: Int) -> String {
            String(unsafeUninitializedCapacity: digits) { buffer in
                for index in 0..<digits {
                    let byte = self.byte(index / 2)
                    let nibble = index % 2 == 0 ? byte >> 4 : byte & 0xF
                    buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
                }
                return digits
            }
        }
    }

    /// Pads the message's `last` bytes (fewer than 64, after every whole block) with 0x80,
    /// zeros and the bit length, and compresses them: in one block when the length still fits
    /// after them, else in two.
    private mutating func finish(last: UnsafeRawBufferPointer) -> Digest {
        let bitLength = totalBytes &* 8
        let blocks = last.count < 56 ? 1 : 2
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            tail.initialize(repeating: 0)
            for (index, byte) in last.enumerated() { tail[index] = byte }
            tail[last.count] = 0x80
            for index in 0..<8 {
                tail[blocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))
            }
            let base = UnsafeRawPointer(tail.baseAddress!)
            for block in 0..<blocks { compress(block: base + 64 * block) }
        }
        return Digest(words: state)
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One 64-byte block, read big-endian straight from memory; the message schedule lives in
    /// a stack buffer, so hashing allocates nothing per block.
    private mutating func compress(block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for index in 0..<16 {
                w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
            }
            for index in 16..<64 {
                let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
                let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
                w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for index in 0..<64 {
                    let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                    let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = s0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }

    @inline(__always)
    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
