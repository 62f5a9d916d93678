import Booking
import StatementChecks
import StatementValues

extension StatementAgainstAccount {
    /// Checks `statement` against the account `name` names in `target` (the statement's IBAN
    /// when `nil`; `StatementAccount`), as `preview` shows it: the rows the account holds
    /// already, and the statement reconciled with the account's balance.
    ///
    /// - Returns: the rows the account holds already, by index, each with the id of the booking
    ///   it duplicates where the target says it; `nil` when `target` has no such account.
    ///   When neither a name nor an IBAN tells an account, the statement is warned that every
    ///   row is new.
    package static func check(
        _ statement: inout StatementPreview, accountNamed name: String?, in target: any BookingTarget, filename: String
    ) throws(ImportEngineError) -> [Int: Int?]? {
        guard let designator = StatementAccount.designator(named: name, statedIn: statement.format),
              let found = try StatementAccount.find(designator, in: target)
        else {
            if name == nil { statement.warnings.append(Problem(.noMatchingAccount, ["target": .text(target.displayName)])) }
            return name == nil ? [:] : nil
        }
        return try check(&statement, account: found, in: target, filename: filename).alreadyBooked
    }
}
