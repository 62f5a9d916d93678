import ImportWords
import StatementValues

/// Something wrong in an edited review file, at its place: the CSV file's physical line (from
/// 1, the header being line 1) or the JSON entry (from 0), and the column.
package struct ReviewFileProblem: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable {
        /// A value that does not read (a bad date, amount or include).
        case invalidValue = "invalid_value"
        /// A fingerprint the statement does not have: the file or its template changed since
        /// the review file was written, or the fingerprint was edited.
        case unknownFingerprint = "unknown_fingerprint"
        /// A fingerprint listed twice.
        case repeatedFingerprint = "repeated_fingerprint"
        /// The file is not a review file: not CSV or JSON of the expected shape, a column
        /// missing or unknown.
        case layout
    }

    package let kind: Kind
    /// The review CSV's physical line.
    package let line: Int?
    /// The index of the entry in the review JSON's `transactions`.
    package let entry: Int?
    /// The column (CSV) or key (JSON), such as `booking_date`.
    package let column: String?
    /// What is wrong as a value: its code and data (what was expected, what was found).
    package let problem: Problem

    package init(kind: Kind, line: Int? = nil, entry: Int? = nil, column: String? = nil, problem: Problem) {
        self.kind = kind
        self.line = line
        self.entry = entry
        self.column = column
        var problem = problem
        problem.line = line
        self.problem = problem
    }

    /// What is wrong, in English.
    package var message: String { problem.message() }

    /// `line 4, column booking_date: Cannot parse ...` or `transactions[2].amount: ...`.
    package var description: String {
        var place: [String] = []
        if let line { place.append("line \(line)") }
        if let entry {
            place.append("transactions[\(entry)]" + (column.map { ".\($0)" } ?? ""))
        } else if let column {
            place.append("column \(column)")
        }
        return place.isEmpty ? message : place.joined(separator: ", ") + ": " + message
    }
}

/// An edited review file that was not applied, with every problem found in it. Nothing of
/// the file was applied: a review file counts as a whole or not at all.
package struct ReviewFileRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name, when the caller gave one.
    package let source: String?
    package let problems: [ReviewFileProblem]

    package init(source: String?, problems: [ReviewFileProblem]) {
        self.source = source
        self.problems = problems
    }

    /// One line per problem, compiler style (`review.csv:4: error: column booking_date: ...`),
    /// then what to do.
    package var description: String {
        let lines = problems.map { problem -> String in
            let file = source ?? "review file"
            let place = problem.line.map { "\(file):\($0)" } ?? file
            let column = problem.entry.map { "transactions[\($0)]" + (problem.column.map { ".\($0)" } ?? "") + ": " }
                ?? problem.column.map { "column \($0): " } ?? ""
            return "\(place): error: \(column)\(problem.message)"
        }
        return (lines + ["nothing in the review file was applied; fix it and read it again, or export a new one"])
            .joined(separator: "\n")
    }
}
