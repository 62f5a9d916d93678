import CommandLineKit

/// What `certain-import rows` was asked to do: which file, how to read it, how to write it.
///
/// Every reading setting is `nil` when the user left it to detection.
struct RowsOptions: Hashable, Sendable {
    /// The table formats `rows` writes.
    enum Format: String, CaseIterable, Hashable, Sendable, ExpressibleByArgument {
        /// RFC 4180: `,` delimiter, `"` quote, CRLF after every record.
        case csv
        /// `{"header": [...] | null, "records": [[...], ...]}`.
        case json
    }

    /// Whether fields may be quoted, and with which character.
    enum Quote: Hashable, Sendable {
        /// Fields may be enclosed in this ASCII byte.
        case character(UInt8)
        /// No character quotes; every byte between delimiters belongs to the field.
        case unquoted
    }

    /// How a quote (or delimiter) inside a field is written.
    enum Escape: String, CaseIterable, Hashable, Sendable, ExpressibleByArgument {
        /// `""` inside a quoted field stands for one `"` (RFC 4180).
        case doubled
        /// The byte after a backslash is taken literally.
        case backslash
        /// Nothing is escaped.
        case unescaped = "none"
    }

    var file: InputFile
    var format: Format = .csv
    /// The bytes between fields: usually one (`;`), sometimes more (`, `). Never empty.
    var delimiter: [UInt8]?
    var quote: Quote?
    var escape: Escape?
    /// The encoding name as the user gave it, such as `windows-1252`.
    var encoding: String?
    /// How many physical lines come before the table (a bank's preamble).
    var skipLines: Int?
    /// Whether the table's first line is a header.
    var header: Bool?
}
