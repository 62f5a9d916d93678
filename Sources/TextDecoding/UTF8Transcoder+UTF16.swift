extension UTF8Transcoder {
    /// Decodes UTF-16 code units, pairing surrogates across chunk boundaries.
    ///
    /// Pure Swift rather than ICU's streaming converter, so that every lone surrogate and
    /// cut-off unit is counted and located exactly like ill-formed UTF-8. Four ASCII code
    /// units are recognised and written per 8-byte load.
    mutating func convertUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into output: inout [UInt8]) {
        let base = bytes.baseAddress!
        let raw = UnsafeRawPointer(base)
        let end = bytes.count
        // Each unit's high byte must be zero and its low byte below 0x80.
        let nonASCIIMask: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
        let lowByteShift: UInt64 = bigEndian ? 8 : 0
        var index = 0
        OutputBlock.withBlock { block in
            if carried.count == 1 {
                let unit = UTF8Transcoder.unit(carried[0], base[0], bigEndian: bigEndian)
                carried = CarriedBytes()
                decodeUTF16(unit, at: inputOffset - 1, into: &block)
                index = 1
            }
            while index + 2 <= end {
                if index + 8 <= end && pendingHighSurrogate == nil {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if word & nonASCIIMask == 0 {
                        block.write(ascii: UInt8(truncatingIfNeeded: word >> lowByteShift))
                        block.write(ascii: UInt8(truncatingIfNeeded: word >> (lowByteShift + 16)))
                        block.write(ascii: UInt8(truncatingIfNeeded: word >> (lowByteShift + 32)))
                        block.write(ascii: UInt8(truncatingIfNeeded: word >> (lowByteShift + 48)))
                        index += 8
                        block.makeRoom(flushingInto: &output)
                        continue
                    }
                }
                let unit = UTF8Transcoder.unit(base[index], base[index + 1], bigEndian: bigEndian)
                decodeUTF16(unit, at: inputOffset + index, into: &block)
                index += 2
                block.makeRoom(flushingInto: &output)
            }
            if index < end {
                carried.append(base[index])
            }
            block.flush(into: &output)
        }
    }

    /// Writes one UTF-16 code unit, or holds it when it is a high surrogate.
    @inline(__always)
    private mutating func decodeUTF16(_ unit: UInt16, at offset: Int, into block: inout OutputBlock) {
        if let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            if unit & 0xFC00 == 0xDC00 {
                let scalar = 0x10000 + (UInt32(high.unit & 0x3FF) << 10 | UInt32(unit & 0x3FF))
                block.write(scalar: scalar)
                return
            }
            recordReplacement(at: high.offset)
            block.writeReplacement()
        }
        switch unit & 0xFC00 {
        case 0xD800:
            pendingHighSurrogate = (unit, offset)
        case 0xDC00:
            recordReplacement(at: offset)
            block.writeReplacement()
        default:
            block.write(scalar: UInt32(unit))
        }
    }

    @inline(__always)
    private static func unit(_ first: UInt8, _ second: UInt8, bigEndian: Bool) -> UInt16 {
        bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
    }
}
