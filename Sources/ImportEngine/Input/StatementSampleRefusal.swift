import StatementDetection
import TableReading
import TextDecoding

/// Why the head of a file cannot be a statement table, found before a plan is made from it:
/// every command that reads a statement asks `check` first.
package enum StatementSampleRefusal: Error, Equatable {
    /// The file holds no byte.
    case empty
    /// The file is another kind of document (a PDF, a workbook, a picture, ...).
    case notAStatement(NotAStatement)
    /// The byte order mark (`markBytes`) names `mark`, but the text is laid out in `laidOut`.
    case contradictingByteOrderMark(mark: TextEncoding, markBytes: [UInt8], laidOut: TextEncoding)
    /// NUL bytes where text has none, the first at `byte`.
    case binary(byte: Int)
    /// The first `headLimit` bytes hold no line break.
    case noLineBreak(headLimit: Int)

    /// Refuses a sample that cannot be a statement table, with the reason.
    package static func check(_ head: [UInt8]) throws(StatementSampleRefusal) {
        guard !head.isEmpty else { throw .empty }
        if let kind = NotAStatement.recognize(head) { throw .notAStatement(kind) }
        if let laidOut = head.withUnsafeBytes(ByteOrderMark.contradiction), let mark = head.withUnsafeBytes(ByteOrderMark.detect) {
            throw .contradictingByteOrderMark(mark: mark.encoding, markBytes: Array(head.prefix(mark.length)), laidOut: laidOut)
        }
        // UTF-16 and UTF-32 text holds NUL bytes in every character.
        let wide = head.count >= 4 && (head[0] == 0xFF || head[0] == 0xFE || head[1] == 0 || head[0] == 0)
        if !wide, let nul = TableReader.binaryEvidence(head[...]) { throw .binary(byte: nul) }
        if head.count >= FormatDetector.headLimit, !head.contains(0x0A), !head.contains(0x0D) {
            throw .noLineBreak(headLimit: FormatDetector.headLimit)
        }
    }
}
