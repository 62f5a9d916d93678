import StatementValues

extension ColumnAnalyzer {
    /// The two unassigned columns of amounts that hold the same amount on every row (SNS writes
    /// the amount beside the amount in the original currency, alike for euros), when no column
    /// holds the amounts by name: in a file read whole, either reads every row alike.
    static func twinAmounts(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection]
    ) -> (first: Int, second: Int)? {
        guard !columns.contains(where: { $0.role == .amount || $0.role == .debit || $0.role == .credit }) else { return nil }
        let candidates = columns.indices.filter {
            columns[$0].role == nil && columns[$0].type == .amount && !columns[$0].holdsOnlyZeros
        }
        guard candidates.count == 2, let firstFormat = numberFormats[candidates[0]]?.candidates.first,
              let secondFormat = numberFormats[candidates[1]]?.candidates.first else { return nil }
        let pairs = zip(values[candidates[0]], values[candidates[1]])
        let alike = pairs.allSatisfy { first, second in
            let firstFilled = holdsMoreThanWhitespace(first)
            guard firstFilled == holdsMoreThanWhitespace(second) else { return false }
            guard firstFilled else { return true }
            guard let one = try? firstFormat.parse(first), let other = try? secondFormat.parse(second) else { return false }
            return one == other
        }
        guard alike, pairs.contains(where: { holdsMoreThanWhitespace($0.0) }) else { return nil }
        return (candidates[0], candidates[1])
    }

    /// Says that the first of two columns of the same amounts is read, and why that is no guess.
    static func twinAmountsNote(_ columns: [StatementFormat.Column], _ twins: (first: Int, second: Int)) -> Problem {
        Problem(
            .amountsInTwinColumns,
            Problem.column("amount_column", number: twins.first + 1, name: columns[twins.first].name).merging(
                Problem.column("twin_column", number: twins.second + 1, name: columns[twins.second].name)) { $1 })
    }
}
