import StatementValues

/// The text of a fingerprint, `v1-<32 hex digits>-<occurrence>`, as outputs, the ledger and
/// the contract carry it: written straight into the writer's bytes, and read back strictly.
extension Fingerprint: CustomStringConvertible {
    /// `v1-`, the 128 bits as 32 lower-case hex digits, `-` and the occurrence in decimal.
    public var description: String {
        String(unsafeUninitializedCapacity: descriptionLength) { buffer in
            writeDescription(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            return descriptionLength
        }
    }

    /// Appends `description`'s bytes, without making a string: the writers of long outputs
    /// write one a row.
    package func appendDescription(to output: inout [UInt8]) {
        withDescriptionBytes { output.append(contentsOf: $0) }
    }

    /// Calls `body` with `description`'s bytes, written on the stack.
    package func withDescriptionBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(byteCount: Self.maximumDescriptionLength, alignment: 1) { buffer in
            writeDescription(to: buffer.baseAddress!)
            return try body(UnsafeRawBufferPointer(rebasing: buffer[..<descriptionLength]))
        }
    }

    /// The most bytes `description` takes: the prefix, the hex digits, `-` and an `Int`'s digits.
    package static let maximumDescriptionLength = prefixLength + 32 + 1 + 19

    /// `v1-`: `version` and `-`, which the writer and the reader spell out byte by byte. A
    /// new version hashes otherwise too, so it comes with a writer and a reader of its own.
    private static let prefixLength = 3

    /// How many bytes `description` takes.
    package var descriptionLength: Int {
        Self.prefixLength + 32 + 1 + DecimalDigits.count(of: UInt64(occurrence))
    }

    /// Writes `description` into the `descriptionLength` bytes at `bytes`: also for the
    /// booking digests, which write every row's fingerprint into their own blocks.
    package func writeDescription(to bytes: UnsafeMutableRawPointer) {
        bytes.storeBytes(of: UInt8(ascii: "v"), as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "1"), toByteOffset: 1, as: UInt8.self)
        bytes.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 2, as: UInt8.self)
        func hex(_ word: UInt64, at offset: Int) {
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * index)) & 0xF
                let digit = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
                bytes.storeBytes(of: digit, toByteOffset: offset + index, as: UInt8.self)
            }
        }
        hex(core.high, at: Self.prefixLength)
        hex(core.low, at: Self.prefixLength + 16)
        bytes.storeBytes(of: UInt8(ascii: "-"), toByteOffset: Self.prefixLength + 32, as: UInt8.self)
        DecimalDigits.write(UInt64(occurrence), to: bytes + Self.prefixLength + 33)
    }

    /// The fingerprint whose `description` is exactly `text`, or `nil`: a text written
    /// otherwise (upper-case hex, a leading zero, another version, spaces) is not one of ours,
    /// so that a fingerprint read back is the text it was, never a near one.
    public init?(_ text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Fingerprint(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = parsed
    }

    /// `init(_:)` of the text whose UTF-8 is `utf8`: a ledger's stored text, read in place.
    package init?(utf8: UnsafeRawBufferPointer) {
        let digitsEnd = Self.prefixLength + 32
        guard utf8.count > digitsEnd + 1, utf8.count <= Self.maximumDescriptionLength,
              utf8[0] == UInt8(ascii: "v"), utf8[1] == UInt8(ascii: "1"), utf8[2] == UInt8(ascii: "-"),
              utf8[digitsEnd] == UInt8(ascii: "-")
        else { return nil }
        var words: (high: UInt64, low: UInt64) = (0, 0)
        for index in 0..<32 {
            let nibble: UInt8
            switch utf8[Self.prefixLength + index] {
            case let byte where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte): nibble = byte - UInt8(ascii: "0")
            case let byte where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte): nibble = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            if index < 16 { words.high = words.high << 4 | UInt64(nibble) } else { words.low = words.low << 4 | UInt64(nibble) }
        }
        // The occurrence as `String(_:)` writes a positive `Int`: no sign, no leading zero.
        guard utf8[digitsEnd + 1] != UInt8(ascii: "0") else { return nil }
        var occurrence = 0
        for byte in utf8[(digitsEnd + 1)...] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflow) = occurrence.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowAgain else { return nil }
            occurrence = sum
        }
        self.init(core: CoreHash(high: words.high, low: words.low), occurrence: occurrence)
    }
}
