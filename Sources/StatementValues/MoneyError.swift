import ImportWords

/// Why an amount of money could not be made or computed exactly.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two amounts in different currencies were added, subtracted or compared as one sum.
    case currencyMismatch(Currency, Currency)
    /// The result does not fit into 18 digits of minor units.
    case overflow
    /// The amount has more fraction digits than the currency's minor unit, and they are not
    /// zeros: taking it would mean rounding.
    case tooManyFractionDigits(DecimalAmount, Currency)

    /// The problem as a value: its code and the amounts' data.
    package var problem: Problem {
        switch self {
        case let .currencyMismatch(left, right):
            Problem(.moneyCurrencyMismatch, ["currency": .text(left.code), "other_currency": .text(right.code)])
        case .overflow:
            Problem(.moneyOverflow, ["limit": .number(DecimalAmount.maximumDigits)])
        case let .tooManyFractionDigits(amount, currency):
            Problem(.moneyTooPrecise, [
                "amount": .text(amount.description), "places": .number(amount.scale),
                "currency": .text(currency.code), "currency_places": .number(currency.minorUnitDigits),
            ])
        }
    }

    /// The problem in English.
    public var description: String { problem.message() }
}
