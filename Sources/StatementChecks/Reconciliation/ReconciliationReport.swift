import ImportWords
import StatementValues

/// Whether the money in a statement adds up, and where it does not.
public struct ReconciliationReport: Sendable, Equatable {
    /// The verdict.
    public enum Status: String, Sendable {
        /// Every balance the file states agrees with the amounts.
        case ok
        /// A balance the file states disagrees with the amounts; `problems` says where.
        case mismatch
        /// The file states no balance to check against.
        case unverifiable
    }

    /// One place where the money does not add up.
    public struct Problem: Sendable, Equatable {
        /// Which check found it.
        public enum Kind: String, Sendable {
            /// A row's running balance is not the one before it plus its amount.
            case runningBalance = "running_balance"
            /// The closing balance is not the opening balance plus the amounts.
            case closingBalance = "closing_balance"
            /// The opening balance is not the account's balance before the statement.
            case targetBalance = "target_balance"
            /// The statement does not follow on from the one booked before it.
            case chain
        }

        /// Which check found it.
        public var kind: Kind
        /// The line of the file, from 1, where the check failed, when it is one line's.
        public var line: Int?
        /// The balance the amounts add up to.
        public var expected: Money
        /// The balance the file or the account states.
        public var found: Money
        /// The difference as a value: its code, and the balances and lines it names.
        public var finding: StatementValues.Problem

        package init(kind: Kind, line: Int?, expected: Money, found: Money, finding: StatementValues.Problem) {
            self.kind = kind
            self.line = line
            self.expected = expected
            self.found = found
            self.finding = finding
        }

        /// The difference in English words with the contract's plain amounts, as the JSON
        /// outputs and histories have always written it.
        public var message: String { finding.plainMessage }
    }

    /// The verdict: `ok`, `mismatch` or `unverifiable`.
    public var status: Status
    /// What the file states; never derived.
    public var openingBalance: Money?
    /// The closing balance the file states; never derived.
    public var closingBalance: Money?
    /// The sum of the statement's amounts.
    public var total: Money?
    /// Each place where the money does not add up; empty when the status is `ok`.
    public var problems: [Problem]
    /// The order of the file's rows, when the running balance shows it.
    package var order: RowOrder?
    /// Which checks ran, for the user: "running balance", "opening + total = closing".
    package var checks: [String]

    package init(
        status: Status, openingBalance: Money? = nil, closingBalance: Money? = nil, total: Money? = nil, problems: [Problem],
        order: RowOrder? = nil, checks: [String]
    ) {
        self.status = status
        self.openingBalance = openingBalance
        self.closingBalance = closingBalance
        self.total = total
        self.problems = problems
        self.order = order
        self.checks = checks
    }
}

/// The order a bank lists its transactions in.
package enum RowOrder: String, Sendable {
    case oldestFirst = "oldest first"
    case newestFirst = "newest first"
}
