#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableReading

/// A chunk source that tells a progress display (`advance`) how many bytes and line ends went by.
///
/// Line ends stand in for rows while a file is read (the rows themselves are only known at
/// the end); `memchr` finds them many bytes at a time, and only a terminal's display pays for it.
package struct ProgressReadingSource<Base: ByteChunkSource>: ByteChunkSource {
    package var base: Base
    /// Told the bytes and line ends of each chunk read.
    package let advance: (_ bytes: Int, _ lines: Int) -> Void

    package init(base: Base, advance: @escaping (_ bytes: Int, _ lines: Int) -> Void) {
        self.base = base
        self.advance = advance
    }

    package var byteCountHint: Int? { base.byteCountHint }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try base.read(into: buffer)
        guard count > 0, let start = buffer.baseAddress else { return count }
        var lines = 0
        var cursor = start
        let end = start + count
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
            lines += 1
            cursor = UnsafeMutableRawPointer(found) + 1
        }
        advance(count, lines)
        return count
    }
}
