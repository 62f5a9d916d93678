import StatementValues

/// Whether the money in a statement adds up, and where it does not.
public struct ReconciliationReport: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// Every balance the file states agrees with the amounts.
        case ok
        case mismatch
        /// The file states no balance to check against.
        case unverifiable
    }

    public struct Problem: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case runningBalance = "running_balance"
            case closingBalance = "closing_balance"
            case targetBalance = "target_balance"
            case chain
        }

        public var kind: Kind
        public var line: Int?
        public var expected: Money
        public var found: Money
        public var message: String
    }

    public var status: Status
    /// What the file states; never derived.
    public var openingBalance: Money?
    public var closingBalance: Money?
    public var total: Money?
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
