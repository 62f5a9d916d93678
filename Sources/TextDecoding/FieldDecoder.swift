/// Turns the raw bytes of one CSV field into a `String`, for encodings whose bytes the CSV
/// parser scans directly (UTF-8 and the single-byte code pages).
///
/// The parser keeps records as bytes and asks for text only for the fields it needs, so this
/// decodes short spans quickly and never fails: bad bytes become U+FFFD and are counted.
public struct FieldDecoder: Sendable {
    /// The encoding of the fields.
    public let encoding: TextEncoding
    /// The table for a single-byte encoding; `nil` for UTF-8.
    private let singleByteTable: SingleByteTable?

    /// Creates a decoder for fields in `encoding`.
    ///
    /// Throws `notASCIICompatible` for UTF-16 and UTF-32, whose text must go through
    /// `UTF8Transcoder` first, and `converterUnavailable` when ICU lacks the code page.
    public init(encoding: TextEncoding) throws(TextDecodingError) {
        guard encoding.isASCIICompatible else { throw .notASCIICompatible(encoding) }
        self.encoding = encoding
        singleByteTable = encoding.isSingleByte ? try SingleByteTable.table(for: encoding) : nil
    }

    /// Decodes `bytes`, replacing ill-formed or unmapped bytes by U+FFFD.
    public func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var ignored = 0
        return string(bytes, replacementCount: &ignored)
    }

    /// Decodes `bytes` and adds the number of U+FFFD it wrote to `replacementCount`, so
    /// that one counter can run over all fields of a file.
    public func string(_ bytes: UnsafeBufferPointer<UInt8>, replacementCount: inout Int) -> String {
        guard let table = singleByteTable else {
            replacementCount += UTF8Validation.replacementCount(in: bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let base = bytes.baseAddress, bytes.count > 0 else { return "" }
        return table.entries.withUnsafeBufferPointer { entries in
            // One spare byte: each entry is stored as 4 bytes though it may use only 1.
            String(unsafeUninitializedCapacity: bytes.count * 3 + 1) { text in
                let raw = UnsafeMutableRawPointer(text.baseAddress!)
                var written = 0
                for index in 0..<bytes.count {
                    let entry = entries[Int(base[index])]
                    raw.storeBytes(of: entry.littleEndian, toByteOffset: written, as: UInt32.self)
                    written += Int(truncatingIfNeeded: (entry >> 24) & 0x7)
                    if entry & SingleByteTable.unmappedFlag != 0 {
                        replacementCount += 1
                    }
                }
                return written
            }
        }
    }
}
