import CSVCore
import TextDecoding

/// Writes the records `rows` reads as RFC 4180 CSV in UTF-8, straight into one large block of
/// memory that goes to the output whenever it fills up.
///
/// Every field of a large statement passes through here, so nothing is allocated per field. A
/// field is checked for the bytes that need quotes (which the file's own bytes tell, whatever
/// their encoding) and decoded straight into the block; the few that need quotes are decoded
/// into a scratch buffer and quoted from there. Two tight passes measured faster than one
/// pass that checks and decodes together. The block is handed to the output in one piece
/// (larger than the output's own buffer, so it is written without another copy).
struct TableCSVWriter: ~Copyable {
    private static let blockSize = 1 << 20

    private var block: UnsafeMutablePointer<UInt8>
    private var blockCapacity: Int
    private var blockCount = 0
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity: Int
    /// U+FFFD written while decoding fields, for the warning at the end.
    private(set) var replacementCount = 0

    init() {
        blockCapacity = Self.blockSize
        block = .allocate(capacity: blockCapacity)
        scratchCapacity = 4096
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit {
        block.deallocate()
        scratch.deallocate()
    }

    /// Writes `record`, its fields decoded with `decoder`, and CRLF.
    mutating func write(_ record: ByteRecord, decoder: FieldDecoder, to output: (UnsafeRawBufferPointer) -> Void) {
        // The most one record can take: every field decoded to three bytes per byte, each of
        // those a doubled quote, plus quotes, commas, CRLF and the slack of word stores
        // (`FieldDecoder.maximumUTF8Count`, `RFC4180Writer.writeQuoted`).
        let room = 6 * record.byteCount + 11 * record.count + 2
        if blockCount + room > blockCapacity { flush(to: output) }
        if room > blockCapacity { growBlock(to: room) }
        for index in 0..<record.count {
            if index > 0 {
                block[blockCount] = 0x2C
                blockCount += 1
            }
            record.withField(index) { field in
                if RFC4180Writer.needsQuotes(field) {
                    // Rare: decoded apart, then written quoted, its quotes doubled.
                    let needed = FieldDecoder.maximumUTF8Count(forByteCount: field.count)
                    if needed > scratchCapacity { growScratch(to: needed) }
                    let decoded = decoder.writeUTF8(field, to: scratch, replacementCount: &replacementCount)
                    blockCount += RFC4180Writer.writeQuoted(
                        UnsafeBufferPointer(start: scratch, count: decoded), to: block + blockCount)
                } else if field.isEmpty && record.count == 1 {
                    // A record of one empty field would read back as an empty line.
                    block[blockCount] = 0x22
                    block[blockCount + 1] = 0x22
                    blockCount += 2
                } else {
                    blockCount += decoder.writeUTF8(field, to: block + blockCount, replacementCount: &replacementCount)
                }
            }
        }
        block[blockCount] = 0x0D
        block[blockCount + 1] = 0x0A
        blockCount += 2
    }

    /// Hands the block to `output` and starts it afresh.
    mutating func flush(to output: (UnsafeRawBufferPointer) -> Void) {
        output(UnsafeRawBufferPointer(start: block, count: blockCount))
        blockCount = 0
    }

    private mutating func growBlock(to capacity: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: block, count: blockCount)
        block.deallocate()
        block = grown
        blockCapacity = capacity
    }

    private mutating func growScratch(to capacity: Int) {
        scratch.deallocate()
        scratch = .allocate(capacity: capacity)
        scratchCapacity = capacity
    }
}
