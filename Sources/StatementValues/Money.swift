/// An exact amount of money: whole minor units (cents, Rappen) of one currency.
///
/// Money never passes through `Double`. Negative amounts leave the account, as in the
/// contract. `description` is the contract's decimal string: `.` as decimal mark, no grouping,
/// exactly the currency's minor-unit digits (`"-1234.50"`, `"1500"` for JPY).
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The amount in the currency's smallest unit (`-1234.50` CHF → `-123450`).
    public let minorUnits: Int64
    /// The amount's currency.
    public let currency: Currency

    /// The amount of `minorUnits` cents (Rappen, …) in `currency`.
    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The amount in `currency`, refusing values whose extra fraction digits are not zeros
    /// (`12.300` EUR is fine, `12.305` EUR is an error) and values beyond 18 digits.
    public init(exactly amount: DecimalAmount, currency: Currency) throws(MoneyError) {
        if amount.scale > currency.minorUnitDigits, amount.rescaled(to: currency.minorUnitDigits) == nil {
            throw .tooManyFractionDigits(amount, currency)
        }
        guard let scaled = amount.rescaled(to: currency.minorUnitDigits) else { throw .overflow }
        self.init(minorUnits: scaled.significand, currency: currency)
    }

    /// Reads the contract's decimal string (`-1234.50`: optional `-`, digits, optional `.` and
    /// at most the currency's fraction digits); `nil` for anything else.
    public init?(contractString text: String, currency: Currency) {
        guard let amount = try? NumberFormat.contract.parse(text),
              amount.scale <= currency.minorUnitDigits,
              let money = try? Money(exactly: amount, currency: currency)
        else { return nil }
        self = money
    }

    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// The amount as a decimal number with the currency's fraction digits.
    public var amount: DecimalAmount {
        DecimalAmount(significand: minorUnits, scale: currency.minorUnitDigits)
    }

    /// Whether the amount leaves the account.
    public var isNegative: Bool { minorUnits < 0 }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }

    public var description: String { amount.description }

    /// Appends `description`'s bytes, without making a string.
    package func appendDescription(to output: inout [UInt8]) { amount.appendDescription(to: &output) }
}
