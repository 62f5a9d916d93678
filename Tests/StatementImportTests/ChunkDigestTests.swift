import Dispatch
@testable import TableReading
import Testing

@Suite("Hashing a file's chunks on a thread of its own")
struct ChunkDigestTests {
    /// Chunks hashed in the order handed over, through buffers the hasher gives back, make the
    /// digest of the whole, on a thread or on the caller's: the handle's caller may refill a
    /// spare buffer in place.
    @Test(arguments: [true, false])
    func chunksHandedOverInOrderHashAsTheWholeInput(threaded: Bool) {
        let whole = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
        var first = SHA256()
        whole.withUnsafeBytes { first.update(buffer: UnsafeRawBufferPointer(rebasing: $0[0..<100])) }
        let digest = ChunkDigest(continuing: first, runner: threaded ? ThreadRunner() as any WorkRunner : CallingThreadRunner())
        var offset = 100
        while offset < whole.count {
            let count = min(777, whole.count - offset)
            var chunk = digest.spareBuffer() ?? [UInt8](repeating: 0, count: 1000)
            chunk.withUnsafeMutableBufferPointer { buffer in
                for index in 0..<count { buffer[index] = whole[offset + index] }
                // Bytes past `count` are not the file's and must not be hashed.
                for index in count..<buffer.count { buffer[index] = 0xEE }
            }
            digest.hash(chunk, count: count)
            offset += count
        }
        var result = digest.finish()
        #expect(result.finalizeHex() == SHA256.hex(of: whole))
    }

    /// A handle dropped before `finish` (a reading that failed half-way) ends its thread.
    @Test func droppingTheHandleEndsTheThread() {
        let ended = DispatchSemaphore(value: 0)
        do {
            let digest = ChunkDigest(continuing: SHA256(), runner: ThreadRunner(), ended: { ended.signal() })
            digest.hash([UInt8](repeating: 0x61, count: 64), count: 64)
        }
        #expect(ended.wait(timeout: .now() + 30) == .success)
    }
}
