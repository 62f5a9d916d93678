/// Where something starts in the input: byte offset from 0, physical line from 1, record from 0.
///
/// Lines are physical lines of the file: a field with an embedded line break spans several
/// lines, and the record after it starts on the right line.
public struct Position: Sendable, Hashable, Comparable {
    public var byte: Int
    public var line: Int
    public var record: Int

    public init(byte: Int, line: Int, record: Int) {
        self.byte = byte
        self.line = line
        self.record = record
    }

    public static func < (lhs: Position, rhs: Position) -> Bool { lhs.byte < rhs.byte }
}

extension Position: CustomStringConvertible {
    public var description: String { "record \(record) (line \(line), byte \(byte))" }
}
