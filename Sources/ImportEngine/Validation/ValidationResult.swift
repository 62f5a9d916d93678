import ImportWords
import StatementChecks
import StatementMapping
import StatementValues


/// What validating one file found: its counts, its reconciliation, and every problem that
/// fails it — an undecided reading, a row that cannot be read, a balance that does not add up,
/// a break in its account's chain, a difference from its expected output.
package struct ValidationResult: Sendable {
    package struct Problem: Sendable {
        package var line: Int?
        /// The problem in English, as scripts and CI annotations read it.
        package var message: String
        /// The problem as a value, when it has one: its code and data, and the words of
        /// `text(_:)` in the reader's language.
        package var finding: StatementValues.Problem?

        package init(line: Int?, message: String, finding: StatementValues.Problem? = nil) {
            self.line = line
            self.message = message
            self.finding = finding
        }

        /// An unreadable row: the row's or its cell's problem with its advice in parentheses.
        init(_ row: MappingProblem) {
            self.init(line: row.line, message: row.message + (row.hint.map { " (\($0))" } ?? ""), finding: row.problem)
        }

        /// The problem in `words`: the finding's, with its advice, or the English message.
        package func text(_ words: Words) -> String {
            guard let finding else { return message }
            let row = MappingProblem(line: line ?? 0, problem: finding)
            return row.message(words) + (row.hint(words).map { " (\($0))" } ?? "")
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
            let finding = ambiguity.undecided(settling: ambiguity.need.map(hint))
            problems.append(Problem(line: nil, message: finding.plainMessage, finding: finding))
        }
        for need in statement.needs {
            problems.append(Problem(line: nil, message: "undecided: \(hint(need))"))
        }
        for problem in statement.problems { problems.append(Problem(problem)) }
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
            var problem = finding.problem
            problem.code = finding.kind == .gap ? .validationGap : .validationBreak
            problem.data["reason_key"] = .text(finding.problem.code.rawValue)
            results[finding.next].problems.append(Problem(line: finding.line, message: problem.plainMessage, finding: problem))
        }
    }
}
