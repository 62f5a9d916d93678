import TextDecoding

/// A string literal of a filter, compared and searched for ignoring case and accents.
///
/// ICU does it all, but a search through ICU opens a string search and copies both texts to
/// UTF-16 on every call, which costs microseconds per row. Most counterparties and purposes
/// are plain ASCII, and between printable ASCII texts ICU's primary strength means exactly
/// ASCII case folding: in the root collation each printable ASCII character has a primary
/// weight of its own, shared only with its other letter case, and none is ignorable or part
/// of a contraction. So those take a byte loop, and everything else goes to ICU.
struct CollatedText: Sendable {
    let text: String
    let collator: TextCollator
    /// The text lower-cased, when it is printable ASCII; `nil` otherwise.
    private let foldedASCII: [UInt8]?

    init(_ text: String, collator: TextCollator) {
        self.text = text
        self.collator = collator
        foldedASCII = text.utf8.allSatisfy(Self.isPrintableASCII) ? text.utf8.map(Self.lowercased) : nil
    }

    /// Whether `other` equals the text, ignoring case and accents.
    func isEqual(to other: String) -> Bool {
        if let foldedASCII, let equal = Self.asciiEqual(foldedASCII, other) { return equal }
        return collator.equalsIgnoringCaseAndAccents(other, text)
    }

    /// Whether `haystack` contains the text, ignoring case and accents.
    func isContained(in haystack: String) -> Bool {
        if let foldedASCII, let found = Self.asciiContains(foldedASCII, haystack) { return found }
        return collator.contains(text, in: haystack)
    }

    /// The answer for printable ASCII `other`; `nil` when `other` is anything else.
    private static func asciiEqual(_ folded: [UInt8], _ other: String) -> Bool? {
        var other = other
        return other.withUTF8 { bytes in
            guard bytes.allSatisfy(isPrintableASCII) else { return nil }
            return bytes.count == folded.count && zip(bytes, folded).allSatisfy { lowercased($0) == $1 }
        }
    }

    /// The answer for printable ASCII `haystack`; `nil` when `haystack` is anything else.
    private static func asciiContains(_ needle: [UInt8], _ haystack: String) -> Bool? {
        var haystack = haystack
        return haystack.withUTF8 { bytes in
            guard bytes.allSatisfy(isPrintableASCII) else { return nil }
            guard needle.count <= bytes.count else { return false }
            guard let first = needle.first else { return true }
            var start = 0
            while start + needle.count <= bytes.count {
                if lowercased(bytes[start]) == first {
                    var offset = 1
                    while offset < needle.count, lowercased(bytes[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
