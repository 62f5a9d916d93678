/// How a file separates fields, quotes text and ends its records.
///
/// The dialect describes bytes, not characters: every setting is an ASCII byte, which is the
/// same in UTF-8 and in every single-byte encoding the importer reads. UTF-16/32 files are
/// converted to UTF-8 before they reach the reader.
public struct Dialect: Sendable, Hashable {
    /// How a quote character inside a quoted field is written.
    package enum Escape: Sendable, Hashable {
        /// `""` inside a quoted field stands for one `"` (RFC 4180).
        case doubledQuote
        /// The byte after the escape byte is taken literally, in quoted and unquoted fields.
        case character(UInt8)
        /// Nothing is escaped: a quote ends the quoted part of a field.
        case none

        /// The backslash escape that many exporters write (`\"`).
        package static let backslash = Escape.character(UInt8(ascii: "\\"))
    }

    /// What ends a record outside of quotes.
    package enum Terminator: Sendable, Hashable {
        /// LF, CR, CRLF and CRCRLF all end a record; this is what real bank files need.
        case anyNewline
        /// One specific byte ends a record; CR and LF are ordinary bytes.
        case byte(UInt8)
    }

    /// The bytes between two fields: usually one byte (`;`), sometimes more (`, `). Never empty.
    public var delimiter: [UInt8]
    /// The quote byte, or `nil` when the file quotes nothing.
    public var quote: UInt8?
    package var escape: Escape
    package var terminator: Terminator
    /// A line that starts with this byte is skipped whole (outside of quotes only).
    package var comment: UInt8?
    /// Drop empty fields at the end of a record, as written by exporters that pad every line to
    /// the widest row (`Kontostand;1.234,56;;;`).
    package var trimTrailingEmptyFields: Bool
    /// Skip spaces at the start of every field, so that `a, "b, c"` reads as `a` and `b, c`:
    /// files written as "comma, space" quote the text after the space.
    package var skipInitialSpace: Bool
    /// Skip lines that contain nothing at all. Their line numbers are still counted.
    package var skipEmptyLines: Bool
    /// Report malformed quoting as a problem on the record instead of reading it leniently.
    /// The reader never stops on its own; strictness is enforced by the layer above.
    package var strict: Bool

    package init(
        delimiter: [UInt8] = [UInt8(ascii: ",")],
        quote: UInt8? = UInt8(ascii: "\""),
        escape: Escape = .doubledQuote,
        terminator: Terminator = .anyNewline,
        comment: UInt8? = nil,
        trimTrailingEmptyFields: Bool = false,
        skipInitialSpace: Bool = false,
        skipEmptyLines: Bool = true,
        strict: Bool = false
    ) {
        precondition(!delimiter.isEmpty, "a delimiter has at least one byte")
        self.delimiter = delimiter
        self.quote = quote
        self.escape = escape
        self.terminator = terminator
        self.comment = comment
        self.trimTrailingEmptyFields = trimTrailingEmptyFields
        self.skipInitialSpace = skipInitialSpace
        self.skipEmptyLines = skipEmptyLines
        self.strict = strict
    }

    /// RFC 4180: comma, double quote, doubled-quote escape.
    package static let rfc4180 = Dialect()
}
