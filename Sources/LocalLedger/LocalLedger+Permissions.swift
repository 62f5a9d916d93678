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

    /// Removes a ledger `createPrivately` created and that could not be set up, with the
    /// files SQLite keeps beside it.
    static func removeNewLedger(_ path: String) {
        for suffix in ["-wal", "-shm", "-journal", ""] { unlink(path + suffix) }
    }
}
