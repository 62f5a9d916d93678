import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ends an answer that libcurl would otherwise read to its end, by shutting down the
/// connection it arrives on.
///
/// libcurl decodes a gzip answer before URLSession sees a byte, and URLSession's `cancel()`
/// waits for URLSession's work queue, which libcurl holds as long as the socket has data: after
/// the client stopped reading a 4 GiB bomb at 64 KiB, libcurl still decoded all of it (30 s of
/// CPU, 125 MB, growing with the bomb). With its connection shut down, libcurl's next read
/// fails and the transfer ends at once.
///
/// The connection is found among the process's sockets by the server's port, and its address
/// where the URL names one. The process talks to one server at a time, so no other connection
/// has that peer; a shut-down connection is never reused, as one that was cancelled is not.
enum RunawayConnection {
    /// Shuts down, for reading and writing, the TCP connections to `url`'s port (and address).
    static func shutDown(to url: URL) {
        #if os(Linux)
        guard let scheme = url.scheme?.lowercased(), let host = url.host,
              let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        else { return }
        let port = UInt16(url.port ?? (scheme == "https" ? 443 : 80))
        var literal = in_addr()
        let address: UInt32? = inet_pton(AF_INET, host, &literal) == 1 ? literal.s_addr : nil
        for descriptor in descriptors.compactMap(Int32.init) where peer(of: descriptor, is: port, address) {
            shutdown(descriptor, Int32(SHUT_RDWR))
        }
        #endif
    }

    #if os(Linux)
    /// Whether `descriptor` is an IPv4 or IPv6 TCP connection whose peer is `port` (and `address`).
    private static func peer(of descriptor: Int32, is port: UInt16, _ address: UInt32?) -> Bool {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) == 0 }
        }
        guard named else { return false }
        switch Int32(storage.ss_family) {
        case AF_INET:
            let peer = withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in.self) }
            return UInt16(bigEndian: peer.sin_port) == port && (address == nil || peer.sin_addr.s_addr == address)
        case AF_INET6:
            let peer = withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in6.self) }
            return UInt16(bigEndian: peer.sin6_port) == port && address == nil
        default:
            return false
        }
    }
    #endif
}
