/// A character encoding that certain-import can turn into UTF-8.
///
/// Raw values are the lower-case IANA names. The single-byte code pages are the ones bank
/// exports actually use in the German-, French- and Czech-speaking markets: Windows code pages,
/// the ISO Latin sets, DOS code page 850 and classic Mac Roman.
public enum TextEncoding: String, CaseIterable, Sendable {
    /// UTF-8, with or without a byte order mark.
    case utf8 = "utf-8"
    /// UTF-16, little-endian.
    case utf16LittleEndian = "utf-16le"
    /// UTF-16, big-endian.
    case utf16BigEndian = "utf-16be"
    /// UTF-32, little-endian.
    case utf32LittleEndian = "utf-32le"
    /// UTF-32, big-endian.
    case utf32BigEndian = "utf-32be"
    /// Windows-1252, Western European Windows.
    case windows1252 = "windows-1252"
    /// ISO 8859-1, Latin-1.
    case isoLatin1 = "iso-8859-1"
    /// ISO 8859-15, Latin-9: Latin-1 with the euro sign.
    case isoLatin9 = "iso-8859-15"
    /// Windows-1250, Central European Windows (Czech banks).
    case windows1250 = "windows-1250"
    /// IBM code page 850, DOS Western European.
    case ibm850 = "ibm850"
    /// Mac OS Roman, the classic Mac's.
    case macintosh = "macintosh"

    /// Finds the encoding for a name as people and programs write it, ignoring case and
    /// punctuation: `UTF8`, `latin-1`, `cp1252`, `ISO_8859-15`, `latin9`, `CP850`, `MacRoman`.
    ///
    /// Returns `nil` for names outside the supported set. `us-ascii` is deliberately not an
    /// alias: files labelled ASCII often carry Latin-1 bytes, which is for detection to decide.
    public init?(name: String) {
        let key = String(name.lowercased().unicodeScalars.filter { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        })
        guard let encoding = TextEncoding.aliases[key] else { return nil }
        self = encoding
    }

    /// Whether every ASCII byte stands for its ASCII character and no other character uses
    /// bytes below 0x80, so that a CSV parser can look for delimiters in the raw bytes.
    package var isASCIICompatible: Bool {
        codeUnitSize == 1
    }

    /// The number of bytes in one code unit: 1 for UTF-8 and the code pages, 2 or 4 otherwise.
    package var codeUnitSize: Int {
        switch self {
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        default: 1
        }
    }

    /// Whether one byte is always one character, so that a 256-entry table decodes it.
    var isSingleByte: Bool {
        self != .utf8 && codeUnitSize == 1
    }

    /// Lower-case, letters-and-digits-only spellings of each encoding's common names.
    private static let aliases: [String: TextEncoding] = [
        "utf8": .utf8,
        "utf16le": .utf16LittleEndian,
        "utf16be": .utf16BigEndian,
        "utf32le": .utf32LittleEndian,
        "utf32be": .utf32BigEndian,
        "windows1252": .windows1252, "cp1252": .windows1252, "win1252": .windows1252,
        "iso88591": .isoLatin1, "latin1": .isoLatin1, "l1": .isoLatin1,
        "iso885911987": .isoLatin1, "cp819": .isoLatin1, "ibm819": .isoLatin1,
        "iso885915": .isoLatin9, "latin9": .isoLatin9, "l9": .isoLatin9, "latin0": .isoLatin9,
        "windows1250": .windows1250, "cp1250": .windows1250, "win1250": .windows1250,
        "ibm850": .ibm850, "cp850": .ibm850, "850": .ibm850,
        "macintosh": .macintosh, "mac": .macintosh, "macroman": .macintosh,
        "xmacroman": .macintosh, "csmacintosh": .macintosh,
    ]
}
