import Booking
import StatementChecks
import StatementDetection

/// Which account of a target a statement goes to, decided the same way by every command:
/// `import`, `review` and `preview`, on a local ledger as on a server.
package enum StatementAccount {
    /// What names the account of a statement in `format`: the account the user names, else
    /// the IBAN the statement states; `nil` when neither does.
    package static func designator(named name: String?, statedIn format: StatementFormat) -> String? {
        name ?? format.accountIBAN
    }

    /// The account `designator` names in `target`, as `--account` is documented: by name, then
    /// number, then IBAN (`BookingTarget.account(matching:)`); `nil` when it has none.
    package static func find(_ designator: String, in target: any BookingTarget) throws(ImportEngineError) -> Account? {
        try ImportEngineError.catching { () throws(BookingError) in try target.account(matching: designator) }
    }
}
