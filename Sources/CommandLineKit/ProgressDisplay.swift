#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import TextPrimitives

/// One line on standard error that says how far a long run is: files done of all, rows per
/// second and the time left, redrawn in place.
///
/// Only for a person at a terminal: there is none when standard error is a pipe or a file
/// (`TERM=dumb` included), so logs and scripts never see it. It shows up only once the run
/// has taken `delay`, so that quick runs stay quiet, and it is erased before anything else is
/// written to standard error (`clear()`) and at the end, so that it never mixes with the
/// diagnostics or the final output.
package final class ProgressDisplay {
    /// How long a run goes before the display appears.
    package static let delay: Duration = .seconds(1)
    /// The shortest time between two redraws.
    package static let interval: Duration = .milliseconds(100)

    private let output: OutputWriter
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var isShown = false

    /// What the current phase does ("reading", "booking") and how much of it there is.
    private var phase = ""
    private var phaseStarted: ContinuousClock.Instant
    private var totalFiles = 0
    private var totalBytes: Int?
    private var filesDone = 0
    private var bytesDone = 0
    private var rowsDone = 0
    /// The file being read: its bytes and line ends so far.
    private var currentBytes = 0
    private var currentLines = 0

    /// The display on `diagnostics`' output, or `nil` when that is not a terminal.
    package convenience init?(diagnostics: DiagnosticPrinter, environment: [String: String]) {
        guard case .fileDescriptor(let descriptor) = diagnostics.output.destination,
              isatty(descriptor) == 1, environment["TERM"] != "dumb"
        else { return nil }
        self.init(output: diagnostics.output)
    }

    package init(output: OutputWriter) {
        self.output = output
        started = clock.now
        phaseStarted = started
    }

    /// Starts a phase over `files` files of `bytes` bytes in all (`nil` when a size is unknown).
    package func begin(_ phase: String, files: Int, bytes: Int?) {
        self.phase = phase
        phaseStarted = clock.now
        totalFiles = files
        totalBytes = bytes
        (filesDone, bytesDone, rowsDone, currentBytes, currentLines) = (0, 0, 0, 0, 0)
        redrawIfDue()
    }

    /// Counts bytes read from the current file and the line ends among them.
    package func advance(bytes: Int, lines: Int) {
        currentBytes += bytes
        currentLines += lines
        redrawIfDue()
    }

    /// Ends the current file, which turned out to hold `rows` rows of `bytes` bytes.
    package func finishFile(rows: Int, bytes: Int? = nil) {
        filesDone += 1
        rowsDone += rows
        bytesDone += bytes ?? currentBytes
        (currentBytes, currentLines) = (0, 0)
        redrawIfDue()
    }

    /// Erases the line, before a diagnostic and at the end; the next update draws it again.
    package func clear() {
        guard isShown else { return }
        output.write(verbatim: "\r\u{1B}[K")
        try? output.flush()
        isShown = false
    }

    private func redrawIfDue() {
        let now = clock.now
        guard now - started >= Self.delay else { return }
        if let lastDrawn, now - lastDrawn < Self.interval { return }
        lastDrawn = now
        output.write(verbatim: "\r" + line(elapsed: now - phaseStarted) + "\u{1B}[K")
        try? output.flush()
        isShown = true
    }

    /// `reading 12/100 files, 12 000 rows, 45 678 rows/s, 0:03 left`, or for one file
    /// `reading 48% of 156.2 MB, ...`.
    package func line(elapsed: Duration) -> String {
        let seconds = max(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, 0.001)
        let rows = rowsDone + currentLines
        let bytes = bytesDone + currentBytes
        var parts: [String] = []
        if totalFiles == 1, let totalBytes, totalBytes > 0 {
            parts.append("\(phase) \(min(100, bytes * 100 / totalBytes))% of \(Self.megabytes(totalBytes))")
        } else {
            parts.append("\(phase) \(filesDone)/\(totalFiles) files")
        }
        parts.append("\(rows.groupedDigits) rows")
        parts.append("\(Int(Double(rows) / seconds).groupedDigits) rows/s")
        let remaining: Double?
        if let totalBytes, totalBytes > 0, bytes > 0 {
            remaining = seconds * Double(totalBytes - bytes) / Double(bytes)
        } else if filesDone > 0 {
            remaining = seconds * Double(totalFiles - filesDone) / Double(filesDone)
        } else {
            remaining = nil
        }
        if let remaining { parts.append(Self.duration(remaining) + " left") }
        return parts.joined(separator: ", ")
    }


    package static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    package static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let (minutes, rest) = total.quotientAndRemainder(dividingBy: 60)
        return rest < 10 ? "\(minutes):0\(rest)" : "\(minutes):\(rest)"
    }
}
