/// A key the review screen reacts to, decoded from the bytes a terminal sends.
package enum TerminalKey: Hashable, Sendable {
    /// Printable text: a letter, a digit, a space, an umlaut.
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab
    /// Ctrl and a letter, by the letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// An escape sequence the screen has no use for (a function key, a mouse report).
    case unknown

    /// Takes the next key off the front of `bytes`.
    ///
    /// Returns `nil`, taking nothing, when `bytes` ends in the middle of a key: an escape
    /// sequence or a UTF-8 character split between two reads. A lone ESC is only the Escape
    /// key when no more bytes follow soon: the caller waits briefly, then passes
    /// `isComplete: true` to have it read as `.escape`.
    package static func next(from bytes: inout [UInt8], isComplete: Bool = false) -> TerminalKey? {
        guard let first = bytes.first else { return nil }
        let decoded: (key: TerminalKey, length: Int)?
        switch first {
        case 0x1B: decoded = escapeSequence(bytes, isComplete: isComplete)
        case 0x0D, 0x0A: decoded = (.enter, 1)
        case 0x7F, 0x08: decoded = (.backspace, 1)
        case 0x09: decoded = (.tab, 1)
        case 0x01...0x1A: decoded = (.control(Character(UnicodeScalar(first + 0x60))), 1)
        case 0x00...0x1F: decoded = (.unknown, 1)
        case 0x20...0x7E: decoded = (.character(Character(UnicodeScalar(first))), 1)
        default: decoded = utf8Character(bytes, isComplete: isComplete)
        }
        guard let decoded else { return nil }
        bytes.removeFirst(decoded.length)
        return decoded.key
    }

    /// `ESC [ ... final`, `ESC O x`, or ESC alone.
    private static func escapeSequence(_ bytes: [UInt8], isComplete: Bool) -> (TerminalKey, Int)? {
        guard bytes.count >= 2 else { return isComplete ? (.escape, 1) : nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte.
            var index = 2
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return isComplete ? (.unknown, bytes.count) : nil }
            let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
            let key: TerminalKey = switch (bytes[index], parameters.split(separator: ";").first ?? "") {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: .unknown
            }
            return (key, index + 1)
        case UInt8(ascii: "O"):
            // SS3, which terminals in application mode send for arrows, Home and End.
            guard bytes.count >= 3 else { return isComplete ? (.unknown, 2) : nil }
            let key: TerminalKey = switch bytes[2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .unknown
            }
            return (key, 3)
        default:
            // ESC followed by something else: Escape pressed, then a key.
            return (.escape, 1)
        }
    }

    /// One UTF-8 encoded character; an invalid byte reads as U+FFFD.
    private static func utf8Character(_ bytes: [UInt8], isComplete: Bool) -> (TerminalKey, Int)? {
        let length = switch bytes[0] {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
        guard bytes.count >= length else { return isComplete ? (.character("\u{FFFD}"), bytes.count) : nil }
        let text = String(decoding: bytes[0..<length], as: UTF8.self)
        return (.character(text.first ?? "\u{FFFD}"), length)
    }
}
