#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Who reviews a statement, as the import's history names them.
package enum Reviewer {
    /// `$USER`, `$LOGNAME`, else the account the process runs as.
    package static func name(environment: [String: String]) -> String {
        if let user = environment["USER"] ?? environment["LOGNAME"], !user.isEmpty { return user }
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return "unknown"
    }
}
