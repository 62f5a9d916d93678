import ImportWords
import StatementChecks
import StatementValues


/// A page to look at for a batch of statements (`validate --report html`, `import
/// --report-html`): per account, the balance over time with each statement as a segment and
/// what lies between them and within them marked, then every problem with its place.
///
/// It renders what the checks already found — the statements' balances and periods
/// (`StatementChain.Statement`), their reconciliation problems, the files' problems — plus the
/// rows' day totals (`BalanceCurve`) for the line between opening and closing.
package struct BalanceReport: Sendable {
    /// One file of the batch, as the report shows it.
    package struct Statement: Sendable {
        /// The file as the user named it.
        package var file: String
        /// The account its statements chain in: the IBAN it states (or `--account`), or the
        /// account an import booked it into; `nil` for a file that names none, drawn alone.
        package var account: String?
        /// What became of the file: `ok` or `failed` for a check, the import's outcome.
        package var outcome: String
        /// Its counts and reconciliation, in a few words.
        package var summary: String
        /// Its period and balances; `nil` for a file without transactions or not read.
        package var chain: StatementChain.Statement?
        /// The rows' day totals; `nil` where the rows were not at hand.
        package var curve: BalanceCurve?
        /// Where the balances the file states do not agree with its rows.
        package var mismatches: [ReconciliationReport.Problem]
        /// Everything that failed the file, with its line where it has one.
        package var problems: [ValidationResult.Problem]
        /// What the reading decided on its own and says, as `preview` says it: a card's sign,
        /// a currency taken from the account.
        package var warnings: [String]

        package init(
            file: String, account: String?, outcome: String, summary: String, chain: StatementChain.Statement?,
            curve: BalanceCurve?, mismatches: [ReconciliationReport.Problem], problems: [ValidationResult.Problem],
            warnings: [String] = []
        ) {
            self.file = file
            self.account = account
            self.outcome = outcome
            self.summary = summary
            self.chain = chain
            self.curve = curve
            self.mismatches = mismatches
            self.problems = problems
            self.warnings = warnings
        }
    }

    /// The page's heading, such as `certain-import validate`.
    package var title: String
    /// What the batch came to, in a line: `3 of 4 file(s) passed`.
    package var headline: String
    package var statements: [Statement]

    package init(title: String, headline: String, statements: [Statement]) {
        self.title = title
        self.headline = headline
        self.statements = statements
    }

    /// The statements grouped as their balances chain: each account's in period order (as
    /// `AccountChains` orders them), then each file without an account on its own.
    package var accountGroups: (groups: [(account: String?, members: [Int])], chains: AccountChains) {
        let chains = AccountChains(accounts: statements.map(\.account), statements: statements.map(\.chain))
        var groups: [(account: String?, members: [Int])] = chains.groups.map { (statements[$0[0]].account, $0) }
        for index in statements.indices where statements[index].account == nil {
            groups.append((nil, [index]))
        }
        return (groups, chains)
    }

    /// One statement's line in its account's chart.
    package struct Segment {
        /// What the line rests on.
        package enum Basis: String {
            /// The opening balance the file states or its rows show, and the rows.
            case balance
            /// The rows' sums from zero, for a statement that shows no balance.
            case cumulative
            /// Only the opening and closing balance, where the rows are not at hand.
            case stated
        }

        /// The statement's index in `statements`.
        package var statement: Int
        package var basis: Basis
        package var points: [(date: CalendarDate, balance: Money)]
    }

    /// The line of statement `index`: its opening balance at the end of the day before its
    /// first booking day, then the balance at the end of each booking day; `nil` where no
    /// balance can be told.
    ///
    /// The opening stands on the day before, as the closing balance of the statement before it
    /// does: consecutive statements meet in one point.
    package func segment(of index: Int) -> Segment? {
        let statement = statements[index]
        guard let chain = statement.chain else { return nil }
        let eve = chain.from.adding(days: -1) ?? chain.from
        if let curve = statement.curve, let currency = curve.currency ?? chain.openingBalance?.currency {
            let opening = chain.openingBalance ?? Money.zero(currency)
            if let balances = curve.balances(from: opening) {
                return Segment(statement: index, basis: chain.openingBalance == nil ? .cumulative : .balance, points: [(eve, opening)] + balances)
            }
        }
        guard let opening = chain.openingBalance, let closing = chain.closingBalance else { return nil }
        return Segment(statement: index, basis: .stated, points: [(eve, opening), (chain.to, closing)])
    }
}

extension BalanceReport.Statement {
    /// A file as `validate` checked it: `account` is the IBAN it states or the account named;
    /// `reconciliation` its reconciliation's problems, when it was read; in `words`' language.
    package init(
        validated result: ValidationResult, account: String?, chain: StatementChain.Statement?, curve: BalanceCurve?,
        reconciliation: [ReconciliationReport.Problem], words: Words
    ) {
        let summary = words.text("report.summary.checked", [
            "transactions": .number(result.transactions), "skipped": .number(result.skipped),
            "status": .text(BalanceReport.reconciliationWord(result.reconciliation, words)),
        ])
        self.init(
            file: result.file, account: account, outcome: result.problems.isEmpty ? "ok" : "failed", summary: summary,
            chain: chain, curve: curve, mismatches: reconciliation, problems: result.problems,
            warnings: result.warnings.map { $0.message(words) })
    }
}

extension BalanceReport {
    /// A reconciliation's status (`ok`, `mismatch`, `unverifiable`) in `words`, or that it
    /// did not run.
    package static func reconciliationWord(_ status: String?, _ words: Words) -> String {
        guard let status, words.hasText("reconciliation." + status) else { return status ?? words.text("report.summary.not_run") }
        return words.text("reconciliation." + status)
    }
}
