/// One record as raw bytes: the record as it was read, and where each field lies in it.
///
/// Field bytes stay in the file's encoding; turning them into `String` is left to the caller,
/// who knows the encoding and which fields it needs. The reader copies a record's bytes in one
/// piece, quotes and delimiters included, and removes only the bytes that unescaping drops
/// (the second quote of `""`, an escape byte), so a field is a range of those bytes.
public struct ByteRecord: Sendable {
    @usableFromInline var storage: ByteRecordStorage
    /// Where the record's first byte is.
    package internal(set) var position = Position(byte: 0, line: 1, record: 0)
    /// The physical line of the record's last byte (equal to `position.line` unless a quoted
    /// field spans lines).
    package internal(set) var lastLine = 1
    /// Malformed quoting seen in this record; empty for well-formed input.
    package internal(set) var problems: [RecordProblem] = []

    package init() {
        storage = .empty
    }

    /// Builds a record from fields, for tests and for records made by hand.
    package init<S: Sequence>(fields: S, position: Position = Position(byte: 0, line: 1, record: 0))
    where S.Element: Sequence, S.Element.Element == UInt8 {
        storage = ByteRecordStorage()
        for field in fields {
            let start = storage.byteCount
            for byte in field { storage.append(byte) }
            storage.appendField(start: start, end: storage.byteCount)
        }
        self.position = position
        self.lastLine = position.line
    }

    @inlinable
    package var count: Int { storage.fieldCount }
    package var isEmpty: Bool { storage.fieldCount == 0 }
    /// How many bytes the record holds: its fields and what separated them. This is what a
    /// record costs in memory, and what a limit on record length should compare against.
    package var byteCount: Int { storage.byteCount }

    /// The byte range of field `index` within the record's bytes.
    @inlinable
    package func range(of index: Int) -> Range<Int> {
        precondition(index >= 0 && index < count, "field \(index) of a record with \(count) fields")
        return storage.start(of: index)..<storage.end(of: index)
    }

    /// Whether field `index` was written between two `quote` bytes (`""` for an empty one):
    /// a value the writer meant, not the padding of a short line.
    package func isQuoted(_ index: Int, quote: UInt8) -> Bool {
        let range = range(of: index)
        return range.lowerBound > 0 && range.upperBound < byteCount
            && storage.bytes[range.lowerBound - 1] == quote && storage.bytes[range.upperBound] == quote
    }

    /// A copy of the bytes of field `index`. Reading loops should use `withField`, which
    /// does not copy.
    package subscript(index: Int) -> ArraySlice<UInt8> {
        withField(index) { ArraySlice($0) }
    }

    /// Calls `body` with the bytes of field `index`, without copying them.
    ///
    /// Inlinable, so that a caller in another module reads a field without a call: this is
    /// how every field of a statement is read. `self` is borrowed for the call, which keeps
    /// the storage alive while `body` runs.
    @inlinable
    package func withField<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = range(of: index)
        return try body(UnsafeBufferPointer(start: storage.bytes + range.lowerBound, count: range.count))
    }

    /// Fields as UTF-8 strings; invalid UTF-8 becomes U+FFFD. For UTF-8 input only.
    package var utf8Fields: [String] {
        (0..<count).map { index in withField(index) { String(decoding: $0, as: UTF8.self) } }
    }

    /// Empties the record for the reader, which has made sure it holds the only reference.
    mutating func reset() {
        storage.removeAll()
        if !problems.isEmpty { problems.removeAll() }
    }
}

extension ByteRecord: Hashable {
    /// Records are equal when their fields, positions and problems are: how the fields were
    /// quoted in the input does not matter.
    public static func == (lhs: ByteRecord, rhs: ByteRecord) -> Bool {
        guard lhs.count == rhs.count, lhs.position == rhs.position, lhs.lastLine == rhs.lastLine,
              lhs.problems == rhs.problems else { return false }
        for index in 0..<lhs.count {
            let equal = lhs.withField(index) { left in rhs.withField(index) { right in left.elementsEqual(right) } }
            if !equal { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count {
            withField(index) { field in
                hasher.combine(field.count)
                hasher.combine(bytes: UnsafeRawBufferPointer(field))
            }
        }
        hasher.combine(position)
        hasher.combine(lastLine)
        hasher.combine(problems)
    }
}
