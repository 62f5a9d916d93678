#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TextPrimitives

/// A byte sink that collects output in a large buffer and hands it to the operating system
/// in big blocks.
///
/// A `rows` run can write hundreds of megabytes in tens of millions of fields; one `print`
/// or `write(2)` per line would cost more than reading the file, so `write` only copies into
/// a fixed buffer. Nothing reaches the destination until the buffer fills or `flush()` is
/// called; the runner flushes standard output when a command ends, before any error is
/// printed, so that data and diagnostics keep their order on a terminal.
package final class OutputWriter {
    /// Where flushed bytes go.
    package enum Destination {
        /// An open file descriptor, such as `STDOUT_FILENO`.
        case fileDescriptor(Int32)
        /// Memory, for tests: everything written stays readable in `writtenBytes`.
        case memory
    }

    package let destination: Destination
    /// The bytes not yet handed to the destination.
    private let buffer: UnsafeMutableRawBufferPointer
    private var bufferedCount = 0
    /// What a `.memory` writer has flushed.
    private var memory: [UInt8] = []
    /// The first write error of an automatic flush since the last `flush()`, as `strerror` text.
    private var pendingFailure: String?
    /// Whether `write(data:)` shows what a terminal would act on visibly: set for a terminal,
    /// where a cell's escape sequence would retitle or clear it; a pipe or a file gets the
    /// data exactly.
    package let showsDataVisibly: Bool
    private var terminalData = TerminalData()

    /// How many bytes a writer that renders a long output piece by piece collects before it
    /// hands them over: a quarter of the default buffer, so that the output's memory stays
    /// small whatever its length. A block this large is handed to the destination as it is.
    package static let blockSize = 64 * 1024

    /// - Parameters:
    ///   - capacity: The buffer size, at which `write` flushes on its own.
    ///   - showsDataVisibly: Whether the destination is a terminal, on which `write(data:)`
    ///     shows control characters visibly.
    package init(_ destination: Destination, capacity: Int = 256 * 1024, showsDataVisibly: Bool = false) {
        precondition(capacity > 0, "an output buffer holds at least one byte")
        self.destination = destination
        self.showsDataVisibly = showsDataVisibly
        buffer = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// A writer to standard output.
    package static func standardOutput() -> OutputWriter {
        OutputWriter(.fileDescriptor(STDOUT_FILENO), showsDataVisibly: isatty(STDOUT_FILENO) == 1)
    }

    /// A writer to standard error with a small buffer: diagnostics are few and flushed one by one.
    package static func standardError() -> OutputWriter {
        OutputWriter(.fileDescriptor(STDERR_FILENO), capacity: 4 * 1024)
    }

    /// Everything a `.memory` writer was given; for a file descriptor, what is still buffered.
    var writtenBytes: [UInt8] {
        memory + UnsafeRawBufferPointer(rebasing: buffer[..<bufferedCount])
    }

    /// `writtenBytes` as text, decoding invalid UTF-8 as U+FFFD.
    var writtenText: String { String(decoding: writtenBytes, as: UTF8.self) }

    /// Writes text meant for a person: every character a terminal would act on (escape
    /// sequences, C1 and bidi controls, carriage returns) is written in its visible form
    /// (`TerminalSafeText`), so that no cell, file name or server text can retitle, clear or
    /// reorder the terminal. Line feeds and tabs stay. JSON built as `JSONValue` passes unchanged,
    /// since it escapes those characters itself.
    ///
    /// Data (CSV, `rows`) goes through `write(data:)`; escape sequences the tool composes
    /// itself through `write(verbatim:)`.
    package func write(_ text: String) {
        write(verbatim: TerminalSafeText.visible(text, keepingLineBreaks: true))
    }

    /// Writes data (CSV, JSON) that a pipe or a file must get byte for byte; on a terminal,
    /// every character it would act on is shown in its visible form, as `write(_:)` shows
    /// text, while line ends (LF and CRLF) and tabs stay.
    package func write(data: UnsafeRawBufferPointer) {
        guard showsDataVisibly else { return write(data) }
        terminalData.visible(data).withUnsafeBytes { write($0) }
    }

    /// `write(data:)` of the bytes of a collection.
    package func write(data: some Collection<UInt8>) {
        let written: Void? = data.withContiguousStorageIfAvailable { write(data: UnsafeRawBufferPointer($0)) }
        if written == nil {
            Array(data).withUnsafeBytes { write(data: $0) }
        }
    }

    /// Writes `text` as it is: only for text the tool composed itself (colours, cursor moves)
    /// or data whose bytes must not change.
    package func write(verbatim text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    func write(byte: UInt8) {
        if bufferedCount == buffer.count {
            drainBuffer()
        }
        buffer[bufferedCount] = byte
        bufferedCount += 1
    }

    package func write(_ bytes: some Collection<UInt8>) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { write(UnsafeRawBufferPointer($0)) }
        if copied == nil {
            Array(bytes).withUnsafeBytes { write($0) }
        }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count >= min(Self.blockSize, buffer.count) {
            // A block as large as a streaming writer's goes out as it is, after what waits
            // before it: copied into the buffer, every byte of a long output was copied once
            // more (a tenth of `preview --json`'s writing); a block larger than the buffer
            // would only be cut into buffer-sized pieces.
            if bufferedCount > 0 { drainBuffer() }
            hand(bytes)
            return
        }
        if bufferedCount + bytes.count > buffer.count {
            drainBuffer()
        }
        (buffer.baseAddress! + bufferedCount).copyMemory(from: source, byteCount: bytes.count)
        bufferedCount += bytes.count
    }

    /// Hands the buffered bytes to the destination.
    ///
    /// A failure that happened during an automatic flush inside `write` is reported here,
    /// so that the hot `write` path does not have to throw.
    package func flush() throws(CLIError) {
        if showsDataVisibly {
            terminalData.finish().withUnsafeBytes { write($0) }
        }
        drainBuffer()
        if let failure = pendingFailure {
            pendingFailure = nil
            throw CLIError.input("cannot write output: \(failure)")
        }
    }

    private func drainBuffer() {
        hand(UnsafeRawBufferPointer(rebasing: buffer[..<bufferedCount]))
        bufferedCount = 0
    }

    /// Gives `bytes` to the destination, keeping the first failure for `flush()` to report.
    private func hand(_ bytes: UnsafeRawBufferPointer) {
        switch destination {
        case .memory:
            memory.append(contentsOf: bytes)
        case .fileDescriptor(let descriptor):
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if pendingFailure == nil {
                        pendingFailure = String(cString: strerror(errno))
                    }
                    return
                }
                offset += written
            }
        }
    }
}

/// `write(2)`, under a name that does not clash with `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
