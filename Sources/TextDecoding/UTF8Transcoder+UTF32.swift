extension UTF8Transcoder {
    /// Decodes UTF-32 code units; a surrogate or a value above U+10FFFF becomes U+FFFD.
    mutating func convertUTF32(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into output: inout [UInt8]) {
        let base = bytes.baseAddress!
        let end = bytes.count
        var index = 0
        OutputBlock.withBlock { block in
            if !carried.isEmpty {
                let unitStart = inputOffset - carried.count
                while carried.count < 4 && index < end {
                    carried.append(base[index])
                    index += 1
                }
                guard carried.count == 4 else { return }
                let unit = UTF8Transcoder.unit(carried.storage.littleEndian, bigEndian: bigEndian)
                carried = CarriedBytes()
                decodeUTF32(unit, at: unitStart, into: &block)
            }
            while index + 4 <= end {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt32.self)
                decodeUTF32(UTF8Transcoder.unit(word, bigEndian: bigEndian), at: inputOffset + index, into: &block)
                index += 4
                block.makeRoom(flushingInto: &output)
            }
            while index < end {
                carried.append(base[index])
                index += 1
            }
            block.flush(into: &output)
        }
    }

    @inline(__always)
    private mutating func decodeUTF32(_ unit: UInt32, at offset: Int, into block: inout OutputBlock) {
        if unit > 0x10FFFF || unit & 0xFFFF_F800 == 0xD800 {
            recordReplacement(at: offset)
            block.writeReplacement()
        } else {
            block.write(scalar: unit)
        }
    }

    /// Reads a unit from four bytes loaded in memory order.
    @inline(__always)
    private static func unit(_ memoryOrder: UInt32, bigEndian: Bool) -> UInt32 {
        bigEndian ? UInt32(bigEndian: memoryOrder) : UInt32(littleEndian: memoryOrder)
    }
}
