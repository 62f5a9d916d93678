#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StatementImport
import StatementValues
import TableReading

/// A file or standard input, read chunk by chunk with `read(2)`.
///
/// Opening checks what users get wrong (a missing file, a directory, no permission) and
/// reports it as an input error naming the file and what to do.
package final class FileChunkSource: ByteChunkSource {
    /// The file's path; `nil` for standard input.
    package let path: String?
    private let descriptor: Int32
    /// Bytes read ahead from a pipe for a sample, handed out again before the rest.
    private var replay: [UInt8] = []
    private var replayCursor = 0

    /// Opens the file at `path`, or standard input for `nil`.
    package init(path: String?) throws(ImportEngineError) {
        self.path = path
        switch path {
        case nil:
            descriptor = STDIN_FILENO
        case let path?:
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else {
                throw Self.openError(path: path, errno: errno)
            }
            var status = stat()
            if fstat(opened, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                close(opened)
                throw ImportEngineError(.input, Problem(.fileIsDirectory, ["path": .text(path)]))
            }
            descriptor = opened
        }
    }

    deinit {
        if path != nil { close(descriptor) }
    }

    /// The size of a regular file; a pipe's is not known.
    package var byteCountHint: Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        if replayCursor < replay.count {
            let count = min(buffer.count, replay.count - replayCursor)
            replay.withUnsafeBytes { all in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[replayCursor..<(replayCursor + count)]))
            }
            replayCursor += count
            return count
        }
        while true {
            let count = systemRead(descriptor, base, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw ImportEngineError(.input, Problem(.fileCannotRead, ["path": .text(displayName), "reason": .text(String(cString: strerror(errno)))]))
        }
    }

    /// The file as messages name it: the path as given, or `<stdin>`.
    package var displayName: String { path ?? "<stdin>" }

    /// The first `headLimit` bytes, and for a regular file longer than that its last
    /// `tailLimit` bytes (starting at a multiple of 4, so that UTF-16/32 stays aligned).
    ///
    /// A regular file is sampled with `pread`, which leaves the reading position alone; from a
    /// pipe the head is read ahead and handed out again by `read(into:)`.
    package func sample(headLimit: Int, tailLimit: Int) throws -> (head: [UInt8], tail: [UInt8]?) {
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            let size = Int(status.st_size)
            let head = try readAt(offset: 0, count: min(size, headLimit))
            guard size > head.count else { return (head, nil) }
            let tailStart = StatementSample.tailStart(size: size, headCount: head.count, tailLimit: tailLimit)
            return (head, try readAt(offset: tailStart, count: size - tailStart))
        }
        var head = [UInt8](repeating: 0, count: headLimit)
        var filled = 0
        while filled < headLimit {
            let count = try head.withUnsafeMutableBytes { try read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            if count == 0 { break }
            filled += count
        }
        head.removeSubrange(filled...)
        replay = head
        replayCursor = 0
        return (head, nil)
    }

    private func readAt(offset: Int, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled)) }
            if read < 0 && errno == EINTR { continue }
            if read < 0 {
                throw ImportEngineError(.input, Problem(.fileCannotRead, ["path": .text(displayName), "reason": .text(String(cString: strerror(errno)))]))
            }
            if read == 0 { break }
            filled += read
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    private static func openError(path: String, errno code: Int32) -> ImportEngineError {
        switch code {
        case ENOENT:
            return ImportEngineError(.input, Problem(.fileNotFound, ["path": .text(path)]))
        case EACCES:
            return ImportEngineError(.input, Problem(.filePermissionDenied, ["path": .text(path)]))
        default:
            return ImportEngineError(.input, Problem(.fileCannotOpen, ["path": .text(path), "reason": .text(String(cString: strerror(code)))]))
        }
    }
}

/// `read(2)`, named apart from `FileChunkSource.read(into:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
