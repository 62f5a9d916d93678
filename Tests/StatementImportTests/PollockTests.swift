import CSVCore
import Foundation
import TableReading
import TestSupport
import Testing
import TextDecoding

/// The Pollock benchmark's 2,290 polluted files, each read with the dialect its parameters
/// file gives, compared table for table with the clean version.
///
/// This measures the reader, not detection: every setting is given. What no reader can get
/// right from the given settings alone is listed in `PollockKnownMismatch`, one rule and one
/// reason per category, so that a file leaving or entering a category fails the suite.
@Suite("Pollock benchmark, dialect given", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct PollockTests {
    static let outcomes: [PollockOutcome] = PollockOutcome.readAll()

    @Test func everyPollutedFileIsRead() {
        #expect(Self.outcomes.count == 2_290)
        let failures = Self.outcomes.compactMap { outcome in outcome.failure.map { "\(outcome.name): \($0)" } }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// The source table itself and the file-level pollutions the reader handles from the
    /// parameters alone: preamble, no header, multi-row header, header only, empty file,
    /// CR or LF rows, missing or doubled final newline, `;`, tab and `, ` delimiters.
    @Test func exactlyTheMeasuredFilesMatchTheCleanTable() {
        let matching = Self.outcomes.filter(\.matches).map(\.name)
        #expect(matching == PollockKnownMismatch.filesMatchingExactly)
    }

    @Test func everyMismatchBelongsToAKnownCategory() {
        let unexplained = Self.outcomes.filter { !$0.matches && PollockKnownMismatch(file: $0.name) == nil }
        #expect(unexplained.map(\.name) == [], "\(unexplained.map(\.difference).prefix(5))")
    }

    /// Each category holds the measured number of files, and in each file the reader's table
    /// differs from the clean one only in the way the category's reason says.
    @Test(arguments: PollockKnownMismatch.allCases)
    func knownMismatchIsExplainedByItsCategory(_ category: PollockKnownMismatch) {
        let members = Self.outcomes.filter { !$0.matches && PollockKnownMismatch(file: $0.name) == category }
        #expect(members.count == category.expectedCount, "\(category.reason)")
        let unexplained = members.filter { !category.explains($0) }
        #expect(unexplained.map(\.name) == [], "\(unexplained.map(\.difference).prefix(5))")
    }

    /// The header rows, joined per column with a space, give the parameters' column names,
    /// except where the polluted row is the header itself.
    @Test func headerRowsJoinToTheColumnNames() {
        let wrong = Self.outcomes.filter { $0.headerMatchesColumnNames == false }
        let pollutedHeader = Self.outcomes.filter { !$0.matches && PollockKnownMismatch.pollutedRecord(of: $0.name) == 0 }
        #expect(Set(wrong.map(\.name)) == Set(pollutedHeader.map(\.name)))
        // Row 0 of the 9 more-separator, 8 less-separator, 9 extra-quote and 1 space-delimiter files.
        #expect(wrong.count == 9 + 8 + 9 + 1)
    }
}

/// Why a polluted file cannot give its clean table when read with the parameters' dialect.
///
/// None of these is a reader bug: the reader reads what the file says. The row pollutions
/// break one row of a well-formed file; the clean table holds that row as it was before, and
/// getting it back is repair that needs the column count and the neighbouring rows (the
/// detection layer), not the record reader.
enum PollockKnownMismatch: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case rowMoreSeparators
    case rowLessSeparators
    case rowExtraQuote
    case rowSpaceDelimiter
    case multipleTables
    case spaceDelimiterWithUnquotedSpaces
    case unescapedQuoteInQuotedField

    static let filesMatchingExactly = [
        "file_double_trailing_newline.csv", "file_escape_char_0x00.csv", "file_escape_char_0x5C.csv",
        "file_field_delimiter_0x2C_0x20.csv", "file_field_delimiter_0x3B.csv",
        "file_field_delimiter_0x9.csv", "file_header_multirow_2.csv", "file_header_multirow_3.csv",
        "file_header_only.csv", "file_no_header.csv", "file_no_payload.csv", "file_no_trailing_newline.csv",
        "file_one_data_row.csv", "file_preamble.csv", "file_record_delimiter_0xA.csv",
        "file_record_delimiter_0xD.csv", "source.csv",
    ]

    init?(file name: String) {
        switch name {
        case _ where name.hasPrefix("row_more_sep_"): self = .rowMoreSeparators
        case _ where name.hasPrefix("row_less_sep_"): self = .rowLessSeparators
        case _ where name.hasPrefix("row_extra_quote"): self = .rowExtraQuote
        case _ where name.hasPrefix("row_field_delimiter_"): self = .rowSpaceDelimiter
        case _ where name.hasPrefix("file_multitable_"): self = .multipleTables
        case "file_field_delimiter_0x20.csv": self = .spaceDelimiterWithUnquotedSpaces
        case "file_quotation_char_0x27.csv": self = .unescapedQuoteInQuotedField
        default: return nil
        }
    }

    var expectedCount: Int {
        switch self {
        case .rowMoreSeparators: 84 * 9
        case .rowLessSeparators: 84 * 8
        case .rowExtraQuote: 84 * 9
        case .rowSpaceDelimiter: 84
        case .multipleTables: 3
        case .spaceDelimiterWithUnquotedSpaces: 1
        case .unescapedQuoteInQuotedField: 1
        }
    }

    var reason: String {
        switch self {
        case .rowMoreSeparators:
            "one row has an extra delimiter: read as written, it has an empty field too many"
        case .rowLessSeparators:
            "one row lacks a delimiter: read as written, two cells are one"
        case .rowExtraQuote:
            "one cell starts with a stray quote: read as RFC 4180 it opens a quoted field that ends at the next quote; in the last column it swallows the line break and the next row (or, in the last row, the final line break)"
        case .rowSpaceDelimiter:
            "one row uses spaces instead of the file's delimiter: read as written, it has fewer cells"
        case .multipleTables:
            "a second table follows the first; the clean table is the first one, and telling where a table ends is detection's job"
        case .spaceDelimiterWithUnquotedSpaces:
            "the delimiter is a space but cells holding spaces are not quoted: the file is ambiguous under its own dialect"
        case .unescapedQuoteInQuotedField:
            "a quote inside a quoted field is not escaped as the parameters say; read leniently, it closes the field"
        }
    }

    var testDescription: String { rawValue }

    /// The record (0 is the header) a row pollution changed, from the file name
    /// (`row_more_sep_row5_col3.csv`, `row_extra_quote5_col3.csv`, `row_field_delimiter_5_0x20.csv`).
    static func pollutedRecord(of name: String) -> Int? {
        guard name.hasPrefix("row_") else { return nil }
        return numbers(in: name).first
    }

    /// The column a row pollution changed.
    static func pollutedColumn(of name: String) -> Int? {
        guard name.hasPrefix("row_") && !name.hasPrefix("row_field_delimiter_") else { return nil }
        return numbers(in: name).dropFirst().first
    }

    private static func numbers(in name: String) -> [Int] {
        name.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    /// Whether the reader's table differs from the clean one only as this category says.
    func explains(_ outcome: PollockOutcome) -> Bool {
        let loaded = outcome.loaded
        let clean = outcome.clean
        /// Records of equal tables that differ.
        func differing() -> [Int] {
            guard loaded.count == clean.count else { return [-1] }
            return clean.indices.filter { loaded[$0] != clean[$0] }
        }
        /// Records that differ all have a cell in the clean table containing `text`.
        func onlyRecordsContaining(_ text: String) -> Bool {
            let records = differing()
            return records != [-1] && !records.isEmpty
                && records.allSatisfy { clean[$0].contains { $0.contains(text) } }
        }
        guard let record = Self.pollutedRecord(of: outcome.name) ?? .some(-1) else { return false }
        let column = Self.pollutedColumn(of: outcome.name) ?? -1
        switch self {
        case .rowMoreSeparators:
            guard differing() == [record] else { return false }
            var expected = clean[record]
            expected.insert("", at: column)
            return loaded[record] == expected
        case .rowLessSeparators:
            guard differing() == [record] else { return false }
            // A quoted cell glued to an unquoted one opens no quote: its quotes become text and
            // its commas delimiters, so only a record one cell short has a predictable shape.
            guard loaded[record].count == clean[record].count - 1 else { return true }
            var merged = clean[record]
            let right = merged.remove(at: column)
            let left = merged[column - 1]
            // Two quoted cells glued together read as one with a doubled quote between; a
            // quoted cell glued to an unquoted one keeps its quotes as text.
            return [left + right, left + "\"" + right, left + "\"" + right + "\""].contains { text in
                merged[column - 1] = text
                return loaded[record] == merged
            }
        case .rowExtraQuote where column == clean[record].count - 1 && record == clean.count - 1:
            // The quote opened in the last cell of the last row swallows the final line break.
            return differing() == [record] && loaded[record].last == "\n"
        case .rowExtraQuote where column == clean[record].count - 1:
            // The quote opened in the last cell closes in the next row, which it swallows.
            return loaded.count == clean.count - 1
                && Array(loaded[..<record]) == Array(clean[..<record])
                && Array(loaded[(record + 1)...]) == Array(clean[(record + 2)...])
                && loaded[record].count > clean[record].count
        case .rowExtraQuote, .rowSpaceDelimiter:
            return differing() == [record]
        case .multipleTables:
            return loaded.count > clean.count && Array(loaded.prefix(clean.count)) == clean
        case .spaceDelimiterWithUnquotedSpaces:
            return onlyRecordsContaining(" ")
        case .unescapedQuoteInQuotedField:
            return onlyRecordsContaining("'")
        }
    }
}

/// What reading one polluted file gave, compared with its clean table.
struct PollockOutcome: Sendable {
    var name: String
    var matches: Bool
    /// A short description of the first difference, for failure messages.
    var difference: String
    /// `nil` when the parameters name no columns.
    var headerMatchesColumnNames: Bool?
    var failure: String?
    /// The loaded table and the clean one, header row first when there is one.
    var loaded: [[String]] = []
    var clean: [[String]] = []

    static func readAll() -> [PollockOutcome] {
        let files: [URL]
        do {
            files = try Corpus.files(in: "pollock/polluted_files/csv", withExtension: "csv")
        } catch {
            return [PollockOutcome(name: "(listing)", matches: false, difference: "", failure: "\(error)")]
        }
        return files.map { file in
            do {
                return try read(file)
            } catch {
                return PollockOutcome(name: file.lastPathComponent, matches: false, difference: "", failure: "\(error)")
            }
        }
    }

    static func read(_ file: URL) throws -> PollockOutcome {
        let name = file.lastPathComponent
        let parameters = try PollockParameters(
            json: Data(contentsOf: Corpus.url("pollock/polluted_files/parameters/\(name)_parameters.json")))
        let clean = CleanTable(rfc4180: try Corpus.bytes(Corpus.url("pollock/polluted_files/clean/\(name)")),
                               hasHeader: parameters.headerLines > 0)

        var records: [[String]] = []
        do {
            var reader = try TableReader(source: InMemoryChunkSource(try Corpus.bytes(file)), options: TableReadingOptions(
                dialect: parameters.dialect, encoding: parameters.encoding, skipLines: parameters.preambleLines,
                hasHeader: false, chunkSize: 1 << 16))
            while try reader.next() {
                records.append(reader.fields(of: reader.record))
            }
        } catch TableReadingError.emptyInput {
            // The reader refuses an empty file so that the user hears of it; the table it
            // stands for is the empty one.
        }
        let headerRows = records.prefix(parameters.headerLines)
        let header: [String]? = headerRows.isEmpty ? nil : joinedHeader(Array(headerRows))
        let data = Array(records.dropFirst(parameters.headerLines).dropLast(parameters.footnoteLines))

        var difference = ""
        if header != clean.header {
            difference = "header \(header ?? []) ≠ \(clean.header ?? [])"
        } else if data.count != clean.rows.count {
            difference = "\(data.count) data records ≠ \(clean.rows.count)"
        } else if let index = data.indices.first(where: { data[$0] != clean.rows[$0] }) {
            difference = "data record \(index): \(data[index]) ≠ \(clean.rows[index])"
        }
        return PollockOutcome(
            name: name, matches: difference.isEmpty, difference: difference,
            headerMatchesColumnNames: parameters.columnNames.isEmpty ? nil : header == parameters.columnNames,
            loaded: (header.map { [$0] } ?? []) + data, clean: (clean.header.map { [$0] } ?? []) + clean.rows)
    }

    /// Several header rows become one name per column, the rows' cells joined with a space.
    static func joinedHeader(_ rows: [[String]]) -> [String] {
        let width = rows.map(\.count).max() ?? 0
        return (0..<width).map { column in
            rows.map { column < $0.count ? $0[column] : "" }.joined(separator: " ")
        }
    }
}

/// The loading parameters Pollock publishes for each polluted file.
struct PollockParameters {
    var dialect: Dialect
    /// `nil` for ASCII: `TextEncoding` deliberately has no ASCII alias, and UTF-8 reads it.
    var encoding: TextEncoding?
    var headerLines: Int
    var preambleLines: Int
    var footnoteLines: Int
    var columnNames: [String]

    init(json: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw PollockParameterError.notAnObject
        }
        func string(_ key: String) -> String { object[key] as? String ?? "" }
        func int(_ key: String) -> Int { object[key] as? Int ?? 0 }

        // An empty delimiter only occurs in the empty file; any delimiter reads it.
        let delimiter = Array(string("delimiter").utf8)
        let quote = string("quotechar").utf8.first
        let escape: Dialect.Escape
        switch string("escapechar") {
        case "": escape = .none
        case string("quotechar"): escape = .doubledQuote
        case let other: escape = .character(other.utf8.first!)
        }
        // The parameters say "\r\n" for files whose lines end in LF: only a lone CR or LF is
        // taken as the single terminator byte it names.
        let terminator: Dialect.Terminator
        switch string("row_delimiter") {
        case "\n": terminator = .byte(0x0A)
        case "\r": terminator = .byte(0x0D)
        default: terminator = .anyNewline
        }
        dialect = Dialect(delimiter: delimiter.isEmpty ? [UInt8(ascii: ",")] : delimiter,
                          quote: quote, escape: escape, terminator: terminator)
        let encodingName = string("encoding")
        encoding = encodingName.lowercased() == "ascii" ? nil : TextEncoding(name: encodingName)
        headerLines = int("header_lines")
        preambleLines = int("preamble_lines")
        footnoteLines = int("footnote_lines")
        columnNames = object["column_names"] as? [String] ?? []
    }
}

enum PollockParameterError: Error {
    case notAnObject
}

/// A clean Pollock table: RFC 4180 as Python's `csv` writes it (every field quoted, `""` for a
/// quote). Parsed here, not with the reader under test, so that a reader bug cannot hide
/// itself by misreading the expected table the same way.
struct CleanTable {
    var header: [String]?
    var rows: [[String]]

    init(rfc4180 bytes: [UInt8], hasHeader: Bool) {
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var index = 0
        var fieldStarted = false
        func endField() {
            record.append(String(decoding: field, as: UTF8.self))
            field.removeAll()
            fieldStarted = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inQuotes = true; fieldStarted = true
            case UInt8(ascii: ","): endField(); fieldStarted = true
            case 0x0D: continue
            case 0x0A:
                endField()
                records.append(record)
                record = []
            default: field.append(byte); fieldStarted = true
            }
        }
        if fieldStarted || !field.isEmpty || !record.isEmpty {
            endField()
            records.append(record)
        }
        header = hasHeader ? records.first : nil
        rows = Array(records.dropFirst(hasHeader ? 1 : 0))
    }
}
