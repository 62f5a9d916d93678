import Booking
import Dispatch
import Foundation
import StatementValues
import TableReading

/// The SHA-256 of a batch in a canonical form, to tell a retry (same body) from a reused
/// idempotency key (another body).
///
/// The form is `CanonicalDigest`'s: every field as `-` when absent, else as its UTF-8 length,
/// `:` and its bytes. Amounts enter as minor units and currencies as the account's code, so
/// `12.3` and `12.30` (or `eur` and `EUR`) are the same body, as they are the same money.
/// Every import stores its hash, so the form must never change: a retry of an import booked
/// by an earlier version would be taken for another batch.
///
/// Booking writes each row into the hash's block and binds the row's texts from there, so
/// one copy of every text serves both the hash and SQLite. Full blocks are hashed on another
/// thread while the caller fills the next one.
///
/// A statement booked as it is read (`LedgerImportSession`) knows the batch's own fields,
/// which come first, only at its end: its rows' blocks are written to a spool file instead,
/// and hashed after those fields once they are known.
struct BatchHash {
    /// The texts of one row as the hash's block holds them, readable until `releaseTexts()`.
    struct RowTexts {
        var fingerprint: UnsafeRawBufferPointer
        var bookingDate: UnsafeRawBufferPointer
        var valueDate: UnsafeRawBufferPointer?
        var counterparty: UnsafeRawBufferPointer?
        var counterpartyIBAN: UnsafeRawBufferPointer?
        var purpose: UnsafeRawBufferPointer?
        var reference: UnsafeRawBufferPointer?
        var category: UnsafeRawBufferPointer?
    }

    /// Hashing whole blocks is much faster than feeding the hasher field by field.
    private static let blockSize = 1 << 16
    /// The most bytes a field adds besides its text: a length of up to 19 digits and `:`, or
    /// for a number also its sign and 19 digits.
    private static let fieldOverhead = 40

    private let hasher: BlockHasher
    private var block = HashBlock(capacity: blockSize)
    private var count = 0
    /// Blocks handed to the hasher since `releaseTexts()`, which texts of `RowTexts` may be in.
    private var heldBlocks: [HashBlock] = []

    /// Starts the hash of `batch` with the fields of the batch itself, before its rows.
    init(_ batch: Batch, validated: ValidatedBatch) {
        hasher = BlockHasher(spool: nil)
        writeBatchFields(
            accountID: batch.accountID, source: batch.source, statement: batch.statement,
            openingMinor: validated.statementOpeningMinor, closingMinor: validated.statementClosingMinor)
    }

    /// Starts the hash of a batch whose own fields are known only at the end
    /// (`finish(accountID:source:statement:openingMinor:closingMinor:)`): the rows' blocks go
    /// to a spool file in `directory`, which has no name from the start.
    init(spoolingIn directory: URL) throws {
        hasher = BlockHasher(spool: try SpoolFile(in: directory))
    }

    /// The fields of the batch itself, which come before its rows.
    private mutating func writeBatchFields(
        accountID: Int, source: BatchSource, statement: StatementFacts?, openingMinor: Int64?, closingMinor: Int64?
    ) {
        reserve(texts: [source.filename, source.sha256, source.template], numbers: 4, dates: 2)
        number(Int64(accountID))
        text(source.filename)
        text(source.sha256)
        number(Int64(source.size))
        text(source.template)
        date(statement?.from)
        date(statement?.to)
        number(openingMinor)
        number(closingMinor)
    }

    /// The hash of all of `batch` at once, for comparing it with a stored one.
    static func hex(of batch: Batch, validated: ValidatedBatch) -> String {
        var hash = BatchHash(batch, validated: validated)
        for index in batch.transactions.indices {
            _ = hash.append(row: index, of: batch, validated: validated)
            hash.releaseTexts()
        }
        return hash.finish()
    }

    /// Writes row `index` of `batch`.
    mutating func append(row index: Int, of batch: Batch, validated: ValidatedBatch) -> RowTexts {
        append(row: index, of: batch.transactions, values: validated.rows[index], currencyCode: validated.currencyCode)
    }

    /// Writes row `index` of `transactions`, whose amounts in minor units are `values`, in an
    /// account that keeps `currencyCode`.
    mutating func append(row index: Int, of transactions: [BatchTransaction], values row: ValidatedBatch.Row, currencyCode: String) -> RowTexts {
        // By index rather than by element: a copy of a transaction retains and releases its
        // texts, which are lent as bytes from wherever the row holds them (the reader's batch).
        var written: RowTexts?
        transactions[index].withTextBytes { texts in
            var count = 11 * Self.fieldOverhead + currencyCode.utf8.count + 2 * CalendarDate.descriptionLength
            count += transactions[index].fingerprint.utf8Count + (texts.counterparty?.count ?? 0)
            count += (texts.counterpartyIBAN?.count ?? 0) + (texts.purpose?.count ?? 0)
            count += (texts.reference?.count ?? 0) + (texts.category?.count ?? 0)
            reserve(count)
            let fingerprint = self.fingerprint(transactions[index].fingerprint)
            let bookingDate = date(transactions[index].bookingDate)
            let valueDate = date(transactions[index].valueDate)
            number(row.amountMinor)
            text(currencyCode)
            let counterparty = text(texts.counterparty)
            let counterpartyIBAN = text(texts.counterpartyIBAN)
            let purpose = text(texts.purpose)
            let reference = text(texts.reference)
            let category = text(texts.category)
            number(row.balanceAfterMinor)
            func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
                UnsafeRawBufferPointer(start: block.bytes + range.lowerBound, count: range.count)
            }
            written = RowTexts(
                fingerprint: bytes(fingerprint), bookingDate: bytes(bookingDate), valueDate: valueDate.map(bytes),
                counterparty: counterparty.map(bytes), counterpartyIBAN: counterpartyIBAN.map(bytes),
                purpose: purpose.map(bytes), reference: reference.map(bytes), category: category.map(bytes))
        }
        return written!
    }

    /// Lets the texts of the rows appended so far go: their blocks may be freed once hashed.
    mutating func releaseTexts() {
        heldBlocks.removeAll(keepingCapacity: true)
    }

    /// How many full blocks `releaseTexts()` would let go.
    var heldBlockCount: Int { heldBlocks.count }

    /// The hex digest of everything appended.
    consuming func finish() -> String {
        hasher.finish(last: block, count: count)
    }

    /// The hex digest of a hash begun with `init(spoolingIn:)`: the batch's own fields, then
    /// every row appended, as `init(_:validated:)` and `append` would have hashed them.
    consuming func finish(
        accountID: Int, source: BatchSource, statement: StatementFacts?, openingMinor: Int64?, closingMinor: Int64?
    ) throws -> String {
        var fields = BatchHash(unspooled: ())
        fields.writeBatchFields(
            accountID: accountID, source: source, statement: statement, openingMinor: openingMinor, closingMinor: closingMinor)
        return try hasher.finish(first: fields.block, count: fields.count, last: block, lastCount: count)
    }

    /// A hash that only gathers fields in its block.
    private init(unspooled: Void) {
        hasher = BlockHasher(spool: nil)
    }

    /// Makes room for fields: `texts`, and as many numbers and dates as `numbers` and `dates` say.
    private mutating func reserve(texts: [String?], numbers: Int, dates: Int) {
        let overhead = (texts.count + numbers + dates) * Self.fieldOverhead + dates * CalendarDate.descriptionLength
        reserve(texts.reduce(overhead) { $0 + ($1?.utf8.count ?? 0) })
    }

    /// Makes room for `byteCount` more bytes: hands the block to the hasher when it has no
    /// room for them, and takes a larger one for a row larger than a block.
    private mutating func reserve(_ byteCount: Int) {
        guard count + byteCount > block.capacity else { return }
        if count > 0 {
            hasher.update(block, count: count)
            heldBlocks.append(block)
        }
        block = HashBlock(capacity: max(Self.blockSize, byteCount))
        count = 0
    }

    /// Writes a text lent as bytes, or `-` for `nil`, for which `reserve` made room.
    @inline(__always) @discardableResult
    private mutating func text(_ utf8: UnsafeBufferPointer<UInt8>?) -> Range<Int>? {
        guard let utf8 else {
            byte(0x2D)
            return nil
        }
        decimal(UInt64(utf8.count))
        byte(0x3A)
        let start = count
        if let source = utf8.baseAddress {
            (block.bytes + start).copyMemory(from: source, byteCount: utf8.count)
        }
        count += utf8.count
        return start..<count
    }

    @inline(__always) @discardableResult
    private mutating func text(_ text: String?) -> Range<Int>? {
        guard let text else {
            byte(0x2D)
            return nil
        }
        return self.text(text)
    }

    /// Writes `text`, for which `reserve` made room.
    @inline(__always) @discardableResult
    private mutating func text(_ text: String) -> Range<Int> {
        text.withUTF8Bytes { bytes in self.text(Optional(bytes))! }
    }

    /// A fingerprint as its text; one of ours without making that string.
    @inline(__always)
    private mutating func fingerprint(_ fingerprint: BookingFingerprint) -> Range<Int> {
        guard let ours = fingerprint.ours else { return text(fingerprint.description) }
        let length = ours.descriptionLength
        decimal(UInt64(length))
        byte(0x3A)
        let start = count
        ours.writeDescription(to: block.bytes + start)
        count += length
        return start..<count
    }

    /// A date as its text `YYYY-MM-DD`, without making that string.
    @inline(__always) @discardableResult
    private mutating func date(_ date: CalendarDate?) -> Range<Int>? {
        guard let date else {
            byte(0x2D)
            return nil
        }
        return self.date(date)
    }

    /// Writes `date`, for which `reserve` made room.
    @inline(__always) @discardableResult
    private mutating func date(_ date: CalendarDate) -> Range<Int> {
        decimal(UInt64(CalendarDate.descriptionLength))
        byte(0x3A)
        let start = count
        date.writeDescription(to: block.bytes + start)
        count += CalendarDate.descriptionLength
        return start..<count
    }

    /// A number as the text that `String(value)` makes of it, without making that string.
    private mutating func number(_ value: Int64?) {
        guard let value else {
            byte(0x2D)
            return
        }
        let digits = DecimalDigits.count(of: value.magnitude)
        decimal(UInt64(value < 0 ? digits + 1 : digits))
        byte(0x3A)
        if value < 0 { byte(0x2D) }
        decimal(value.magnitude)
    }

    /// The decimal digits of `value`.
    @inline(__always)
    private mutating func decimal(_ value: UInt64) {
        count += DecimalDigits.write(value, to: block.bytes + count)
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        block.bytes.storeBytes(of: value, toByteOffset: count, as: UInt8.self)
        count += 1
    }
}

/// Memory for the canonical form of part of a batch, freed with its last reference: the hash
/// and the hasher's queue share it.
private final class HashBlock: @unchecked Sendable {
    let bytes: UnsafeMutableRawPointer
    let capacity: Int

    init(capacity: Int) {
        bytes = .allocate(byteCount: capacity, alignment: 16)
        self.capacity = capacity
    }

    deinit {
        bytes.deallocate()
    }
}

/// A SHA-256 fed with blocks on a serial queue of its own, so that hashing one block overlaps
/// with filling the next; or, with a spool, blocks written to it on that queue, to be hashed
/// after a first block that comes last.
private final class BlockHasher: @unchecked Sendable {
    private let spool: SpoolFile?

    init(spool: SpoolFile?) {
        self.spool = spool
    }

    private let queue = DispatchQueue(label: "certain-import.batch-hash")
    /// Blocks handed over but not hashed yet, at most 16 (1 MiB): enough that the caller
    /// does not wait while another process has the hashing thread's core for a moment, and
    /// few enough that memory stays bounded when hashing is the slower side.
    private let room = DispatchSemaphore(value: 16)
    // Used only on `queue`.
    private var sha = SHA256()

    /// Hashes the first `count` bytes of `block`, which the caller no longer changes.
    func update(_ block: HashBlock, count: Int) {
        room.wait()
        queue.async {
            let bytes = UnsafeRawBufferPointer(start: block.bytes, count: count)
            if let spool = self.spool { spool.write(bytes) } else { self.sha.update(buffer: bytes) }
            self.room.signal()
        }
    }

    /// The digest of `first`'s bytes, then the spooled blocks, then `last`'s.
    func finish(first: HashBlock, count: Int, last: HashBlock, lastCount: Int) throws -> String {
        try queue.sync {
            sha.update(buffer: UnsafeRawBufferPointer(start: first.bytes, count: count))
            try spool?.read { sha.update(buffer: $0) }
            sha.update(buffer: UnsafeRawBufferPointer(start: last.bytes, count: lastCount))
            return sha.finalizeHex()
        }
    }

    func finish(last block: HashBlock, count: Int) -> String {
        queue.sync {
            sha.update(buffer: UnsafeRawBufferPointer(start: block.bytes, count: count))
            return sha.finalizeHex()
        }
    }
}
