import Testing

@testable import StatementImport

/// SHA-256 against the FIPS 180-4 / NIST test vectors, and its two ways of feeding bytes.
@Suite("SHA-256")
struct SHA256Tests {
    static let vectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ]

    @Test("NIST vectors", arguments: vectors)
    func nistVector(message: String, digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    /// Lengths around the padding boundary: 55 bytes still fit the length in one block, 56 do not.
    @Test("padding boundaries", arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func paddingBoundary(length: Int, digest: String) {
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: length)) == digest)
    }

    static let millionAs = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"

    @Test("one million 'a' through update(buffer:)")
    func millionThroughBuffer() {
        let bytes = [UInt8](repeating: 0x61, count: 1_000_000)
        var hasher = SHA256()
        bytes.withUnsafeBytes { hasher.update(buffer: $0) }
        #expect(hasher.finalizeHex() == Self.millionAs)
    }

    @Test("one million 'a' through update(_:) in uneven pieces")
    func millionThroughSequence() {
        var hasher = SHA256()
        var remaining = 1_000_000
        var piece = 1
        while remaining > 0 {
            let count = min(piece, remaining)
            hasher.update([UInt8](repeating: 0x61, count: count))
            remaining -= count
            piece = piece % 997 + 13
        }
        #expect(hasher.finalizeHex() == Self.millionAs)
    }

    static let twoHundred: [UInt8] = (0..<200).map { UInt8(($0 * 7 + 3) % 256) }
    static let twoHundredDigest = "2c7e18c942ef065b526a2d4e5546283749cd3ddfb51d8fc71f42717363685f46"

    @Test("200 bytes split at every offset, fed through both methods in every combination")
    func everySplit() {
        #expect(SHA256.hex(of: Self.twoHundred) == Self.twoHundredDigest)
        for split in 0...Self.twoHundred.count {
            let head = Array(Self.twoHundred[..<split])
            let tail = Array(Self.twoHundred[split...])
            for (headByBuffer, tailByBuffer) in [(true, true), (true, false), (false, true), (false, false)] {
                var hasher = SHA256()
                if headByBuffer { head.withUnsafeBytes { hasher.update(buffer: $0) } } else { hasher.update(head) }
                if tailByBuffer { tail.withUnsafeBytes { hasher.update(buffer: $0) } } else { hasher.update(tail) }
                #expect(hasher.finalizeHex() == Self.twoHundredDigest, "split at \(split), buffer: \(headByBuffer)/\(tailByBuffer)")
            }
        }
    }

    @Test("200 bytes fed in chunks of every size")
    func everyChunkSize() {
        for size in 1...Self.twoHundred.count {
            var hasher = SHA256()
            var offset = 0
            while offset < Self.twoHundred.count {
                let end = min(offset + size, Self.twoHundred.count)
                Self.twoHundred[offset..<end].withUnsafeBytes { hasher.update(buffer: $0) }
                offset = end
            }
            #expect(hasher.finalizeHex() == Self.twoHundredDigest, "chunk size \(size)")
        }
    }

    @Test("the raw digest is the hex digest's bytes")
    func rawDigest() {
        var hasher = SHA256()
        hasher.update(Array("abc".utf8))
        let digest = hasher.finalize()
        #expect(digest.count == 32)
        #expect(digest.prefix(4) == [0xBA, 0x78, 0x16, 0xBF])
        #expect(digest.suffix(2) == [0x15, 0xAD])
    }

    @Test("hashing a buffer at once gives the streamed digest, cut to any number of digits")
    func oneShot() {
        for length in 0..<200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let streamed = SHA256.hex(of: bytes)
            for digits in [1, 32, 63, 64] {
                #expect(bytes.withUnsafeBytes { SHA256.hex(of: $0, digits: digits) } == String(streamed.prefix(digits)), "length \(length)")
            }
        }
    }
}
