import Foundation

/// A file without a name that holds what a statement booked as it streams past must keep
/// until its end — the canonical form of its rows for the request hash, its fingerprint keys —
/// so that memory does not hold it: hundreds of megabytes for a million rows. Nothing of it
/// stays when the process ends, however it ends.
///
/// Everything is written first, then read: reading moves the file's position.
final class SpoolFile: @unchecked Sendable {
    private let handle: FileHandle
    /// The first write error, reported when the spool is read.
    private var failure: (any Error)?

    /// A spool in `directory`, which must be writable (the ledger's: its disk has room for
    /// what the ledger is about to hold).
    init(in directory: URL) throws {
        let url = directory.appendingPathComponent(".certain-import-spool-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { try? FileManager.default.removeItem(at: url) }
        handle = try FileHandle(forUpdating: url)
    }

    deinit {
        try? handle.close()
    }

    /// Appends `bytes`; an error is kept for `read`.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let base = bytes.baseAddress, !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
        } catch {
            failure = error
        }
    }

    /// The 8 bytes at `offset` as an integer (written in this machine's byte order).
    func int64(at offset: Int) throws -> Int64 {
        if let failure { throw failure }
        try handle.seek(toOffset: UInt64(offset))
        guard let bytes = try handle.read(upToCount: 8), bytes.count == 8 else { throw CocoaError(.fileReadCorruptFile) }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    }

    /// Hands everything written to `body`, from the start, a megabyte at a time.
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let failure { throw failure }
        try handle.seek(toOffset: 0)
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            try chunk.withUnsafeBytes(body)
        }
    }
}
