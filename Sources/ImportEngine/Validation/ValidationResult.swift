import StatementChecks
import StatementValues


/// What validating one file found: its counts, its reconciliation, and every problem that
/// fails it — an undecided reading, a row that cannot be read, a balance that does not add up,
/// a break in its account's chain, a difference from its expected output.
package struct ValidationResult: Sendable {
    package struct Problem: Sendable {
        package var line: Int?
        package var message: String
        /// The problem as a typed value, where it has one: its code and data go beside the
        /// message in the JSON report.
        package var finding: StatementValues.Problem?

        package init(line: Int?, message: String, finding: StatementValues.Problem? = nil) {
            self.line = line
            self.message = message
            self.finding = finding
        }
    }

    package var file: String
    package var transactions = 0
    package var skipped = 0
    package var reconciliation: String?
    package var total: String?
    /// The balances the file states, as `preview` shows them.
    package var openingBalance: String?
    package var closingBalance: String?
    /// What reading the file decided on its own, as `preview` warns it; no failure.
    package var warnings: [StatementValues.Problem] = []
    package var problems: [Problem] = []

    package init(file: String) {
        self.file = file
    }

    /// The counts and problems of `statement`, read and reconciled; `hint` says how the
    /// command's options settle a need.
    package mutating func add(_ statement: StatementPreview, hint: (StatementNeed) -> String) {
        transactions = statement.transactionCount
        skipped = statement.skipped.count
        reconciliation = statement.reconciliation.status.rawValue
        total = statement.reconciliation.total?.description
        openingBalance = statement.reconciliation.openingBalance?.description
        closingBalance = statement.reconciliation.closingBalance?.description
        warnings = statement.warnings
        for ambiguity in statement.format.ambiguities {
            let settling = ambiguity.need.map { " (\(hint($0)))" } ?? ""
            problems.append(Problem(
                line: nil,
                message: "undecided \(ambiguity.what): \(ambiguity.candidates.joined(separator: " or ")) — \(ambiguity.why)\(settling)"))
        }
        for need in statement.needs {
            problems.append(Problem(line: nil, message: "undecided: \(hint(need))"))
        }
        // A row that cannot be read is also a skipped line, whose problem is typed.
        let skippedAs = Dictionary(statement.skipped.map { ($0.line, $0.problem) }) { first, _ in first }
        for problem in statement.problems {
            problems.append(Problem(
                line: problem.line, message: problem.message + (problem.hint.map { " (\($0))" } ?? ""), finding: skippedAs[problem.line]))
        }
        for problem in statement.reconciliation.problems {
            problems.append(Problem(line: problem.line, message: problem.message, finding: problem.finding))
        }
    }

    /// Gaps and breaks between the statements of one account (`accounts`, by file; `nil` for a
    /// file that states none) are problems of the later statement; overlaps are fine.
    package static func addChainProblems(
        to results: inout [ValidationResult], accounts: [String?], statements: [StatementChain.Statement?]
    ) {
        for finding in AccountChains(accounts: accounts, statements: statements).findings.values.sorted(by: { $0.next < $1.next })
        where finding.kind != .overlap {
            results[finding.next].problems.append(
                Problem(line: finding.line, message: "\(finding.kind == .gap ? "gap" : "break"): \(finding.message)"))
        }
    }
}
