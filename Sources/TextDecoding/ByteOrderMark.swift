/// The byte order mark at the start of a Unicode text, which names its encoding.
package enum ByteOrderMark {
    /// Recognises a byte order mark at the start of `prefix` and returns the encoding it names
    /// and its length in bytes, or `nil` when the prefix starts with none.
    ///
    /// UTF-32LE is checked before UTF-16LE because its mark `FF FE 00 00` starts with the
    /// UTF-16LE mark `FF FE`. A UTF-16LE text whose first character is U+0000 is therefore read
    /// as UTF-32LE, which is the usual trade-off: no bank statement starts with NUL.
    package static func detect(_ prefix: UnsafeRawBufferPointer) -> (encoding: TextEncoding, length: Int)? {
        func starts(with mark: [UInt8]) -> Bool {
            prefix.count >= mark.count && zip(prefix, mark).allSatisfy { $0 == $1 }
        }
        for (mark, encoding) in marks where starts(with: mark) {
            return (encoding, mark.count)
        }
        return nil
    }

    /// The encoding the text after a UTF-16 or UTF-32LE byte order mark is laid out in, when
    /// that is not the one the mark names; `nil` when they agree or the text cannot tell.
    ///
    /// Statements are mostly ASCII, whose characters in UTF-16 have one zero byte: after the
    /// low byte in little endian, before it in big endian. A mark that contradicts where the
    /// zeros are was put there by a faulty export or by hand; read by the mark, the text
    /// would be other characters throughout. `FF FE 00 00` is the UTF-32LE mark, and also
    /// the UTF-16LE mark followed by a NUL character: UTF-32LE has two zero bytes in every
    /// four for such text, UTF-16LE only one. A UTF-8 mark followed by another encoding's
    /// mark contradicts it too.
    package static func contradiction(_ prefix: UnsafeRawBufferPointer) -> TextEncoding? {
        guard let (encoding, length) = detect(prefix) else { return nil }
        // A UTF-8 mark put before a UTF-16 or UTF-32 file, mark and all.
        if encoding == .utf8, let inner = detect(UnsafeRawBufferPointer(rebasing: prefix[length...])), inner.encoding != .utf8 {
            return inner.encoding
        }
        let text = UnsafeRawBufferPointer(rebasing: prefix[length..<min(prefix.count, length + 4096)])
        // Zero bytes at each offset modulo 4.
        var zeros = [0, 0, 0, 0]
        for (offset, byte) in text.enumerated() where byte == 0 { zeros[offset & 3] += 1 }
        let quads = text.count / 4
        guard quads >= 8 else { return nil }
        let units = 2 * quads
        let (evenZeros, oddZeros) = (zeros[0] + zeros[2], zeros[1] + zeros[3])
        // Most characters ASCII in one layout, hardly any in the other.
        switch encoding {
        case .utf16LittleEndian where evenZeros >= units / 2 && oddZeros <= units / 16:
            return .utf16BigEndian
        case .utf16BigEndian where oddZeros >= units / 2 && evenZeros <= units / 16:
            return .utf16LittleEndian
        case .utf32LittleEndian where oddZeros >= units / 2 && zeros[2] <= quads / 16:
            return .utf16LittleEndian
        default:
            return nil
        }
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
