/// Converts a stream of bytes in any supported encoding to UTF-8, chunk by chunk.
///
/// Chunks may split a character anywhere: the bytes of an unfinished UTF-8 sequence, code
/// unit or surrogate pair are carried into the next `convert` call. Ill-formed or unmapped
/// input never stops the conversion; each maximal ill-formed subsequence (Unicode 3.9) becomes
/// one U+FFFD, is counted in `replacementCount`, and the first one's position is kept.
///
/// The transcoder converts exactly the bytes it is given: skip a byte order mark found by
/// `ByteOrderMark.detect` and pass its length as `inputOffset`, so positions stay file offsets.
///
/// ```swift
/// var transcoder = try UTF8Transcoder(from: .windows1252)
/// var utf8: [UInt8] = []
/// for chunk in chunks { chunk.withUnsafeBytes { transcoder.convert($0, into: &utf8) } }
/// transcoder.finish(into: &utf8)
/// ```
package struct UTF8Transcoder: Sendable {
    /// The encoding of the input.
    package let encoding: TextEncoding
    /// How many ill-formed or unmapped sequences were replaced by U+FFFD so far.
    package private(set) var replacementCount = 0
    /// The input offset of the first replaced sequence, or `nil` while there is none.
    package private(set) var firstReplacementOffset: Int?
    /// The input offset of the next byte that `convert` will receive.
    package private(set) var inputOffset: Int

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The byte-to-UTF-8 table, for single-byte encodings only.
    let singleByteTable: SingleByteTable?
    /// The start of a character that the previous chunk cut off.
    var carried = CarriedBytes()
    /// A UTF-16 high surrogate still waiting for its low surrogate, and its input offset.
    var pendingHighSurrogate: (unit: UInt16, offset: Int)?

    /// Creates a transcoder for input in `encoding` whose first byte is at `inputOffset`.
    ///
    /// Does not throw: every code page's table is built in.
    package init(from encoding: TextEncoding, inputOffset: Int = 0) throws(TextDecodingError) {
        self.encoding = encoding
        self.inputOffset = inputOffset
        singleByteTable = encoding.isSingleByte ? SingleByteTable.table(for: encoding) : nil
    }

    /// Converts `chunk` and appends the UTF-8 to `output`, keeping an unfinished character
    /// at the end of the chunk for the next call.
    package mutating func convert(_ chunk: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        guard let base = chunk.baseAddress, chunk.count > 0 else { return }
        let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: chunk.count)
        switch encoding {
        case .utf8:
            convertUTF8(bytes, into: &output)
        case .utf16LittleEndian:
            convertUTF16(bytes, bigEndian: false, into: &output)
        case .utf16BigEndian:
            convertUTF16(bytes, bigEndian: true, into: &output)
        case .utf32LittleEndian:
            convertUTF32(bytes, bigEndian: false, into: &output)
        case .utf32BigEndian:
            convertUTF32(bytes, bigEndian: true, into: &output)
        case .windows1252, .isoLatin1, .isoLatin9, .windows1250, .ibm850, .macintosh:
            convertSingleByte(bytes, table: singleByteTable!, into: &output)
        }
        inputOffset += chunk.count
        checkInvariants()
    }

    /// Ends the input: a character left unfinished by the last chunk becomes one U+FFFD.
    package mutating func finish(into output: inout [UInt8]) {
        var unfinishedOffset: Int?
        if let pending = pendingHighSurrogate {
            unfinishedOffset = pending.offset
            pendingHighSurrogate = nil
        }
        if !carried.isEmpty {
            unfinishedOffset = unfinishedOffset ?? inputOffset - carried.count
            carried = CarriedBytes()
        }
        if let offset = unfinishedOffset {
            recordReplacement(at: offset)
            output.append(contentsOf: UTF8Transcoder.replacementCharacter)
        }
    }

    /// Checks in debug builds that only a cut-off character is carried between chunks.
    func checkInvariants() {
        #if DEBUG
        switch encoding {
        case .utf8, .utf32LittleEndian, .utf32BigEndian:
            assert(carried.count < 4, "a whole character was carried")
        case .utf16LittleEndian, .utf16BigEndian:
            assert(carried.count < 2, "a whole code unit was carried")
        default:
            assert(carried.isEmpty, "a single-byte encoding carried a byte")
        }
        assert(pendingHighSurrogate == nil || encoding.codeUnitSize == 2, "surrogate outside UTF-16")
        assert(firstReplacementOffset == nil || replacementCount > 0, "an offset without a replacement")
        #endif
    }

    /// Counts one U+FFFD written for the input at `offset`.
    @inline(__always)
    mutating func recordReplacement(at offset: Int) {
        replacementCount += 1
        if firstReplacementOffset == nil {
            firstReplacementOffset = offset
        }
    }
}

/// Up to four bytes of an unfinished character, kept between chunks without allocating.
struct CarriedBytes: Sendable {
    /// The bytes, first byte lowest.
    private(set) var storage: UInt32 = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ byte: UInt8) {
        precondition(count < 4, "an unfinished character has at most 4 bytes")
        storage |= UInt32(byte) << (8 * count)
        count += 1
    }

    subscript(index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: storage >> (8 * index))
    }
}
