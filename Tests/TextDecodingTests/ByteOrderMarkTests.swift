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
}
