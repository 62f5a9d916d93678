import Testing
import TextDecoding

@Suite struct ByteOrderMarkTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let prefix: [UInt8]
        let encoding: TextEncoding?
        let length: Int

        var testDescription: String { prefix.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(prefix: [0xEF, 0xBB, 0xBF], encoding: .utf8, length: 3),
        Case(prefix: [0xEF, 0xBB, 0xBF, 0x41], encoding: .utf8, length: 3),
        Case(prefix: [0xFF, 0xFE, 0x00, 0x00], encoding: .utf32LittleEndian, length: 4),
        Case(prefix: [0xFF, 0xFE, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00], encoding: .utf32LittleEndian, length: 4),
        Case(prefix: [0x00, 0x00, 0xFE, 0xFF], encoding: .utf32BigEndian, length: 4),
        Case(prefix: [0xFF, 0xFE], encoding: .utf16LittleEndian, length: 2),
        Case(prefix: [0xFF, 0xFE, 0x41, 0x00], encoding: .utf16LittleEndian, length: 2),
        Case(prefix: [0xFF, 0xFE, 0x00], encoding: .utf16LittleEndian, length: 2),
        Case(prefix: [0xFE, 0xFF, 0x00, 0x41], encoding: .utf16BigEndian, length: 2),
        Case(prefix: [], encoding: nil, length: 0),
        Case(prefix: [0xEF, 0xBB], encoding: nil, length: 0),
        Case(prefix: [0xEF, 0xBB, 0xBE], encoding: nil, length: 0),
        Case(prefix: [0x00, 0x00, 0xFE], encoding: nil, length: 0),
        Case(prefix: [0xFE], encoding: nil, length: 0),
        Case(prefix: [0x42, 0x75, 0x63, 0x68], encoding: nil, length: 0),
    ])
    func detectsTheMark(_ testCase: Case) {
        let mark = testCase.prefix.withUnsafeBytes { ByteOrderMark.detect($0) }
        #expect(mark?.encoding == testCase.encoding)
        #expect(mark?.length ?? 0 == testCase.length)
    }

    /// A statement line in every layout a mark may name or contradict.
    static let line = "Datum;Text;Betrag\n05.03.2024;Kartenzahlung Kornhaus;-84,17\n"
    static func utf16(_ bigEndian: Bool) -> [UInt8] {
        line.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    static let utf32LittleEndian = line.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) } }

    struct Contradiction: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let laidOut: TextEncoding?
        var testDescription: String { name }
    }

    /// The mark names the encoding every command reads the file in: one that contradicts the
    /// text would turn every character into another, so it is found and refused.
    @Test("a byte order mark that contradicts the text's layout is found", arguments: [
        Contradiction(name: "UTF-16LE mark, UTF-16LE text", bytes: [0xFF, 0xFE] + utf16(false), laidOut: nil),
        Contradiction(name: "UTF-16BE mark, UTF-16BE text", bytes: [0xFE, 0xFF] + utf16(true), laidOut: nil),
        Contradiction(name: "UTF-16LE mark, UTF-16BE text", bytes: [0xFF, 0xFE] + utf16(true), laidOut: .utf16BigEndian),
        Contradiction(name: "UTF-16BE mark, UTF-16LE text", bytes: [0xFE, 0xFF] + utf16(false), laidOut: .utf16LittleEndian),
        Contradiction(name: "UTF-32LE mark, UTF-32LE text", bytes: [0xFF, 0xFE, 0, 0] + utf32LittleEndian, laidOut: nil),
        Contradiction(name: "UTF-16LE mark and a NUL, UTF-16LE text", bytes: [0xFF, 0xFE, 0, 0] + utf16(false), laidOut: .utf16LittleEndian),
        Contradiction(name: "UTF-8 mark, UTF-8 text", bytes: [0xEF, 0xBB, 0xBF] + Array(line.utf8), laidOut: nil),
        Contradiction(name: "two UTF-8 marks", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(line.utf8), laidOut: nil),
        Contradiction(name: "UTF-8 mark before a UTF-16LE file", bytes: [0xEF, 0xBB, 0xBF, 0xFF, 0xFE] + utf16(false), laidOut: .utf16LittleEndian),
        Contradiction(name: "no mark, UTF-16LE text", bytes: utf16(false), laidOut: nil),
        Contradiction(name: "UTF-16BE mark, too little text to tell", bytes: [0xFE, 0xFF, 0x41, 0x00], laidOut: nil),
    ])
    func findsAContradictingMark(_ testCase: Contradiction) {
        #expect(testCase.bytes.withUnsafeBytes(ByteOrderMark.contradiction) == testCase.laidOut)
    }
}
