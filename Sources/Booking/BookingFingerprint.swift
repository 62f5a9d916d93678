import StatementChecks


/// A booking's fingerprint as the contract carries it: any text up to 128 characters, which
/// is one of certain-import's own (`Fingerprint`) when it reads as exactly one, else another
/// client's, kept as the text it is.
///
/// Ours are kept as their values, 32 bytes without a string to allocate, and compared as
/// them. A text becomes ours only when it is exactly what `Fingerprint.description` writes,
/// so two fingerprints are equal exactly when their texts are: another client's fingerprint
/// that looks almost like one of ours stays foreign, and is still found as a duplicate of
/// the same text.
public struct BookingFingerprint: Hashable, Sendable, CustomStringConvertible {
    private enum Form: Hashable, Sendable {
        case ours(Fingerprint)
        case foreign(ForeignText)
    }

    /// Another client's text, equal to another only byte for byte, as the ledger's index
    /// compares it: `String`'s `==` takes `é` and `e` + U+0301 as one, so a duplicate would be
    /// found among loaded bookings but not by a probe of the index.
    private struct ForeignText: Hashable, Sendable {
        let text: String

        static func == (lhs: ForeignText, rhs: ForeignText) -> Bool {
            lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    private let form: Form

    package init(_ fingerprint: Fingerprint) {
        form = .ours(fingerprint)
    }

    /// The fingerprint whose text is `text`.
    package init(_ text: String) {
        form = Fingerprint(text).map(Form.ours) ?? .foreign(ForeignText(text: text))
    }

    /// The fingerprint whose text's UTF-8 is `utf8`: a stored one, read in place.
    package init(utf8: UnsafeRawBufferPointer) {
        form = Fingerprint(utf8: utf8).map(Form.ours) ?? .foreign(ForeignText(text: String(decoding: utf8, as: UTF8.self)))
    }

    /// The fingerprint as certain-import made it, or `nil` for another client's.
    package var ours: Fingerprint? {
        if case .ours(let fingerprint) = form { return fingerprint }
        return nil
    }

    /// The contract's text.
    public var description: String {
        switch form {
        case .ours(let fingerprint): fingerprint.description
        case .foreign(let foreign): foreign.text
        }
    }

    /// How many bytes the text takes.
    package var utf8Count: Int {
        switch form {
        case .ours(let fingerprint): fingerprint.descriptionLength
        case .foreign(let foreign): foreign.text.utf8.count
        }
    }

    /// Calls `body` with the text's UTF-8 bytes: ours written on the stack, without a string.
    package func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch form {
        case .ours(let fingerprint):
            return try fingerprint.withDescriptionBytes(body)
        case .foreign(let foreign):
            let text = foreign.text
            if let result = try text.utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
                return result
            }
            return try Array(text.utf8).withUnsafeBytes(body)
        }
    }
}
