import ImportWords
import StatementValues

/// A data line the mapper could not read, with the place and a way out.
public struct MappingProblem: Sendable, Equatable, CustomStringConvertible {
    /// The line of the file, from 1.
    public var line: Int
    /// The column (from 0) that could not be read, when it is one column.
    public var column: Int?
    /// The header's name of the column, when the file has a header.
    public var columnName: String?
    /// What is wrong with the row or its cell, as a value: `unreadableCell` with the cell's
    /// problem under `reason_key` when it is one column's, the row's own problem otherwise.
    package var problem: Problem

    /// What is wrong with the field, in English words.
    public var message: String { message() }
    /// What would fix it, in English, when there is more to say than the message.
    public var hint: String? { hint() }

    /// What is wrong with the field, in `words`.
    package func message(_ words: Words = .english) -> String { problem.message(words) }

    /// What would fix it, in `words`: the advice for the cell's problem, when the catalogue has one.
    package func hint(_ words: Words = .english) -> String? {
        guard case .text(let key)? = problem.data["reason_key"], let reason = ProblemCode(rawValue: key) else {
            return problem.advice(words)
        }
        var cellProblem = problem
        cellProblem.code = reason
        return cellProblem.advice(words)
    }

    public var description: String { message }

    package init(line: Int, column: Int? = nil, columnName: String? = nil, problem: Problem) {
        self.line = line
        self.column = column
        self.columnName = columnName
        self.problem = problem
    }
}

/// A balance a data row states instead of a booking (`Saldo`, `Anfangssaldo`, `Kontostand`).
public struct StatedBalance: Sendable, Equatable {
    /// Which balance the statement states.
    public enum Kind: String, Sendable {
        /// The balance before the statement's first row.
        case opening
        /// The balance after the statement's last row.
        case closing
    }

    /// The line of the file, from 1, that states it.
    public var line: Int
    /// Whether it is the opening or the closing balance.
    public var kind: Kind
    /// The balance, in the statement's currency.
    public var amount: Money
    /// The row's date, for a bare `Saldo` row whose end (`kind`) was taken from its place and
    /// is settled by its date once all bookings are read; `nil` otherwise.
    package var undecidedEndDate: CalendarDate? = nil
}
