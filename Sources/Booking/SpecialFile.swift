#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path a user named is when it is no regular file, in words for a message: a ledger
/// and a template are files, and opening a pipe would wait for a writer, a device read on.
package enum SpecialFile {
    /// "a directory", "a device", "a pipe", "a socket" or "a special file" for what `path`
    /// leads to (links followed); `nil` for a regular file or a path that leads nowhere.
    package static func kind(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
