import ImportWords
import StatementChecks


/// Gathers what an import run reports (`ImportEvent`) into the page of `BalanceReport`, for
/// `import --report-html`: each file as it was read, every failure at its place, and what
/// became of the file.
///
/// A statement the run held is drawn through its rows' day totals; one booked as it streamed
/// (a single long file) has no rows left to draw, so its segment runs straight from its
/// opening to its closing balance.
package final class ImportReportRecorder {
    private var statements: [BalanceReport.Statement]
    /// Whether a file's outcome was recorded, by index: outcomes name their file, not its index.
    private var finished: [Bool]
    /// The language the page's words are in.
    private let words: Words

    /// A recorder for the run's `files`, as the run names them (`ImportFile.displayName`),
    /// whose page speaks `words`' language.
    package init(files: [String], words: Words) {
        self.words = words
        statements = files.map {
            BalanceReport.Statement(
                file: $0, account: nil, outcome: "failed", summary: words.text("report.summary.not_read"), chain: nil, curve: nil,
                mismatches: [], problems: [])
        }
        finished = Array(repeating: false, count: files.count)
    }

    /// Takes in what one event of the run says about a file; the others say nothing the page shows.
    package func record(_ event: ImportEvent) {
        switch event {
        case .fileRead(let index, var statement?):
            // A statement is read before it is checked; its own balances are checked here as
            // the engine checks them next (the account's balance is the engine's to add).
            statement.reconcile(targetBalanceBefore: nil, expectedBalanceAfter: nil)
            statements[index].chain = StatementChain.Statement(statement, name: statements[index].file)
            statements[index].curve = statement.isStreamed ? nil : BalanceCurve(statement.transactions)
            statements[index].mismatches = statement.reconciliation.problems
            statements[index].summary = words.text("report.summary.read", [
                "transactions": .number(statement.transactionCount),
                "status": .text(words.text("reconciliation." + statement.reconciliation.status.rawValue)),
            ])
        case .statementWarnings(let index, let warnings):
            statements[index].warnings = warnings.map { $0.message(words) }
        case .failed(let error):
            record(error)
        case .fileOutcome(let outcome):
            guard let index = statements.indices.first(where: { !finished[$0] && statements[$0].file == outcome.file }) else { return }
            finished[index] = true
            statements[index].account = outcome.account
            statements[index].outcome = outcome.status.rawValue
            if outcome.status == .booked || outcome.status == .dryRun {
                let summary = words.text(outcome.status == .booked ? "report.summary.booked" : "report.summary.would_book", [
                    "rows": .number(outcome.rows ?? 0), "new": .number(outcome.new ?? 0), "duplicates": .number(outcome.duplicates ?? 0),
                    "status": .text(BalanceReport.reconciliationWord(outcome.reconciliation, words)),
                ])
                statements[index].summary = outcome.record.map {
                    words.text("report.summary.import", ["summary": .text(summary), "import": .number($0.id)])
                } ?? summary
            }
            // The engine's verdict, against the account's balance too, replaces the check of
            // the statement alone; a mismatch booked anyway is a problem of the page as well.
            if let report = outcome.report {
                statements[index].mismatches = report.problems
                for problem in report.problems where outcome.status == .booked || outcome.status == .dryRun {
                    let message = words.text("report.accepted", ["message": .text(problem.finding.message(words))])
                    statements[index].problems.append(ValidationResult.Problem(line: problem.line, message: message))
                }
            }
            if let reason = outcome.reason {
                statements[index].problems.append(ValidationResult.Problem(line: nil, message: reason))
            }
        default:
            break
        }
    }

    /// Records a failure of a file (by its name) as its problem; one of the whole run as a
    /// problem of every file, since each of them is then not booked.
    package func record(_ error: ImportEngineError) {
        let problem = ValidationResult.Problem(line: error.line, message: error.message + (error.hint.map { " (\($0))" } ?? ""))
        let indexes = error.file.map { file in statements.indices.filter { statements[$0].file == file } } ?? Array(statements.indices)
        for index in indexes { statements[index].problems.append(problem) }
    }

    /// The page for the run, headed `title`; `dryRun` says that nothing was booked.
    package func report(title: String, dryRun: Bool) -> BalanceReport {
        let booked = statements.filter { $0.outcome == "booked" || $0.outcome == "dry-run" }.count
        return BalanceReport(
            title: title,
            headline: words.text(dryRun ? "report.would_book_files" : "report.booked_files", ["done": .number(booked), "count": .number(statements.count)]),
            statements: statements)
    }
}
