import StatementValues


/// Plain stores into room made once for one output row (a JSON object, a CSV record): as
/// dozens of appends to an array, each checking its room and its uniqueness, writing a row
/// cost more than reading it. The room is checked in debug builds.
struct RowBytes {
    private let start: UnsafeMutablePointer<UInt8>
    private let room: Int
    private(set) var count = 0

    private init(start: UnsafeMutablePointer<UInt8>, room: Int) {
        self.start = start
        self.room = room
    }

    /// Makes `room` bytes at the end of `output`, lets `write` write the row into them, and
    /// keeps what it wrote.
    static func append(to output: inout [UInt8], room: Int, _ write: (inout RowBytes) -> Void) {
        let first = output.count
        if room <= zeros.count {
            // Copied from zeros: several times faster than `repeatElement`'s byte loop.
            output.append(contentsOf: UnsafeBufferPointer(rebasing: zeros[..<room]))
        } else {
            output.append(contentsOf: repeatElement(0, count: room))
        }
        let written = output.withUnsafeMutableBufferPointer { buffer in
            var row = RowBytes(start: buffer.baseAddress! + first, room: room)
            write(&row)
            return row.count
        }
        output.removeLast(room - written)
    }

    mutating func byte(_ byte: UInt8) {
        assert(count < room, "the row's room is too small")
        start[count] = byte
        count += 1
    }

    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        assert(count + bytes.count <= room, "the row's room is too small")
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// A whole number as `String(value)` writes it (`DecimalDigits`), without the string.
    mutating func number(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        assert(count + DecimalDigits.count(of: UInt64(value.magnitude)) <= room, "the row's room is too small")
        count += DecimalDigits.write(UInt64(value.magnitude), to: UnsafeMutableRawPointer(start + count))
    }

    /// A value `length` bytes long that `write` writes in place: a date, an amount or a
    /// fingerprint (`writeDescription`).
    mutating func value(_ length: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
        assert(count + length <= room, "the row's room is too small")
        write(UnsafeMutableRawPointer(start + count))
        count += length
    }

    /// A value at most `bound` bytes long that `write` writes in place and returns the length
    /// of: an amount (`DecimalAmount.writeDescription`), whose length would take counting its
    /// digits twice.
    mutating func value(atMost bound: Int, _ write: (UnsafeMutableRawPointer) -> Int) {
        assert(count + bound <= room, "the row's room is too small")
        count += write(UnsafeMutableRawPointer(start + count))
    }
}

/// Zero bytes to make a row's room of, allocated once, never written again and never freed.
nonisolated(unsafe) private let zeros: UnsafeBufferPointer<UInt8> = {
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16 * 1024)
    bytes.initialize(repeating: 0)
    return UnsafeBufferPointer(bytes)
}()
