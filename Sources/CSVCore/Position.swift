/// Where something starts in the input: byte offset from 0, physical line from 1, record from 0.
///
/// Lines are physical lines of the file: a field with an embedded line break spans several
/// lines, and the record after it starts on the right line.
package struct Position: Sendable, Hashable, Comparable {
    package var byte: Int
    package var line: Int
    package var record: Int

    package init(byte: Int, line: Int, record: Int) {
        self.byte = byte
        self.line = line
        self.record = record
    }

    package static func < (lhs: Position, rhs: Position) -> Bool { lhs.byte < rhs.byte }
}

extension Position: CustomStringConvertible {
    package var description: String { "record \(record) (line \(line), byte \(byte))" }
}
