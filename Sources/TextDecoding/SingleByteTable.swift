/// The UTF-8 form of each of the 256 bytes of a single-byte code page, from the built-in tables.
///
/// Each entry packs the character's UTF-8 bytes (first byte lowest) into bits 0–23, their
/// count into bits 24–26 and `unmappedFlag` into bit 31, so that a decoding loop writes an
/// entry with one 4-byte store and advances by its count without branching.
@usableFromInline
struct SingleByteTable: Sendable {
    /// Set on the entries of bytes the code page leaves undefined; they decode to U+FFFD.
    static let unmappedFlag: UInt32 = 1 << 31

    @usableFromInline let entries: [UInt32]

    /// The table of each single-byte encoding, built on first use: Swift initialises a global
    /// exactly once.
    static let shared: [TextEncoding: SingleByteTable] = Dictionary(
        uniqueKeysWithValues: TextEncoding.allCases.filter(\.isSingleByte).map { ($0, SingleByteTable($0)) })

    /// Returns the shared table of `encoding`, which must be a single-byte encoding.
    static func table(for encoding: TextEncoding) -> SingleByteTable {
        precondition(encoding.isSingleByte, "\(encoding) is not a single-byte encoding")
        return shared[encoding]!
    }

    /// Bytes 0x00–0x7F decode as ASCII in every code page, as DOS, Windows and Python's cp850
    /// have them (ICU's ibm-850 swaps 0x1A, 0x1C and 0x7F after a mainframe convention), and
    /// the CSV parser relies on ASCII bytes meaning ASCII.
    private init(_ encoding: TextEncoding) {
        let upperHalf = SingleByteTable.upperHalf(of: encoding)
        entries = (0..<256).map { byte in
            let scalar = byte < 0x80 ? Unicode.Scalar(UInt8(byte)) : Unicode.Scalar(upperHalf[byte - 0x80])!
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
