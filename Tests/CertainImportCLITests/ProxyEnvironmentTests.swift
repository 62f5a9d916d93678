import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The proxy variables of the environment never carry the device token: plain http (loopback
/// only) goes direct, https goes through a proxy only as a `CONNECT` tunnel. Run as the binary,
/// because the variables belong to the whole process.
@Suite("Proxy variables")
struct ProxyEnvironmentTests {
    static let proxyVariables = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]

    /// `server add` with `CERTAIN_TOKEN`, under `variables`, in a fresh configuration folder.
    static func addServer(_ url: String, variables: [String: String]) throws -> ExecutableTests.ProcessRun {
        let home = try Corpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path, "NO_COLOR": "1", "CERTAIN_TOKEN": DemoServer.token]
        return try ExecutableTests.run(
            ["server", "add", "home", url, "--bind-env-token"], environment: environment.merging(variables) { $1 },
            removing: proxyVariables)
    }

    @Test(arguments: ["http_proxy", "HTTP_PROXY", "ALL_PROXY", "all_proxy", "https_proxy"], ["127.0.0.1", "localhost"])
    func plainHTTPNeverGoesThroughAProxy(variable: String, host: String) throws {
        let server = try DemoServer()
        defer { server.stop() }
        let proxy = try RecordingListener()
        defer { proxy.stop() }
        let url = server.url.replacingOccurrences(of: "127.0.0.1", with: host)

        let run = try Self.addServer(url, variables: [variable: "http://127.0.0.1:\(proxy.port)"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Added server home: Certain "))
        #expect(run.standardOutput.hasSuffix("Signed in as anna.\n"))
        #expect(proxy.received() == "")
    }

    /// https through a proxy is a tunnel: the proxy learns the host and port, never a header.
    /// The recording proxy closes the tunnel, so the command fails without having sent anything.
    @Test(arguments: ["https_proxy", "HTTPS_PROXY", "ALL_PROXY", "all_proxy"])
    func httpsGoesThroughAProxyOnlyAsATunnel(variable: String) throws {
        let proxy = try RecordingListener()
        defer { proxy.stop() }

        let run = try Self.addServer("https://127.0.0.1:9", variables: [variable: "http://127.0.0.1:\(proxy.port)"])

        #expect(run.status == 4)
        let received = proxy.received()
        #expect(received.hasPrefix("CONNECT 127.0.0.1:9 HTTP/1.1\r\nHost: 127.0.0.1:9\r\n"))
        #expect(!received.contains(DemoServer.token))
        #expect(!received.contains("X-Certain-Token"))
    }
}

/// A TCP listener on a free loopback port that records what every connection sends up to the
/// end of its header, and closes it without answering: a proxy, or a squatter on a port.
///
/// `@unchecked Sendable`: `text` is behind `lock`; the socket is closed once, in `stop()`.
final class RecordingListener: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && listen(socket, 16) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot listen on 127.0.0.1"])
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            acceptConnections()
            done.signal()
        }
    }

    /// Everything received so far, all connections in order.
    func received() -> String {
        lock.withLock { text }
    }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        done.wait()
        close(socket)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return }
            // A client that sends nothing must not hold `stop()` for ever.
            var patience = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !bytes.suffix(4).elementsEqual("\r\n\r\n".utf8) {
                let count = recv(connection, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            lock.withLock { text += String(decoding: bytes, as: UTF8.self) }
            close(connection)
        }
    }
}
