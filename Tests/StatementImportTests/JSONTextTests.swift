import Testing
@testable import TextPrimitives


/// The JSON writer's test for texts it may copy as they are, sixteen or eight bytes at a time, against the
/// byte-by-byte definition (`JSONText.needsLook`).
@Suite("JSON text")
struct JSONTextTests {
    static func byteByByte(_ bytes: [UInt8]) -> Bool { bytes.contains(where: JSONText.needsLook) }

    static func wordwise(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(JSONText.containsByteNeedingLook)
    }

    @Test("every byte value, at every place of texts of up to three blocks of sixteen, is found as byte by byte")
    func everyByteEverywhere() {
        for length in [1, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 47, 48] {
            for place in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(value)
                    #expect(Self.wordwise(bytes) == Self.byteByByte(bytes), "byte \(value) at \(place) of \(length)")
                }
            }
        }
    }

    /// On a background of ASCII letters, and of the bytes of umlauts (`ä` is C3 A4), whose
    /// words the wordwise test flags and then looks at byte by byte.
    @Test("texts of random bytes are judged alike both ways", arguments: [[UInt8(ascii: "x")], [0xC3, 0xA4, 0xC3, 0xBC, 0x6E]])
    func randomBytes(background: [UInt8]) {
        var generator = SeededGenerator(seed: 21)
        let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x41, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC2, 0xC3, 0xD8, 0xE2, 0xFF]
        for _ in 0..<5000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { index in
                Bool.random(using: &generator) ? background[index % background.count] : alphabet.randomElement(using: &generator)!
            }
            #expect(Self.wordwise(bytes) == Self.byteByByte(bytes), "\(bytes)")
        }
    }

    @Test("a purpose with a quote, an umlaut and a C1 control is written escaped")
    func escapedLiteral() {
        var output: [UInt8] = []
        JSONText.appendTerminalSafeString("Miete \"März\" 2024 \u{0085}ok", to: &output)
        #expect(String(decoding: output, as: UTF8.self) == #""Miete \"März\" 2024 \u0085ok""#)
    }
}
