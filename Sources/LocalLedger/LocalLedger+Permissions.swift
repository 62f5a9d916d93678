import Booking

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
    /// whoever made it readable chose so.
    static func createPrivately(_ path: String) throws(BookingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw BookingError(.unreachable, target: path, message: "cannot create the ledger: \(String(cString: strerror(errno)))",
                               hint: "check that the directory exists and you may write there, or name another file with --ledger")
        }
    }
}
