/// Text a server sent (an error's `detail`, a redirect's `Location`, a user or version name),
/// made safe to show in one line of a terminal.
///
/// A server is not trusted with the terminal: its text could move the cursor, clear the screen,
/// set the window title, write to the clipboard (ESC/CSI/OSC, C1 controls) or reorder what is
/// shown (bidi controls), and a 50 MB `detail` would bury the message. So secrets are masked
/// first, over the whole text, so that no cut can leave part of one behind; then every control
/// character is shown visibly (`\x1b`, `\u{202e}`), never interpreted; then the text is cut to
/// `longestShown` characters and says how much was left out.
///
/// The CLI has its own sanitiser for what it prints; this one keeps the client's error texts
/// safe on their own, whoever prints them.
package enum ServerText {
    /// The most characters of one server text an error shows.
    package static let longestShown = 300
    /// What a secret becomes.
    static let mask = "‹hidden›"
    /// Secrets shorter than this are not masked: they cannot be told apart from the words of a
    /// message, and no token Certain issues is that short.
    static let shortestSecret = 8

    /// `text` with `secrets` masked, controls shown visibly, cut to `limit` characters.
    package static func shown(_ text: String, hiding secrets: [String] = [], limit: Int = longestShown) -> String {
        let masked = masking(text, secrets)
        var shown = ""
        var characters = 0
        var index = masked.unicodeScalars.startIndex
        let scalars = masked.unicodeScalars
        while index < scalars.endIndex {
            let piece = visible(scalars[index])
            guard characters + piece.count <= limit else {
                let left = scalars[index...].count
                return shown + "… (\(left) more characters cut)"
            }
            shown += piece
            characters += piece.count
            index = scalars.index(after: index)
        }
        return shown
    }

    /// `text` with every secret of at least `shortestSecret` characters replaced by the mask.
    static func masking(_ text: String, _ secrets: [String]) -> String {
        secrets.filter { $0.count >= shortestSecret }.reduce(text) { $0.replacingOccurrences(of: $1, with: mask) }
    }

    /// Only the controls shown visibly, nothing cut: for the client's own messages, which may
    /// quote a server's text that was already cut.
    static func visibleControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map(visible).joined()
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        switch scalar.value {
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0...0xFF: return "\\x" + hex(scalar.value, digits: 2)
        default: return "\\u{" + hex(scalar.value, digits: 4) + "}"
        }
    }

    /// C0 controls, DEL, C1 controls, and the bidi controls that reorder a line
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
