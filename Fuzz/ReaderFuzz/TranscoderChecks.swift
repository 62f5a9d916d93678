import TextDecoding

/// Converts one fuzz case's text from several encodings whole and in derived chunks (sizes 1 to
/// 17 bytes mostly, so every kind of cut-off character occurs); checks that the output, replacement count and first replacement offset do
/// not depend on the chunking, that the output is valid UTF-8, and that it matches Swift's own
/// decoders (which also replace each maximal ill-formed subsequence by one U+FFFD).
struct TranscoderChecks {
    let fuzzCase: FuzzCase

    init(_ fuzzCase: FuzzCase) {
        self.fuzzCase = fuzzCase
    }

    private static let singleByte: [TextEncoding] = [.windows1252, .isoLatin9, .windows1250, .ibm850, .macintosh]

    func run() {
        let pick = fuzzCase.chunkSizes[0]
        let encodings: [TextEncoding] = [
            .utf8, .isoLatin1,
            pick & 1 == 0 ? .utf16LittleEndian : .utf16BigEndian,
            pick & 2 == 0 ? .utf32LittleEndian : .utf32BigEndian,
            Self.singleByte[pick % Self.singleByte.count],
        ]
        for encoding in encodings { check(encoding) }
    }

    struct Conversion: Equatable {
        var utf8: [UInt8] = []
        var replacements = 0
        var firstReplacement: Int?
    }

    func convert(_ encoding: TextEncoding, chunkSize: (Int) -> Int) -> Conversion {
        let text = fuzzCase.text
        guard var transcoder = try? UTF8Transcoder(from: encoding, inputOffset: 0) else {
            violated("every supported encoding has a transcoder", "\(encoding)")
        }
        var result = Conversion()
        var start = 0
        var chunkNumber = 0
        while start < text.count {
            let end = min(text.count, start + max(1, chunkSize(chunkNumber)))
            chunkNumber += 1
            transcoder.convert(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[start..<end]), into: &result.utf8)
            start = end
            guard transcoder.inputOffset == start else {
                violated("inputOffset counts the bytes given", "\(encoding): \(transcoder.inputOffset) after \(start) bytes")
            }
        }
        transcoder.finish(into: &result.utf8)
        result.replacements = transcoder.replacementCount
        result.firstReplacement = transcoder.firstReplacementOffset
        return result
    }

    func check(_ encoding: TextEncoding) {
        let text = fuzzCase.text
        let whole = convert(encoding) { _ in text.count }
        let sizes = fuzzCase.chunkSizes
        let chunked = convert(encoding) { sizes[$0 % sizes.count] }
        guard whole == chunked else {
            violated("chunking does not change the conversion", """
                \(encoding): whole \(summary(whole))
                chunks of \(sizes) \(summary(chunked))
                """)
        }
        let decoded = String(decoding: whole.utf8, as: UTF8.self)
        guard Array(decoded.utf8) == whole.utf8 else {
            violated("the output is valid UTF-8", "\(encoding): \(summary(whole))")
        }
        let replacementScalars = decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        guard whole.replacements <= replacementScalars, (whole.replacements == 0) == (whole.firstReplacement == nil) else {
            violated("each counted replacement is a U+FFFD in the output", "\(encoding): \(summary(whole)), \(replacementScalars) U+FFFD")
        }
        if let first = whole.firstReplacement, first < 0 || first >= text.count {
            violated("the first replacement lies inside the input", "\(encoding): offset \(first) of \(text.count)")
        }
        if let expected = reference(encoding), expected != whole.utf8 {
            let index = zip(expected, whole.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, whole.utf8.count)
            violated("the transcoder agrees with Swift's decoder", """
                \(encoding): output differs at UTF-8 byte \(index)
                input:    \(Array(text).prefix(64).map { String($0, radix: 16) })
                expected: \(expected.prefix(64).map { String($0, radix: 16) })
                actual:   \(whole.utf8.prefix(64).map { String($0, radix: 16) })
                """)
        }
        if encoding == .utf8 || encoding == .isoLatin1 {
            let inputWasValid = encoding == .isoLatin1 || String(validating: Array(text), as: UTF8.self) != nil
            guard inputWasValid == (whole.replacements == 0) else {
                violated("valid input needs no replacement", "\(encoding): \(summary(whole))")
            }
        }
        if Self.singleByte.contains(encoding) || encoding == .isoLatin1 {
            guard decoded.unicodeScalars.count == text.count else {
                violated("one byte is one character", "\(encoding): \(decoded.unicodeScalars.count) scalars from \(text.count) bytes")
            }
        }
        if encoding.isASCIICompatible { checkFieldDecoder(encoding, expected: whole) }
    }

    /// `FieldDecoder`, which the table reader and `rows` decode fields with, writes what the
    /// transcoder writes, within the room it asks for (AddressSanitizer sees any byte past it).
    func checkFieldDecoder(_ encoding: TextEncoding, expected: Conversion) {
        guard let decoder = try? FieldDecoder(encoding: encoding) else {
            violated("every ASCII-compatible encoding has a field decoder", "\(encoding)")
        }
        let text = fuzzCase.text
        let room = FieldDecoder.maximumUTF8Count(forByteCount: text.count)
        let destination = UnsafeMutablePointer<UInt8>.allocate(capacity: room)
        defer { destination.deallocate() }
        var replacements = 0
        let written = decoder.writeUTF8(text, to: destination, replacementCount: &replacements)
        let output = Array(UnsafeBufferPointer(start: destination, count: written))
        guard output == expected.utf8, replacements == expected.replacements else {
            violated("the field decoder agrees with the transcoder", """
                \(encoding): \(written) bytes, \(replacements) replaced; transcoder \(summary(expected))
                input: \(Array(text).prefix(64).map { String($0, radix: 16) })
                """)
        }
    }

    /// What Swift's standard library decodes from the same bytes, where it has a decoder.
    func reference(_ encoding: TextEncoding) -> [UInt8]? {
        let text = Array(fuzzCase.text)
        switch encoding {
        case .utf8:
            return Array(String(decoding: text, as: UTF8.self).utf8)
        case .isoLatin1:
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: text.map { Unicode.Scalar($0) })
            return Array(String(scalars).utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let big = encoding == .utf16BigEndian
            let units = stride(from: 0, to: text.count - 1, by: 2).map { index -> UInt16 in
                let (high, low) = big ? (text[index], text[index + 1]) : (text[index + 1], text[index])
                return UInt16(high) << 8 | UInt16(low)
            }
            var utf8 = Array(String(decoding: units, as: UTF16.self).utf8)
            // A cut-off last unit is one more U+FFFD, unless it may complete a high surrogate
            // that ends the units: then the two make one unfinished character.
            if text.count % 2 == 1 && !(units.last.map { $0 & 0xFC00 == 0xD800 } ?? false) {
                utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
            return utf8
        case .utf32LittleEndian, .utf32BigEndian:
            let big = encoding == .utf32BigEndian
            let units = stride(from: 0, to: text.count - 3, by: 4).map { index -> UInt32 in
                var value: UInt32 = 0
                for k in 0..<4 {
                    let shift = UInt32(big ? 8 * (3 - k) : 8 * k)
                    value |= UInt32(text[index + k]) << shift
                }
                return value
            }
            var utf8 = Array(String(decoding: units, as: UTF32.self).utf8)
            if text.count % 4 != 0 { utf8.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
            return utf8
        default:
            return nil
        }
    }

    func summary(_ conversion: Conversion) -> String {
        "\(conversion.utf8.count) UTF-8 bytes, \(conversion.replacements) replaced, first at \(conversion.firstReplacement.map(String.init) ?? "none")"
    }
}
