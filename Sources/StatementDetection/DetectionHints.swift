import CSVCore
import StatementValues
import TextDecoding

/// What the user says about a file that detection would otherwise work out (`--encoding`,
/// `--delimiter`, `--quote`, `--decimal-separator`, `--date-format`): each settles its setting
/// and the ambiguity about it; detection goes on for the rest.
package struct DetectionHints: Sendable, Equatable {
    package var encoding: TextEncoding?
    /// The bytes between fields.
    package var delimiter: [UInt8]?
    /// The quote byte: `.some(nil)` for a file that quotes nothing, `nil` to detect it.
    package var quote: UInt8??
    package var decimalMark: NumberFormat.DecimalMark?
    package var dateFormat: DateFormat?
    /// What columns mean, as the user says (`--column amount=4`): each replaces the role
    /// detection gave the column, and a singular role leaves the column detection gave it to.
    package var columnRoles: [ColumnRoleHint] = []

    package init(
        encoding: TextEncoding? = nil, delimiter: [UInt8]? = nil, quote: UInt8?? = nil,
        decimalMark: NumberFormat.DecimalMark? = nil, dateFormat: DateFormat? = nil, columnRoles: [ColumnRoleHint] = []
    ) {
        self.encoding = encoding
        self.delimiter = delimiter
        self.quote = quote
        self.decimalMark = decimalMark
        self.dateFormat = dateFormat
        self.columnRoles = columnRoles
    }

    package static let none = DetectionHints()

    /// `dialect` with the delimiter and quote the user gave.
    package func applied(to dialect: Dialect) -> Dialect {
        var dialect = dialect
        if let delimiter { dialect.delimiter = delimiter }
        if let quote {
            dialect.quote = quote
            if quote == nil { dialect.escape = .none }
        }
        return dialect
    }

    /// `analysis` with the decimal mark, date format and column roles the user gave, and no
    /// ambiguity left about them. A column the file does not have is left to
    /// `StatementLoader.plan`, which refuses it.
    func applied(to analysis: inout ColumnAnalyzer.Analysis) {
        for hint in columnRoles where analysis.columns.indices.contains(hint.index) {
            if hint.role.isSingular {
                for index in analysis.columns.indices where analysis.columns[index].role == hint.role {
                    analysis.columns[index].role = nil
                }
            }
            analysis.columns[hint.index].role = hint.role
        }
        if let decimalMark {
            analysis.ambiguities.removeAll { $0.what == .decimalSeparator }
            analysis.decimalSeparator = String(decimalMark.rawValue)
            if analysis.thousandsSeparator == String(decimalMark.rawValue) { analysis.thousandsSeparator = nil }
            for index in analysis.columns.indices where analysis.columns[index].numberFormat != nil {
                let grouping = analysis.columns[index].numberFormat?.grouping
                analysis.columns[index].numberFormat = NumberFormat(
                    decimalMark: decimalMark, grouping: grouping?.rawValue == decimalMark.rawValue ? nil : grouping)
            }
        }
        if let dateFormat {
            analysis.ambiguities.removeAll { $0.what == .dateFormat }
            analysis.dateFormat = dateFormat.pattern
            if let booking = analysis.columns.firstIndex(where: { $0.role == .bookingDate }) {
                analysis.columns[booking].dateFormat = dateFormat
            }
            // A value date written in the booking date's undecided shape follows it.
            for index in analysis.columns.indices where analysis.columns[index].role == .valueDate {
                if let format = analysis.columns[index].dateFormat, format.familyKey.count == dateFormat.familyKey.count,
                   format.pattern.count == dateFormat.pattern.count {
                    analysis.columns[index].dateFormat = dateFormat
                }
            }
        }
    }
}

/// One `--column ROLE=N`: the column at `index` (from 0) holds `role`.
package struct ColumnRoleHint: Sendable, Equatable {
    package var role: ColumnRole
    package var index: Int

    package init(role: ColumnRole, index: Int) {
        self.role = role
        self.index = index
    }

    /// As the user wrote it: `amount=4`.
    package var argument: String { "\(role.rawValue)=\(index + 1)" }
}
