/// Text from a statement, a file name or a server made safe to show to a person: every
/// character a terminal would act on instead of showing is written out visibly.
///
/// A statement's counterparty and purpose are written by whoever sends the money, so a cell can
/// hold `ESC]0;…BEL` (window title), `ESC[2J` (clear screen), `ESC]52;c;…BEL` (clipboard write),
/// a C1 control that some terminals read as CSI, or a bidi override that makes `0.01` read as
/// `10.0`. What is replaced, and how it is shown:
///
/// | characters | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (line feed and tab kept where the layout needs them) | `\n`, `\r`, `\t`, otherwise `\x1b` |
/// | DEL U+007F | `\x7f` |
/// | C1 controls U+0080–U+009F | `\u{0085}` |
/// | bidi controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 | `\u{202E}` |
/// | line and paragraph separators U+2028, U+2029 | `\u{2028}` |
///
/// Everything else, backslashes included, stays as it is: the visible forms are for a person
/// reading, not for a program to decode, and escaping `\` would garble every Windows path.
/// Zero-width characters (U+200B–U+200D, U+FEFF) stay too: they are invisible but move
/// nothing, and U+200D joins emoji.
package enum TerminalSafeText {
    /// Whether a terminal would act on `scalar` instead of showing it (line feed and tab count).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every unsafe character in its visible form, on one line.
    package static func singleLine(_ text: String) -> String {
        visible(text, keepingLineBreaks: false)
    }

    /// `text` with every unsafe character in its visible form; line feeds and tabs stay when
    /// `keepingLineBreaks` is set (a report of several lines), and are shown as `\n` and `\t`
    /// otherwise (a cell in a table).
    package static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
        visible(text, keepingLineFeeds: keepingLineBreaks, keepingTabs: keepingLineBreaks)
    }

    package static func visible(_ text: String, keepingLineFeeds: Bool, keepingTabs: Bool) -> String {
        guard needsReplacing(text.utf8, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if keepingLineFeeds && scalar == "\n" || keepingTabs && scalar == "\t" || !isUnsafe(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += visibleForm(of: scalar)
            }
        }
        return result
    }

    /// How many characters of a source line a diagnostic quotes at most.
    package static let excerptWidth = 120

    /// The part of a source line a diagnostic quotes above a caret: at most `width` characters
    /// around the `column` (from 1, counted in Unicode scalars), `…` where the line was cut,
    /// every unsafe character visible; and the text that puts a caret under the column (spaces,
    /// and tabs where the line has them, so that the caret lines up however tabs are shown).
    ///
    /// A template or filter line can be megabytes long or hold escape sequences; quoting it
    /// whole would flood or take over the terminal.
    package static func excerpt(of line: String, column: Int, width: Int = excerptWidth) -> (quote: String, caretLead: String) {
        let scalars = line.unicodeScalars
        let count = scalars.count
        let caret = min(max(column - 1, 0), count)
        var start = 0
        var end = count
        if count > width {
            start = max(0, min(caret - width / 2, count - width))
            end = min(count, start + width)
        }
        let startIndex = scalars.index(scalars.startIndex, offsetBy: start)
        let caretIndex = scalars.index(startIndex, offsetBy: max(0, caret - start))
        let endIndex = scalars.index(startIndex, offsetBy: end - start)
        // Tabs stay: harmless, and they keep the caret under its place.
        let before = visible(String(scalars[startIndex..<caretIndex]), keepingLineFeeds: false, keepingTabs: true)
        let after = visible(String(scalars[caretIndex..<endIndex]), keepingLineFeeds: false, keepingTabs: true)
        let cutBefore = start > 0 ? "…" : ""
        let quote = cutBefore + before + after + (end < count ? "…" : "")
        let lead = (cutBefore + before).unicodeScalars.map { $0 == "\t" ? "\t" : " " }.joined()
        return (quote, lead)
    }

    /// How `scalar` (an unsafe one) is shown.
    package static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x7F: return "\\x" + hex(scalar.value, digits: 2)
        default: return "\\u{" + hex(scalar.value, digits: 4).uppercased() + "}"
        }
    }

    /// Whether the UTF-8 bytes hold an unsafe character; a byte scan, so that the common case
    /// (nothing to replace) costs no more than reading the text once.
    static func needsReplacing(_ bytes: String.UTF8View, keepingLineFeeds: Bool, keepingTabs: Bool) -> Bool {
        var iterator = bytes.makeIterator()
        // The two bytes before the current one, to recognise the three-byte forms.
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        while let byte = iterator.next() {
            switch byte {
            case 0x0A:
                if !keepingLineFeeds { return true }
            case 0x09:
                if !keepingTabs { return true }
            case 0x00..<0x20, 0x7F:
                return true
            default:
                // C1 controls are C2 80–C2 9F; U+061C is D8 9C; U+200E, U+200F are E2 80 8E/8F,
                // U+2028–U+202E are E2 80 A8–AE, U+2066–U+2069 are E2 81 A6–A9.
                if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
                if previous == 0xD8 && byte == 0x9C { return true }
                if beforePrevious == 0xE2 && previous == 0x80 && (byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte)) {
                    return true
                }
                if beforePrevious == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(byte) { return true }
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

