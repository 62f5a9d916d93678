import Booking
import Foundation
import ImportWords
import StatementValues
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing files that hold what only the user may see.
package enum PrivateFile {
    /// The file's bytes, or `nil` when it does not exist.
    ///
    /// - Parameter requirePrivate: Refuse a file that others can read or write, as ssh does with
    ///   a private key: its secret may already be known, and the user should decide.
    ///   A private file that is a symbolic link is refused too: what it points to is not the
    ///   file certain-import checks and replaces.
    package static func read(_ url: URL, requirePrivate: Bool) throws(BookingError) -> Data? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw BookingError(.failed, target: url.path, Problem(.fileNotReadable, ["reason": .text(String(cString: strerror(errno)))]))
        }
        if requirePrivate && status.st_mode & S_IFMT == S_IFLNK {
            throw symbolicLink(url)
        }
        if status.st_mode & S_IFMT == S_IFLNK && stat(url.path, &status) != 0 {
            throw BookingError(.failed, target: url.path, Problem(.fileNotReadable, ["reason": .text(String(cString: strerror(errno)))]))
        }
        if requirePrivate && status.st_mode & 0o077 != 0 {
            throw BookingError(.failed, target: url.path, Problem(.tokenFileNotPrivate, [
                "mode": .text(String(status.st_mode & 0o777, radix: 8)), "path": .text(url.path),
            ]))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw BookingError(.failed, target: url.path, Problem(.fileNotReadable, ["reason": .text(error.localizedDescription)]))
        }
    }

    /// Replaces the file atomically with `data`: a new file of mode 0600 beside it, flushed to
    /// disk, then renamed over it. The directory is created with mode 0700.
    ///
    /// A file that is a symbolic link is refused, not replaced: renaming over the link would
    /// leave the file it points to as it was, with every token in it.
    package static func write(_ data: Data, to url: URL) throws(BookingError) {
        var status = stat()
        if lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK {
            throw symbolicLink(url)
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw BookingError(.failed, target: directory.path, Problem(.directoryNotCreatable, ["reason": .text(error.localizedDescription)]))
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BookingError(.failed, target: url.path, Problem(.fileNotWritable, ["reason": .text(String(cString: strerror(errno)))]))
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw BookingError(.failed, target: url.path, Problem(.fileNotWritable, ["reason": .text(String(cString: strerror(failure)))]))
        }
    }
}

extension PrivateFile {
    fileprivate static func symbolicLink(_ url: URL) -> BookingError {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "another file"
        return BookingError(.failed, target: url.path, Problem(.privateFileIsLink, ["link": .text(target), "path": .text(url.path)]))
    }
}

/// `write(2)`, under a name that a type's own `write` cannot shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
