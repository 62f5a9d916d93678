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

/// A file of mode 0600 that this process has named in a shared directory and claims for as
/// long as it exists: it holds an advisory lock (`flock`) on it through `handle`, which the
/// system lets go of however the process ends — `kill -9` included. A file of the same
/// kind whose lock nobody holds was left by a process that ended before removing it, and
/// `create(in:prefix:)` removes such files first (only the user's own regular files): a
/// server import stopped while it sent its batch leaves the statement's rows in the
/// temporary directory until the next one.
package final class ClaimedFile {
    package let url: URL
    /// Open for writing; holds the claim until `remove`.
    package let handle: FileHandle
    private var removed = false

    private init(url: URL, handle: FileHandle) {
        self.url = url
        self.handle = handle
    }

    deinit {
        remove()
    }

    /// Removes the file, then lets go of the claim: no moment where it has a name but no claim.
    package func remove() {
        guard !removed else { return }
        removed = true
        unlink(url.path)
        try? handle.close()
    }

    /// A new file of mode 0600 in `directory`, open for writing and claimed, for what is sent
    /// from a file: created here (`O_EXCL`), never through a name somebody else placed there
    /// first. The files of the same `prefix` that nobody claims any more are removed first.
    package static func create(in directory: URL, prefix: String) throws(BookingError) -> ClaimedFile {
        removeUnclaimed(in: directory, prefix: prefix)
        for _ in 0..<3 {
            if let file = try claimNew(at: directory.appendingPathComponent("\(prefix)\(UUID().uuidString)")) {
                return file
            }
        }
        throw BookingError(.failed, target: directory.path, Problem(.scratchFileVanished))
    }

    /// Creates the file at `url` and claims it, or `nil` when another process's
    /// `removeUnclaimed` found it in the moment before the lock: then it is gone.
    fileprivate static func claimNew(at url: URL) throws(BookingError) -> ClaimedFile? {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BookingError(.failed, target: url.path, Problem(.scratchFileNotCreatable, ["reason": .text(String(cString: strerror(errno)))]))
        }
        var status = stat()
        if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &status) == 0, status.st_nlink > 0 {
            return ClaimedFile(url: url, handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
        }
        close(descriptor)
        return nil
    }

    /// Removes the files named `prefix…` in `directory` that are the user's own, regular, and
    /// claimed by no process. Whatever cannot be opened or locked is left.
    package static func removeUnclaimed(in directory: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name).path
            let descriptor = openUnclaimed(AT_FDCWD, path)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            if isStill(descriptor, named: path) { unlink(path) }
        }
    }

    /// `name` in the directory `directory` (`AT_FDCWD` or an open directory), opened and locked
    /// if it is the user's own regular file and no process claims it; -1 otherwise.
    fileprivate static func openUnclaimed(_ directory: Int32, _ name: String) -> Int32 {
        let descriptor = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_uid == geteuid(),
              flock(descriptor, LOCK_EX | LOCK_NB) == 0
        else {
            close(descriptor)
            return -1
        }
        return descriptor
    }
}

/// Whether `path` still names what `descriptor` has open (the same device and inode), not
/// something put in its place since.
private func isStill(_ descriptor: Int32, named path: String) -> Bool {
    var opened = stat()
    var named = stat()
    return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0
        && named.st_dev == opened.st_dev && named.st_ino == opened.st_ino
}

/// A directory of mode 0700 that this process has made in a shared directory (the temporary
/// directory) and claims for as long as it exists, through a `ClaimedFile` inside it made
/// before anything else: `import --dry-run` checks a ledger that does not exist yet as the
/// empty one it would be, in a scratch ledger that holds the statement's rows. A process
/// killed before removing it left them there; `create(in:prefix:)` removes the directories
/// of the same kind that nobody claims first.
package final class ScratchDirectory {
    package let url: URL
    private let claim: ClaimedFile
    private var removed = false

    /// The claim's name inside the directory.
    static let claimName = ".claim"

    private init(url: URL, claim: ClaimedFile) {
        self.url = url
        self.claim = claim
    }

    deinit {
        remove()
    }

    /// A new directory `prefix…` in `parent`, claimed. The directories of the same `prefix`
    /// that nobody claims any more are removed first.
    package static func create(in parent: URL, prefix: String) throws(BookingError) -> ScratchDirectory {
        removeUnclaimed(in: parent, prefix: prefix)
        for _ in 0..<3 {
            let url = parent.appendingPathComponent("\(prefix)\(UUID().uuidString)")
            guard mkdir(url.path, 0o700) == 0 else {
                throw BookingError(.failed, target: url.path, Problem(
                    .scratchDirectoryNotCreatable, ["reason": .text(String(cString: strerror(errno)))]))
            }
            let claim: ClaimedFile?
            do {
                claim = try ClaimedFile.claimNew(at: url.appendingPathComponent(claimName))
            } catch {
                rmdir(url.path)
                throw error
            }
            if let claim { return ScratchDirectory(url: url, claim: claim) }
            rmdir(url.path)
        }
        throw BookingError(.failed, target: parent.path, Problem(.scratchDirectoryVanished))
    }

    /// Removes what the directory holds, then the claim, then the directory.
    package func remove() {
        guard !removed else { return }
        removed = true
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names where name != Self.claimName {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
        claim.remove()
        rmdir(url.path)
    }

    /// Removes the directories named `prefix…` in `parent` that are the user's own and whose
    /// claim no process holds: the user's own regular files in them, then the directory. A
    /// directory without a claim is left (it is being made, or an older certain-import made
    /// it), and so is whatever is not a regular file, and every link.
    package static func removeUnclaimed(in parent: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = parent.appendingPathComponent(name).path
            let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard directory >= 0 else { continue }
            defer { close(directory) }
            var status = stat()
            guard fstat(directory, &status) == 0, status.st_uid == geteuid() else { continue }
            let claim = ClaimedFile.openUnclaimed(directory, claimName)
            guard claim >= 0 else { continue }
            defer { close(claim) }
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where entry != claimName {
                guard fstatat(directory, entry, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG,
                      status.st_uid == geteuid()
                else { continue }
                unlinkat(directory, entry, 0)
            }
            unlinkat(directory, claimName, 0)
            if isStill(directory, named: path) { rmdir(path) }
        }
    }
}
