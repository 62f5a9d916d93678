import ImportWords
import StatementValues

/// Finds the date format of a column from all its sampled cells.
///
/// Every format of the catalogue is tried on every cell; the formats that read the most cells
/// win. A format that needs a day above 12 in the first place (`dd/MM/yyyy` given `13/04/2024`)
/// thus settles the order as soon as one cell shows it, and a column where no cell does is
/// reported as an ambiguity with both orders, never guessed.
package enum DateFormatDetector {
    /// The formats tried, in the order ambiguities list them: day-first before month-first,
    /// because most statements this importer reads are European.
    package static let catalogue: [DateFormat] = baseCatalogue + numericOrders

    /// The formats written out one by one: the usual ones first, in the order ambiguities list
    /// them.
    static let baseCatalogue: [DateFormat] = [
        "dd.MM.yyyy", "d.M.yyyy", "dd.MM.yy", "d.M.yy",
        "dd.MM.yyyy HH:mm", "dd.MM.yyyy HH:mm:ss", "dd.MM.yyyy, HH:mm",
        "yyyy-MM-dd", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm:ss.SSS",
        "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS",
        "yyyy-MM-dd'T'HH:mm:ssXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "yyyy-MM-dd-HH.mm.ss.SSSSSS",
        "dd/MM/yyyy", "MM/dd/yyyy", "d/M/yyyy", "M/d/yyyy",
        "dd/MM/yy", "MM/dd/yy", "d/M/yy", "M/d/yy",
        "dd/MM/yyyy HH:mm", "MM/dd/yyyy HH:mm", "dd/MM/yyyy HH:mm:ss", "MM/dd/yyyy HH:mm:ss",
        "dd/MM/yy, HH:mm", "MM/dd/yy, HH:mm", "M/d/yyyy h:mm a", "M/d/yyyy h:mm:ss a",
        "dd-MM-yyyy", "yyyyMMdd", "yyyyMMddHHmmss", "yyyy.MM.dd", "yyyy.MM.dd.", "yyyy/MM/dd",
        "d MMM yyyy", "dd MMM yyyy", "d MMM yy", "dd MMM yy", "dd-MMM-yyyy", "d-MMM-yyyy",
        "dd-MMM-yy", "d. MMM yyyy", "d. MMMM yyyy", "d MMMM yyyy", "MMM d, yyyy", "MMMM d, yyyy", "d MMMM, yyyy",
        "d-MMMM-yyyy", "d 'de' MMMM 'de' yyyy",
    ].map { try! DateFormat(pattern: $0) }

    /// Day, month and year in every order banks write them, with each separator, two- or
    /// four-digit years, padded or not (`10-16-2025`, `16.10.25`, `2025/10/16`): the shape of
    /// the cells decides among them, not a list of known banks.
    static let numericOrders: [DateFormat] = {
        var patterns: [String] = []
        for separator in [".", "/", "-", " ", ":"] {
            // A colon-separated date (`14:03:2026`) only with four year digits: `10:12:13` is a time.
            for year in separator == ":" ? ["yyyy"] : ["yyyy", "yy"] {
                for (day, month) in [("dd", "MM"), ("d", "M")] {
                    var dates = [[day, month, year].joined(separator: separator)]
                    // Nobody writes the month first with dots (`03.16.2025`): German and Swiss
                    // dates would all become undecided for nothing.
                    if separator != "." { dates.append([month, day, year].joined(separator: separator)) }
                    dates.append(["yyyy", month, day].joined(separator: separator))
                    // Any of them may carry the time of day (`16-03-2026 09:00:00`, Swissquote).
                    patterns += dates.flatMap { date in [" ", ":"].contains(separator) ? [date] : [date, date + " HH:mm", date + " HH:mm:ss"] }
                }
            }
        }
        var seen = Set(baseCatalogue.map(\.pattern))
        return patterns.filter { seen.insert($0).inserted }.map { try! DateFormat(pattern: $0) }
    }()

    /// The most cells an ambiguity or an unreadable list quotes.
    static let exampleLimit = 5

    /// Detects the format of one column from its cells; empty cells are ignored.
    ///
    /// `column` is recorded in the ambiguity. Formats written as digits only (`yyyyMMdd`) must
    /// read every cell as a date between 1900 and 2199: a column of account numbers or
    /// amounts in cents is not a date column because some of its values happen to parse.
    package static func detect(
        _ cells: some Sequence<String>, column: Int? = nil, formats: [DateFormat] = catalogue
    ) -> DateFormatDetection {
        let cells = DistinctCells(cells)
        // Each format reads only cells with its separators: most formats fail on those alone.
        let bytes = cells.texts.map { Array($0.utf8)[...] }
        let signatures = bytes.map(Self.separatorSignature)
        var readings: [[CalendarDate?]] = formats.map { format in
            let (required, allowed) = format.separatorSignatures
            return zip(bytes, signatures).map { cell, signature in
                signature & required == required && signature & ~allowed == 0 && cell.count <= 40 ? format.read(utf8: cell) : nil
            }
        }
        for (index, format) in formats.enumerated() where format.isDigitsOnly {
            let plausible = readings[index].allSatisfy { $0.map { (1900...2199).contains($0.year) } ?? false }
            if !plausible { readings[index] = cells.texts.map { _ in nil } }
        }
        let counts = readings.map { cells.cellCount(where: $0.map { $0 != nil }) }
        let best = counts.max() ?? 0
        guard best > 0 else {
            return DateFormatDetection(
                candidates: [], readCount: 0, nonEmptyCount: cells.totalCount,
                unreadableExamples: Array(cells.texts.prefix(exampleLimit)), ambiguity: nil)
        }

        // Of the formats reading the most cells, keep per family (same order and separators)
        // the strictest: `dd.MM.yyyy` over `d.M.yyyy` when every day has two digits.
        var winners: [Int] = []
        for index in formats.indices where counts[index] == best {
            let family = formats[index].familyKey
            if let rival = winners.firstIndex(where: { formats[$0].familyKey == family }) {
                if formats[index].fixedWidthCount > formats[winners[rival]].fixedWidthCount { winners[rival] = index }
            } else {
                winners.append(index)
            }
        }

        let candidates = winners.map { formats[$0] }
        let unread = cells.texts.indices.filter { readings[winners[0]][$0] == nil }.map { cells.texts[$0] }
        var ambiguity: Ambiguity?
        if winners.count > 1 {
            ambiguity = describeAmbiguity(cells: cells, readings: winners.map { readings[$0] }, candidates: candidates, column: column)
        }
        return DateFormatDetection(
            candidates: candidates, readCount: best, nonEmptyCount: cells.totalCount,
            unreadableExamples: Array(unread.prefix(exampleLimit)), ambiguity: ambiguity)
    }

    private static func describeAmbiguity(
        cells: DistinctCells, readings: [[CalendarDate?]], candidates: [DateFormat], column: Int?
    ) -> Ambiguity {
        // Quote a cell the candidates read differently, else any cell they all read.
        let shared = cells.texts.indices.filter { index in readings.allSatisfy { $0[index] != nil } }
        let telling = shared.first { index in Set(readings.map { $0[index] }).count > 1 } ?? shared.first ?? 0
        let readingWords = zip(candidates, readings).map { format, dates -> WordValue in
            guard let date = dates[telling] else { return .phrase("ambiguity.no_date_reading", ["pattern": .text(format.pattern)]) }
            return .phrase("ambiguity.date_reading", ["date": .date(String(describing: date)), "pattern": .text(format.pattern)])
        }
        return Ambiguity(
            what: .dateFormat,
            candidates: candidates.map(\.pattern),
            reason: Problem(.ambiguousDateFormat, [
                "cell": .text(cells.texts[telling]),
                "readings": .phrases(readingWords, separator: "ambiguity.date_readings_separator"),
                "values": .number(cells.totalCount),
                "undecided": .undecided(cells.totalCount),
            ]),
            column: column)
    }

    /// The ASCII punctuation and spaces a cell holds, as a bit set.
    static func separatorSignature(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { signature, byte in
            (0x20...0x3F).contains(byte) && !(0x30...0x39).contains(byte) ? signature | (1 << UInt64(byte - 0x20)) : signature
        }
    }

}

extension DateFormat {
    /// The pattern with every numeric day and month written with one letter: formats that
    /// differ only in zero padding share it.
    var familyKey: String {
        fields.map { field -> String in
            switch field {
            case .day: "d"
            case .month: "M"
            default: "\(field)"
            }
        }.joined(separator: "|")
    }

    /// How many fields demand a fixed number of digits: the strictness among a family.
    var fixedWidthCount: Int {
        fields.filter { field in
            switch field {
            case let .day(fixedWidth), let .month(fixedWidth), let .timeNumber(fixedWidth, _): fixedWidth
            default: false
            }
        }.count
    }

    /// The separators a cell in this format must have, and those it may have besides (the
    /// optional dot of a month abbreviation, the signs of a zone offset), as
    /// `DateFormatDetector.separatorSignature` counts them.
    var separatorSignatures: (required: UInt64, allowed: UInt64) {
        var required: [UInt8] = []
        var optional: [UInt8] = []
        for field in fields {
            switch field {
            case let .literal(literal): required += literal
            case .monthName: optional += Array(".".utf8)
            case .zone: optional += Array("+-:".utf8)
            default: break
            }
        }
        let requiredSignature = DateFormatDetector.separatorSignature(required[...])
        return (requiredSignature, requiredSignature | DateFormatDetector.separatorSignature(optional[...]))
    }

    /// Whether the pattern has no separator at all (`yyyyMMdd`), so any number of the right
    /// length might read as a date.
    var isDigitsOnly: Bool {
        fields.allSatisfy { field in
            if case .literal = field { return false }
            if case .monthName = field { return false }
            return true
        }
    }
}

extension WordValue {
    /// That no value tells the candidates apart, worded for one value or for `count` values.
    static func undecided(_ count: Int) -> WordValue {
        count == 1 ? .phrase("ambiguity.undecided_one", [:]) : .phrase("ambiguity.undecided_many", ["values": .number(count)])
    }
}
