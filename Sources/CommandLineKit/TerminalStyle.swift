#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether diagnostics are coloured, and the escape sequences that colour them.
///
/// Colour is for people at a terminal: it is off when the stream is a pipe or a file, when
/// `NO_COLOR` is set and not empty (https://no-color.org), and when `TERM` is `dumb`.
package struct TerminalStyle: Hashable, Sendable {
    package var usesColor: Bool

    package static let plain = TerminalStyle(usesColor: false)

    /// The style for standard error, where diagnostics go.
    package static func standardError(environment: [String: String]) -> TerminalStyle {
        detect(fileDescriptor: STDERR_FILENO, environment: environment)
    }

    /// The style for a stream, decided from whether it is a terminal and from the environment.
    static func detect(fileDescriptor: Int32, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(isTerminal: isatty(fileDescriptor) == 1, environment: environment)
    }

    init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for a stream that is or is not a terminal, in `environment`.
    package init(isTerminal: Bool, environment: [String: String]) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumbTerminal = environment["TERM"] == "dumb"
        usesColor = isTerminal && !noColor && !dumbTerminal
    }

    func error(_ text: String) -> String { styled(text, "1;31") }

    func warning(_ text: String) -> String { styled(text, "1;33") }

    func hint(_ text: String) -> String { styled(text, "1;36") }

    func bold(_ text: String) -> String { styled(text, "1") }

    private func styled(_ text: String, _ parameters: String) -> String {
        usesColor ? "\u{1B}[\(parameters)m\(text)\u{1B}[0m" : text
    }
}
