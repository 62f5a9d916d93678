#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The terminal on standard input and output, switched to raw input on the alternate screen
/// for the review list, and put back as it was on every way out: `restore()` on a normal
/// return or an error, a handler for SIGINT, SIGTERM, SIGHUP and SIGQUIT that restores it and
/// then dies of the signal as it would have.
///
/// Raw input means that Ctrl-C arrives as a key, not a signal; the signal handlers cover
/// signals sent from elsewhere (`kill`, a closed terminal). A resize (SIGWINCH) wakes
/// `nextEvent` through a pipe, so that it cannot be missed between two waits.
package final class RawTerminal {
    /// What `nextEvent` returns.
    package enum Event: Equatable {
        case input([UInt8])
        case resized
        case timedOut
        /// Standard input was closed.
        case endOfInput
    }

    private var isRestored = false

    /// Whether both standard input and standard output are terminals.
    package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches the terminal to raw mode and the alternate screen.
    package init() throws(CLIError) {
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else {
            throw CLIError.input("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            throw CLIError.input("cannot set up the terminal: \(String(cString: strerror(errno)))")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizeReadEnd = pipeEnds[0]
        resizeWriteEnd = pipeEnds[1]

        var raw = savedAttributes
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // Leaving must write this even from a signal handler, where nothing may be allocated.
        let leave = Array(Self.leaveSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: leave.count)
        buffer.initialize(from: leave, count: leave.count)
        leaveBytes = buffer
        leaveByteCount = leave.count

        isRaw = 1
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(signalNumber, restoreTerminalAndDie) }
        signal(SIGWINCH, noteResize)
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else {
            let reason = String(cString: strerror(errno))
            restore()
            throw CLIError.input("cannot switch the terminal to raw mode: \(reason)")
        }
        write(Self.enterSequence)
    }

    deinit {
        restore()
    }

    /// Alternate screen, cursor hidden, no line wrap (a full last column must not scroll), cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"
    /// Attributes reset, line wrap and cursor back, main screen.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Puts the terminal back as it was; only the first call does anything.
    package func restore() {
        guard !isRestored else { return }
        isRestored = true
        signal(SIGWINCH, SIG_DFL)
        restoreTerminalState()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(signalNumber, SIG_DFL) }
        close(resizeReadEnd)
        close(resizeWriteEnd)
        resizeReadEnd = -1
        resizeWriteEnd = -1
        leaveBytes?.deallocate()
        leaveBytes = nil
    }

    /// The terminal's size in columns and lines; 80×24 when it cannot tell.
    package var size: (columns: Int, lines: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` completely.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeToTerminal(bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Waits for keys, a resize, or `timeout` milliseconds (-1: no limit).
    package func nextEvent(timeout: Int32) -> Event {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout)
        if ready < 0 { return errno == EINTR ? .resized : .endOfInput }
        if ready == 0 { return .timedOut }
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            while read(resizeReadEnd, &drained, drained.count) > 0 {}
            return .resized
        }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count < 0 && errno == EINTR { return .resized }
        guard count > 0 else { return .endOfInput }
        return .input(Array(bytes.prefix(count)))
    }
}

// The state the signal handlers need, kept where a C signal handler can reach it without
// allocating. Only `RawTerminal` sets it, on the main thread.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var isRaw: sig_atomic_t = 0
nonisolated(unsafe) private var resizeReadEnd: Int32 = -1
nonisolated(unsafe) private var resizeWriteEnd: Int32 = -1
nonisolated(unsafe) private var leaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var leaveByteCount = 0

/// Leaves the alternate screen and restores the saved settings, once; async-signal-safe.
private func restoreTerminalState() {
    guard isRaw != 0 else { return }
    isRaw = 0
    if let leaveBytes { _ = write(STDOUT_FILENO, leaveBytes, leaveByteCount) }
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &savedAttributes)
}

private func restoreTerminalAndDie(_ signalNumber: Int32) {
    restoreTerminalState()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

private func noteResize(_ signalNumber: Int32) {
    var byte: UInt8 = 1
    _ = write(resizeWriteEnd, &byte, 1)
}

/// `write(2)` to standard output, under a name that does not clash with `RawTerminal.write`.
private func writeToTerminal(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
