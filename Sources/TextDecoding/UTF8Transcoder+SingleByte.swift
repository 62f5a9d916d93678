extension UTF8Transcoder {
    /// Maps each byte of a single-byte code page through its table.
    ///
    /// Eight bytes are loaded at once: an all-ASCII word is stored as it is, otherwise its
    /// bytes go through the table one by one. Bytes never straddle chunks, so nothing is carried.
    mutating func convertSingleByte(_ bytes: UnsafeBufferPointer<UInt8>, table: SingleByteTable, into output: inout [UInt8]) {
        let base = bytes.baseAddress!
        let end = bytes.count
        table.entries.withUnsafeBufferPointer { entries in
            let entries = entries.baseAddress!
            OutputBlock.withBlock { block in
                var index = 0
                while index + 8 <= end {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if word & 0x8080_8080_8080_8080 == 0 {
                        block.writeASCII(word)
                    } else {
                        for position in index..<index + 8 {
                            writeSingleByte(base[position], at: position, entries: entries, into: &block)
                        }
                    }
                    index += 8
                    block.makeRoom(flushingInto: &output)
                }
                while index < end {
                    writeSingleByte(base[index], at: index, entries: entries, into: &block)
                    index += 1
                }
                block.flush(into: &output)
            }
        }
    }

    @inline(__always)
    private mutating func writeSingleByte(
        _ byte: UInt8, at index: Int, entries: UnsafePointer<UInt32>, into block: inout OutputBlock
    ) {
        let entry = entries[Int(byte)]
        block.write(tableEntry: entry)
        if entry & SingleByteTable.unmappedFlag != 0 {
            recordReplacement(at: inputOffset + index)
        }
    }
}
