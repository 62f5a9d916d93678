import ImportWords
import StatementValues

/// Finds the amount format of a column from all its sampled cells.
///
/// Every combination of decimal mark and grouping is tried on every cell, and the ones that
/// read the most cells win. A single cell settles the decimal mark when only one reading fits
/// it (`1.234,56`, `12,30`, `1'234.50`, `1.000,0`); a column whose every cell fits both
/// (`-1.450`, `1,234`, whole numbers) is reported as an ambiguity with both, never guessed.
package enum NumberFormatDetector {
    /// Detects the format of one column from its cells; empty cells are ignored. `column` is
    /// recorded in the ambiguity.
    package static func detect(_ cells: some Sequence<String>, column: Int? = nil) -> NumberFormatDetection {
        let cells = DistinctCells(cells)
        let formats = trialFormats
        // Longer cells are texts, and cells without digits are no amounts: neither is worth
        // trying every format on.
        // A cell that lists a total and its parts (`MultiAmountCell`) reads as its total.
        let listing = cells.texts.map { $0.contains("<br") }
        let plausible = cells.texts.indices.map { index in
            let text = cells.texts[index]
            return (listing[index] || text.utf8.count <= 40) && text.utf8.contains { (0x30...0x39).contains($0) }
        }
        let readings = formats.map { format in
            cells.texts.indices.map { index -> NumberFormat.Reading? in
                guard plausible[index] else { return nil }
                if listing[index] {
                    return MultiAmountCell.total(of: cells.texts[index], format: format).map { NumberFormat.Reading(amount: $0, usedGrouping: false) }
                }
                return format.reading(of: cells.texts[index])
            }
        }
        let counts = readings.map { cells.cellCount(where: $0.map { $0 != nil }) }
        let best = counts.max() ?? 0
        guard best > 0 else {
            return NumberFormatDetection(
                candidates: [], readCount: 0, nonEmptyCount: cells.totalCount,
                unreadableExamples: Array(cells.texts.prefix(exampleLimit)), ambiguity: nil)
        }

        // Per decimal mark, the grouping the cells actually use; no grouping if none shows.
        var winners: [Int] = []
        for mark in NumberFormat.DecimalMark.allCases {
            let reading = formats.indices.filter { formats[$0].decimalMark == mark && counts[$0] == best }
            let grouped = reading.first { index in readings[index].contains { $0?.usedGrouping == true } }
            if let chosen = grouped ?? reading.first(where: { formats[$0].grouping == nil }) ?? reading.first {
                winners.append(chosen)
            }
        }

        var decidedBy: Problem?
        if winners.count > 1, let period = winners.first(where: { formats[$0].decimalMark == .period }),
           let reason = paddedThirdDecimal(cells.texts) {
            winners = [period]
            decidedBy = reason
        }
        let candidates = winners.map { index in
            var format = formats[index]
            format.grouping = format.grouping.map { refine($0, seenIn: cells.texts) }
            return format
        }
        let unread = cells.texts.indices.filter { readings[winners[0]][$0] == nil }.map { cells.texts[$0] }
        let groupingNote = candidates.count == 1 && candidates[0].grouping == .lost
            ? lostGroupingNote(cells.texts) : nil
        let ambiguity = winners.count > 1
            ? describeAmbiguity(cells: cells, readings: winners.map { readings[$0] }, candidates: candidates, column: column)
            : nil
        return NumberFormatDetection(
            candidates: candidates, readCount: best, nonEmptyCount: cells.totalCount,
            unreadableExamples: Array(unread.prefix(exampleLimit)), ambiguity: ambiguity, decidedBy: decidedBy,
            groupingNote: groupingNote)
    }

    /// Says that `�` is read as the thousands separator: the mark itself is gone, and where it
    /// stood can only be inferred from the groups of three digits around it.
    static func lostGroupingNote(_ cells: [String]) -> Problem {
        Problem(.lostGroupingMark, ["example": .text(cells.first { $0.contains("\u{FFFD}") } ?? "")])
    }

    /// Why `.` is the decimal mark of cells that all read both ways, when they show it: every
    /// cell has three digits after one `.` and ends in 0, and at least three distinct cells
    /// have a tens digit that is not 0 (Viseca writes `156.960`, `37.650`). As thousands, each
    /// amount would be a multiple of ten without being a round hundred — not what a list of
    /// payments looks like; as amounts of a two-decimal currency padded to three decimals,
    /// they are ordinary. Round amounts (`1.500`, `2.000`) decide nothing.
    static func paddedThirdDecimal(_ cells: [String]) -> Problem? {
        var telling: [String] = []
        for cell in cells {
            let digits = Array(cell.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") })
            guard (5...7).contains(digits.count), digits[digits.count - 4] == UInt8(ascii: "."),
                  digits.indices.allSatisfy({ $0 == digits.count - 4 || (0x30...0x39).contains(digits[$0]) }),
                  digits.last == UInt8(ascii: "0") else { return nil }
            if digits[digits.count - 2] != UInt8(ascii: "0") { telling.append(cell) }
        }
        guard telling.count >= 3 else { return nil }
        return Problem(.decimalMarkByPaddedDecimals, ["example": .text(telling[0])])
    }

    /// The most cells an ambiguity or an unreadable list quotes.
    static let exampleLimit = 5

    /// Both decimal marks with no grouping and with each kind of grouping (one per kind: the
    /// space and apostrophe variants read one another).
    static let trialFormats: [NumberFormat] = NumberFormat.DecimalMark.allCases.flatMap { mark in
        let groupings: [NumberFormat.GroupingSeparator?] = [nil, .period, .comma, .apostrophe, .space, .lost]
        return groupings
            .filter { $0?.rawValue != mark.rawValue }
            .map { NumberFormat(decimalMark: mark, grouping: $0) }
    }

    /// The exact grouping character the cells show, within the kind that read them.
    private static func refine(_ grouping: NumberFormat.GroupingSeparator, seenIn values: [String]) -> NumberFormat.GroupingSeparator {
        let variants: [NumberFormat.GroupingSeparator] = switch grouping {
        case .apostrophe, .rightSingleQuotationMark: [.apostrophe, .rightSingleQuotationMark]
        case .space, .noBreakSpace, .narrowNoBreakSpace: [.noBreakSpace, .narrowNoBreakSpace, .space]
        default: [grouping]
        }
        // Spaces also stand between a number and its currency, so the rarer no-break kinds,
        // which only grouping uses, count first.
        return variants.first { variant in values.contains { $0.contains(variant.rawValue) } } ?? grouping
    }

    private static func describeAmbiguity(
        cells: DistinctCells, readings: [[NumberFormat.Reading?]], candidates: [NumberFormat], column: Int?
    ) -> Ambiguity {
        let values = cells.texts
        let shared = values.indices.filter { index in readings.allSatisfy { $0[index] != nil } }
        let telling = shared.first { index in Set(readings.map { $0[index]?.amount.description }).count > 1 }
        let reason: Problem
        if let telling {
            let readingWords = zip(candidates, readings).map { format, amounts -> WordValue in
                let formatWords = WordValue.phrase("ambiguity.number_format", [
                    "decimal_mark": .phrase(format.decimalMark == .period ? "amount_format.decimal_point" : "amount_format.decimal_comma", [:]),
                    "grouping": .phrase(format.grouping?.wordKey ?? "amount_format.no_grouping", [
                        "grouping": .text(format.grouping.map { String($0.rawValue) } ?? ""),
                    ]),
                ])
                guard let amount = amounts[telling]?.amount else { return .phrase("ambiguity.no_number_reading", ["format": formatWords]) }
                return .phrase("ambiguity.number_reading", ["amount": .text(amount.description), "format": formatWords])
            }
            reason = Problem(.ambiguousDecimalMark, [
                "cell": .text(values[telling]),
                "readings": .phrases(readingWords, separator: "ambiguity.number_readings_separator"),
                "values": .number(cells.totalCount),
                "undecided": .undecided(cells.totalCount),
            ])
        } else {
            reason = Problem(.ambiguousDecimalMarkWholeNumbers, [
                "cell": .text(values[shared.first ?? 0]),
                "values": .number(cells.totalCount),
                "whole": cells.totalCount == 1
                    ? .phrase("ambiguity.whole_one", [:]) : .phrase("ambiguity.whole_many", ["values": .number(cells.totalCount)]),
            ])
        }
        return Ambiguity(
            what: .decimalSeparator,
            candidates: candidates.map { String($0.decimalMark.rawValue) },
            reason: reason,
            column: column)
    }
}
