import StatementValues
import TableReading


/// The SHA-256 of a sequence of fields in a form that no two different sequences share:
/// every field is written as `-` when absent, else as its UTF-8 length, `:` and its bytes.
///
/// Both the idempotency key of a batch and the ledger's request hash digest a whole batch,
/// which can have a million rows: the fields are hashed as they come, in blocks, instead of
/// encoding the batch as JSON first.
package struct CanonicalDigest {
    private var hasher = SHA256()
    /// The fields not hashed yet are `block[..<count]`. Written through one pointer a field:
    /// appending byte by byte checks the array's capacity and uniqueness for every byte.
    private var block: [UInt8]
    private var count = 0
    /// Hashing whole blocks is much faster than feeding the hasher field by field.
    private static let blockSize = 1 << 16
    /// The most bytes a field adds besides its text: a length of up to 19 digits and `:`.
    private static let headerSize = 20

    package init() {
        block = [UInt8](repeating: 0, count: Self.blockSize)
    }

    package mutating func field(_ text: String?) {
        guard let text else { return absent() }
        // Read in place (a native string is contiguous), not through the UTF-8 view twice, which
        // retains the text for each use.
        if text.utf8.withContiguousStorageIfAvailable({ field(UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { field($0) }
        }
    }

    /// A text lent as its UTF-8 bytes, `nil` where it is absent.
    package mutating func field(_ utf8: UnsafeBufferPointer<UInt8>?) {
        guard let utf8 else { return absent() }
        field(UnsafeRawBufferPointer(utf8))
    }

    /// A currency as its code, without making that string.
    package mutating func field(_ currency: Currency) {
        currency.withCodeUTF8 { field(UnsafeRawBufferPointer($0)) }
    }

    /// A date as the text `YYYY-MM-DD`, without making that string.
    package mutating func field(_ date: CalendarDate?) {
        guard let date else { return absent() }
        write(length: CalendarDate.descriptionLength) { date.writeDescription(to: $0) }
    }

    /// A fingerprint as its text; one of ours without making that string.
    package mutating func field(_ fingerprint: BookingFingerprint) {
        guard let ours = fingerprint.ours else { return field(fingerprint.description) }
        write(length: ours.descriptionLength) { ours.writeDescription(to: $0) }
    }

    /// An amount as the contract's decimal text (`-12.30`), without making that string.
    package mutating func field(_ amount: DecimalAmount?) {
        guard let amount else { return absent() }
        write(length: amount.descriptionLength) { amount.writeDescription(to: $0) }
    }

    package mutating func field(_ value: Int64?) {
        guard let value else { return absent() }
        field(String(value))
    }

    /// A text field of `bytes`.
    private mutating func field(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return write(length: 0) { _ in } }
        guard bytes.count + Self.headerSize > Self.blockSize else {
            return write(length: bytes.count) { $0.copyMemory(from: source, byteCount: bytes.count) }
        }
        // Longer than a block: its length goes through the block, its bytes straight to the hasher.
        write(length: bytes.count, textFollows: true) { _ in }
        flush()
        hasher.update(buffer: bytes)
    }

    private mutating func absent() {
        if count == block.count { flush() }
        block[count] = 0x2D
        count += 1
    }

    /// Writes a field's length and `:`, then its `length` bytes with `body` (only the length
    /// and `:` when its text follows apart).
    private mutating func write(length: Int, textFollows: Bool = false, _ body: (UnsafeMutableRawPointer) -> Void) {
        let inBlock = textFollows ? 0 : length
        if count + Self.headerSize + inBlock > block.count { flush() }
        let start = count
        count = block.withUnsafeMutableBytes { buffer in
            let base = buffer.baseAddress!
            var end = start + DecimalDigits.write(UInt64(length), to: base + start)
            base.storeBytes(of: 0x3A, toByteOffset: end, as: UInt8.self)
            end += 1
            body(base + end)
            return end + inBlock
        }
    }

    private mutating func flush() {
        let count = count
        block.withUnsafeBytes { hasher.update(buffer: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        self.count = 0
    }

    /// The hex digest of every field so far.
    package mutating func finish() -> String {
        flush()
        return hasher.finalizeHex()
    }
}
