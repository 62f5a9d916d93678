import Foundation
@testable import TableReading
import Testing
import TestSupport


/// SHA-256 against the FIPS 180-4 / NIST test vectors, its two ways of feeding bytes, and its
/// two compression functions (the SHA extensions where the processor has them, portable C)
/// against each other and against independent implementations (Python's hashlib, sha256sum).
@Suite("SHA-256")
struct SHA256Tests {
    static let compressions: [SHA256.Compression] = [.fastest, .portable]

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

    @Test("NIST vectors through each compression, at once and streamed", arguments: vectors, compressions)
    func nistVectorByCompression(vector: (message: String, digest: String), compression: SHA256.Compression) {
        let bytes = Array(vector.message.utf8)
        #expect(bytes.withUnsafeBytes { SHA256.digest(of: $0, using: compression) }.hex(digits: 64) == vector.digest)
        var hasher = SHA256(compression: compression)
        for byte in bytes { hasher.update([byte]) }
        #expect(hasher.finalizeHex() == vector.digest)
    }

    @Test("one million 'a' through each compression", arguments: compressions)
    func millionByCompression(compression: SHA256.Compression) {
        let bytes = [UInt8](repeating: 0x61, count: 1_000_000)
        #expect(bytes.withUnsafeBytes { SHA256.digest(of: $0, using: compression) }.hex(digits: 64) == Self.millionAs)
        var hasher = SHA256(compression: compression)
        bytes.withUnsafeBytes { hasher.update(buffer: $0) }
        #expect(hasher.finalizeHex() == Self.millionAs)
    }

    /// The fast path is the SHA-extension one exactly when the processor has them, so that
    /// the agreement tests below compare the two different implementations wherever it can.
    @Test("the SHA extensions are used exactly when the processor reports them")
    func shaExtensionsFollowTheProcessor() throws {
        #if os(Linux)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ") ?? []
        #expect(SHA256.usesSHAExtensions == flags.contains("sha_ni"))
        #endif
    }

    /// 300 bytes that take many values; each prefix is one message.
    static let threeHundred: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ $0 >> 3) }

    /// The hex digest of every prefix of `bytes`, from Python's hashlib.
    static func hashlibDigestsOfPrefixes(of bytes: [UInt8]) throws -> [String] {
        let script = "import sys, hashlib; data = sys.stdin.buffer.read(); "
            + "print('\\n'.join(hashlib.sha256(data[:n]).hexdigest() for n in range(len(data) + 1)))"
        let output = try run("/usr/bin/env", ["python3", "-c", script], input: bytes)
        return output.split(separator: "\n").map(String.init)
    }

    /// Runs a program and returns its standard output; fails on a non-zero exit.
    static func run(_ program: String, _ arguments: [String], input: [UInt8] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let standardInput = Pipe()
        let standardOutput = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        try process.run()
        // The input and the output are small enough for the pipes' buffers.
        standardInput.fileHandleForWriting.write(Data(input))
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments.joined(separator: " "))")
        return String(decoding: output, as: UTF8.self)
    }

    @Test("lengths 0 to 300, at once and in pieces, agree with hashlib through each compression", arguments: compressions)
    func lengthsAgreeWithHashlib(compression: SHA256.Compression) throws {
        let expected = try Self.hashlibDigestsOfPrefixes(of: Self.threeHundred)
        try #require(expected.count == 301)
        for length in 0...300 {
            let message = Array(Self.threeHundred[..<length])
            #expect(message.withUnsafeBytes { SHA256.digest(of: $0, using: compression) }.hex(digits: 64) == expected[length], "length \(length) at once")
            for piece in [1, 13, 63, 64, 65, 128] {
                var hasher = SHA256(compression: compression)
                var offset = 0
                while offset < length {
                    let end = min(offset + piece, length)
                    message[offset..<end].withUnsafeBytes { hasher.update(buffer: $0) }
                    offset = end
                }
                #expect(hasher.finalizeHex() == expected[length], "length \(length) in pieces of \(piece)")
            }
        }
    }

    @Test("300 bytes split at every offset agree with hashlib through each compression", arguments: compressions)
    func splitsAgreeWithHashlib(compression: SHA256.Compression) throws {
        let expected = try #require(try Self.hashlibDigestsOfPrefixes(of: Self.threeHundred).last)
        for split in 0...Self.threeHundred.count {
            var hasher = SHA256(compression: compression)
            Self.threeHundred[..<split].withUnsafeBytes { hasher.update(buffer: $0) }
            Self.threeHundred[split...].withUnsafeBytes { hasher.update(buffer: $0) }
            #expect(hasher.finalizeHex() == expected, "split at \(split)")
        }
    }

    @Test("a bank statement of the corpus hashes as sha256sum says, through each compression",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)), arguments: compressions)
    func corpusFileAgreesWithSha256sum(compression: SHA256.Compression) throws {
        let url = Corpus.url("banks/ubs/banana_csv_ubs_example_format1_20180831.csv")
        let bytes = try Corpus.bytes(url)
        try #require(bytes.count == 673_937)
        let sha256sum = try Self.run("/usr/bin/sha256sum", [url.path])
        let expected = String(try #require(sha256sum.split(separator: " ").first))
        try #require(expected.count == 64)
        #expect(bytes.withUnsafeBytes { SHA256.digest(of: $0, using: compression) }.hex(digits: 64) == expected)
        // An odd chunk size, so that every chunk leaves a partial block behind.
        var hasher = SHA256(compression: compression)
        for start in stride(from: 0, to: bytes.count, by: 4099) {
            bytes[start..<min(start + 4099, bytes.count)].withUnsafeBytes { hasher.update(buffer: $0) }
        }
        #expect(hasher.finalizeHex() == expected)
    }
}
