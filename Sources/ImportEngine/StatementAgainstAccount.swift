import Booking
import StatementChecks
import StatementImport
import StatementValues

/// A statement held against the account it goes to, as every command that names a target does
/// it: in the account's currency, fingerprinted with the account's key, reconciled with the
/// account's balance (`TargetBalance`), and with the rows the account holds already.
package enum StatementAgainstAccount {
    /// What the account says about a statement.
    package struct Found {
        /// The rows the account holds already, by their index, each with the id of the
        /// booking it duplicates where the target says it.
        package var alreadyBooked: [Int: Int?]
        /// The account's balance around the statement, where the target can tell it.
        package var balance: TargetBalance?
    }

    /// Checks `statement` against `account` of `target`.
    package static func check(
        _ statement: inout StatementPreview, account: Account, in target: any BookingTarget, filename: String
    ) throws(ImportEngineError) -> Found {
        if let currency = Currency(code: account.currency) {
            statement.settleCurrency(currency, ofAccount: account.name)
        }
        StatementPipeline.check(&statement, accountKey: account.fingerprintKey)
        let balance = try TargetBalance.of(account, around: statement, in: target)
        if let balance {
            statement.reconcile(targetBalanceBefore: balance.beforeStatement, expectedBalanceAfter: nil)
        }
        guard !statement.transactions.isEmpty else { return Found(alreadyBooked: [:], balance: balance) }
        let batch = Batch(statement: statement, accountID: account.id, filename: filename)
        let bookingPreview = try ImportEngineError.catching { () throws(BookingError) in try target.preview(batch) }
        var alreadyBooked: [Int: Int?] = [:]
        for row in bookingPreview.rows where row.status == "duplicate" { alreadyBooked[row.index] = row.existingID }
        return Found(alreadyBooked: alreadyBooked, balance: balance)
    }
}
