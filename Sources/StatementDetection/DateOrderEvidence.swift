import ImportWords
import StatementValues

/// Settles the day/month order of a date column that no day above 12 settles, from the rest
/// of the evidence a statement holds, and says which evidence decided:
///
/// 1. the rows' order: a statement is sorted, so the reading under which the dates run in
///    order (oldest or newest first) wins over one under which they jump back and forth;
/// 2. value dates beside booking dates: a value date lies within days of its booking date;
/// 3. last, and said so, the convention of the statement's currency and language (US dollars
///    with English headers: month first).
///
/// When nothing decides, the ambiguity stands.
enum DateOrderEvidence {
    struct Decision {
        var format: DateFormat
        /// What decided, for the output (the rows run in date order only as MM/dd/yyyy).
        var note: Problem
    }

    /// The reading the rows' order or the value dates decide, or `nil`.
    static func decide(candidates: [DateFormat], booking: [String], value: [String]?) -> Decision? {
        guard candidates.count == 2 else { return nil }
        let readings = candidates.map { format in booking.compactMap { format.read($0) } }
        // The rows' order: at least three distinct dates, every cell read.
        let inOrder = readings.map { dates in
            dates.count == booking.filter { !$0.isEmpty }.count && Set(dates).count >= 3 && isSorted(dates)
        }
        if inOrder.filter({ $0 }).count == 1, let index = inOrder.firstIndex(of: true) {
            return Decision(
                format: candidates[index],
                note: Problem(.dateOrderByRowOrder, ["format": .text(candidates[index].pattern), "other": .text(candidates[1 - index].pattern)]))
        }
        if let value {
            let near = candidates.map { format -> Double in
                let pairs = zip(booking, value).compactMap { pair -> Int? in
                    guard let booked = format.read(pair.0), let valued = format.read(pair.1) else { return nil }
                    return abs(booked.daysSinceEpoch - valued.daysSinceEpoch)
                }
                guard pairs.count >= 3 else { return 0 }
                return Double(pairs.filter { $0 <= 10 }.count) / Double(pairs.count)
            }
            if let best = near.indices.max(by: { near[$0] < near[$1] }), near[best] >= 0.8, near[1 - best] < 0.5 {
                return Decision(
                    format: candidates[best],
                    note: Problem(.dateOrderByValueDates, ["format": .text(candidates[best].pattern)]))
            }
        }
        return nil
    }

    /// The reading the convention of the statement's currency and language suggests: month first
    /// for US dollars with English column names, day first for the currencies of Europe.
    static func convention(candidates: [DateFormat], currency: Currency?, headerNames: [String]) -> Decision? {
        guard candidates.count == 2, let currency else { return nil }
        let monthFirst = candidates.first { $0.pattern.hasPrefix("M") }
        let dayFirst = candidates.first { $0.pattern.hasPrefix("d") }
        guard let monthFirst, let dayFirst else { return nil }
        let english: Set<String> = ["date", "amount", "description", "balance", "transaction date", "posted date", "payee", "memo"]
        let speaksEnglish = headerNames.contains { english.contains(ColumnRoleVocabulary.normalizedHeader($0)) }
        if currency.code == "USD" && speaksEnglish {
            return Decision(
                format: monthFirst,
                note: Problem(.dateOrderByDollarConvention, ["format": .text(monthFirst.pattern), "other": .text(dayFirst.pattern)]))
        }
        if ["EUR", "CHF", "GBP", "CZK", "PLN", "HUF", "SEK", "NOK", "DKK"].contains(currency.code) {
            return Decision(
                format: dayFirst,
                note: Problem(
                    .dateOrderByCurrencyConvention,
                    ["format": .text(dayFirst.pattern), "other": .text(monthFirst.pattern), "currency": .text(currency.code)]))
        }
        return nil
    }

    static func isSorted(_ dates: [CalendarDate]) -> Bool {
        let ascending = zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 }
        let descending = zip(dates, dates.dropFirst()).allSatisfy { $0 >= $1 }
        return ascending || descending
    }
}
