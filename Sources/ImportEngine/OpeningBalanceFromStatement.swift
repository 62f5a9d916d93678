import Booking
import StatementChecks
import StatementValues

/// The opening balance a statement tells for an account whose opening balance is unknown
/// (added without `--opening-balance`): what the statement says the bank account held before
/// its first day, less what the account has booked before that day.
struct OpeningBalanceFromStatement {
    /// Whether the account's opening balance is unknown, so that its balance is not the bank's.
    var isUnknown: Bool
    /// The opening balance to set with this statement's booking; `nil` when it is known
    /// already, or the statement states no balance.
    var fromStatement: Money?

    init(account: Account, preview: StatementPreview, in target: any BookingTarget) throws(ImportEngineError) {
        // An account a dry run would open exists nowhere: its opening balance is the statement's.
        guard account.id > 0 else {
            isUnknown = false
            return
        }
        do {
            isUnknown = try target.accountsWithUnknownOpeningBalance().contains(account.id)
            guard isUnknown, let stated = StatementChain.Statement(preview, name: account.name)?.openingBalance,
                  let period = preview.period,
                  let totals = try target.bookedTotals(accountID: account.id, from: period.from, after: period.to)
            else { return }
            // The account's balance counts its bookings only; those dated on or after the
            // statement's first day are not part of what the statement opens with.
            fromStatement = try stated.subtracting(totals.balance.subtracting(totals.fromOn))
        } catch let error as BookingError {
            throw ImportEngineError(error)
        } catch {
            throw ImportEngineError(.target, Problem(.openingBalanceUnknown, ["account": .text(account.name), "reason": .text("\(error)")]))
        }
    }
}
