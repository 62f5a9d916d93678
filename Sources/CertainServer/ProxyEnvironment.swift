import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps plain http away from proxies, so that a proxy never sees the device token in clear.
///
/// On Linux, URLSession runs on libcurl and ignores `connectionProxyDictionary`; libcurl takes
/// its proxy from the environment for every transfer: `http_proxy` for http, `https_proxy`
/// (`HTTPS_PROXY`) for https, `all_proxy` (`ALL_PROXY`) for both. A plain http request would
/// then travel to the proxy as it is, token included, and the proxy is often another machine.
/// The process's environment is the only handle URLSession leaves, so it is changed once,
/// before the first request:
///
/// - Plain http (loopback, or `--allow-insecure-http`) goes direct: `http_proxy`,
///   `HTTP_PROXY`, `all_proxy` and `ALL_PROXY` are removed.
/// - https keeps its proxy, and `all_proxy` becomes the https proxy when none is set: libcurl
///   sends https through a proxy only as a `CONNECT` tunnel (or a SOCKS tunnel), so the proxy
///   sees the host and port and never the token. Offices that allow https only through a proxy
///   keep working.
enum ProxyEnvironment {
    /// Applies the rules above; later calls do nothing.
    static func confine() {
        _ = confined
    }

    private static let confined: Void = {
        let all = ["all_proxy", "ALL_PROXY"].lazy.compactMap(value).first
        let https = ["https_proxy", "HTTPS_PROXY"].lazy.compactMap(value).first
        if https == nil, let all {
            setenv("https_proxy", all, 1)
        }
        for name in ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"] {
            unsetenv(name)
        }
    }()

    /// The variable's value, nil when it is unset or empty (libcurl ignores an empty one too).
    private static func value(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
