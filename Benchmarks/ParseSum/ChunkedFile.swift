#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read front to back in fixed-size chunks with `read(2)`, so that memory stays constant
/// however large the statement is.
final class ChunkedFile {
    let path: String
    private let descriptor: Int32
    private let buffer: UnsafeMutableBufferPointer<UInt8>

    init?(path: String, chunkSize: Int = 1 << 20) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.descriptor = descriptor
        buffer = .allocate(capacity: chunkSize)
    }

    deinit {
        close(descriptor)
        buffer.deallocate()
    }

    /// The next chunk, valid until the next call; empty at the end of the file.
    func next() -> UnsafeBufferPointer<UInt8>? {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return UnsafeBufferPointer(rebasing: buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }
}
