/// A check the reconciliation ran: its English name is what `ReconciliationReport.checks` and
/// the JSON keep; `key` names its words in the catalogues.
package enum BalanceCheck: String, Sendable, CaseIterable {
    case runningBalanceOldestFirst = "running balance (oldest first)"
    case runningBalanceNewestFirst = "running balance (newest first)"
    case openingBalance = "opening balance = first running balance − its amount"
    case closingBalance = "closing balance = last running balance"
    case latestRowBalance = "closing balance = balance of the latest row"
    case openingPlusTotal = "opening + total = closing"
    case accountBalance = "account balance + total = statement closing balance"
    case accountBalanceExpected = "account balance after import = expected balance"
    case closingBalanceExpected = "statement closing balance = expected balance"

    package static func runningBalance(_ order: RowOrder) -> BalanceCheck {
        order == .newestFirst ? .runningBalanceNewestFirst : .runningBalanceOldestFirst
    }

    /// The catalogue key of the check's name.
    package var key: String {
        switch self {
        case .runningBalanceOldestFirst: "check.running_balance_oldest_first"
        case .runningBalanceNewestFirst: "check.running_balance_newest_first"
        case .openingBalance: "check.opening_balance"
        case .closingBalance: "check.closing_balance"
        case .latestRowBalance: "check.latest_row_balance"
        case .openingPlusTotal: "check.opening_plus_total"
        case .accountBalance: "check.account_balance"
        case .accountBalanceExpected: "check.account_balance_expected"
        case .closingBalanceExpected: "check.closing_balance_expected"
        }
    }
}
