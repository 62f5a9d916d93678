/// Turns the raw bytes of one CSV field into UTF-8 text, for encodings whose bytes the CSV
/// parser scans directly (UTF-8 and the single-byte code pages).
///
/// The parser keeps records as bytes and asks for text only for the fields it needs, so this
/// decodes short spans quickly and never fails: bad bytes become U+FFFD and are counted.
/// `writeUTF8` is the primitive; `string` wraps it for callers that want a `String`.
public struct FieldDecoder: Sendable {
    /// The encoding of the fields.
    package let encoding: TextEncoding
    /// The table for a single-byte encoding; `nil` for UTF-8.
    @usableFromInline let singleByteTable: SingleByteTable?

    /// Creates a decoder for fields in `encoding`.
    ///
    /// Throws `notASCIICompatible` for UTF-16 and UTF-32, whose text must go through
    /// `UTF8Transcoder` first.
    package init(encoding: TextEncoding) throws(TextDecodingError) {
        guard encoding.isASCIICompatible else { throw .notASCIICompatible(encoding) }
        self.encoding = encoding
        singleByteTable = encoding.isSingleByte ? SingleByteTable.table(for: encoding) : nil
    }

    /// The room `writeUTF8` needs for `count` input bytes: three UTF-8 bytes per input byte at
    /// most (a code page character or U+FFFD), and 8 more because it stores whole words.
    package static func maximumUTF8Count(forByteCount count: Int) -> Int {
        3 * count + 8
    }

    /// Decodes `bytes`, replacing ill-formed or unmapped bytes by U+FFFD.
    package func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var ignored = 0
        return string(bytes, replacementCount: &ignored)
    }

    /// Decodes `bytes` and adds the number of U+FFFD it wrote to `replacementCount`, so
    /// that one counter can run over all fields of a file.
    package func string(_ bytes: UnsafeBufferPointer<UInt8>, replacementCount: inout Int) -> String {
        guard singleByteTable != nil else {
            replacementCount += UTF8Validation.replacementCount(in: bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        guard !bytes.isEmpty else { return "" }
        let capacity = Self.maximumUTF8Count(forByteCount: bytes.count)
        // A short field (a date, an amount) is decoded on the stack, so that it becomes a small
        // string held inline: a string made with room for the longest decoding lives on the heap,
        // however short the decoding turns out.
        if bytes.count <= Self.shortFieldLimit {
            // ASCII is the same in every supported single-byte encoding.
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                let count = writeUTF8(bytes, to: buffer.baseAddress!, replacementCount: &replacementCount)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
        return String(unsafeUninitializedCapacity: capacity) { text in
            writeUTF8(bytes, to: text.baseAddress!, replacementCount: &replacementCount)
        }
    }

    /// The most bytes a string holds inline on 64-bit platforms.
    static let shortFieldLimit = 15

    /// Lends the code page's table to `body` (`nil` for UTF-8), for a caller that decodes and
    /// does more in the same pass. Entry `b` holds the UTF-8 bytes of byte `b`, first byte
    /// lowest, in bits 0–23, their count in bits 24–26 (`singleByteCount(of:)`); a byte the
    /// code page leaves undefined has U+FFFD's three bytes, and bit 31 set.
    ///
    /// Inlinable, so that the caller's `body` is inlined into its loop instead of being
    /// called through a closure context for every field.
    @inlinable
    package func withSingleByteTable<Result>(_ body: (UnsafePointer<UInt32>?) throws -> Result) rethrows -> Result {
        guard let table = singleByteTable else { return try body(nil) }
        return try table.entries.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// How many UTF-8 bytes a table entry holds.
    @inline(__always)
    package static func singleByteCount(of entry: UInt32) -> Int {
        Int(truncatingIfNeeded: (entry >> 24) & 0x7)
    }

    /// Writes the UTF-8 form of `bytes` at `destination` and returns its length.
    ///
    /// `destination` must have room for `maximumUTF8Count(forByteCount: bytes.count)` bytes;
    /// the bytes past the returned length are scratch. U+FFFD written for ill-formed or
    /// unmapped bytes are added to `replacementCount`.
    package func writeUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, replacementCount: inout Int
    ) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        guard let table = singleByteTable else {
            let replacements = UTF8Validation.replacementCount(in: bytes)
            if replacements == 0 {
                destination.update(from: base, count: bytes.count)
                return bytes.count
            }
            replacementCount += replacements
            var text = String(decoding: bytes, as: UTF8.self)
            return text.withUTF8 { utf8 in
                destination.update(from: utf8.baseAddress!, count: utf8.count)
                return utf8.count
            }
        }
        return table.entries.withUnsafeBufferPointer { entries in
            Self.writeSingleByte(bytes, entries: entries.baseAddress!, to: destination, replacementCount: &replacementCount)
        }
    }

    /// Maps each byte through a code page's table, eight ASCII bytes at a time.
    ///
    /// A word of eight ASCII bytes is stored as it is; a word with a high byte stores its
    /// ASCII start as a whole word too (the bytes after it are overwritten next) and maps the
    /// high byte with one 4-byte store of its table entry. An ASCII tail is taken from the
    /// field's last word; other tails go byte by byte, ASCII skipping the table, whose
    /// look-up the next store would otherwise wait for.
    @inline(__always)
    private static func writeSingleByte(
        _ bytes: UnsafeBufferPointer<UInt8>, entries: UnsafePointer<UInt32>,
        to destination: UnsafeMutablePointer<UInt8>, replacementCount: inout Int
    ) -> Int {
        let base = bytes.baseAddress!
        let input = UnsafeRawPointer(base)
        let output = UnsafeMutableRawPointer(destination)
        let count = bytes.count
        var index = 0
        var written = 0
        while index + 8 <= count {
            let word = input.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            output.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
            let highBits = UInt64(littleEndian: word) & 0x8080_8080_8080_8080
            if highBits == 0 {
                index += 8
                written += 8
                continue
            }
            let ascii = highBits.trailingZeroBitCount >> 3
            index += ascii
            written += ascii
            written += storeEntry(entries[Int(base[index])], at: written, in: output, replacementCount: &replacementCount)
            index += 1
        }
        if index < count && count >= 8 {
            // The last word's top bytes are the tail; its first bytes were done already.
            let word = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            let tail = word >> UInt64(8 * (8 - (count - index)))
            if tail & 0x8080_8080_8080_8080 == 0 {
                output.storeBytes(of: tail.littleEndian, toByteOffset: written, as: UInt64.self)
                return written + count - index
            }
        }
        while index < count {
            let byte = base[index]
            if byte < 0x80 {
                output.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
                written += 1
            } else {
                written += storeEntry(entries[Int(byte)], at: written, in: output, replacementCount: &replacementCount)
            }
            index += 1
        }
        return written
    }

    /// Stores a `SingleByteTable` entry's UTF-8 bytes and returns how many there are.
    @inline(__always)
    private static func storeEntry(
        _ entry: UInt32, at offset: Int, in output: UnsafeMutableRawPointer, replacementCount: inout Int
    ) -> Int {
        output.storeBytes(of: entry.littleEndian, toByteOffset: offset, as: UInt32.self)
        if entry & SingleByteTable.unmappedFlag != 0 { replacementCount += 1 }
        return singleByteCount(of: entry)
    }
}
