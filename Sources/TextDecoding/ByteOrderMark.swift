/// The byte order mark at the start of a Unicode text, which names its encoding.
public enum ByteOrderMark {
    /// Recognises a byte order mark at the start of `prefix` and returns the encoding it names
    /// and its length in bytes, or `nil` when the prefix starts with none.
    ///
    /// UTF-32LE is checked before UTF-16LE because its mark `FF FE 00 00` starts with the
    /// UTF-16LE mark `FF FE`. A UTF-16LE text whose first character is U+0000 is therefore read
    /// as UTF-32LE, which is the usual trade-off: no bank statement starts with NUL.
    public static func detect(_ prefix: UnsafeRawBufferPointer) -> (encoding: TextEncoding, length: Int)? {
        func starts(with mark: [UInt8]) -> Bool {
            prefix.count >= mark.count && zip(prefix, mark).allSatisfy { $0 == $1 }
        }
        for (mark, encoding) in marks where starts(with: mark) {
            return (encoding, mark.count)
        }
        return nil
    }

    /// Marks in the order they must be tried: longer marks before their own prefixes.
    private static let marks: [([UInt8], TextEncoding)] = [
        ([0xEF, 0xBB, 0xBF], .utf8),
        ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
        ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian),
        ([0xFF, 0xFE], .utf16LittleEndian),
        ([0xFE, 0xFF], .utf16BigEndian),
    ]
}
