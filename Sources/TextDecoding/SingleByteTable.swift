import CICUShim

/// The UTF-8 form of each of the 256 bytes of a single-byte code page, taken from ICU once.
///
/// Each entry packs the character's UTF-8 bytes (first byte lowest) into bits 0–23, their
/// count into bits 24–26 and `unmappedFlag` into bit 31, so that a decoding loop writes an
/// entry with one 4-byte store and advances by its count without branching.
struct SingleByteTable: Sendable {
    /// Set on the entries of bytes the code page leaves undefined; they decode to U+FFFD.
    static let unmappedFlag: UInt32 = 1 << 31

    let entries: [UInt32]

    /// The table of each single-byte encoding, built on first use; ICU is asked only once
    /// per process because Swift initialises a global exactly once.
    static let shared: [TextEncoding: Result<SingleByteTable, TextDecodingError>] = {
        var tables: [TextEncoding: Result<SingleByteTable, TextDecodingError>] = [:]
        for encoding in TextEncoding.allCases where encoding.isSingleByte {
            tables[encoding] = Result { () throws(TextDecodingError) in
                try SingleByteTable(icuTableFor: encoding)
            }
        }
        return tables
    }()

    /// Returns the shared table of `encoding`, which must be a single-byte encoding.
    static func table(for encoding: TextEncoding) throws(TextDecodingError) -> SingleByteTable {
        precondition(encoding.isSingleByte, "\(encoding) is not a single-byte encoding")
        return try shared[encoding]!.get()
    }

    /// Asks ICU for the scalar of every byte of `encoding`.
    ///
    /// Bytes 0x00–0x7F always decode as ASCII, overriding ICU: ICU's IBM tables (ibm-850)
    /// swap 0x1A, 0x1C and 0x7F following a mainframe convention that DOS, Windows and
    /// Python's cp850 do not use, and the CSV parser relies on ASCII bytes meaning ASCII.
    private init(icuTableFor encoding: TextEncoding) throws(TextDecodingError) {
        var scalars = [UInt32](repeating: 0, count: 256)
        let status = scalars.withUnsafeMutableBufferPointer { buffer in
            cicu_single_byte_table(encoding.icuConverterName, buffer.baseAddress!)
        }
        guard status == 0 else {
            throw .converterUnavailable(encoding, icuStatus: status)
        }
        entries = (0..<256).map { byte in
            if byte < 0x80 {
                return SingleByteTable.entry(for: Unicode.Scalar(UInt8(byte)))
            }
            guard scalars[byte] != CICU_UNMAPPED_BYTE, let scalar = Unicode.Scalar(scalars[byte]) else {
                return SingleByteTable.entry(for: "\u{FFFD}") | SingleByteTable.unmappedFlag
            }
            return SingleByteTable.entry(for: scalar)
        }
    }

    /// Packs the UTF-8 bytes of `scalar` and their count.
    private static func entry(for scalar: Unicode.Scalar) -> UInt32 {
        var packed: UInt32 = 0
        var count: UInt32 = 0
        for byte in UTF8.encode(scalar)! {
            packed |= UInt32(byte) << (8 * count)
            count += 1
        }
        // A code page whose byte maps outside the BMP would need four bytes; none of ours does.
        precondition(count <= 3, "single-byte code page maps to a non-BMP scalar")
        return packed | count << 24
    }
}
