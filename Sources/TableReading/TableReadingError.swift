import CSVCore

/// Why a file cannot be read as a table at all.
public enum TableReadingError: Error, Equatable, Sendable {
    /// The input has no bytes at all (a byte order mark alone counts as none).
    case emptyInput
    /// A NUL byte in a file whose encoding has none in text: an image, archive or spreadsheet.
    case binaryContent(byte: Int)
    /// One record grew beyond the limit, which no statement line comes near.
    case recordTooLong(line: Int, limit: Int)
    /// One record has more fields than the limit, which no statement comes near.
    case tooManyFields(line: Int, limit: Int)
}

extension TableReadingError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .emptyInput:
            return "the file is empty: there is no table to read; export the statement again"
        case .binaryContent(let byte):
            return "not a CSV table: binary content (a NUL byte at byte \(byte)); "
                + "export the statement as CSV, or name a UTF-16 file's encoding with --encoding utf-16le"
        case .recordTooLong(let line, let limit):
            return "the record starting on line \(line) is longer than \(limit / (1 << 20)) MiB; "
                + "this is not a statement table, or the quote setting is wrong (try --quote none)"
        case .tooManyFields(let line, let limit):
            return "the record starting on line \(line) has more than \(limit) fields; "
                + "this is not a statement table, or the delimiter is wrong (name it with --delimiter)"
        }
    }

    /// The physical line the problem is on, when known.
    public var line: Int? {
        switch self {
        case .emptyInput, .binaryContent: nil
        case .recordTooLong(let line, _), .tooManyFields(let line, _): line
        }
    }
}
