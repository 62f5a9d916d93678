import StatementValues

/// An amount cell that lists several amounts between HTML line breaks, as ZKB writes a card
/// withdrawal with its fee: `702.00<br />2.00<br />700.00`, the booked total first and then its
/// parts. The cell is read as its first amount only when the others add up to it, which is what
/// makes the first one the total; any other list stays unreadable.
package struct MultiAmountCell {
    /// The cells read this way so far, and the first of them, for the one warning they get.
    private(set) var count = 0
    private(set) var first: (line: Int, text: String)?

    package init() {}

    /// The total a listing cell states, or `nil` when `text` is no such cell.
    package static func total(of text: String, format: NumberFormat) -> DecimalAmount? {
        guard text.contains("<br") else { return nil }
        let parts = text.split(separator: "<br", omittingEmptySubsequences: false).enumerated().map { index, part in
            // Every part after the first starts with the rest of the tag: ` />`, `/>` or `>`.
            index == 0 ? part : part.drop { $0 != ">" }.dropFirst()
        }
        guard parts.count >= 3 else { return nil }
        var amounts: [DecimalAmount] = []
        for part in parts {
            guard let amount = try? format.parseAllowingGrouping(part) else { return nil }
            amounts.append(amount)
        }
        let scale = amounts.map(\.scale).max() ?? 0
        let scaled = amounts.compactMap { $0.rescaled(to: scale) }
        guard scaled.count == amounts.count else { return nil }
        var rest: Int64 = 0
        for amount in scaled.dropFirst() {
            let (sum, overflow) = rest.addingReportingOverflow(amount.significand)
            guard !overflow else { return nil }
            rest = sum
        }
        return rest == scaled[0].significand ? amounts[0] : nil
    }

    package mutating func record(line: Int, text: String) {
        count += 1
        if first == nil { first = (line, text) }
    }

    /// The warning for the cells read, `nil` when there were none.
    package var note: String? {
        guard let first else { return nil }
        let cells = count == 1 ? "1 amount cell lists" : "\(count) amount cells list"
        return "\(cells) several amounts between '<br />' (the first on line \(first.line): '\(first.text)'); "
            + "each is read as its first amount, which the others add up to"
    }
}
