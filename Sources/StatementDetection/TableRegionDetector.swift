import CSVCore
import ImportWords
import StatementValues

/// Finds the table inside a sample: which records are preamble, header, data and footer.
///
/// A statement's preamble is key/value lines (`Kontonummer:;DE12...;`), often padded with
/// delimiters to the table's width, so width alone does not find the table. The detector
/// takes the table's width from the longest run of equally wide records, then looks for the
/// header as the first record of that width whose cells are all names while the records after
/// it hold dates and numbers. Trailing records that break the table's pattern (another width,
/// or no date where every record has one) are the footer.
enum TableRegionDetector {
    /// Records of the sample, with their text and where they are.
    struct SampleTable {
        var records: [ByteRecord]
        /// The last physical line of the file that holds more than white space.
        var lastContentLine: Int
        /// The sample holds the whole file.
        var isComplete: Bool
    }

    static func detect(_ sample: SampleTable) -> (region: TableRegion, header: Range<Int>, data: Range<Int>) {
        let records = sample.records
        guard !records.isEmpty else {
            return (TableRegion(preambleLines: 0, headerLine: nil, headerRecords: 0, footerLines: 0, width: 0), 0..<0, 0..<0)
        }
        if let anchored = detectByDates(sample) { return anchored }
        return detectByWidth(sample)
    }

    /// Statements have a booking date on every transaction: the column with the most dates
    /// anchors the table. Its biggest block of dated records is the data (undated records in
    /// between are continuations); the nearest records of names just before it are the header;
    /// everything above is preamble, and trailing records that break the pattern are footer.
    static func detectByDates(_ sample: SampleTable) -> (region: TableRegion, header: Range<Int>, data: Range<Int>)? {
        let records = sample.records
        let shapes = records.map { record in (0..<record.count).map { CellShape.classify(record[$0]) } }
        let widest = shapes.map(\.count).max() ?? 0
        let widths = records.map(effectiveWidth)
        // The anchor column: most dated records, each weighed by its width squared, so that
        // dates in two-cell preamble lines ("Von:;03.08.2023", "Bis:;02.10.2023") weigh little
        // against even a single table row.
        var dateWeights = [Int](repeating: 0, count: widest)
        var dateCounts = [Int](repeating: 0, count: widest)
        for (row, rowShapes) in shapes.enumerated() {
            for (column, shape) in rowShapes.enumerated() where shape == .date {
                dateWeights[column] += widths[row] * widths[row]
                dateCounts[column] += 1
            }
        }
        // Of the columns with about as many dates as the best (booking and value date), the
        // leftmost: a footer like Deutsche Bank's `Kontostand;31.03.2025;;4.755,10` dates only
        // a later column.
        guard let heaviest = dateWeights.max(), heaviest > 0,
              let best = dateWeights.indices.first(where: { Double(dateWeights[$0]) >= Double(heaviest) * 0.75 })
        else { return nil }
        let isDated = shapes.map { best < $0.count && $0[best] == .date }
        // One dated record anchors a table only when it is the widest record (a statement with a
        // single transaction); a lone date elsewhere is a preamble line's.
        guard let firstDated = isDated.firstIndex(of: true),
              dateCounts[best] >= min(2, records.count) || (widths[firstDated] >= 3 && widths[firstDated] == widths.max())
        else { return nil }
        let datedIndices = records.indices.filter { isDated[$0] }
        let tableWidth = widestCommon(datedIndices.map { widths[$0] })
        let fieldCount = widestCommon(datedIndices.map { records[$0].count })
        let headerNames = max(2, Int((Double(tableWidth) * 0.6).rounded(.up)))

        /// A record of names as wide as the table with a dated record after it: the header of
        /// another table (a second statement, or a summary table above the transactions).
        func startsTable(_ index: Int) -> Bool {
            index + 1 < records.count && isDated[index + 1] && !isDated[index]
                && isLabelRow(records[index], shapes: shapes[index]) && names(shapes[index]) >= headerNames
        }
        /// An undated record with the table's field count and nothing in the date column: a
        /// transaction's text continued (AKB, Raiffeisen, ZKB), however many there are.
        func isContinuation(_ index: Int) -> Bool {
            records[index].count == fieldCount && (best >= shapes[index].count || shapes[index][best] == .empty)
        }

        // The blocks of dated records, allowing up to `gapLimit` other undated records in a row.
        let gapLimit = 10
        var blocks: [Range<Int>] = []
        var index = 0
        while index < records.count {
            guard isDated[index] else {
                index += 1
                continue
            }
            var end = index + 1
            var probe = end
            var gap = 0
            while probe < records.count && gap < gapLimit && !startsTable(probe) {
                if isDated[probe] {
                    end = probe + 1
                    gap = 0
                } else if !isContinuation(probe) {
                    gap += 1
                }
                probe += 1
            }
            blocks.append(index..<end)
            index = max(end, probe)
        }
        // The block with the most cells in dated records wins, the first of equals; a block of
        // one dated record in a preamble ("Datum:;01.03.2024") loses to the table.
        func cells(_ block: Range<Int>) -> Int { block.filter { isDated[$0] }.reduce(0) { $0 + widths[$1] } }
        guard var block = blocks.max(by: { cells($0) < cells($1) }) else { return nil }
        // Dated key/value lines just above the table ("Zeitraum:;01.03.2024 - 31.03.2024") are
        // preamble: the table starts at its first dated record of table width.
        if let first = block.first(where: { isDated[$0] && Double(widths[$0]) >= Double(tableWidth) * 0.6 }) {
            block = first..<block.upperBound
        }
        var notes: [Problem] = []
        if blocks.filter({ $0.count >= 2 }).count > 1 {
            notes.append(Problem(
                .severalTables,
                ["first_line": .number(records[block.lowerBound].position.line), "last_line": .number(records[block.upperBound - 1].lastLine)]))
        }

        // The header: the closest record of names above the block. Empty records and summary
        // lines ("Umsatztotal;;;309.95") may stand between them, and so may a few records that
        // are data without a date where the table has one (a pending transaction, a row broken
        // by a stray delimiter or quote) when the header above them is as wide as the table.
        // A record of names with long or quoted cells is such a broken row when a header of
        // short labels stands above it; without one, it is the header.
        var headerIndex: Int?
        var undatedData: [Int] = []
        var brokenHeader: Int?
        var probe = block.lowerBound - 1
        while probe >= 0 && probe >= block.lowerBound - 6 {
            if isLabelRow(records[probe], shapes: shapes[probe]) {
                headerIndex = probe
                break
            }
            let isHeader = isHeaderRow(shapes[probe])
            let skippable = !isHeader && (shapes[probe].allSatisfy { $0 == .empty } || namesASum(records[probe]))
            if !skippable {
                guard undatedData.count < 3 else { break }
                if isHeader && brokenHeader == nil { brokenHeader = probe }
                undatedData.append(probe)
            }
            probe -= 1
        }
        // Those records stay out of the data the columns are judged by, but in the table.
        if let header = headerIndex, !undatedData.isEmpty, Double(widths[header]) < max(3, Double(tableWidth) * 0.8) {
            headerIndex = nil
        }
        if headerIndex == nil, let brokenHeader {
            headerIndex = brokenHeader
        }
        // A single dated record without a header above it is too little to go by.
        if dateCounts[best] < min(2, records.count) && headerIndex == nil { return nil }
        // A header written on several lines: records of names of the header's width directly
        // above it, with no blank line between.
        var headerStart = headerIndex
        while let start = headerStart, start > 0, headerIndex! - start < 2,
              records[start - 1].lastLine + 1 == records[start].position.line,
              widths[start - 1] == widths[start], isLabelRow(records[start - 1], shapes: shapes[start - 1]),
              names(shapes[start - 1]) >= headerNames {
            headerStart = start - 1
        }
        let dataWidth = records[block].map(effectiveWidth).max() ?? 1
        let width = max(dataWidth, headerIndex.map { effectiveWidth(records[$0]) } ?? 0)
        // Continuations after the last dated record stay with the table until the footer or the
        // next table.
        var tableEnd = block.upperBound
        while tableEnd < records.count && tableEnd - block.upperBound < gapLimit && !isDated[tableEnd]
                && !startsTable(tableEnd) && !(blocks.contains { $0.lowerBound == tableEnd }) {
            tableEnd += 1
        }
        let dataEnd = footerStart(records[block.lowerBound..<tableEnd], width: width, dateColumn: best)
        let firstRecord = headerStart ?? block.lowerBound
        let footerLines = sample.isComplete ? max(0, sample.lastContentLine - records[dataEnd - 1].lastLine) : 0
        let headerRange = headerStart.map { $0..<(headerIndex! + 1) } ?? block.lowerBound..<block.lowerBound
        let region = TableRegion(
            preambleLines: records[firstRecord].position.line - 1,
            headerLine: headerStart.map { records[$0].position.line },
            headerRecords: headerRange.count,
            footerLines: footerLines,
            width: width,
            notes: notes)
        return (region, headerRange, block.lowerBound..<dataEnd)
    }

    static func mostCommon(_ values: [Int]) -> Int {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
    }

    /// The width that holds the most cells among `widths`: a table's rows rather than the
    /// narrow key/value lines around it.
    static func widestCommon(_ widths: [Int]) -> Int {
        var cells: [Int: Int] = [:]
        for width in widths { cells[width, default: 0] += width }
        return cells.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
    }

    /// The longest column name taken for a header's without other evidence.
    static let longestLabel = 40

    /// A header row whose names are all short labels: not a data row that a stray quote or
    /// delimiter left without numbers, whose cells hold sentences and quotes.
    static func isLabelRow(_ record: ByteRecord, shapes: [CellShape]) -> Bool {
        isHeaderRow(shapes) && (0..<record.count).allSatisfy { index in
            let cell = record[index]
            return cell.count <= longestLabel && !cell.contains(0x22)
        }
    }

    /// How many cells of a record hold text.
    static func names(_ shapes: [CellShape]) -> Int {
        shapes.filter { $0 == .text || $0 == .unknown }.count
    }

    /// A header row: at least two names and no dates or numbers.
    static func isHeaderRow(_ shapes: [CellShape]) -> Bool {
        var names = 0
        for shape in shapes {
            switch shape {
            case .date, .number: return false
            case .text, .unknown: names += 1
            case .empty: break
            }
        }
        return names >= 2
    }

    /// Tables without dates: the longest run of equally wide records is the table.
    static func detectByWidth(_ sample: SampleTable) -> (region: TableRegion, header: Range<Int>, data: Range<Int>) {
        let records = sample.records
        // Without dates to anchor the table, a row of empty quoted cells (`1,"",""`) is a row of
        // the table's width: its writer quoted what it meant as fields.
        let widths = records.map { effectiveWidth($0, countingQuotedEmpty: true) }
        let width = tableWidth(widths)
        var notes: [Problem] = []

        // The table: from the first record of the table's width that starts a run of at
        // least two (or the only such record), to the last record that continues it.
        let start = tableStart(widths: widths, width: width)
        var end = start
        var blocks: [Range<Int>] = []
        var index = start
        while index < records.count {
            if widths[index] == width || (widths[index] < width && widths[index] > 1 && isRaggedData(records[index], width: width)) {
                end = index + 1
                index += 1
                continue
            }
            // A break: a record of another width. The table goes on if records of its width
            // follow soon; otherwise the rest is footer or another table.
            let resume = records[index...].indices.first { widths[$0] == width }
            guard let resume else { break }
            if resume - index <= 2 && !looksLikeHeader(records[resume], next: resume + 1 < records.count ? records[resume + 1] : nil) {
                index = resume
                continue
            }
            blocks.append(start..<end)
            break
        }
        if !blocks.isEmpty {
            notes.append(Problem(
                .severalTablesFirstRead, ["first_line": .number(records[start].position.line), "last_line": .number(records[end - 1].lastLine)]))
        }

        // The header: the first records of the table that are all names above typed data.
        var headerCount = 0
        while start + headerCount < end - 1,
              looksLikeHeader(records[start + headerCount], next: records[start + headerCount + 1]),
              headerCount < 3 {
            headerCount += 1
            // A second header line only when the record after it is still not data.
            if !looksLikeHeader(records[start + headerCount], next: start + headerCount + 1 < end ? records[start + headerCount + 1] : nil) {
                break
            }
        }
        if headerCount == 0, start < end, isHeaderByNames(records[start]) { headerCount = 1 }

        // The footer: trailing records that break the table's pattern.
        let dataStart = start + headerCount
        let dateColumn = dominantDateColumn(records[dataStart..<end])
        let dataEnd = footerStart(records[dataStart..<end], width: width, dateColumn: dateColumn)
        let footerLines: Int
        if sample.isComplete && dataEnd > start + headerCount {
            footerLines = max(0, sample.lastContentLine - records[dataEnd - 1].lastLine)
        } else {
            footerLines = 0
        }
        let firstLine = records[start].position.line
        let region = TableRegion(
            preambleLines: firstLine - 1,
            headerLine: headerCount > 0 ? firstLine : nil,
            headerRecords: headerCount,
            footerLines: footerLines,
            width: width,
            notes: notes)
        return (region, start..<(start + headerCount), (start + headerCount)..<dataEnd)
    }

    /// Where the footer begins among trailing `records`: the first of the records at the end
    /// that hold text where the table has dates, or have no date and name a sum or balance. A
    /// record with no date and other text is a continuation of the transaction above
    /// (Raiffeisen, ZKB), not footer. Tables without a date column go by width alone.
    static func footerStart(_ records: ArraySlice<ByteRecord>, width: Int, dateColumn: Int?) -> Int {
        var end = records.endIndex
        while end > records.startIndex + 1 {
            let record = records[end - 1]
            guard let dateColumn else {
                // Without dates, only the width tells: a record of another width is footer.
                let recordWidth = effectiveWidth(record)
                if recordWidth > 1 && recordWidth != width && record.count != width {
                    end -= 1
                    continue
                }
                break
            }
            switch CellShape.classify(field(record, dateColumn)) {
            case .date:
                return end
            case .empty where !namesASum(record):
                return end
            default:
                end -= 1
            }
        }
        return end
    }

    /// Words that summary lines start with: totals, opening and closing balances.
    static let summaryWords = [
        "saldo", "kontostand", "total", "summe", "gesamt", "endsaldo", "anfangssaldo", "schlusssaldo",
        "balance", "solde", "totale", "opening", "closing", "umsatze", "ubertrag", "umsatztotal",
    ]

    static func namesASum(_ record: ByteRecord) -> Bool {
        for index in 0..<record.count {
            let text = ColumnRoleVocabulary.normalizedHeader(String(decoding: field(record, index), as: UTF8.self))
            if summaryWords.contains(where: { text.hasPrefix($0) }) { return true }
        }
        return false
    }

    /// The record's width without trailing empty fields beyond the first: exporters pad lines.
    static func effectiveWidth(_ record: ByteRecord) -> Int {
        effectiveWidth(record, countingQuotedEmpty: false)
    }

    static func effectiveWidth(_ record: ByteRecord, countingQuotedEmpty: Bool) -> Int {
        var width = record.count
        while width > 1 && record.range(of: width - 1).isEmpty
            && !(countingQuotedEmpty && (record.isQuoted(width - 1, quote: 0x22) || record.isQuoted(width - 1, quote: 0x27))) {
            width -= 1
        }
        return width
    }

    /// The width of the table: the width with the most records in its longest run, among
    /// widths of two or more (one-column files have width 1).
    static func tableWidth(_ widths: [Int]) -> Int {
        var runs: [Int: Int] = [:]
        var start = 0
        for index in 1...widths.count where index == widths.count || widths[index] != widths[start] {
            runs[widths[start], default: 0] = max(runs[widths[start], default: 0], index - start)
            start = index
        }
        let candidates = runs.filter { $0.key >= 2 }
        guard let best = candidates.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return widths.max() ?? 1 }
        // A data table is usually wider than the key/value preamble; a wider run of similar
        // length wins over a narrower one.
        if let wider = candidates.filter({ $0.key > best.key && $0.value * 2 >= best.value }).max(by: { $0.value < $1.value }) {
            return wider.key
        }
        return best.key
    }

    static func tableStart(widths: [Int], width: Int) -> Int {
        for index in widths.indices where widths[index] == width {
            if index + 1 < widths.count, widths[index + 1] == width { return index }
            if index + 1 == widths.count { return index }
        }
        return widths.firstIndex(of: width) ?? 0
    }

    /// A narrower record inside the table that still starts like data (a date or number first).
    static func isRaggedData(_ record: ByteRecord, width: Int) -> Bool {
        let shape = CellShape.classify(field(record, 0))
        return shape == .date || shape == .number
    }

    /// A header: at least two non-empty cells, none a number or date, while the next record
    /// has a number or date where the header has a name.
    static func looksLikeHeader(_ record: ByteRecord, next: ByteRecord?) -> Bool {
        var names = 0
        for index in 0..<record.count {
            switch CellShape.classify(field(record, index)) {
            case .number, .date: return false
            case .empty: continue
            case .text, .unknown: names += 1
            }
        }
        guard names >= 2 || (names == 1 && record.count == 1), let next else { return false }
        for index in 0..<min(record.count, next.count) {
            let shape = CellShape.classify(field(next, index))
            if shape == .number || shape == .date { return true }
        }
        return isHeaderByNames(record)
    }

    /// A header recognised by its names: at least two cells are known column names.
    static func isHeaderByNames(_ record: ByteRecord) -> Bool {
        var known = 0
        for index in 0..<record.count {
            let text = String(decoding: field(record, index), as: UTF8.self)
            if ColumnRoleVocabulary.role(forHeader: text) != nil { known += 1 }
        }
        return known >= 2
    }

    /// The first column that holds a date in nearly every record.
    static func dominantDateColumn(_ records: ArraySlice<ByteRecord>) -> Int? {
        guard records.count >= 3, let width = records.map(\.count).max() else { return nil }
        for column in 0..<width {
            let dates = records.filter { CellShape.classify(field($0, column)) == .date }.count
            if Double(dates) >= Double(records.count) * 0.8 { return column }
        }
        return nil
    }

    static func field(_ record: ByteRecord, _ index: Int) -> ArraySlice<UInt8> {
        index < record.count ? record[index] : []
    }
}
