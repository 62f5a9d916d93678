import StatementImport

/// The SHA-256 of a sequence of fields in a form that no two different sequences share:
/// every field is written as `-` when absent, else as its UTF-8 length, `:` and its bytes.
///
/// Both the idempotency key of a batch and the ledger's request hash digest a whole batch,
/// which can have a million rows: the fields are hashed as they come, in blocks, instead of
/// encoding the batch as JSON first.
package struct CanonicalDigest {
    private var hasher = SHA256()
    private var block: [UInt8] = []
    /// Hashing whole blocks is much faster than feeding the hasher field by field.
    private static let blockSize = 1 << 16

    package init() {
        block.reserveCapacity(Self.blockSize + 1024)
    }

    package mutating func field(_ text: String?) {
        guard let text else {
            block.append(0x2D)
            return
        }
        // Read in place (a native string is contiguous), not through the UTF-8 view twice, which
        // retains the text for each use.
        if text.utf8.withContiguousStorageIfAvailable({ append(length: $0.count, bytes: $0) }) == nil {
            append(length: text.utf8.count, bytes: Array(text.utf8))
        }
        if block.count >= Self.blockSize { flush() }
    }

    /// A date as the text `YYYY-MM-DD`, without making that string.
    package mutating func field(_ date: CalendarDate?) {
        guard let date else {
            block.append(0x2D)
            return
        }
        append(length: ContractText.dateLength) { ContractText.write(date, to: $0) }
    }

    /// An amount as the contract's decimal text (`-12.30`), without making that string.
    package mutating func field(_ amount: DecimalAmount?) {
        guard let amount else {
            block.append(0x2D)
            return
        }
        append(length: ContractText.length(of: amount)) { ContractText.write(amount, to: $0) }
    }

    /// A field of `length` bytes that `write` writes in place.
    private mutating func append(length: Int, writing write: (UnsafeMutableRawPointer) -> Void) {
        number(length)
        block.append(0x3A)
        let start = block.count
        block.append(contentsOf: repeatElement(0, count: length))
        block.withUnsafeMutableBytes { write($0.baseAddress! + start) }
        if block.count >= Self.blockSize { flush() }
    }

    private mutating func append<Bytes: Collection<UInt8>>(length: Int, bytes: Bytes) {
        number(length)
        block.append(0x3A)
        block.append(contentsOf: bytes)
    }

    package mutating func field(_ value: Int64?) {
        guard let value else {
            block.append(0x2D)
            return
        }
        field(String(value))
    }

    /// The decimal digits of a length, without going through `String`.
    private mutating func number(_ value: Int) {
        if value >= 10 { number(value / 10) }
        block.append(0x30 + UInt8(value % 10))
    }

    private mutating func flush() {
        block.withUnsafeBytes { hasher.update(buffer: $0) }
        block.removeAll(keepingCapacity: true)
    }

    /// The hex digest of every field so far.
    package mutating func finish() -> String {
        flush()
        return hasher.finalizeHex()
    }
}
