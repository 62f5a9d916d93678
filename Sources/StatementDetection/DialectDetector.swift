import CSVCore

/// Finds the dialect (delimiter, quote, escape) that cuts a sample into the most table-like
/// records.
///
/// Every plausible dialect reads the sample; each reading is scored by
/// - consistency: the share of the sample's lines in the run of records of one width that holds
///   the most cells (so that a preamble or footer does not spoil a good reading, unlike
///   CleverCSV's whole-file pattern score);
/// - cell shapes: the share of cells that look like values (`CellShape`) or hold a list of like
///   values (`1;2;3`), so that a delimiter that only cuts text into halves, or lists into their
///   items, loses to one that yields dates and amounts;
/// - quoting: records whose quotes do not balance under the dialect (strict reading) count
///   against it, except apostrophes inside words (`Men's`).
/// A backslash escape is then checked on the whole sample, where a rare `\"` shows itself.
/// The product is the score; ties go to the more common dialect (`candidateDelimiters` order).
package enum DialectDetector {
    /// The outcome for the best dialect, with what it was chosen from.
    package struct Result: Sendable {
        package var dialect: Dialect
        /// 0...1; the best score, lowered when the runner-up comes close.
        package var confidence: Double
        /// The runner-up's delimiter when it scored within 10 % of the best.
        package var closeRunnerUp: Dialect?
    }

    /// Candidate delimiters, most common first (the tie-break order), with how much more
    /// evidence a rarer one needs before it wins.
    static let candidateDelimiters: [(delimiter: UInt8, prior: Double)] = [
        (0x2C, 1), (0x3B, 1), (0x09, 1), (0x7C, 0.95), (0x3A, 0.8), (0x20, 0.75), (0x23, 0.6), (0x7E, 0.6), (0x5E, 0.6),
    ]

    /// The longest sample the detector reads; detection costs the same for any file size.
    package static let sampleRecordLimit = 400

    /// A one-column file scores this share of its cells' shape score: it wins only where no
    /// delimiter cuts the lines into a consistent table.
    static let singleColumnWeight = 0.5

    struct Scored {
        var dialect: Dialect
        var score: Double
    }

    /// - Parameters:
    ///   - delimiter, quote: what the user gave (`--delimiter`, `--quote`): only dialects with
    ///     them are scored; the escape and the rest are still detected.
    package static func detect(_ text: [UInt8], delimiter: [UInt8]? = nil, quote: UInt8?? = nil) -> Result {
        let commentByte = leadingCommentByte(text)
        var scored: [Scored] = []
        let candidates = candidateDialects(for: text, comment: commentByte).filter { dialect in
            (delimiter.map { dialect.delimiter == $0 } ?? true) && (quote.map { dialect.quote == $0 } ?? true)
        }
        if (delimiter != nil || quote != nil) && candidates.isEmpty {
            let given = Dialect(delimiter: delimiter ?? [0x2C], quote: quote ?? UInt8(ascii: "\""), escape: .doubledQuote, comment: commentByte)
            return Result(dialect: given, confidence: 1, closeRunnerUp: nil)
        }
        for dialect in candidates {
            scored.append(Scored(dialect: dialect, score: score(dialect, on: text)))
        }
        let ranked = scored.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
        let singleColumn = singleColumnScore(text, comment: commentByte)
        guard let best = ranked.first, best.score > singleColumn else {
            // No delimiter cuts the sample into a table: one column, and the delimiter does not
            // matter; report the comma that readers assume.
            let quote = UInt8(ascii: "\"")
            return Result(
                dialect: Dialect(delimiter: [0x2C], quote: quote, escape: .doubledQuote, comment: commentByte),
                confidence: min(1, singleColumn + 0.3), closeRunnerUp: nil)
        }
        let runnerUp = ranked.dropFirst().first { $0.dialect.delimiter != best.dialect.delimiter }
        var confidence = min(1, best.score)
        var close: Dialect?
        if let runnerUp, runnerUp.score > best.score * 0.9 {
            close = runnerUp.dialect
            confidence *= 0.7
        }
        let escaped = withEscapeEvidence(best.dialect, text: text)
        return Result(dialect: reported(escaped, text: text), confidence: confidence, closeRunnerUp: close)
    }

    /// The bytes in which a backslash escape may show itself: it is often rare (one `\"` in a
    /// long file), so it is looked for in the whole sample, not only in the scored records.
    static let escapeEvidenceLimit = 1 << 16

    /// `dialect`, with the backslash escape where the whole sample (not only the scored records)
    /// has fewer malformed records with it. A dialect read best without any escape belongs to a
    /// writer that leaves quotes inside quoted fields bare (`'Men's Boots'`); a `\'` there is
    /// one more bare quote after a literal backslash, not an escape.
    static func withEscapeEvidence(_ dialect: Dialect, text: [UInt8]) -> Dialect {
        guard let quote = dialect.quote, dialect.escape == .doubledQuote else { return dialect }
        let sample = Array(text.prefix(escapeEvidenceLimit))
        guard zip(sample, sample.dropFirst()).contains(where: { $0 == 0x5C && $1 == quote }) else { return dialect }
        var backslashed = dialect
        backslashed.escape = .backslash
        func malformed(_ candidate: Dialect) -> Int {
            SampleRecords.read(sample, dialect: candidate, limit: .max)
                .filter { $0.problems.contains { !isApostrophe($0, in: sample) } }.count
        }
        return malformed(backslashed) < malformed(dialect) ? backslashed : dialect
    }

    /// The chosen dialect as it should be reported: non-strict, and in its most common form
    /// wherever that reads the sample the same way, since the rest of the file may need it:
    /// doubling rather than no escape, the double quote rather than a quote that never opens a
    /// field. A file read best without quotes still gets the double quote when quoting changes
    /// no record's width (it then only unwraps fields such as `"cell one" ,`).
    static func reported(_ dialect: Dialect, text: [UInt8]) -> Dialect {
        var chosen = dialect
        chosen.strict = false
        let reading = SampleRecords.read(text, dialect: chosen, limit: sampleRecordLimit)
        var forms: [Dialect] = []
        if chosen.quote != nil && chosen.escape == .none {
            var doubled = chosen
            doubled.escape = .doubledQuote
            forms.append(doubled)
        }
        if chosen.quote != 0x22 {
            var doubleQuoted = chosen
            doubleQuoted.quote = 0x22
            doubleQuoted.escape = chosen.escape == .backslash ? .backslash : .doubledQuote
            forms.append(doubleQuoted)
        }
        for form in forms {
            let formReading = SampleRecords.read(text, dialect: form, limit: sampleRecordLimit)
            let alike = chosen.quote == nil
                ? formReading.map(\.count) == reading.map(\.count)
                : formReading.map(fields) == reading.map(fields)
            if alike { return form }
        }
        return chosen
    }

    /// A record's fields, for comparing two readings.
    private static func fields(_ record: ByteRecord) -> [ArraySlice<UInt8>] {
        (0..<record.count).map { record[$0] }
    }

    /// `#` when several lines start with it: comment lines (or a commented header) that no
    /// dialect should have to explain.
    static func leadingCommentByte(_ text: [UInt8]) -> UInt8? {
        var lineStarts = 0
        var hashStarts = 0
        var atLineStart = true
        for byte in text.prefix(1 << 16) {
            if atLineStart && byte != 0x0A && byte != 0x0D {
                lineStarts += 1
                if byte == 0x23 { hashStarts += 1 }
            }
            atLineStart = byte == 0x0A || byte == 0x0D
        }
        return hashStarts >= 2 && hashStarts * 2 < lineStarts * 2 ? 0x23 : nil
    }

    /// The dialects worth trying: delimiters that occur in the sample, combined with the quotes
    /// that occur. Each quote is tried with doubling, with no escape (for files that write `""`
    /// without meaning an escaped quote) and, where `\` stands before that quote, with a
    /// backslash escape. A delimiter that a space follows is also tried skipping spaces at the
    /// start of fields; for the space itself that reads a run of spaces as one cut, as in
    /// columns aligned with spaces. The order is the tie-break: an escape that reads the sample
    /// no better than doubling loses to it.
    static func candidateDialects(for text: [UInt8], comment: UInt8?) -> [Dialect] {
        var present = Set<UInt8>()
        for byte in text where byte < 0x80 { present.insert(byte) }
        var quotes: [UInt8?] = []
        if present.contains(0x22) { quotes.append(0x22) }
        if present.contains(0x27) { quotes.append(0x27) }
        quotes.append(nil)
        var backslashBefore = Set<UInt8>()
        var spaceAfter = Set<UInt8>()
        for (byte, next) in zip(text, text.dropFirst()) {
            if byte == 0x5C { backslashBefore.insert(next) }
            if next == 0x20 { spaceAfter.insert(byte) }
        }
        // ZKB starts every line with a space before the first quote (` "Datum";"Buchungstext"`).
        let linesStartSpaced = text.first == 0x20 || spaceAfter.contains(0x0A) || spaceAfter.contains(0x0D)
        var dialects: [Dialect] = []
        for (delimiter, _) in candidateDelimiters
        where present.contains(delimiter) && delimiter != comment && !(delimiter == 0x3A && colonsAreTimesOrAddresses(text)) {
            for quote in quotes {
                var escapes: [Dialect.Escape] = [.none]
                if let quote {
                    escapes = [.doubledQuote, .none]
                    if backslashBefore.contains(quote) { escapes.append(.backslash) }
                }
                for escape in escapes {
                    let plain = Dialect(delimiter: [delimiter], quote: quote, escape: escape, comment: comment, strict: true)
                    dialects.append(plain)
                    if spaceAfter.contains(delimiter) || (linesStartSpaced && quote != nil) {
                        var spaced = plain
                        spaced.skipInitialSpace = true
                        dialects.append(spaced)
                    }
                }
            }
        }
        return dialects
    }

    /// Whether the colons of the sample are mostly those of times (`15:02`, `09:28:04`) and of
    /// web addresses (`https://`): a colon between a digit and exactly two digits separates
    /// hours from minutes, one before `//` ends a scheme; neither separates fields.
    static func colonsAreTimesOrAddresses(_ text: [UInt8]) -> Bool {
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < text.count && text[index] >= 0x30 && text[index] <= 0x39 }
        func isSlash(_ index: Int) -> Bool { index < text.count && text[index] == 0x2F }
        var colons = 0
        var inValues = 0
        for index in text.indices where text[index] == 0x3A {
            colons += 1
            if isDigit(index - 1) && isDigit(index + 1) && isDigit(index + 2) && !isDigit(index + 3) { inValues += 1 }
            if index > 0 && CellShape.isWordByte(text[index - 1]) && isSlash(index + 1) && isSlash(index + 2) { inValues += 1 }
        }
        return inValues * 2 >= colons
    }

    static func prior(of delimiter: [UInt8]) -> Double {
        candidateDelimiters.first { $0.delimiter == delimiter[0] }?.prior ?? 0.5
    }

    /// Below this prior a delimiter is rare enough that one record cut by it proves nothing.
    static let commonDelimiterPrior = 0.9

    /// The score of one dialect on the sample: consistency × shapes × quoting × prior.
    static func score(_ dialect: Dialect, on text: [UInt8]) -> Double {
        let records = SampleRecords.read(text, dialect: dialect, limit: sampleRecordLimit)
        guard !records.isEmpty else { return 0 }
        let widths = records.map(\.count)
        let run = longestRun(of: widths)
        guard run.width > 1 else { return 0 }
        // A rare delimiter (`#`, `:`, space) that cuts a single line proves nothing; it has to
        // cut two records alike.
        if run.length < 2 && prior(of: dialect.delimiter) < commonDelimiterPrior { return 0 }

        // Consistency: the share of the sample's lines that the run explains (a preamble or
        // footer costs a little, a ragged table a lot). Lines, not records: a quote that swallows
        // many lines into one record must not shrink what the table is measured against.
        let lines = records.map { $0.lastLine - $0.position.line + 1 }
        let allLines = lines.reduce(0, +)
        let covered = Double(lines[run.range].reduce(0, +)) / Double(allLines)
        // Wider tables are a little more likely than narrow ones.
        let widthFactor = 1 - 1 / Double(run.width + 2)
        var consistency = covered * widthFactor
        if run.length == 1 && records.count > 1 { consistency *= 0.5 }

        // Shapes, over the records of the run.
        var known = 0
        var cells = 0
        for record in records[run.range] {
            for index in 0..<record.count {
                cells += 1
                if CellShape.classify(record[index]).isKnown || CellShape.isList(record[index]) { known += 1 }
            }
        }
        let shapes = cells == 0 ? 0 : Double(known) / Double(cells)

        // Quoting: the lines of records malformed under strict reading count against the
        // dialect. An apostrophe inside a word (`Men's`) is not malformed quoting.
        var malformedLines = 0
        for (record, lineCount) in zip(records, lines)
        where record.problems.contains(where: { !isApostrophe($0, in: text) }) {
            malformedLines += lineCount
        }
        let quoting = 1 - Double(malformedLines) / Double(allLines)
        return prior(of: dialect.delimiter) * consistency * (0.1 + 0.9 * shapes) * quoting * quoting
    }

    /// Whether `problem` is a quote byte between two letters, which is an apostrophe.
    static func isApostrophe(_ problem: RecordProblem, in text: [UInt8]) -> Bool {
        guard problem.kind == .quoteInUnquotedField, problem.byte > 0, problem.byte + 1 < text.count else { return false }
        return CellShape.isWordByte(text[problem.byte - 1]) && CellShape.isWordByte(text[problem.byte + 1])
    }

    /// The score of reading every line as one value.
    static func singleColumnScore(_ text: [UInt8], comment: UInt8?) -> Double {
        let dialect = Dialect(delimiter: [0x00], quote: 0x22, escape: .doubledQuote, comment: comment, strict: true)
        let records = SampleRecords.read(text, dialect: dialect, limit: sampleRecordLimit)
        guard !records.isEmpty else { return 0 }
        // A line that is one quoted field (`"12,34,567"`) is a value whatever its shape: nobody
        // quotes a whole line of a table.
        let known = records.filter { record in
            record.problems.isEmpty && (CellShape.classify(record[0]).isKnown || text[record.position.byte] == 0x22)
        }.count
        return singleColumnWeight * Double(known) / Double(records.count)
    }

    /// The run of consecutive records with the same width that holds the most cells: the table,
    /// rather than a longer but narrower preamble of key/value lines.
    static func longestRun(of widths: [Int]) -> (width: Int, length: Int, range: Range<Int>) {
        var best = (width: 0, length: 0, range: 0..<0)
        var start = 0
        for index in 1...widths.count {
            if index == widths.count || widths[index] != widths[start] {
                let length = index - start
                let cells = length * widths[start]
                let bestCells = best.length * best.width
                if cells > bestCells || (cells == bestCells && length > best.length) {
                    best = (widths[start], length, start..<index)
                }
                start = index
            }
        }
        return best
    }
}
