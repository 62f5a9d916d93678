import ImportWords
import StatementChecks


/// What `validate` finds over several files, gathered file by file: each file's result, the
/// account its statement belongs to, and, at the end, the gaps and breaks between the
/// statements of one account and the page of the html report.
///
/// The caller reads the files (from disk, with its size limits and progress); which account a
/// statement belongs to, how statements chain and what the page shows are decided here.
package struct ValidationRun {
    /// The account every statement belongs to when the user names one; else each statement's
    /// IBAN.
    let account: String?
    package private(set) var results: [ValidationResult] = []
    private var accounts: [String?] = []
    private var statements: [StatementChain.Statement?] = []
    private var curves: [BalanceCurve?] = []
    private var mismatches: [[ReconciliationReport.Problem]] = []

    package init(account: String?) {
        self.account = account
    }

    /// Adds one file's `result`, with the statement as read (`nil` when it could not be read)
    /// and its rows' balance curve for the page.
    package mutating func add(_ result: ValidationResult, file: String, statement: StatementPreview?, curve: BalanceCurve?) {
        results.append(result)
        accounts.append(statement.flatMap { account ?? $0.format.accountIBAN })
        statements.append(statement.flatMap { StatementChain.Statement($0, name: file) })
        curves.append(curve)
        mismatches.append(statement?.reconciliation.problems ?? [])
    }

    /// Adds the gaps and breaks between the statements of each account to the later
    /// statement's result; call once, after the last file.
    package mutating func finish() {
        ValidationResult.addChainProblems(to: &results, accounts: accounts, statements: statements)
    }

    /// Whether any file has a problem, which fails the run.
    package var failed: Bool {
        results.contains { !$0.problems.isEmpty }
    }

    /// The html report's page of the run, headed `title` and `headline`, in `words`' language.
    package func page(title: String, headline: String, words: Words) -> BalanceReport {
        BalanceReport(
            title: title, headline: headline,
            statements: results.indices.map { index in
                BalanceReport.Statement(
                    validated: results[index], account: accounts[index], chain: statements[index], curve: curves[index],
                    reconciliation: mismatches[index], words: words)
            })
    }
}
