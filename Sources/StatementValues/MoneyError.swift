/// Why an amount of money could not be made or computed exactly.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two amounts in different currencies were added, subtracted or compared as one sum.
    case currencyMismatch(Currency, Currency)
    /// The result does not fit into 18 digits of minor units.
    case overflow
    /// The amount has more fraction digits than the currency's minor unit, and they are not
    /// zeros: taking it would mean rounding.
    case tooManyFractionDigits(DecimalAmount, Currency)

    public var description: String {
        switch self {
        case let .currencyMismatch(left, right):
            "Cannot combine amounts in \(left.code) and \(right.code)"
        case .overflow:
            "The amount is too large: more than \(DecimalAmount.maximumDigits) digits"
        case let .tooManyFractionDigits(amount, currency):
            "The amount \(amount) has \(amount.scale) decimal places, but \(currency.code) has \(currency.minorUnitDigits); it is not rounded"
        }
    }
}
