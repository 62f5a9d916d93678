/// Where a statement's bytes come from, one chunk at a time.
///
/// The import core never opens files: the command line hands it a source over a file or
/// standard input, tests hand it bytes. Reading in chunks keeps memory constant for any size.
package protocol ByteChunkSource {
    /// Fills `buffer` from its start with the next bytes and returns how many were written;
    /// 0 means the end of the input.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int

    /// How many bytes the whole input has, when that is known before reading it (a regular
    /// file); only an estimate of how much room the rows will need is made from it.
    var byteCountHint: Int? { get }
}

extension ByteChunkSource {
    package var byteCountHint: Int? { nil }
}

/// Bytes already in memory, handed out in chunks like a file would be.
package struct InMemoryChunkSource: ByteChunkSource {
    private let bytes: [UInt8]
    private var cursor = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var byteCountHint: Int? { bytes.count }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - cursor)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { all in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[cursor..<(cursor + count)]))
        }
        cursor += count
        return count
    }
}

/// Any chunk source behind one concrete type, for `TableReader`: one dynamic call per chunk.
final class AnyChunkSource: ByteChunkSource {
    private var base: any ByteChunkSource

    init(_ base: some ByteChunkSource) {
        self.base = base
    }

    var byteCountHint: Int? { base.byteCountHint }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try base.read(into: buffer)
    }
}
