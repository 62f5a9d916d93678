#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StatementImport

/// A file or standard input, read chunk by chunk with `read(2)`.
///
/// Opening checks what users get wrong (a missing file, a directory, no permission) and
/// reports it as an input error naming the file and what to do.
final class FileChunkSource: ByteChunkSource {
    let file: InputFile
    private let descriptor: Int32

    init(_ file: InputFile) throws(CLIError) {
        self.file = file
        switch file {
        case .standardInput:
            descriptor = STDIN_FILENO
        case .path(let path):
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else {
                throw Self.openError(path: path, errno: errno)
            }
            var status = stat()
            if fstat(opened, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                close(opened)
                throw CLIError.input(
                    "\(path) is a directory, not a statement file",
                    hint: "name a CSV file inside it, for example \(path)/statement.csv")
            }
            descriptor = opened
        }
    }

    deinit {
        if case .path = file { close(descriptor) }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = systemRead(descriptor, base, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw CLIError.input("cannot read \(file.displayName): \(String(cString: strerror(errno)))")
        }
    }

    private static func openError(path: String, errno code: Int32) -> CLIError {
        switch code {
        case ENOENT:
            return CLIError.input("no such file: \(path)", hint: "check the path; use '-' to read standard input")
        case EACCES:
            return CLIError.input("permission denied: \(path)", hint: "make the file readable for your user")
        default:
            return CLIError.input("cannot open \(path): \(String(cString: strerror(code)))")
        }
    }
}

/// `read(2)`, named apart from `FileChunkSource.read(into:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
