import CSVCore
import ImportWords
import StatementValues

/// Why a file cannot be read as a table at all.
package enum TableReadingError: Error, Equatable, Sendable {
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
    /// The error as a typed problem, its line the record's.
    package var problem: Problem {
        switch self {
        case .emptyInput:
            Problem(.emptyFile)
        case .binaryContent(let byte):
            Problem(.binaryContent, ["byte": .number(byte)], need: .encoding(candidates: ["utf-16le"]))
        case .recordTooLong(let line, let limit):
            Problem(.recordTooLong, ["line": .number(line), "mebibytes": .number(limit / (1 << 20))], line: line)
        case .tooManyFields(let line, let limit):
            Problem(.tooManyFields, ["line": .number(line), "limit": .number(limit)], line: line, need: .delimiter(candidates: []))
        }
    }

    package var description: String { problem.englishMessage }

    /// The physical line the problem is on, when known.
    package var line: Int? {
        switch self {
        case .emptyInput, .binaryContent: nil
        case .recordTooLong(let line, _), .tooManyFields(let line, _): line
        }
    }
}
