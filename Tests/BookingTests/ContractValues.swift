import Booking
import StatementValues

// Typed values written the way the contract writes them, so that a test reads like the JSON
// it stands for. A text that is no such value is a mistake in the test, not a case.

/// The day `YYYY-MM-DD` names.
func day(_ text: String) -> CalendarDate {
    guard let date = ContractText.date(text) else { preconditionFailure("'\(text)' is no date such as 2024-03-05") }
    return date
}

/// The contract's decimal string as money in `currency`.
func money(_ text: String, _ currency: Currency = .eur) -> Money {
    guard let money = Money(contractString: text, currency: currency) else {
        preconditionFailure("'\(text)' is no amount in \(currency.code)")
    }
    return money
}

/// The contract's decimal string as an exact decimal, with as many fraction digits as it writes.
func decimal(_ text: String) -> DecimalAmount {
    guard let amount = ContractText.decimal(text) else { preconditionFailure("'\(text)' is no decimal such as -12.30") }
    return amount
}
