import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps Foundation's shared cookie storage and URL cache from creating directories.
///
/// On Linux, the first `URLSessionConfiguration` creates `HTTPCookieStorage.shared`, which
/// makes `$XDG_DATA_HOME/<the executable's folder>/` (`~/.local/share/debug`, `.../bin`), and
/// `URLCache.shared`, which makes `~/.cache/org.swift.foundation.URLCache/<program>/`. The client
/// uses neither (its sessions have no cookie storage and no cache), so both are created here
/// first in a form that writes nothing: the cookie storage while `XDG_DATA_HOME` points at
/// `/dev/null`, where no directory can be made (Foundation then falls back to a path it never
/// writes to without cookies), and a URL cache of no capacity whose directory cannot be made.
enum FoundationStorage {
    /// Idempotent; the work happens once per process, before the first session.
    static func keepOffDisk() {
        _ = prepared
    }

    private static let prepared: Void = {
        let name = "XDG_DATA_HOME"
        let saved = getenv(name).map { String(cString: $0) }
        setenv(name, "/dev/null", 1)
        _ = HTTPCookieStorage.shared
        if let saved { setenv(name, saved, 1) } else { unsetenv(name) }
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
    }()
}
