/// Writes JSON text straight into a byte buffer, for outputs too big to build as a value first.
///
/// Only what the fixed outputs need: strings (from UTF-8 bytes, escaped per RFC 8259), `null`,
/// and the punctuation the caller writes itself.
package enum JSONText {
    /// Appends `bytes` (valid UTF-8) as a JSON string literal.
    package static func appendString<Bytes: Collection>(_ bytes: Bytes, to output: inout [UInt8])
    where Bytes.Element == UInt8 {
        output.append(0x22)
        for byte in bytes {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: output.append(contentsOf: [0x5C, 0x72])
            case 0x09: output.append(contentsOf: [0x5C, 0x74])
            case 0x00..<0x20:
                output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }

    /// Whether `byte` is one that a JSON string escapes (controls, quote, backslash) or that
    /// starts a character `TerminalSafeText` replaces (DEL; C1 controls after C2, U+061C after
    /// D8, the bidi and line separators after E2); every other byte of valid UTF-8 is copied as
    /// it is. Compares instead of looking up a table: a static table is a lazy global, whose
    /// `swift_once` check on every byte cost more than the comparisons.
    @inline(__always)
    static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// Whether any byte `needsLook`, asked of sixteen bytes at a time in texts that long
    /// (`sixteenAtATime`), else of eight: a word without a control,
    /// quote, backslash, DEL or one of the three lead bytes, most of every text, is passed with
    /// a few operations; a word the test flags (which may flag a clean byte above a flagged
    /// one) is looked at byte by byte.
    package static func containsByteNeedingLook(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.count >= 16, let base = bytes.baseAddress {
            return containsByteNeedingLook(sixteenAtATime: UnsafeRawPointer(base), count: bytes.count)
        }
        let (ones, highs) = (ByteWord.ones, ByteWord.highs)
        /// The high bit of each byte of `word` that equals `byte` (and maybe of bytes above it).
        func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let difference = word ^ (ones &* UInt64(byte))
            return (difference &- ones) & ~difference & highs
        }
        /// Whether the eight bytes at `offset` hold one that needs a look.
        func holdsByteNeedingLook(_ word: UInt64, at offset: Int) -> Bool {
            // The lead bytes themselves, not every byte above 0x7F: a word with an umlaut
            // would otherwise be looked at byte by byte.
            let flagged = ((word &- ones &* 0x20) & ~word & highs)
                | equal(word, 0x22) | equal(word, 0x5C) | equal(word, 0x7F) | equal(word, 0xC2) | equal(word, 0xD8) | equal(word, 0xE2)
            return flagged != 0 && UnsafeBufferPointer(rebasing: bytes[offset..<offset + 8]).contains(where: needsLook)
        }
        return ByteWord.anyWord(in: bytes, holdsByteNeedingLook, orByte: needsLook)
    }

    /// `containsByteNeedingLook` of the `count` (at least 16) bytes at `raw`, sixteen at a
    /// time: the comparisons compile to SSE2 (or NEON) compares (the 100k-row statement's
    /// escape checks in `preview --json`: 72 M instructions by words, 52 M with blocks).
    /// The vectors are spelled `SIMD16<UInt8>`: left to inference, the same expressions were
    /// compiled lane by lane, fifteen times the words' instructions. The mask is read as two
    /// words (`any` is a call). The last block overlaps the one before.
    private static func containsByteNeedingLook(sixteenAtATime raw: UnsafeRawPointer, count: Int) -> Bool {
        @inline(__always) func flagged(at offset: Int) -> Bool {
            let bytes = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let controls = bytes .< SIMD16<UInt8>(repeating: 0x20)
            let quotes = bytes .== SIMD16<UInt8>(repeating: 0x22)
            let backslashes = bytes .== SIMD16<UInt8>(repeating: 0x5C)
            let deletes = bytes .== SIMD16<UInt8>(repeating: 0x7F)
            let c2 = bytes .== SIMD16<UInt8>(repeating: 0xC2)
            let d8 = bytes .== SIMD16<UInt8>(repeating: 0xD8)
            let e2 = bytes .== SIMD16<UInt8>(repeating: 0xE2)
            let flags: SIMDMask<SIMD16<Int8>> = controls .| quotes .| backslashes .| deletes .| c2 .| d8 .| e2
            let words = unsafeBitCast(flags, to: SIMD2<UInt64>.self)
            return words[0] | words[1] != 0
        }
        var offset = 0
        while offset + 16 <= count {
            if flagged(at: offset) { return true }
            offset += 16
        }
        return offset < count && flagged(at: count - 16)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x57 + value
    }

    package static func appendString(_ string: String, to output: inout [UInt8]) {
        appendString(string.utf8, to: &output)
    }

    /// Appends `string` as a JSON string literal in which every character `TerminalSafeText`
    /// replaces (DEL, C1 and bidi controls too, not only what RFC 8259 requires) is a `\u`
    /// escape: the same value for a program, and nothing a terminal acts on when a person
    /// looks at the JSON. Documents built as `JSONValue` are written this way; `rows` keeps
    /// the plain form.
    package static func appendTerminalSafeString(_ string: String, to output: inout [UInt8]) {
        // Most texts (dates, amounts, fingerprints, most names and purposes) hold no byte that
        // needs a look: they are copied as they are.
        let copied: Bool? = string.utf8.withContiguousStorageIfAvailable { appendCopyingPlainBytes($0, to: &output) }
        if copied == true { return }
        appendLooking(at: string, to: &output)
    }

    /// `appendTerminalSafeString` of a text's UTF-8 bytes (valid UTF-8).
    package static func appendTerminalSafeString(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        if appendCopyingPlainBytes(utf8, to: &output) { return }
        appendLooking(at: String(decoding: utf8, as: UTF8.self), to: &output)
    }

    /// Appends `bytes` quoted when none needs a look; `false`, with nothing appended, otherwise.
    private static func appendCopyingPlainBytes(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        guard !containsByteNeedingLook(bytes) else { return false }
        output.append(0x22)
        output.append(contentsOf: bytes)
        output.append(0x22)
        return true
    }

    /// `appendTerminalSafeString` of a text with a byte that needs a look, character by character.
    private static func appendLooking(at string: String, to output: inout [UInt8]) {
        guard TerminalSafeText.needsReplacing(string.utf8, keepingLineFeeds: true, keepingTabs: true) else {
            appendString(string.utf8, to: &output)
            return
        }
        output.append(0x22)
        var encoded: [UInt8] = []
        for scalar in string.unicodeScalars {
            if scalar.value >= 0x20 && TerminalSafeText.isUnsafe(scalar) {
                output.append(contentsOf: [0x5C, 0x75])
                for shift in stride(from: 12, through: 0, by: -4) {
                    output.append(hexDigit(UInt8((scalar.value >> UInt32(shift)) & 0xF)))
                }
            } else {
                encoded.removeAll(keepingCapacity: true)
                encoded.append(contentsOf: String(scalar).utf8)
                // The literal's quotes, which the plain form adds, are dropped.
                var literal: [UInt8] = []
                appendString(encoded, to: &literal)
                output.append(contentsOf: literal.dropFirst().dropLast())
            }
        }
        output.append(0x22)
    }
}
