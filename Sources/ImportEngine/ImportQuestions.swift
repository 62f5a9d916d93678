import Booking
import StatementValues

/// Asks somebody what the settings leave open; only given to the engine where somebody can
/// answer. Every answer may be "none", which the engine takes as a refusal; a question the
/// user cancels throws `ImportEngineError.cancelled`, which ends the run before anything is
/// booked.
package protocol ImportQuestions {
    /// The account a statement without an IBAN belongs to: a number, name or IBAN of
    /// `accounts`, or a new name; `nil` when there is no answer.
    func chooseAccount(for file: String, among accounts: [Account]) throws(ImportEngineError) -> String?
    /// Whether to open the account `name` in `currency` in the target named `target`.
    func confirmOpening(account name: String, currency: String, in target: String) -> Bool
    /// The currency a new account keeps, for a statement that states none; `likely` first.
    func chooseCurrency(among likely: [Currency]) throws(ImportEngineError) -> Currency?
}
