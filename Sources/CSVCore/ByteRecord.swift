/// One record as raw bytes: the fields' bytes back to back, and where each field ends.
///
/// Field bytes stay in the file's encoding; turning them into `String` is left to the caller,
/// who knows the encoding and which fields it needs.
public struct ByteRecord: Sendable, Hashable {
    /// All field bytes, unescaped, concatenated.
    public internal(set) var bytes: [UInt8] = []
    /// `ends[i]` is the end offset of field `i` in `bytes`.
    public internal(set) var ends: [Int] = []
    /// Where the record's first byte is.
    public internal(set) var position = Position(byte: 0, line: 1, record: 0)
    /// The physical line of the record's last byte (equal to `position.line` unless a quoted
    /// field spans lines).
    public internal(set) var lastLine = 1
    /// Malformed quoting seen in this record; empty for well-formed input.
    public internal(set) var problems: [RecordProblem] = []

    public init() {}

    /// Builds a record from fields, for tests and for records made by hand.
    public init<S: Sequence>(fields: S, position: Position = Position(byte: 0, line: 1, record: 0))
    where S.Element: Sequence, S.Element.Element == UInt8 {
        for field in fields {
            bytes.append(contentsOf: field)
            ends.append(bytes.count)
        }
        self.position = position
        self.lastLine = position.line
    }

    public var count: Int { ends.count }
    public var isEmpty: Bool { ends.isEmpty }

    /// The byte range of field `index` within `bytes`.
    public func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    public subscript(index: Int) -> ArraySlice<UInt8> { bytes[range(of: index)] }

    /// Calls `body` with the bytes of field `index`, without copying them.
    public func withField<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = range(of: index)
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Fields as UTF-8 strings; invalid UTF-8 becomes U+FFFD. For UTF-8 input only.
    public var utf8Fields: [String] {
        (0..<count).map { index in withField(index) { String(decoding: $0, as: UTF8.self) } }
    }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        if !problems.isEmpty { problems.removeAll() }
    }
}
