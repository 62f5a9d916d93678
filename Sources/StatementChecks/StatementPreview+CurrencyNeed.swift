import StatementValues

extension StatementPreview {
    /// What settles the currency of a statement that states none: the currencies an account
    /// of its IBAN's country most likely keeps; `nil` when the statement states one.
    package var currencyNeed: StatementNeed? {
        guard currencyIsUnknown else { return nil }
        let country = format.accountIBAN.map { String($0.prefix(2)) } ?? ""
        return .currency(likely: Currency.likely(forCountry: country))
    }
}
