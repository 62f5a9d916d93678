import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file without a name that holds what a statement booked as it streams past must keep
/// until its end — the canonical form of its rows for the ledger's request hash, its
/// fingerprint keys, the rows' JSON for a server's one request — so that memory does not hold
/// it: hundreds of megabytes for a million rows. Nothing of it stays when the process ends,
/// however it ends.
///
/// Everything is written first, then read: reading moves the file's position.
package final class SpoolFile: @unchecked Sendable {
    private let handle: FileHandle
    /// The first write error, reported when the spool is read.
    private var failure: (any Error)?

    /// A spool in `directory`, which must be writable (the ledger's: its disk has room for
    /// what the ledger is about to hold; a server's import spools in the temporary directory).
    package init(in directory: URL) throws {
        let url = directory.appendingPathComponent(".certain-import-spool-\(UUID().uuidString)")
        // New and 0600 from the start: in a shared directory such as /tmp, nobody else can
        // open it in the moment before it loses its name.
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
            ])
        }
        unlink(url.path)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit {
        try? handle.close()
    }

    /// Appends `bytes`; an error is kept for `read`.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let base = bytes.baseAddress, !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
        } catch {
            failure = error
        }
    }

    /// The 8 bytes at `offset` as an integer (written in this machine's byte order).
    package func int64(at offset: Int) throws -> Int64 {
        if let failure { throw failure }
        try handle.seek(toOffset: UInt64(offset))
        guard let bytes = try handle.read(upToCount: 8), bytes.count == 8 else { throw CocoaError(.fileReadCorruptFile) }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    }

    /// Hands everything written to `body`, from the start, a megabyte at a time: read with
    /// `read(2)` into one buffer (FileHandle's `read(upToCount:)` reads 4 KiB a call into new
    /// `Data`, 77,000 calls for the spools of a million rows).
    package func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let failure { throw failure }
        try handle.seek(toOffset: 0)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = systemRead(handle.fileDescriptor, buffer.baseAddress!, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
            }
            if count == 0 { return }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }
}

/// `read(2)`, under a name that the spool's own `read` cannot shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
