import Booking
import LocalLedger
import StatementImport

/// The opening balance a statement tells for a local account whose opening balance is unknown
/// (added without `--opening-balance`): what the statement says the bank account held before
/// its first day, less what the account has booked before that day.
struct OpeningBalanceFromStatement {
    /// Whether the account's opening balance is unknown, so that its balance is not the bank's.
    var isUnknown: Bool
    /// The opening balance to set with this statement's booking; `nil` when it is known
    /// already, or the statement states no balance.
    var fromStatement: Money?

    init(account: Account, preview: StatementPreview, in destination: BookingDestination) throws(CLIError) {
        guard let ledger = destination.ledger, account.id > 0 else {
            isUnknown = false
            return
        }
        do {
            isUnknown = try ledger.accountsWithUnknownOpeningBalance().contains(account.id)
            guard isUnknown, let stated = StatementChain.Statement(preview, name: account.name)?.openingBalance,
                  let period = preview.period, let booked = Money(contractString: account.balance, currency: stated.currency)
            else { return }
            // The account's balance counts its bookings only; those dated on or after the
            // statement's first day are not part of what the statement opens with.
            let totals = try ledger.bookedTotals(accountID: account.id, from: period.from.description, after: period.to.description)
            fromStatement = try stated.subtracting(booked.subtracting(totals.fromOn))
        } catch let error as BookingError {
            throw CLIError(error)
        } catch {
            throw CLIError.target("the opening balance of '\(account.name)' cannot be worked out: \(error)")
        }
    }

    /// What the user is told once the statement is booked, or by a dry run.
    static func note(account: String, opening: Money, file: String, dryRun: Bool = false) -> String {
        dryRun
            ? "dry run: '\(account)' has no opening balance: would set it to \(opening), as \(file) states\n"
            : "'\(account)' had no opening balance: set it to \(opening), as \(file) states\n"
    }
}
