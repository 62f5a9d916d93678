/// Exact sums and differences. The throwing methods report overflow and mixed currencies; the
/// operators trap on them instead, as integer operators do, for code that has already checked.
extension Money {
    /// The sum of two amounts of the same currency.
    ///
    /// - Throws: `MoneyError` for amounts of different currencies or a sum beyond `Int64`.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try sameCurrency(other)
        let (result, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        return try Self.checked(result, overflow: overflow, currency: currency)
    }

    /// The difference of two amounts of the same currency.
    ///
    /// - Throws: `MoneyError` for amounts of different currencies or a difference beyond `Int64`.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try sameCurrency(other)
        let (result, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        return try Self.checked(result, overflow: overflow, currency: currency)
    }

    /// The amount with its sign turned.
    ///
    /// - Throws: `MoneyError` for the one amount `Int64` cannot negate.
    public func negated() throws(MoneyError) -> Money {
        let (result, overflow) = Int64(0).subtractingReportingOverflow(minorUnits)
        return try Self.checked(result, overflow: overflow, currency: currency)
    }

    /// The sum of `amounts`, all in `currency`; zero for none.
    public static func sum(_ amounts: some Sequence<Money>, currency: Currency) throws(MoneyError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts {
            total = try total.adding(amount)
        }
        return total
    }

    /// The sum of two amounts of the same currency; traps where `adding(_:)` throws.
    public static func + (lhs: Money, rhs: Money) -> Money {
        do { return try lhs.adding(rhs) } catch { preconditionFailure(error.description) }
    }

    /// The difference of two amounts of the same currency; traps where `subtracting(_:)` throws.
    public static func - (lhs: Money, rhs: Money) -> Money {
        do { return try lhs.subtracting(rhs) } catch { preconditionFailure(error.description) }
    }

    /// The amount with its sign turned; traps where `negated()` throws.
    public static prefix func - (operand: Money) -> Money {
        do { return try operand.negated() } catch { preconditionFailure(error.description) }
    }

    private func sameCurrency(_ other: Money) throws(MoneyError) {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    }

    /// Keeps results within 18 digits, so that every `Money` prints and rescales safely.
    private static func checked(_ minorUnits: Int64, overflow: Bool, currency: Currency) throws(MoneyError) -> Money {
        guard !overflow, minorUnits.magnitude < DecimalAmount.digitLimit else { throw .overflow }
        return Money(minorUnits: minorUnits, currency: currency)
    }
}

/// Amounts of one currency compare by value. Amounts of different currencies are ordered by
/// currency code first, only so that sorting a mixed list is well defined: it says nothing
/// about their worth.
extension Money: Comparable {
    public static func < (lhs: Money, rhs: Money) -> Bool {
        if lhs.currency.code != rhs.currency.code { return lhs.currency.code < rhs.currency.code }
        return lhs.minorUnits < rhs.minorUnits
    }
}
