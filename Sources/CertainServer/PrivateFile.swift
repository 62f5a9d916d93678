import Booking
import Foundation
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
            throw BookingError(.failed, target: url.path, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        if requirePrivate && status.st_mode & S_IFMT == S_IFLNK {
            throw symbolicLink(url)
        }
        if status.st_mode & S_IFMT == S_IFLNK && stat(url.path, &status) != 0 {
            throw BookingError(.failed, target: url.path, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        if requirePrivate && status.st_mode & 0o077 != 0 {
            throw BookingError(
                .failed, target: url.path,
                message: "the token file can be read or changed by others (mode \(String(status.st_mode & 0o777, radix: 8)))",
                hint: "run 'chmod 600 \(url.path)'; if others may have read it, revoke the tokens in Settings → Gerätemarken and sign in again"
            )
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw BookingError(.failed, target: url.path, message: "cannot read: \(error.localizedDescription)")
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
            throw BookingError(.failed, target: directory.path, message: "cannot create the directory: \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BookingError(.failed, target: url.path, message: "cannot write: \(String(cString: strerror(errno)))")
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
            throw BookingError(.failed, target: url.path, message: "cannot write: \(String(cString: strerror(failure)))")
        }
    }
}

/// A file of mode 0600 that this process has named in a shared directory and claims for as
/// long as it exists: it holds an advisory lock (`flock`) on it through `handle`, which the
/// system lets go of however the process ends — `kill -9` included. A file of the same
/// kind whose lock nobody holds was left by a process that ended before removing it, and
/// `PrivateFile.createClaimed` removes such files first (only the user's own regular files):
/// a server import stopped while it sent its batch leaves the statement's rows in the
/// temporary directory until the next one.
final class ClaimedFile {
    let url: URL
    /// Open for writing; holds the claim until `remove`.
    let handle: FileHandle
    private var removed = false

    fileprivate init(url: URL, handle: FileHandle) {
        self.url = url
        self.handle = handle
    }

    deinit {
        remove()
    }

    /// Removes the file, then lets go of the claim: no moment where it has a name but no claim.
    func remove() {
        guard !removed else { return }
        removed = true
        unlink(url.path)
        try? handle.close()
    }
}

extension PrivateFile {
    /// A new file of mode 0600 in `directory`, open for writing and claimed (`ClaimedFile`),
    /// for what is sent from a file: created here (`O_EXCL`), never through a name somebody
    /// else placed there first. The files of the same `prefix` that nobody claims any more are
    /// removed first.
    static func createClaimed(in directory: URL, prefix: String) throws(BookingError) -> ClaimedFile {
        removeUnclaimed(in: directory, prefix: prefix)
        for _ in 0..<3 {
            let url = directory.appendingPathComponent("\(prefix)\(UUID().uuidString)")
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw BookingError(
                    .failed, target: url.path, message: "cannot create the file: \(String(cString: strerror(errno)))",
                    hint: "set TMPDIR to a directory you can write to, with room for the statement")
            }
            var status = stat()
            // Another process's `removeUnclaimed` may have found it in the moment before the
            // lock: then it is gone, and a new name is tried.
            if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &status) == 0, status.st_nlink > 0 {
                return ClaimedFile(url: url, handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
            }
            close(descriptor)
        }
        throw BookingError(
            .failed, target: directory.path, message: "cannot create a file that stays: it was removed as soon as it was made",
            hint: "set TMPDIR to a directory that only you use")
    }

    /// Removes the files named `prefix…` in `directory` that are the user's own, regular, and
    /// claimed by no process (`ClaimedFile`). Whatever cannot be opened or locked is left.
    static func removeUnclaimed(in directory: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name).path
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat()
            var named = stat()
            guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_uid == geteuid(),
                  flock(descriptor, LOCK_EX | LOCK_NB) == 0,
                  // Still the file of that name.
                  lstat(path, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino
            else { continue }
            unlink(path)
        }
    }

    fileprivate static func symbolicLink(_ url: URL) -> BookingError {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "another file"
        return BookingError(
            .failed, target: url.path,
            message: "the file is a symbolic link (to \(target)); certain-import neither reads nor writes its tokens and servers through a link",
            hint: "replace the link by a private file: 'rm \(url.path)', then add the server and sign in again"
        )
    }
}

/// `write(2)`, under a name that a type's own `write` cannot shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
