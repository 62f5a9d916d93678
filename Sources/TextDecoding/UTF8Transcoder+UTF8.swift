extension UTF8Transcoder {
    /// Validates UTF-8 input and copies its well-formed runs to `output` unchanged.
    ///
    /// ASCII is skipped 8 bytes at a time; a run of valid bytes is copied with one `append`
    /// when it ends, so clean input costs one scan and one copy.
    mutating func convertUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        let base = bytes.baseAddress!
        let end = bytes.count
        var index = carried.isEmpty ? 0 : finishCarriedUTF8(bytes, into: &output)
        var runStart = index
        while index < end {
            index = UTF8Validation.skipASCII(from: index, end: end, in: base)
            guard index < end else { break }
            if base[index] < 0x80 {
                index += 1
                continue
            }
            let result = UTF8Validation.classifySequence(at: index, end: end, in: base)
            if result > 0 {
                index += result
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if result == 0 {
                for offset in index..<end {
                    carried.append(base[offset])
                }
                return
            }
            recordReplacement(at: inputOffset + index)
            output.append(contentsOf: UTF8Transcoder.replacementCharacter)
            index -= result
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
    }

    /// Completes the sequence carried from the previous chunk with the first bytes of
    /// `bytes` and returns how many of them it used.
    private mutating func finishCarriedUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Int {
        let carriedCount = carried.count
        var candidate = carried
        var taken = 0
        while candidate.count < 4 && taken < bytes.count {
            candidate.append(bytes[taken])
            taken += 1
        }
        let result = withUnsafeBytes(of: candidate.storage.littleEndian) { raw in
            UTF8Validation.classifySequence(
                at: 0, end: candidate.count, in: raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        if result == 0 {
            carried = candidate
            return taken
        }
        carried = CarriedBytes()
        if result > 0 {
            for position in 0..<result {
                output.append(candidate[position])
            }
        } else {
            recordReplacement(at: inputOffset - carriedCount)
            output.append(contentsOf: UTF8Transcoder.replacementCharacter)
        }
        // The carried bytes were a valid start, so the sequence or its maximal subpart
        // covers all of them and `magnitude - carriedCount` is never negative.
        return Int(result.magnitude) - carriedCount
    }
}
