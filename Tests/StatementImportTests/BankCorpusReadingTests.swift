import CSVCore
import Foundation
import StatementValues
import TableReading
import TestSupport
import Testing
import TextDecoding

/// Every real bank export of the shared corpus, read with the format facts `banks/INDEX.tsv`
/// states for it: the header, the number of records and the quoting must come out as stated.
@Suite("Bank corpus, format given", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct BankCorpusReadingTests {
    static let entries: [BankCorpusEntry] = (try? BankCorpusEntry.readIndex()) ?? []

    @Test func indexListsEveryFile() throws {
        #expect(Self.entries.count == 226)
        let folders = try FileManager.default.contentsOfDirectory(at: Corpus.url("banks"), includingPropertiesForKeys: nil)
        let files = try folders.filter(\.hasDirectoryPath).flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasSuffix(".md") }
                .map { "\(folder.lastPathComponent)/\($0)" }
        }
        #expect(Set(files) == Set(Self.entries.map(\.file)))
    }

    @Test(arguments: entries)
    func readsAsIndexed(_ entry: BankCorpusEntry) throws {
        let table = try BankCorpusTable(entry)

        if entry.hasHeader {
            // The index writes names without the spaces around them.
            let header = table.header?.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(header == entry.headerColumns)
        } else {
            #expect(table.header == nil)
        }
        #expect(table.records - table.separatorOnlyRecords == BankCorpusCount.expectedRecords(entry),
                "\(BankCorpusCount.disagreements[entry.file]?.reason ?? "data_rows + trailer_lines + interleaved rows")")
        let unterminated = table.problems.filter { $0.kind == .unterminatedQuote }
        #expect(unterminated.count == BankCorpusCount.unterminatedQuotes[entry.file, default: 0], "\(unterminated)")
        // The corpus's U+FFFD characters are valid UTF-8: a right encoding adds none.
        #expect(table.replacements == 0)
        #expect(table.warnings == [])
    }
}

/// What the index says records count, and the files where the file says otherwise.
enum BankCorpusCount {
    /// Records after the header: `data_rows` counts transactions only, so the trailer lines
    /// and the non-transaction rows the notes mention ("N non-transaction row(s)
    /// interleaved", such as detail and balance rows) come on top.
    static func expectedRecords(_ entry: BankCorpusEntry) -> Int {
        if let known = disagreements[entry.file] { return known.records }
        return entry.dataRows + entry.trailerLines + entry.interleavedRows
    }

    /// Files whose records (not counting rows of bare separators, such as `;;;;`) are not
    /// `data_rows + trailer_lines + interleaved rows`: the file is right, the index counts
    /// something else.
    static let disagreements: [String: (records: Int, reason: String)] = [
        "bancastato/banana_csv_bancastato_example_format3_20180531.csv":
            (68, "two summary rows (totals, closing balance) right after the header"),
        "blkb/banana_csv_blkb_example_format1_20190218.csv":
            (19, "two summary rows (Umsatztotal, Schlusssaldo) right after the header"),
        "zkb/banana_csv_zkb_example_format3_20161201.csv":
            (222, "109 continuation rows, where the notes count 103 interleaved rows and 1 trailer line"),
        "zkb/banana_csv_zkb_example_format3_20170130C.csv":
            (50, "one continuation row more than the notes count"),
        "john-lewis-card/bank2ynab_MS_JANE_SMITH_01-12-2019_14-12-2019.csv":
            (13, "three 'Pending' rows that data_rows leaves out"),
        "raiffeisen-ch/banana_csv_example_format2_20161231.csv":
            (2, "one unbalanced quote swallows the rest of the file (the index counted with quoting off)"),
    ]

    /// Files that are not well-formed CSV: a quote that never closes.
    static let unterminatedQuotes: [String: Int] = [
        "raiffeisen-ch/banana_csv_example_format2_20161231.csv": 1,
    ]

}

/// One row of `banks/INDEX.tsv`.
struct BankCorpusEntry: Sendable, CustomTestStringConvertible {
    var file: String
    var encodingLabel: String
    var separator: String
    var preambleLines: Int
    var headerColumnsLabel: String
    var trailerLines: Int
    var dataRows: Int
    var notes: String

    var testDescription: String { file }

    var hasHeader: Bool { headerColumnsLabel != "(no header row)" }
    var headerColumns: [String] { headerColumnsLabel.components(separatedBy: " | ") }

    /// The count in the notes' "N non-transaction row(s) interleaved".
    var interleavedRows: Int {
        guard let range = notes.range(of: " non-transaction row") else { return 0 }
        let digits = notes[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed())) ?? 0
    }

    var encoding: TextEncoding? {
        switch encodingLabel {
        case "UTF-8", "UTF-8; BOM", "ASCII (UTF-8 compatible)", "UTF-8 (ASCII content); BOM": .utf8
        // No C1 bytes, so Latin-1 and Windows-1252 read the same.
        case "ISO-8859-1/Windows-1252 (8-bit, no C1 bytes)": .windows1252
        default: TextEncoding(name: encodingLabel)
        }
    }

    var delimiter: [UInt8] {
        switch separator {
        case "semicolon": [UInt8(ascii: ";")]
        case "comma": [UInt8(ascii: ",")]
        case "tab": [0x09]
        default: Array(separator.utf8)
        }
    }

    static func readIndex() throws -> [BankCorpusEntry] {
        let text = try String(contentsOf: Corpus.url("banks/INDEX.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let columns = lines.first else { return [] }
        return lines.dropFirst().map { cells in
            let row = Dictionary(uniqueKeysWithValues: zip(columns, cells))
            return BankCorpusEntry(
                file: row["file"] ?? "", encodingLabel: row["encoding"] ?? "", separator: row["separator"] ?? "",
                preambleLines: Int(row["preamble_lines"] ?? "") ?? 0, headerColumnsLabel: row["header_columns"] ?? "",
                trailerLines: Int(row["trailer_lines"] ?? "") ?? 0, dataRows: Int(row["data_rows"] ?? "") ?? 0,
                notes: row["notes"] ?? "")
        }
    }
}

/// A bank file read with its indexed format.
struct BankCorpusTable {
    var header: [String]?
    var records = 0
    /// Records whose fields are all empty: lines of bare separators.
    var separatorOnlyRecords = 0
    var problems: [RecordProblem] = []
    var replacements = 0
    var warnings: [Problem] = []

    init(_ entry: BankCorpusEntry) throws {
        let encoding = try #require(entry.encoding, "unknown encoding \(entry.encodingLabel)")
        let bytes = try Corpus.bytes(Corpus.url("banks/\(entry.file)"))
        var reader = try TableReader(source: InMemoryChunkSource(bytes), options: TableReadingOptions(
            dialect: Dialect(delimiter: entry.delimiter), encoding: encoding,
            skipLines: entry.preambleLines, hasHeader: entry.hasHeader))
        header = reader.header
        while try reader.next() {
            records += 1
            problems += reader.record.problems
            if reader.fields(of: reader.record).allSatisfy(\.isEmpty) { separatorOnlyRecords += 1 }
        }
        replacements = reader.replacementCount
        warnings = reader.warnings
    }
}
