import Booking
import ImportWords
import StatementValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalLedger {
    /// Creates the ledger file empty with mode 0600 if it does not exist, so that SQLite, which
    /// would create it 0644 under the usual umask, opens a file only the user can read; SQLite
    /// gives its journal and WAL files the database file's mode. An existing file keeps its mode:
    /// whoever made it readable chose so. A file that cannot be created is left to SQLite's own
    /// open, which reports it with the ledger's usual error.
    ///
    /// - Returns: whether this call created the file.
    static func createPrivately(_ path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Removes the ledger at `path` with the files SQLite keeps beside it: for a ledger that
    /// was created and could not be set up, or that an import created and booked nothing into.
    package static func removeFiles(ofLedgerAt path: String) {
        for suffix in ["-wal", "-shm", "-journal", ""] { unlink(path + suffix) }
    }

    /// Refuses what would make SQLite write where the user did not say: a ledger that is a
    /// symbolic link to nothing (SQLite would create the link's target, readable by all), and
    /// a write-ahead log, its index or a journal beside the ledger that is a symbolic link
    /// (put there by someone who may write to the ledger's directory; SQLite refuses to open
    /// it, saying only "unable to open"). A link to an existing ledger is followed: SQLite
    /// keeps its log beside the file the link points to.
    static func refuseSymbolicLinks(_ path: String) throws(BookingError) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
            throw BookingError(.unreachable, target: target(path), Problem(
                .ledgerDanglingLink, ["link": .text(linkTarget(path))], remedy: .nameLedgerNotLink))
        }
        for suffix in ["-wal", "-shm", "-journal"] where lstat(path + suffix, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK {
            throw BookingError(.unreachable, target: target(path), Problem(
                .ledgerLogIsLink, ["file": .text(path + suffix), "link": .text(linkTarget(path + suffix))]))
        }
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        return count < 0 ? "another file" : String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
