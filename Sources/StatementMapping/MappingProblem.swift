import StatementValues

/// A data line the mapper could not read, with the place and a way out.
public struct MappingProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    /// The column (from 0) that could not be read, when it is one column.
    public var column: Int?
    public var columnName: String?
    public var message: String
    public var hint: String?

    public var description: String { message }

    package init(line: Int, column: Int? = nil, columnName: String? = nil, message: String, hint: String? = nil) {
        self.line = line
        self.column = column
        self.columnName = columnName
        self.message = message
        self.hint = hint
    }
}

/// A balance a data row states instead of a booking (`Saldo`, `Anfangssaldo`, `Kontostand`).
public struct StatedBalance: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case opening
        case closing
    }

    public var line: Int
    public var kind: Kind
    public var amount: Money
    /// The row's date, for a bare `Saldo` row whose end (`kind`) was taken from its place and
    /// is settled by its date once all bookings are read; `nil` otherwise.
    package var undecidedEndDate: CalendarDate? = nil
}
