import Testing
import TextDecoding

@Suite struct TextEncodingTests {
    @Test(arguments: [
        ("utf-8", TextEncoding.utf8), ("UTF8", .utf8), ("utf_8", .utf8),
        ("UTF-16LE", .utf16LittleEndian), ("utf16be", .utf16BigEndian),
        ("utf-32le", .utf32LittleEndian), ("UTF-32BE", .utf32BigEndian),
        ("windows-1252", .windows1252), ("cp1252", .windows1252), ("Windows1252", .windows1252),
        ("ISO-8859-1", .isoLatin1), ("iso8859-1", .isoLatin1), ("latin1", .isoLatin1),
        ("Latin-1", .isoLatin1), ("ISO_8859-1:1987", .isoLatin1),
        ("iso-8859-15", .isoLatin9), ("ISO8859_15", .isoLatin9), ("latin9", .isoLatin9),
        ("windows-1250", .windows1250), ("CP1250", .windows1250),
        ("ibm850", .ibm850), ("IBM-850", .ibm850), ("cp850", .ibm850),
        ("macintosh", .macintosh), ("mac", .macintosh), ("MacRoman", .macintosh),
        ("x-mac-roman", .macintosh),
    ])
    func aliasNamesTheEncoding(name: String, expected: TextEncoding) {
        #expect(TextEncoding(name: name) == expected)
    }

    @Test(arguments: ["", "us-ascii", "latin2", "iso-8859-2", "utf-7", "koi8-r", "utf-16", "shift_jis"])
    func unsupportedNameIsNil(name: String) {
        #expect(TextEncoding(name: name) == nil)
    }

    @Test(arguments: TextEncoding.allCases)
    func rawValueIsAnAcceptedName(encoding: TextEncoding) {
        #expect(TextEncoding(name: encoding.rawValue) == encoding)
        #expect(TextEncoding(name: encoding.rawValue.uppercased()) == encoding)
    }

    @Test(arguments: [
        (TextEncoding.utf8, true, 1), (.utf16LittleEndian, false, 2), (.utf16BigEndian, false, 2),
        (.utf32LittleEndian, false, 4), (.utf32BigEndian, false, 4), (.windows1252, true, 1),
        (.isoLatin1, true, 1), (.isoLatin9, true, 1), (.windows1250, true, 1), (.ibm850, true, 1),
        (.macintosh, true, 1),
    ])
    func asciiCompatibilityAndCodeUnitSize(encoding: TextEncoding, asciiCompatible: Bool, unitSize: Int) {
        #expect(encoding.isASCIICompatible == asciiCompatible)
        #expect(encoding.codeUnitSize == unitSize)
    }

    @Test func rawValuesAreTheIANANames() {
        #expect(TextEncoding.allCases.map(\.rawValue) == [
            "utf-8", "utf-16le", "utf-16be", "utf-32le", "utf-32be", "windows-1252",
            "iso-8859-1", "iso-8859-15", "windows-1250", "ibm850", "macintosh",
        ])
    }
}
