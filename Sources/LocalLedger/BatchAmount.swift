import ImportWords

/// Which amount of a batch a check refuses: a code and its row, cheap to pass for each of a
/// million rows, worded only when one is refused (`batch_amount.` texts of the catalogues).
enum BatchAmount {
    case openingBalance
    case closingBalance
    case amount(transaction: Int)
    case balanceAfter(transaction: Int)

    /// The amount as a problem's data: `batch_amount` names its text, `transaction` its row.
    var data: [String: WordValue] {
        switch self {
        case .openingBalance: ["batch_amount": .text("opening_balance")]
        case .closingBalance: ["batch_amount": .text("closing_balance")]
        case .amount(let transaction): ["batch_amount": .text("amount"), "transaction": .number(transaction)]
        case .balanceAfter(let transaction): ["batch_amount": .text("balance_after"), "transaction": .number(transaction)]
        }
    }
}
