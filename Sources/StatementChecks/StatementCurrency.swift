import StatementValues

/// Which currency a statement's amounts are in: the one answer that the statement's checks,
/// its reconciliation and the account opened for it all take.
package enum StatementCurrency {
    /// The statement's currency: its first row's, else the one its file states, else that of
    /// its stated closing or opening balance; `nil` when none of them tells.
    ///
    /// The file's word comes before the balances' so that a statement without rows is
    /// reconciled, and opens an account, in the currency its file names.
    package static func of(firstRow: Currency?, stated: Currency?, closingBalance: Money?, openingBalance: Money?) -> Currency? {
        firstRow ?? stated ?? closingBalance?.currency ?? openingBalance?.currency
    }
}
