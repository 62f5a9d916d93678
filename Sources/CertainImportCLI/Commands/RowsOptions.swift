import CommandLineKit
import ImportEngine

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

    typealias Quote = TableReadingSettings.Quote
    typealias Escape = TableReadingSettings.Escape

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

extension RowsOptions {
    /// The reading settings the options give.
    var reading: TableReadingSettings {
        TableReadingSettings(delimiter: delimiter, quote: quote, escape: escape, encoding: encoding, skipLines: skipLines, header: header)
    }
}

extension TableReadingSettings.Escape: ExpressibleByArgument {}
