import CSVCore
import Foundation
import StatementDetection
import TableReading
import TestSupport
import Testing
import TextDecoding

/// One file of the bank corpus with the format facts `INDEX.tsv` states for it.
struct BankCorpusFile: CustomTestStringConvertible, Sendable {
    let path: String
    let encoding: String
    let separator: String
    let decimalMark: String
    let dateFormat: String
    let preambleLines: Int
    let hasHeader: Bool

    var testDescription: String { path }

    static let all: [BankCorpusFile] = {
        guard let text = try? String(contentsOf: Corpus.url("banks/INDEX.tsv"), encoding: .utf8) else { return [] }
        let rows = text.split(whereSeparator: \.isNewline).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first else { return [] }
        func column(_ name: String) -> Int { header.firstIndex(of: name)! }
        return rows.dropFirst().map { row in
            BankCorpusFile(
                path: row[column("file")], encoding: row[column("encoding")], separator: row[column("separator")],
                decimalMark: row[column("decimal_mark")], dateFormat: row[column("date_format")],
                preambleLines: Int(row[column("preamble_lines")]) ?? 0,
                hasHeader: row[column("header_columns")] != "(no header row)")
        }
    }()

    /// Every column's non-empty cells, read with the separator, encoding and preamble INDEX.tsv states.
    func columns() throws -> [[String]] {
        let delimiter: UInt8 = switch separator {
        case "semicolon": UInt8(ascii: ";")
        case "tab": 0x09
        default: UInt8(ascii: ",")
        }
        let textEncoding: TextEncoding? = encoding.hasPrefix("ISO-8859-1") ? .windows1252 : encoding == "cp1250" ? .windows1250 : nil
        let options = TableReadingOptions(
            dialect: Dialect(delimiter: [delimiter]), encoding: textEncoding, skipLines: preambleLines, hasHeader: hasHeader)
        var reader = try TableReader(source: InMemoryChunkSource(Corpus.bytes(Corpus.url("banks/\(path)"))), options: options)
        var columns: [[String]] = []
        while try reader.next() {
            let fields = reader.fields(of: reader.record)
            while columns.count < fields.count { columns.append([]) }
            for (index, field) in fields.enumerated() where !field.trimmingCharacters(in: .whitespaces).isEmpty {
                columns[index].append(field)
            }
        }
        return columns
    }
}

/// What the detectors make of one corpus file: the date format of each date column, and the
/// number format of all amount-like columns taken together (a file writes all its amounts alike).
struct BankCorpusReading {
    var dateDetections: [Int: DateFormatDetection] = [:]
    var numberDetection: NumberFormatDetection?

    init(_ columns: [[String]]) {
        var amountCells: [String] = []
        for (index, cells) in columns.enumerated() where !cells.isEmpty {
            let dates = DateFormatDetector.detect(cells, column: index)
            if !dates.candidates.isEmpty, dates.coverage >= 0.5 {
                dateDetections[index] = dates
                continue
            }
            if NumberFormatDetector.isIdentifierColumn(cells) { continue }
            if NumberFormatDetector.amountLikeness(of: cells) >= 0.5 { amountCells += cells }
        }
        if !amountCells.isEmpty { numberDetection = NumberFormatDetector.detect(amountCells) }
    }

    /// The first date column's format, or its candidates joined by ` | ` when ambiguous.
    var firstDateFormat: String? {
        guard let first = dateDetections.keys.min(), let detection = dateDetections[first] else { return nil }
        return detection.candidates.map(\.pattern).joined(separator: " | ")
    }

    /// The decimal mark and grouping, `.` / `,` then `|` and the grouping; candidates joined by ` | ` when ambiguous.
    var numberShape: String? {
        numberDetection.map { detection in
            detection.candidates.map { "\($0.decimalMark.rawValue)\($0.grouping.map { String($0.rawValue) } ?? "")" }.joined(separator: " | ")
        }
    }
}

/// What INDEX.tsv states, as the test compares it: a number shape (`.'` = decimal point and
/// apostrophe grouping) or `ambiguous`; date patterns (any of them) or `ambiguous`.
extension BankCorpusFile {
    var expectedNumberShapes: [String] {
        if let override = Self.corrections[path]?.number { return [override] }
        switch decimalMark {
        case "dot": return ["."]
        case "comma": return [","]
        case "dot; thousands apostrophe": return [".'", ".\u{2019}"]
        case "comma; thousands dot": return [",."]
        case "dot; thousands comma": return [".,"]
        case "dot; thousands space": return [". "]
        default: return ["ambiguous"]
        }
    }

    var expectedDatePatterns: [String] {
        if let override = Self.corrections[path]?.date { return [override] }
        if dateFormat.contains("ambiguous") { return ["ambiguous"] }
        var pattern = String(dateFormat.split(separator: ";")[0])
        for (index, replacement) in [
            ("mm", "MM"), ("m/d", "M/d"), ("yyyyMMddHHMMSS[tz]", "yyyyMMddHHmmss"),
            ("HH.MM.SS.ffffff", "HH.mm.ss.SSSSSS"), ("HH:MM", "HH:mm"), ("Mon", "MMM"),
        ] {
            pattern = pattern.replacingOccurrences(of: index, with: replacement)
        }
        if pattern.hasSuffix(" HH:mm[:SS]") {
            let date = pattern.dropLast(" HH:mm[:SS]".count)
            return ["\(date) HH:mm:ss", "\(date) HH:mm"]
        }
        return [pattern]
    }

    /// Where the file and INDEX.tsv disagree, what the file really holds, and why. The file is
    /// right: INDEX.tsv comes from a detection script plus manual checks.
    static let corrections: [String: (number: String?, date: String?, why: String)] = [
        "bancastato/banana_csv_bancastato_example_format4_20221012.csv":
            (".\u{2019}", nil, "balances are written 60’908.02: INDEX.tsv misses the ’ grouping"),
        "bancastato/banana_csv_bancastato_example_format5_20231123USD.csv":
            (".\u{FFFD}", nil, "the grouping apostrophes became U+FFFD upstream (32\u{FFFD}249.25): INDEX.tsv misses the lost grouping"),
        "revolut/banana_ch.banana.revolut.transactions.private1_20222609.csv":
            (".", nil, "no space grouping: one damaged cell holds two numbers, '970.45 986.35'"),
        "viseca/banana_csv_viseca_one_example_format3a_20250611.csv":
            (".", nil, "three decimals ending in 0 on every amount (156.960, 37.650): as thousands each would be a multiple of ten"),
        "viseca/banana_csv_viseca_one_example_format3b_20250611.csv":
            (".", nil, "'-2692.700' cannot be grouped by three, so it settles the decimal point"),
        "cornerbank/banana_transactions.CSV":
            (",", nil, "scan artefact: the amount column 'Importo' has a decimal point (-40.0), but fee detail rows put '40,00- CHF' in 'Dettaglio', which the scan pools as amounts"),
        "cornerbank/banana_csv_cornerbank_example_format2_EUR_20230503.csv":
            (",.", nil, "scan artefact, as in banana_transactions.CSV: 'Betrag' has a decimal point (-5.07), detail rows write '8,34- XXX' in 'Detail'"),
        "basler-kb/banana_csv_bkb_example_format1A_20163006.csv":
            (nil, "MM/dd/yyyy", "the first date column is zero-padded (06/30/2016); INDEX.tsv's m/d/yyyy is the second one (6/30/2016)"),
        "raiffeisen-ch/banana_csv_example_format4_20171215.csv":
            (nil, "yyyy-MM-dd HH:mm:ss.SSS", "times carry milliseconds"),
        "raiffeisen-ch/banana_csv_example_format5_20181025.csv":
            (nil, "yyyy-MM-dd HH:mm:ss.SSS", "times carry milliseconds"),
        "raiffeisen-ch/banana_csv_example_format5_20250326.csv":
            (nil, "yyyy-MM-dd HH:mm:ss.SSS", "times carry milliseconds"),
        "raiffeisen-ch/banana_csv_example_format6_20241119.csv":
            (nil, "yyyy-MM-dd HH:mm:ss.SSS", "times carry milliseconds"),
        "posb/bank2ynab_posb.csv": (nil, "dd MMM yyyy", "days are zero-padded (07 Nov 2013)"),
        "nationwide/reckon_nationwide.csv": (nil, "dd MMM yyyy", "days are zero-padded"),
        "erste-hu/bank2ynab_W80844_EBH.csv": (nil, "yyyy.MM.dd.", "Hungarian dates end in a dot (2019.04.19.)"),
        "chase/reckon_chase.csv": (nil, "none", "OFX-style 20091224120000[0:GMT] is no Unicode date pattern; not supported"),
    ]
}

@Suite("Values: the bank corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct ValuesBankCorpusTests {
    /// Reads every file of the corpus with the facts INDEX.tsv states and checks that the
    /// detectors find its decimal mark and the first date column's format.
    @Test(arguments: BankCorpusFile.all)
    func detectorsAgreeWithTheIndex(_ file: BankCorpusFile) throws {
        let columns = try file.columns()
        let reading = BankCorpusReading(columns)
        let numbers = reading.numberDetection.map { $0.candidates.count > 1 ? "ambiguous" : reading.numberShape ?? "none" } ?? "none"
        #expect(file.expectedNumberShapes.contains(numbers), "INDEX.tsv: \(file.decimalMark)")
        let firstDate = reading.dateDetections.keys.min().flatMap { reading.dateDetections[$0] }
        let dates = firstDate.map { $0.candidates.count > 1 ? "ambiguous" : $0.format?.pattern ?? "none" } ?? "none"
        #expect(file.expectedDatePatterns.contains(dates), "INDEX.tsv: \(file.dateFormat)")
    }

    @Test func ambiguousFilesNameBothCandidates() throws {
        let file = try #require(BankCorpusFile.all.first { $0.path == "first-direct/bank2ynab_20180226_12345678.csv" })
        let reading = BankCorpusReading(try file.columns())
        let first = try #require(reading.dateDetections.keys.min())
        #expect(reading.dateDetections[first]?.ambiguity?.candidates == ["dd/MM/yyyy", "MM/dd/yyyy"])
    }
}
