import StatementValues

extension ColumnAnalyzer {
    /// The format for a money column whose every amount both decimal marks read alike (whole
    /// numbers, also when grouped: forints written `7 490`), or `nil` when some amount tells
    /// the marks apart or none is there to read.
    ///
    /// An empty column reads alike under any mark: it gets the plain format with `.`.
    static func formatReadingAlike(_ cells: [String], _ detection: NumberFormatDetection?) -> NumberFormat? {
        let filled = cells.filter(holdsMoreThanWhitespace)
        guard !filled.isEmpty else { return NumberFormat(decimalMark: .period) }
        guard let candidates = detection?.candidates, candidates.count > 1 else { return nil }
        let alike = filled.allSatisfy { cell in
            let readings = candidates.map { try? $0.parse(cell) }
            return readings[0] != nil && readings.allSatisfy { $0 == readings[0] }
        }
        guard alike else { return nil }
        return candidates.first { $0.decimalMark == .period } ?? candidates[0]
    }
}
