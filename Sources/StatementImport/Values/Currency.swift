/// A currency as ISO 4217 names it, with the number of digits its minor unit has.
///
/// The minor-unit digits decide how `Money` stores and prints an amount: two for CHF and EUR
/// (cents), none for JPY, three for KWD. They come from the ISO table, never from the file, so
/// that `12.3` in a statement becomes `12.30` EUR and `1.000,005` EUR is refused, not rounded.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three-letter code, upper case (`CHF`).
    public let code: String
    /// Digits after the decimal point of the smallest unit (2 for CHF: 1 Rappen = 0.01).
    public let minorUnitDigits: Int

    /// The currency for an ISO 4217 code, in any letter case; `nil` for codes not in the table.
    public init?(code: String) {
        let upper = code.uppercased()
        guard let digits = Self.minorUnitDigits(ofISOCode: upper) else { return nil }
        self.code = upper
        self.minorUnitDigits = digits
    }

    /// A currency the ISO table does not know (a bank's own unit, a new code), with the
    /// minor-unit digits stated by the caller (0 to 6).
    public init(code: String, minorUnitDigits: Int) {
        precondition((0...6).contains(minorUnitDigits), "minor-unit digits must be 0 to 6, not \(minorUnitDigits)")
        self.code = code.uppercased()
        self.minorUnitDigits = minorUnitDigits
    }

    public var description: String { code }

    public static let chf = Currency(code: "CHF", minorUnitDigits: 2)
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2)
    public static let usd = Currency(code: "USD", minorUnitDigits: 2)
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2)
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0)
}
