import CSHA256

/// SHA-256 (FIPS 180-4): Foundation on Linux has no CryptoKit, and the importer needs stable
/// hashes for file identity and transaction fingerprints.
///
/// Padding and buffering are done here; the compression of whole blocks is done in C
/// (`CSHA256`), with the SHA extensions of x86-64 where the processor has them. Nothing is
/// allocated on the heap: the partial block waits in the value itself.
package struct SHA256: Sendable {
    /// Which compression function to use: the fastest the processor has, or the portable C
    /// one, which tests compare the fast one against.
    package enum Compression: Sendable {
        case fastest
        case portable
    }

    private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    private typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    private static let initialState: Words = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    private var state = initialState
    /// The bytes after the last whole block: the first `pendingCount` bytes of this block.
    private var pending: Block = (0, 0, 0, 0, 0, 0, 0, 0)
    private var pendingCount = 0
    private var totalBytes: UInt64 = 0
    private let compression: Compression

    package init() {
        compression = .fastest
    }

    init(compression: Compression) {
        self.compression = compression
    }

    /// The hex digest of `bytes`.
    package static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// The first `digits` hex digits of the digest of `bytes`.
    static func hex(of bytes: UnsafeRawBufferPointer, digits: Int) -> String {
        digest(of: bytes).hex(digits: digits)
    }

    /// The digest of `bytes`, hashed in one go without copying them: the whole blocks in one
    /// call, the padded rest in another.
    package static func digest(of bytes: UnsafeRawBufferPointer, using compression: Compression = .fastest) -> Digest {
        var state = initialState
        let whole = bytes.count / 64
        if whole > 0 { compress(&state, blocks: bytes.baseAddress!, count: whole, using: compression) }
        return finish(&state, last: UnsafeRawBufferPointer(rebasing: bytes[(whole * 64)...]), totalBytes: UInt64(bytes.count), using: compression)
    }

    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ update(buffer: UnsafeRawBufferPointer($0)) }) {
            return done
        }
        update(buffer: Array(bytes))
    }

    private mutating func update(buffer bytes: [UInt8]) {
        bytes.withUnsafeBytes { update(buffer: $0) }
    }

    /// Feeds a buffer: the pending block is filled first, then every whole block of the
    /// buffer is compressed in place in one call, and the rest waits.
    package mutating func update(buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        totalBytes &+= UInt64(buffer.count)
        var offset = 0
        if pendingCount > 0 {
            offset = min(64 - pendingCount, buffer.count)
            let filled = pendingCount
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: filled).copyMemory(from: base, byteCount: offset) }
            pendingCount += offset
            guard pendingCount == 64 else { return }
            let block = pending
            withUnsafeBytes(of: block) { Self.compress(&state, blocks: $0.baseAddress!, count: 1, using: compression) }
            pendingCount = 0
        }
        let whole = (buffer.count - offset) / 64
        if whole > 0 {
            Self.compress(&state, blocks: base + offset, count: whole, using: compression)
            offset += whole * 64
        }
        let rest = buffer.count - offset
        if rest > 0 {
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest) }
            pendingCount = rest
        }
    }

    package mutating func finalizeHex() -> String {
        finalizeDigest().hex(digits: 64)
    }

    package mutating func finalize() -> [UInt8] {
        let digest = finalizeDigest()
        return [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
            for index in 0..<32 { buffer[index] = digest.byte(index) }
            count = 32
        }
    }

    private mutating func finalizeDigest() -> Digest {
        let block = pending
        let count = pendingCount
        let digest = withUnsafeBytes(of: block) {
            Self.finish(&state, last: UnsafeRawBufferPointer(rebasing: $0[..<count]), totalBytes: totalBytes, using: compression)
        }
        pendingCount = 0
        return digest
    }

    /// The 256-bit result as the eight state words, first word first.
    package struct Digest {
        package var words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

        package func byte(_ index: Int) -> UInt8 {
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
    private static func finish(
        _ state: inout Words, last: UnsafeRawBufferPointer, totalBytes: UInt64, using compression: Compression
    ) -> Digest {
        let blocks = last.count < 56 ? 1 : 2
        withUnsafeTemporaryAllocation(byteCount: 128, alignment: 16) { tail in
            tail.initializeMemory(as: UInt8.self, repeating: 0)
            if let source = last.baseAddress { tail.baseAddress!.copyMemory(from: source, byteCount: last.count) }
            tail[last.count] = 0x80
            tail.storeBytes(of: (totalBytes &* 8).bigEndian, toByteOffset: blocks * 64 - 8, as: UInt64.self)
            compress(&state, blocks: UnsafeRawPointer(tail.baseAddress!), count: blocks, using: compression)
        }
        return Digest(words: state)
    }

    private static func compress(_ state: inout Words, blocks: UnsafeRawPointer, count: Int, using compression: Compression) {
        let bytes = blocks.assumingMemoryBound(to: UInt8.self)
        withUnsafeMutablePointer(to: &state) { tuple in
            tuple.withMemoryRebound(to: UInt32.self, capacity: 8) { words in
                switch compression {
                case .fastest: csha256_compress(words, bytes, count)
                case .portable: csha256_compress_portable(words, bytes, count)
                }
            }
        }
    }

    /// Whether `Compression.fastest` uses the SHA extensions on this processor.
    static var usesSHAExtensions: Bool {
        csha256_uses_sha_extensions() != 0
    }
}
