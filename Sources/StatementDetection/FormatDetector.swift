import CSVCore
import StatementValues
import TextDecoding

/// Detects a statement's format from a bounded sample: the first bytes of the file, and for
/// files longer than that, its last bytes (where footers are).
///
/// The cost does not depend on the file's size: at most `headLimit` + `tailLimit` bytes are
/// looked at, and at most `DialectDetector.sampleRecordLimit` records are scored.
///
/// `confidence` is the product of the stages' own confidences, each 0...1:
/// encoding (1 for a byte order mark or non-ASCII valid UTF-8, lower when code pages compete),
/// dialect (the winning score, lowered when the runner-up is within 10 %), table (1 with a
/// header, 0.8 without), columns (1 when a date role and an amount role — amount, or debit and
/// credit — are found, 0.6 otherwise); then 0.15 less for every ambiguity. A file scoring below
/// 0.5 should be read with a template or options.
package enum FormatDetector {
    package static let headLimit = 1 << 16
    package static let tailLimit = 1 << 14

    /// - Parameters:
    ///   - head: the first bytes of the file (up to `headLimit`).
    ///   - tail: the last bytes (up to `tailLimit`) when the file is longer than `head`;
    ///     `nil` when `head` is the whole file.
    package static func detect(head fullHead: [UInt8], tail fullTail: [UInt8]?, hints: DetectionHints = .none) -> StatementFormat {
        detect(head: fullHead, tail: fullTail, votes: CharsetVotes(), hints: hints)
    }

    /// `detect`, asking ICU through `votes`, shared with the other detections of one file.
    package static func detect(
        head fullHead: [UInt8], tail fullTail: [UInt8]?, votes: CharsetVotes, hints: DetectionHints = .none
    ) -> StatementFormat {
        // The bound holds whatever the caller passes: a longer head is cut, a longer tail too.
        let head = Array(fullHead.prefix(headLimit))
        let tail = fullTail.map { Array($0.suffix(tailLimit)) } ?? (fullHead.count > headLimit ? Array(fullHead.suffix(tailLimit)) : nil)
        let encoding = hints.encoding.map { EncodingDetector.given($0, head: head) }
            ?? EncodingDetector.detect(tail.map { head + $0 } ?? head, votes: votes)
        let isComplete = tail == nil
        let text = decode(head, encoding: encoding, cutAtLastLine: !isComplete)
        var ambiguities: [Ambiguity] = []
        if let ambiguity = encoding.ambiguity { ambiguities.append(ambiguity) }

        let dialectResult = DialectDetector.detect(text, delimiter: hints.delimiter, quote: hints.quote)
        var dialect = hints.applied(to: dialectResult.dialect)
        dialect.strict = false
        let records = SampleRecords.read(text, dialect: dialect, limit: 2000, isComplete: isComplete)
        let sample = TableRegionDetector.SampleTable(
            records: records, lastContentLine: lastContentLine(text), isComplete: isComplete)
        var (region, headerRange, dataRange) = TableRegionDetector.detect(sample)
        if let tail, let dataEnd = dataRange.last {
            region.footerLines = footerLines(
                inTail: tail, encoding: encoding, dialect: dialect, width: region.width,
                dateColumn: TableRegionDetector.dominantDateColumn(records[dataRange]),
                tableSample: records[dataEnd])
        }

        var analysis = ColumnAnalyzer.analyze(
            header: headerRange.map { records[$0] }, data: Array(records[dataRange]), width: region.width,
            isComplete: isComplete)
        let preamble = preambleLines(text, count: region.preambleLines)
        let headerNames = analysis.columns.compactMap(\.name)
        var currency = CurrencyHint.currency(headerNames: headerNames, preamble: preamble)
        // After the analyser's own notes, in the order the decisions were taken.
        var decided: [Problem] = []
        if let told = ColumnAnalyzer.headerOnSeveralLines(headerRange.map { records[$0] }, columns: analysis.columns) {
            decided.append(told)
        }
        if currency == nil, let written = analysis.currencyInAmounts {
            currency = written
            decided.append(Problem(.currencyWrittenWithAmounts, ["currency": .text(written.code)]))
        }
        if let index = analysis.ambiguities.firstIndex(where: { $0.what == .dateFormat }),
           let decision = DateOrderEvidence.convention(
               candidates: analysis.ambiguities[index].candidates.compactMap { try? DateFormat(pattern: $0) },
               currency: currency ?? analysis.currencyInColumn, headerNames: headerNames) {
            let candidates = analysis.ambiguities[index].candidates.compactMap { try? DateFormat(pattern: $0) }
            analysis.ambiguities.remove(at: index)
            analysis.dateFormat = decision.format.pattern
            decided.append(decision.note)
            let undecided = Dictionary(uniqueKeysWithValues: analysis.columns.filter { $0.type == .date && $0.dateFormat.map(candidates.contains) == true }.map {
                ($0.index, DateFormatDetection(candidates: candidates, readCount: 1, nonEmptyCount: 1, unreadableExamples: [], ambiguity: nil))
            })
            ColumnAnalyzer.settleDateOrder(&analysis.columns, to: decision.format, among: candidates, detections: undecided)
        }
        hints.applied(to: &analysis)
        ambiguities.append(contentsOf: analysis.ambiguities)
        region.notes += analysis.notes + analysis.decided + decided
        // Only the texts depend on it, so the file is read, and the output says how.
        if let ambiguity = encoding.ambiguity, let other = ambiguity.candidates.first(where: { $0 != encoding.encoding.rawValue }) {
            region.notes.append(Problem(
                .encodingUncertain, ["encoding": .text(encoding.encoding.rawValue), "other": .text(other)],
                need: .encoding(candidates: [other])))
        }

        var confidence = encoding.confidence * dialectResult.confidence
        confidence *= region.headerLine == nil ? 0.8 : 1
        confidence *= analysis.hasDateAndAmount ? 1 : 0.6
        confidence -= 0.15 * Double(ambiguities.count)
        return StatementFormat(
            encoding: encoding.encoding,
            hasByteOrderMark: encoding.hasByteOrderMark,
            dialect: dialect,
            lineEnding: lineEnding(of: text),
            region: region,
            columns: analysis.columns,
            decimalSeparator: analysis.decimalSeparator,
            thousandsSeparator: analysis.thousandsSeparator,
            dateFormat: analysis.dateFormat,
            template: nil,
            currency: currency,
            currencyInColumn: analysis.currencyInColumn,
            accountIBAN: preamble.lazy.compactMap(IBAN.first(in:)).first ?? analysis.accountIBAN,
            preamble: preamble,
            confidence: max(0, min(1, (confidence * 100).rounded() / 100)),
            ambiguities: ambiguities)
    }

    /// The last 30 lines of the sample's end (the tail, or the whole head of a short file),
    /// decoded: where balance lines and legends below the table stand.
    package static func lastLines(head: [UInt8], tail: [UInt8]?) -> [String] {
        // Cut at the bytes of CR, LF and CR LF, each a character of its own in UTF-8 text, from
        // the end: a short file's sample is all of it.
        let text = decodedHead(tail ?? head, isComplete: true)
        var lines: [String] = []
        var end = text.count
        var index = text.count
        while index > 0 && lines.count < 30 {
            index -= 1
            guard text[index] == 0x0A || text[index] == 0x0D else { continue }
            lines.append(String(decoding: text[(index + 1)..<end], as: UTF8.self))
            if text[index] == 0x0A && index > 0 && text[index - 1] == 0x0D { index -= 1 }
            end = index
        }
        if lines.count < 30 { lines.append(String(decoding: text[0..<end], as: UTF8.self)) }
        return lines.reversed()
    }

    /// The head of a file as UTF-8 text without a byte order mark, in the encoding detection
    /// found: what templates search for their header.
    package static func decodedHead(_ head: [UInt8], isComplete: Bool) -> [UInt8] {
        decodedHead(head, isComplete: isComplete, votes: CharsetVotes())
    }

    package static func decodedHead(_ head: [UInt8], isComplete: Bool, votes: CharsetVotes) -> [UInt8] {
        decode(head, encoding: EncodingDetector.detect(head, votes: votes), cutAtLastLine: !isComplete)
    }

    /// The sample as UTF-8 without a byte order mark; cut after its last line break when the
    /// file goes on, so that no half record is scored.
    package static func decode(_ bytes: [UInt8], encoding: EncodingDetector.Result, cutAtLastLine: Bool) -> [UInt8] {
        var body = bytes
        if encoding.hasByteOrderMark, let mark = bytes.withUnsafeBytes({ ByteOrderMark.detect($0) }) {
            body = Array(bytes[mark.length...])
        }
        var text: [UInt8] = []
        if encoding.encoding == .utf8 {
            text = body
        } else if var transcoder = try? UTF8Transcoder(from: encoding.encoding) {
            body.withUnsafeBytes { transcoder.convert($0, into: &text) }
        }
        if cutAtLastLine, let last = text.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            text.removeSubrange((last + 1)...)
        }
        return text
    }

    /// The first `count` physical lines of `text` (at most 40), without their line breaks.
    static func preambleLines(_ text: [UInt8], count: Int) -> [String] {
        var lines: [String] = []
        var start = 0
        var index = 0
        while index < text.count && lines.count < min(count, 40) {
            let byte = text[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: text[start..<index], as: UTF8.self))
                if byte == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        return lines
    }

    /// The last physical line with more than white space, counting lines as the reader does.
    static func lastContentLine(_ text: [UInt8]) -> Int {
        var line = 1
        var lastContent = 0
        var previous: UInt8 = 0
        for byte in text {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
                line += 1
            } else if byte != 0x0A && byte != 0x20 && byte != 0x09 {
                lastContent = line
            }
            previous = byte
        }
        return lastContent
    }

    static func lineEnding(of text: [UInt8]) -> StatementFormat.LineEnding {
        guard let first = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return .lf }
        if text[first] == 0x0A { return .lf }
        let next = first + 1 < text.count ? text[first + 1] : 0
        if next == 0x0A { return .crlf }
        if next == 0x0D, first + 2 < text.count, text[first + 2] == 0x0A { return .crcrlf }
        return .cr
    }

    /// Footer lines found in the file's last bytes: the tail is cut to whole lines, read with
    /// the dialect, and its trailing records that break the table's pattern are counted.
    static func footerLines(
        inTail tail: [UInt8], encoding: EncodingDetector.Result, dialect: Dialect, width: Int,
        dateColumn: Int?, tableSample: ByteRecord
    ) -> Int {
        var text = decode(tail, encoding: EncodingDetector.Result(
            encoding: encoding.encoding, hasByteOrderMark: false, confidence: 1, ambiguity: nil), cutAtLastLine: false)
        guard let firstBreak = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return 0 }
        text.removeSubrange(...firstBreak)
        let records = SampleRecords.read(text, dialect: dialect, limit: 10_000)
        guard !records.isEmpty else { return 0 }
        let start = TableRegionDetector.footerStart(records[...], width: width, dateColumn: dateColumn)
        guard start < records.count, start > 0 else { return 0 }
        return max(0, lastContentLine(text) - records[start - 1].lastLine)
    }
}
