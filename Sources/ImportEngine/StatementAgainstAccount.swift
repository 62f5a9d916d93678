import Booking
import StatementImport

/// A statement held against the account it goes to, as every command that names a target does
/// it: in the account's currency, fingerprinted with the account's key, reconciled with the
/// account's balance (`TargetBalance`), and with the rows the account holds already.
public enum StatementAgainstAccount {
    /// Checks `statement` against `account` of `target`.
    ///
    /// - Returns: the rows the account holds already, by their index, each with the id of the
    ///   booking it duplicates where the target says it.
    public static func check(
        _ statement: inout StatementPreview, account: Account, in target: any BookingTarget, filename: String
    ) throws(ImportEngineError) -> [Int: Int?] {
        if let currency = Currency(code: account.currency) {
            statement.settleCurrency(currency, keptBy: "the account '\(account.name)'")
        }
        StatementPipeline.check(&statement, accountKey: account.fingerprintKey)
        if let balance = try TargetBalance.of(account, around: statement, in: target) {
            statement.reconcile(targetBalanceBefore: balance.beforeStatement, expectedBalanceAfter: nil)
        }
        guard !statement.transactions.isEmpty else { return [:] }
        let batch = Batch(statement: statement, accountID: account.id, filename: filename)
        let bookingPreview = try ImportEngineError.catching { () throws(BookingError) in try target.preview(batch) }
        var alreadyBooked: [Int: Int?] = [:]
        for row in bookingPreview.rows where row.status == "duplicate" { alreadyBooked[row.index] = row.existingID }
        return alreadyBooked
    }
}
