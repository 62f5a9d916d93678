/// The memory behind a `ByteRecord`: the record's bytes and the bounds of its fields.
///
/// The reader writes here through pointers: `Array.append` checks uniqueness and capacity on
/// every call, which on a statement of a million records cost more than finding the fields.
/// `ByteRecord` stays a value all the same: the reader checks once per `read(_:)` call that it
/// holds the only reference, and starts fresh storage when a caller kept the record.
///
/// The properties a field read touches are `@exclusivity(unchecked)`: a class's stored
/// properties are otherwise checked for overlapping access at run time, on every access from
/// another module, which cost more than reading the field. Only the reader writes them, and
/// only while it holds the only reference.
@usableFromInline
final class ByteRecordStorage: @unchecked Sendable {
    /// Shared by every empty record made with `ByteRecord()`; never written.
    static let empty = ByteRecordStorage(byteCapacity: 0, fieldCapacity: 0)

    @usableFromInline @exclusivity(unchecked) private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var byteCount = 0
    private var byteCapacity: Int
    /// Start and end offset of each field in `bytes`, as pairs.
    @usableFromInline @exclusivity(unchecked) private(set) var bounds: UnsafeMutablePointer<Int>
    @usableFromInline @exclusivity(unchecked) private(set) var fieldCount = 0
    private var fieldCapacity: Int

    init(byteCapacity: Int = 1024, fieldCapacity: Int = 32) {
        self.byteCapacity = byteCapacity
        self.fieldCapacity = fieldCapacity
        bytes = .allocate(capacity: max(byteCapacity, 1))
        bounds = .allocate(capacity: 2 * max(fieldCapacity, 1))
    }

    deinit {
        bytes.deallocate()
        bounds.deallocate()
    }

    /// An empty storage with room for as much as this one holds.
    func emptyCopy() -> ByteRecordStorage {
        ByteRecordStorage(byteCapacity: max(byteCapacity, 1024), fieldCapacity: max(fieldCapacity, 32))
    }

    /// A storage holding the same bytes and fields, for a reader whose record a caller kept.
    func copy() -> ByteRecordStorage {
        let copy = emptyCopy()
        copy.append(UnsafePointer(bytes), count: byteCount)
        for field in 0..<fieldCount { copy.appendField(start: start(of: field), end: end(of: field)) }
        return copy
    }

    func removeAll() {
        byteCount = 0
        fieldCount = 0
    }

    @inlinable
    func start(of field: Int) -> Int { bounds[2 * field] }

    @inlinable
    func end(of field: Int) -> Int { bounds[2 * field + 1] }

    @inline(__always)
    func append(_ source: UnsafePointer<UInt8>, count: Int) {
        if byteCount + count > byteCapacity { growBytes(toHold: byteCount + count) }
        (bytes + byteCount).initialize(from: source, count: count)
        byteCount += count
    }

    func append(_ byte: UInt8) {
        if byteCount == byteCapacity { growBytes(toHold: byteCount + 1) }
        (bytes + byteCount).initialize(to: byte)
        byteCount += 1
    }

    /// Removes the byte at `offset`; only ever a byte near the end (a quote or an escape that
    /// turned out not to be content), so the move is short. The regions overlap, which
    /// `update(from:count:)` allows.
    func remove(at offset: Int) {
        precondition(offset >= 0 && offset < byteCount, "removing a byte outside the record")
        (bytes + offset).update(from: bytes + offset + 1, count: byteCount - offset - 1)
        byteCount -= 1
    }

    @inline(__always)
    func appendField(start: Int, end: Int) {
        if fieldCount == fieldCapacity { growFields() }
        (bounds + 2 * fieldCount).initialize(to: start)
        (bounds + 2 * fieldCount + 1).initialize(to: end)
        fieldCount += 1
    }

    func removeLastField() {
        fieldCount -= 1
    }

    private func growBytes(toHold needed: Int) {
        let capacity = max(needed, 2 * byteCapacity, 1024)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = grown
        byteCapacity = capacity
    }

    private func growFields() {
        let capacity = max(2 * fieldCapacity, 32)
        let grown = UnsafeMutablePointer<Int>.allocate(capacity: 2 * capacity)
        grown.initialize(from: bounds, count: 2 * fieldCount)
        bounds.deallocate()
        bounds = grown
        fieldCapacity = capacity
    }
}
