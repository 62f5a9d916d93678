/// Finds where a statement's preamble ends: after a given number of line breaks, with CRLF
/// counting as one, across chunk boundaries.
struct PreambleSkipper {
    private var remaining: Int
    private var lastWasCR = false
    /// Bytes skipped so far: the file offset at which the CSV starts once `isDone`.
    private(set) var skippedBytes = 0

    init(lines: Int) {
        remaining = lines
    }

    /// How many bytes at the start of `chunk` belong to the preamble; the rest is CSV.
    /// The LF of a CRLF that ends the last preamble line is counted even if it starts the
    /// next chunk.
    mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < chunk.count {
            let byte = chunk[index]
            if lastWasCR && byte == 0x0A {
                lastWasCR = false
                index += 1
                continue
            }
            if remaining == 0 { break }
            lastWasCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D { remaining -= 1 }
            index += 1
        }
        skippedBytes += index
        return index
    }
}
