import StatementDetection

/// What a statement's reading is decided on (`StatementLoader.plan`): its first bytes and, when
/// it is longer, its last ones, where a footer states the closing balance. Deciding costs the
/// same however long the statement is.
package struct StatementSample: Sendable {
    /// The first `FormatDetector.headLimit` bytes: all of a shorter statement.
    package var head: [UInt8]
    /// The last bytes of a statement longer than its head: `FormatDetector.tailLimit`, and up
    /// to 3 more to start on a multiple of 4.
    package var tail: [UInt8]?

    /// A sample cut already, as a file's is (`FileChunkSource.sample`).
    package init(head: [UInt8], tail: [UInt8]?) {
        self.head = head
        self.tail = tail
    }

    /// The sample of a statement held in memory, cut as the commands cut a file of these bytes.
    package init(_ bytes: [UInt8]) {
        head = Array(bytes.prefix(FormatDetector.headLimit))
        tail = bytes.count > head.count ? Array(bytes[Self.tailStart(size: bytes.count, headCount: head.count)...]) : nil
    }

    /// Where the tail of an input of `size` bytes starts after a head of `headCount` bytes:
    /// never inside the head, and on a multiple of 4, so that UTF-16 and UTF-32 stay aligned.
    package static func tailStart(size: Int, headCount: Int, tailLimit: Int = FormatDetector.tailLimit) -> Int {
        max(headCount, (size - tailLimit) & ~3)
    }
}
