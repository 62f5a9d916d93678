import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

/// The bytes a terminal sends, read as keys; text measured and cut as a terminal shows it.
@Suite("review terminal input and text")
struct ReviewTerminalInputTests {
    @Test("keys from bytes", arguments: [
        ([0x1B, 0x5B, 0x41], [TerminalKey.up]),
        ([0x1B, 0x4F, 0x42], [.down]),
        (Array("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}[F".utf8), [.pageUp, .pageDown, .home, .end, .home, .end]),
        (Array("\u{1B}[1;5A".utf8), [.up]),
        (Array(" jü\r\u{7F}".utf8), [.character(" "), .character("j"), .character("ü"), .enter, .backspace]),
        ([0x03, 0x15], [.control("c"), .control("u")]),
        (Array("\u{1B}[15~x".utf8), [.unknown, .character("x")]),
    ] as [([UInt8], [TerminalKey])])
    func keys(bytes: [UInt8], expected: [TerminalKey]) {
        var pending = bytes
        var keys: [TerminalKey] = []
        while let key = TerminalKey.next(from: &pending) { keys.append(key) }
        #expect(keys == expected)
        #expect(pending.isEmpty)
    }

    @Test("a key split between reads waits for its rest; a lone ESC is Escape only once the wait is over")
    func splitKeys() {
        var pending: [UInt8] = [0x1B, 0x5B]
        #expect(TerminalKey.next(from: &pending) == nil)
        pending.append(0x42)
        #expect(TerminalKey.next(from: &pending) == .down)
        pending = [0xC3]
        #expect(TerminalKey.next(from: &pending) == nil)
        pending.append(0xBC)
        #expect(TerminalKey.next(from: &pending) == .character("ü"))
        pending = [0x1B]
        #expect(TerminalKey.next(from: &pending) == nil)
        #expect(TerminalKey.next(from: &pending, isComplete: true) == .escape)
    }

    @Test("widths, cutting and padding", arguments: [
        ("Miete März", 10, "Miete März"),
        ("Miete März", 6, "Miete…"),
        ("Ferienwohnung\nDanke", 20, "Ferienwohnung Danke "),
        ("東京 Café", 6, "東京 …"),
    ])
    func fitted(text: String, width: Int, expected: String) {
        let fitted = TerminalText.fitted(TerminalText.singleLine(text), to: width)
        #expect(fitted == expected)
        #expect(TerminalText.width(of: fitted) == width)
    }
}
