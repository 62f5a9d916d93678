import TextPrimitives


/// Text as a terminal shows it: how many columns it takes, cut and padded to a width.
///
/// East Asian wide characters and emoji take two columns, combining marks none. Line breaks
/// and tabs (a purpose that spans two lines in the statement) are shown as spaces; every other
/// character a terminal would act on in its visible form (`TerminalSafeText`), so that no text
/// can move the cursor or reorder the line.
package enum TerminalText {
    /// `text` on one line: line feeds, carriage returns and tabs spaces, other controls visible.
    package static func singleLine(_ text: String) -> String {
        var spaced = text
        if text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
                scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar
            }))
        }
        return TerminalSafeText.singleLine(spaced)
    }

    /// The columns `character` takes.
    package static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    package static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` cut to at most `width` columns, ending in `…` when it was cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard self.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = self.width(of: character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `text` cut or padded with spaces to exactly `width` columns.
    package static func fitted(_ text: String, to width: Int) -> String {
        let cut = truncated(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - self.width(of: cut)))
    }

    /// `text` cut or padded on the left to exactly `width` columns, for numbers.
    package static func rightAligned(_ text: String, to width: Int) -> String {
        let cut = truncated(text, to: width)
        return String(repeating: " ", count: max(0, width - self.width(of: cut))) + cut
    }
}

/// One line of the screen built from pieces in different styles, each piece opening with the
/// complete SGR state (so that a reset inside the line cannot drop the selection's reverse
/// video). Without colour, only the line's base attributes (reverse, bold) are used.
package struct StyledLine {
    /// SGR parameters every piece of the line has, such as `7` for the selected row.
    var base: [String]
    var usesColor: Bool
    private(set) var text = ""
    package private(set) var width = 0

    package init(base: [String] = [], usesColor: Bool) {
        self.base = base
        self.usesColor = usesColor
    }

    /// Appends `piece`, cut to what is left of `limit` columns, in `style` (SGR colour parameters).
    package mutating func append(_ piece: String, style: [String] = [], limit: Int) {
        let room = limit - width
        guard room > 0, !piece.isEmpty else { return }
        // Pieces are made single-line where they are laid out; this keeps anything that was
        // not from reaching the terminal.
        let cut = TerminalText.truncated(TerminalText.singleLine(piece), to: room)
        let parameters = ["0"] + base + (usesColor ? style : [])
        text += "\u{1B}[" + parameters.joined(separator: ";") + "m" + cut
        width += TerminalText.width(of: cut)
    }

    /// The line padded to exactly `columns` columns, attributes reset at its end.
    package func rendered(columns: Int) -> String {
        var line = self
        line.append(String(repeating: " ", count: max(0, columns - width)), limit: columns)
        return line.text + "\u{1B}[0m"
    }
}
