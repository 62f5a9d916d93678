import TextDecoding

/// How one single-byte code page reads each of the 256 bytes, and what each byte adds to a
/// sample's plausibility score: built once per code page, so that scoring a sample in six code
/// pages is a table lookup per non-ASCII byte instead of six decodings into `Character`s.
///
/// The tables are made by the transcoder and `TextPlausibility.weight` themselves, so they
/// read and score exactly as decoding the sample and walking its characters would. That holds
/// because each byte of these code pages decodes to one scalar and no scalar of theirs joins
/// its neighbour into one character (none is a combining mark); the one pair that does join,
/// CR LF, is ASCII and no letter either way.
struct CodePageReading: Sendable {
    let encoding: TextEncoding
    /// The scalar each byte decodes to; U+FFFD where the code page leaves the byte undefined.
    let scalars: [Unicode.Scalar]
    let isUnmapped: [Bool]
    let isLetter: [Bool]
    /// Four weights per byte, at `byte * 4 + (previous is a letter ? 2 : 0) + (next is a letter ? 1 : 0)`;
    /// `nil` for bytes that decode to ASCII, which are not scored.
    let weights: [Double?]

    /// The code pages `EncodingDetector` weighs, in its order; one ICU cannot provide is left out.
    static let candidates: [CodePageReading] = EncodingDetector.singleByteCandidates.compactMap(CodePageReading.init)

    init?(_ encoding: TextEncoding) {
        var scalars: [Unicode.Scalar] = []
        var isUnmapped: [Bool] = []
        for byte in 0...UInt8.max {
            guard var transcoder = try? UTF8Transcoder(from: encoding) else { return nil }
            var text: [UInt8] = []
            [byte].withUnsafeBytes { transcoder.convert($0, into: &text) }
            transcoder.finish(into: &text)
            let decoded = String(decoding: text, as: UTF8.self).unicodeScalars
            precondition(decoded.count == 1, "\(encoding) decodes byte \(byte) to \(decoded.count) scalars")
            precondition(byte >= 0x80 || decoded.first!.isASCII, "\(encoding) decodes ASCII byte \(byte) to non-ASCII")
            scalars.append(decoded.first!)
            isUnmapped.append(transcoder.replacementCount > 0)
        }
        self.encoding = encoding
        self.scalars = scalars
        self.isUnmapped = isUnmapped
        isLetter = scalars.map { Character($0).isLetter }
        weights = scalars.flatMap { scalar -> [Double?] in
            let character = Character(scalar)
            guard !character.isASCII else { return [nil, nil, nil, nil] }
            return [(" ", " "), (" ", "a"), ("a", " "), ("a", "a")].map { previous, next in
                TextPlausibility.weight(of: character, previous: previous, next: next)
            }
        }
    }
}
