import TextPrimitives


/// Data on its way to a terminal, shown as `TerminalSafeText` shows text: every character a
/// terminal would act on in its visible form (`\x1b`, `\u{202E}`), line ends (LF and CRLF) and
/// tabs kept, so that a CSV or JSON table still reads as one.
///
/// Data arrives in blocks that may end inside a character or between the CR and the LF of a
/// line end; those last bytes wait for the next block, so that the result does not depend on
/// where the blocks were cut.
struct TerminalData {
    /// The bytes at the end of the last block that may begin a character or a CRLF.
    private var waiting: [UInt8] = []

    /// The visible form of the waiting bytes and `bytes`, up to the last that can be shown
    /// without knowing what follows.
    mutating func visible(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var data = waiting
        data.append(contentsOf: bytes)
        let complete = Self.completeCount(data)
        waiting = Array(data[complete...])
        return Self.visible(data[..<complete])
    }

    /// The visible form of what still waits, at the end of the output: a lone CR shown as
    /// `\r`, a cut character as U+FFFD.
    mutating func finish() -> [UInt8] {
        defer { waiting = [] }
        return Self.visible(waiting[...])
    }

    /// How many bytes of `data` end with a whole character other than CR.
    static func completeCount(_ data: [UInt8]) -> Int {
        guard let last = data.last else { return 0 }
        if last == 0x0D { return data.count - 1 }
        // The last character's first byte: continuation bytes (10xxxxxx) follow it, three at most.
        var lead = data.count - 1
        while lead > 0 && lead > data.count - 4 && data[lead] & 0xC0 == 0x80 { lead -= 1 }
        let length = switch data[lead] {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
        return lead + length > data.count ? lead : data.count
    }

    static func visible(_ data: ArraySlice<UInt8>) -> [UInt8] {
        var shown = ""
        shown.reserveCapacity(data.count)
        var carriageReturn = false
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if carriageReturn {
                shown += scalar == "\n" ? "\r" : TerminalSafeText.visibleForm(of: "\r")
                carriageReturn = false
            }
            if scalar == "\r" {
                carriageReturn = true
            } else if scalar == "\n" || scalar == "\t" || !TerminalSafeText.isUnsafe(scalar) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += TerminalSafeText.visibleForm(of: scalar)
            }
        }
        if carriageReturn { shown += TerminalSafeText.visibleForm(of: "\r") }
        return Array(shown.utf8)
    }
}
