import StatementDetection
import StatementImport
import TableReading
import TextDecoding

/// How the user says a statement's table is written, each setting `nil` where it is left to
/// detection: the reader reads as the settings say, and as detection found where they say
/// nothing.
package struct TableReadingSettings: Hashable, Sendable {
    /// Whether fields may be quoted, and with which character.
    package enum Quote: Hashable, Sendable {
        /// Fields may be enclosed in this ASCII byte.
        case character(UInt8)
        /// No character quotes; every byte between delimiters belongs to the field.
        case unquoted
    }

    /// How a quote (or delimiter) inside a field is written.
    package enum Escape: String, CaseIterable, Hashable, Sendable {
        /// `""` inside a quoted field stands for one `"` (RFC 4180).
        case doubled
        /// The byte after a backslash is taken literally.
        case backslash
        /// Nothing is escaped.
        case unescaped = "none"
    }

    /// An encoding name that names none of `TextEncoding`.
    package struct UnknownEncoding: Error, Equatable {
        package var name: String
    }

    /// The bytes between fields: usually one (`;`), sometimes more (`, `). Never empty.
    package var delimiter: [UInt8]?
    package var quote: Quote?
    package var escape: Escape?
    /// The encoding name as the user gave it, such as `windows-1252`.
    package var encoding: String?
    /// How many physical lines come before the table (a bank's preamble).
    package var skipLines: Int?
    /// Whether the table's first line is a header.
    package var header: Bool?

    package init(
        delimiter: [UInt8]?, quote: Quote?, escape: Escape?, encoding: String?, skipLines: Int?, header: Bool?
    ) {
        self.delimiter = delimiter
        self.quote = quote
        self.escape = escape
        self.encoding = encoding
        self.skipLines = skipLines
        self.header = header
    }

    /// Whether some setting is left to detection.
    package var needsDetection: Bool {
        delimiter == nil || quote == nil || escape == nil || encoding == nil || skipLines == nil || header == nil
    }

    /// The reader's options: what the settings say, and what detection found (`detected`)
    /// where they say nothing.
    package func readingOptions(detected: StatementFormat?) throws(UnknownEncoding) -> TableReadingOptions {
        var named: TextEncoding?
        if let encoding {
            guard let known = TextEncoding(name: encoding) else { throw UnknownEncoding(name: encoding) }
            named = known
        }
        var reading = detected?.tableReadingOptions ?? TableReadingOptions()
        if detected?.region.headerRecords ?? 0 > 1 { reading.headerRecords = detected!.region.headerRecords }
        reading.footerLines = detected?.region.footerLines ?? 0
        var dialect = reading.dialect
        if let delimiter {
            dialect.delimiter = delimiter
            dialect.skipInitialSpace = false
        }
        switch quote {
        case .character(let quote)?: dialect.quote = quote
        case .unquoted?: dialect.quote = nil
        case nil: break
        }
        switch escape {
        case .doubled?: dialect.escape = .doubledQuote
        case .backslash?: dialect.escape = .backslash
        case .unescaped?: dialect.escape = .none
        case nil: if dialect.quote == nil { dialect.escape = .none }
        }
        reading.dialect = dialect
        if let named { reading.encoding = named }
        if let skipLines { reading.skipLines = skipLines }
        if let header { reading.hasHeader = header }
        return reading
    }
}
