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

    /// A recorder for the run's `files`, as the run names them (`ImportFile.displayName`).
    package init(files: [String]) {
        statements = files.map {
            BalanceReport.Statement(
                file: $0, account: nil, outcome: "failed", summary: "not read", chain: nil, curve: nil, mismatches: [],
                problems: [])
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
            statements[index].summary = "\(statement.transactionCount) transaction(s), reconciliation \(statement.reconciliation.status.rawValue)"
        case .statementWarnings(let index, let warnings):
            statements[index].warnings = warnings.map(\.englishMessage)
        case .failed(let error):
            record(error)
        case .fileOutcome(let outcome):
            guard let index = statements.indices.first(where: { !finished[$0] && statements[$0].file == outcome.file }) else { return }
            finished[index] = true
            statements[index].account = outcome.account
            statements[index].outcome = outcome.status.rawValue
            if outcome.status == .booked || outcome.status == .dryRun {
                let booked = outcome.status == .booked ? "booked" : "would book"
                statements[index].summary = "\(outcome.rows ?? 0) transaction(s): \(booked) \(outcome.new ?? 0), \(outcome.duplicates ?? 0) duplicate(s); reconciliation \(outcome.reconciliation ?? "not run")"
                    + (outcome.record.map { ", import #\($0.id)" } ?? "")
            }
            // The engine's verdict, against the account's balance too, replaces the check of
            // the statement alone; a mismatch booked anyway is a problem of the page as well.
            if let report = outcome.report {
                statements[index].mismatches = report.problems
                for problem in report.problems where outcome.status == .booked || outcome.status == .dryRun {
                    statements[index].problems.append(ValidationResult.Problem(line: problem.line, message: problem.message + " (accepted)"))
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
            title: title, headline: "\(dryRun ? "would book" : "booked") \(booked) of \(statements.count) file(s)",
            statements: statements)
    }
}
