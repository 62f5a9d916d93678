import StatementValues

extension ColumnAnalyzer {
    /// Of unassigned columns of amounts filled side by side on the same rows, the one that shows
    /// both signs while every other never goes below zero: an account's amounts move both ways,
    /// a balance or a second figure of the same row (an original amount, a fee) does not.
    ///
    /// Columns filled on different rows are debits and credits, which only names or a balance
    /// tell apart; a column of zeros only is no candidate.
    static func onlySignedAmount(_ columns: [StatementFormat.Column], values: [[String]]) -> (amount: Int, others: [Int])? {
        let candidates = columns.indices.filter {
            columns[$0].role == nil && columns[$0].type == .amount && !columns[$0].holdsOnlyZeros
        }
        guard candidates.count >= 2 else { return nil }
        func filledRows(_ index: Int) -> Set<Int> { Set(values[index].indices.filter { holdsMoreThanWhitespace(values[index][$0]) }) }
        let rows = filledRows(candidates[0])
        guard rows.count >= 2, candidates.allSatisfy({ filledRows($0) == rows }) else { return nil }
        func showsPlus(_ cells: [String]) -> Bool {
            cells.contains { cell in
                let text = cell.trimmingCharacters(in: .whitespaces)
                return !text.isEmpty && !text.hasPrefix("-") && text.utf8.contains { (0x31...0x39).contains($0) }
            }
        }
        let signed = candidates.filter { showsMinus(values[$0]) }
        guard signed.count == 1, showsPlus(values[signed[0]]) else { return nil }
        return (signed[0], candidates.filter { $0 != signed[0] })
    }

    /// Says which column holds the amounts by their signs, and which columns are left unread.
    static func signedAmountNote(_ columns: [StatementFormat.Column], amount: Int, others: [Int]) -> Problem {
        Problem(
            .amountsInOnlySignedColumn,
            Problem.column("amount_column", number: amount + 1, name: columns[amount].name).merging(
                Problem.columns("other_columns", numbers: others.map { $0 + 1 }, names: others.map { columns[$0].name })) { $1 })
    }
}

extension ColumnAnalyzer {
    /// Whether `balances` is a running balance of `amounts` read with one decimal mark for
    /// both: a column whose own cells leave the mark open (`-7.990`) is tried with each, as the
    /// file writes one mark and the balance beside it may settle it (`1.470.727`).
    static func chainsUnderOneMark(
        balances: [String], _ balanceDetection: NumberFormatDetection?, amounts: [String], _ amountDetection: NumberFormatDetection?
    ) -> Bool {
        guard let balanceFormats = balanceDetection?.candidates, let amountFormats = amountDetection?.candidates else { return false }
        return balanceFormats.contains { balanceFormat in
            amountFormats.contains { amountFormat in
                amountFormat.decimalMark == balanceFormat.decimalMark
                    && chains(balances: balances, format: balanceFormat, amounts: amounts, amountFormat: amountFormat)
            }
        }
    }
}
