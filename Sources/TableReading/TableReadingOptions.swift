import CSVCore
import TextDecoding

/// Everything the table reader needs to know about a file: how its text is encoded, how its
/// records are written, and where the table starts.
package struct TableReadingOptions: Sendable {
    package var dialect: Dialect
    /// The file's encoding; `nil` means: the byte order mark's, else UTF-8.
    package var encoding: TextEncoding?
    /// Physical lines before the table (a preamble), skipped as raw lines, not parsed as CSV:
    /// preambles often hold quotes that do not balance.
    package var skipLines: Int
    /// Whether the first record of the table is a header.
    package var hasHeader: Bool
    /// How many records form the header when there is one: 2 or more for headers written on
    /// several lines, whose names are joined per column with a space.
    package var headerRecords: Int
    /// Physical lines after the table that are not part of it (summary lines), dropped.
    package var footerLines: Int
    /// Bytes read from the source at a time.
    package var chunkSize: Int
    /// The longest record accepted. It bounds memory: the reader holds one record at a time,
    /// and a runaway quote or a binary file would otherwise make that record the whole file.
    /// A record is one booking, whose longest texts are a few kilobytes; 1 MiB keeps a file of
    /// long lines that are not rows within the streaming commands' 64 MB (the reader's
    /// record, the batches waiting and the one mapped each hold a few such lines: lines of
    /// 4 MiB took 86 MB, of 15 MiB 205 MB).
    package var maxRecordBytes: Int
    /// The most fields a record may have. It bounds memory as `maxRecordBytes` does: a line of
    /// 1 MiB of delimiters is a million fields, and each costs more than its byte down the
    /// pipeline. Spreadsheets export at most 16,384 columns.
    package var maxRecordFields: Int
    /// Whether to hash the input as it passes, for `TableReader.sha256OfInput()`: the import
    /// history needs the file's identity, but hashing costs more than reading the table, so a
    /// caller that only reads (`rows`) leaves it off.
    package var hashesInput: Bool

    package init(
        dialect: Dialect = .rfc4180,
        encoding: TextEncoding? = nil,
        skipLines: Int = 0,
        hasHeader: Bool = true,
        headerRecords: Int = 1,
        footerLines: Int = 0,
        chunkSize: Int = 1 << 20,
        maxRecordBytes: Int = 1 << 20,
        maxRecordFields: Int = 1 << 16,
        hashesInput: Bool = true
    ) {
        self.dialect = dialect
        self.encoding = encoding
        self.skipLines = skipLines
        self.hasHeader = hasHeader
        self.headerRecords = max(1, headerRecords)
        self.footerLines = footerLines
        self.chunkSize = chunkSize
        self.maxRecordBytes = maxRecordBytes
        self.maxRecordFields = maxRecordFields
        self.hashesInput = hashesInput
    }
}
