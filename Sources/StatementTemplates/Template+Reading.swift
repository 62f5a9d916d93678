import CSVCore
import StatementDetection
import StatementValues
import TextDecoding

/// Where a template finds its header in a file, and the lines before it.
package struct TemplateHeaderLocation: Sendable, Equatable {
    /// The header's physical line, from 1.
    package var line: Int
    /// The header's names as the file writes them.
    package var header: [String]
    /// The physical lines before the header, without line breaks.
    package var preamble: [String]

    package init(line: Int, header: [String], preamble: [String]) {
        self.line = line
        self.header = header
        self.preamble = preamble
    }
}

/// A balance the file states in a line before or after its table, found by a template's
/// `balances` rule.
package struct TemplateBalanceLine: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case opening
        case closing
    }

    package var kind: Kind
    /// The physical line it was read from, so that a reconciliation problem can name it.
    package var line: Int
    /// The amount, or `nil` when the captured text is not a number (see `problem`).
    package var amount: DecimalAmount?
    /// The date the balance is stated for, when the pattern captures one.
    package var date: CalendarDate?
    /// Why the amount or date could not be read.
    package var problem: String?
}

extension Template {
    /// The most lines an `"auto"` preamble is searched for the header.
    package static let headerSearchLimit = 100

    /// Finds the header in the decoded start of a file (UTF-8, no byte order mark).
    ///
    /// With a fixed `preamble_lines`, the record after them is the header, whatever it holds
    /// (`TemplateMatcher.verify` then says how it differs). With `"auto"`, the first record
    /// within `headerSearchLimit` lines whose names equal `match.header` (or hold all of
    /// `match.required_columns`) is; `nil` when there is none. Lines are tried one by one
    /// rather than read as one CSV text, because preambles hold quotes that do not balance.
    package func locateHeader(inSample text: [UInt8]) -> TemplateHeaderLocation? {
        locateHeader(in: TemplateHeaderSearch(text))
    }

    /// `locateHeader(inSample:)` in a sample that other templates search too.
    package func locateHeader(in sample: TemplateHeaderSearch) -> TemplateHeaderLocation? {
        var dialect = format.dialect
        dialect.strict = false
        switch format.preambleLines {
        case .fixed(let count):
            return sample.header(atLine: count + 1, dialect: dialect).map { sample.location(count + 1, $0.names) }
        case .auto:
            for line in 1...min(sample.lineStarts.count, Self.headerSearchLimit) {
                guard let header = sample.header(atLine: line, dialect: dialect) else { continue }
                if header.normalized == match.header { return sample.location(line, header.names) }
                if let required = match.requiredColumns, required.allSatisfy(header.normalized.contains) {
                    return sample.location(line, header.names)
                }
            }
            return nil
        }
    }

    /// The offsets where physical lines start, counting LF, CR and CRLF as the reader does.
    static func lineStarts(_ text: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
            if (byte == 0x0A || byte == 0x0D) && index < text.count { starts.append(index) }
        }
        return starts
    }

    /// The template with the booking-date format this file is written in, when the template
    /// names several: the one detection found in the file's date column, else the first.
    ///
    /// Nothing is guessed: detection found that pattern reading the file's dates (and reports an
    /// ambiguity instead when two would), and a file whose dates none of the patterns reads
    /// fails on its first row with the first pattern's example, as with a single pattern.
    package func fittingDateFormat(of detected: StatementFormat) -> Template {
        guard !format.otherDateFormats.isEmpty else { return self }
        let bookingColumn = detected.columns.first { $0.role == .bookingDate }
        guard let found = bookingColumn?.dateFormat?.pattern ?? detected.dateFormat,
              let chosen = format.otherDateFormats.first(where: { $0.pattern == found }) else { return self }
        var template = self
        template.format.otherDateFormats = [template.format.dateFormat] + template.format.otherDateFormats.filter { $0 != chosen }
        template.format.dateFormat = chosen
        return template
    }

    /// The detected format with everything the template settles put in its place: encoding,
    /// dialect, table region, column roles, number and date formats. Ambiguities are dropped,
    /// because the template decides them, and the confidence is 1.
    package func applied(to detected: StatementFormat, header: TemplateHeaderLocation) -> StatementFormat {
        var result = detected
        result.encoding = format.encoding
        var dialect = format.dialect
        dialect.strict = false
        result.dialect = dialect
        let footerLines: Int = switch format.footerLines {
        case .fixed(let count): count
        case .auto: detected.region.footerLines
        }
        result.region = TableRegion(
            preambleLines: header.line - 1, headerLine: header.line, headerRecords: 1, footerLines: footerLines,
            width: header.header.count)
        let roles = roles(forHeader: header.header)
        result.columns = header.header.enumerated().map { index, name in
            let detectedColumn = detected.columns.first { $0.index == index && $0.name == name }
            let role = roles[index]
            let type: ColumnKind = switch role {
            case .bookingDate?, .valueDate?: .date
            case .amount?, .debit?, .credit?, .balance?, .fee?: .amount
            case .counterpartyIBAN?: .iban
            default: detectedColumn?.type ?? .text
            }
            let isDate = role == .bookingDate || role == .valueDate
            return StatementFormat.Column(
                index: index, name: name, role: role, type: type,
                dateFormat: role == .valueDate ? (format.valueDateFormat ?? format.dateFormat) : isDate ? format.dateFormat : nil,
                numberFormat: type == .amount ? format.numberFormat : nil)
        }
        result.decimalSeparator = String(format.numberFormat.decimalMark.rawValue)
        result.thousandsSeparator = format.numberFormat.grouping.map { String($0.rawValue) }
        result.dateFormat = format.dateFormat.pattern
        result.template = id
        result.confidence = 1
        result.ambiguities = []
        return result
    }

    /// The opening and closing balances the file states, found by the `balances` rules in the
    /// given lines (the preamble's and the footer's, each with its physical line number). The
    /// first line a rule matches counts; where it matches several dated lines, the latest date
    /// closes and the earliest opens (a preamble that states "Kontostand vom" twice, at the
    /// start and at the end of the period).
    package func statedBalances(in lines: [(line: Int, text: String)]) -> [TemplateBalanceLine] {
        var found: [TemplateBalanceLine] = []
        for (kind, rule) in [(TemplateBalanceLine.Kind.opening, balances.opening), (.closing, balances.closing)] {
            guard let rule else { continue }
            let regex = rule.pattern.compiled
            var matches: [TemplateBalanceLine] = []
            defer {
                let dated = matches.filter { $0.date != nil && $0.problem == nil }
                if dated.count > 1, let chosen = kind == .closing ? dated.max(by: { $0.date! < $1.date! }) : dated.min(by: { $0.date! < $1.date! }) {
                    found.append(chosen)
                } else if let first = matches.first {
                    found.append(first)
                }
            }
            lines: for (line, text) in lines {
                let groups: [Range<Int>?]
                switch regex.firstMatch(in: text) {
                case .noMatch:
                    continue lines
                case .exhausted:
                    var balance = TemplateBalanceLine(kind: kind, line: line)
                    balance.problem = "the \(kind.rawValue) balance pattern of template '\(id)' (its line \(rule.pattern.location.line)) "
                        + "was stopped after about \(TextRegex.defaultStepLimit * 10_000) steps on line \(line): nested "
                        + "repetitions such as (a+)+ take time that doubles with every character; write the pattern without them"
                    matches.append(balance)
                    break lines
                case .match(let matched):
                    groups = matched
                }
                guard let amountText = Self.text(ofGroup: "amount", of: regex, groups: groups, in: text) else { continue }
                var balance = TemplateBalanceLine(kind: kind, line: line)
                do {
                    balance.amount = try rule.numberFormat.parse(amountText)
                } catch {
                    balance.problem = "the \(kind.rawValue) balance in line \(line): \(error)"
                }
                if let dateFormat = rule.dateFormat, let dateText = Self.text(ofGroup: "date", of: regex, groups: groups, in: text) {
                    do {
                        balance.date = try dateFormat.parse(dateText)
                    } catch {
                        balance.problem = balance.problem ?? "the \(kind.rawValue) balance's date in line \(line): \(error)"
                    }
                }
                matches.append(balance)
                // Only a dated balance can be told from another the rule matches.
                if balance.date == nil || balance.problem != nil { break }
            }
        }
        return found
    }
}

extension Template {
    /// The text group `name` of a match captured, by the UTF-8 ranges `TextRegex` gives.
    static func text(ofGroup name: String, of regex: TextRegex, groups: [Range<Int>?], in text: String) -> Substring? {
        guard let number = regex.groupNumber(named: name), number < groups.count, let range = groups[number] else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return text[start..<end]
    }
}

extension TemplateBalanceLine {
    init(kind: Kind, line: Int) {
        self.init(kind: kind, line: line, amount: nil, date: nil, problem: nil)
    }
}

extension String {
    var trimmingLineBreak: String {
        var text = self
        while let last = text.unicodeScalars.last, last == "\n" || last == "\r" { text.unicodeScalars.removeLast() }
        return text
    }
}

extension Template {
    /// The currency the template fixes for its bank's files, when it fixes one.
    package var fixedCurrency: Currency? {
        if case .fixed(let currency) = columns.currency { return currency }
        return nil
    }

    /// The balances the template's rules read in the lines before the table and in the last
    /// lines of the file (comdirect's "Alter Kontostand", Deutsche Bank's "Kontostand"), which
    /// the sample's end holds.
    package func statedBalances(preamble: [String], head: [UInt8], tail: [UInt8]?) -> [TemplateBalanceLine] {
        var balances = statedBalances(in: preamble.enumerated().map { (line: $0.offset + 1, text: $0.element) })
        let lastLines = FormatDetector.lastLines(head: head, tail: tail).map { (line: 0, text: $0) }
        for found in statedBalances(in: lastLines) where !balances.contains(where: { $0.kind == found.kind }) {
            balances.append(found)
        }
        return balances
    }
}
