import Testing

@testable import ImportEngine

/// The currency `accounts add` gives an account whose currency the user leaves out: that of
/// the IBAN's country, where the country keeps only one.
@Suite("account currency")
struct AccountCurrencyTests {
    @Test("an IBAN's country gives the currency where it has only one", arguments: [
        ("CH93 0076 2011 6238 5295 7", "CHF"),
        ("LI21 0881 0000 2324 013A A", "CHF"),
        ("DE89 3704 0044 0532 0130 00", "EUR"),
        ("AT61 1904 3002 3457 3201", "EUR"),
        ("de89370400440532013000", "EUR"),
    ])
    func implied(iban: String, currency: String) {
        #expect(AccountCurrency.implied(byIBAN: iban) == currency)
    }

    @Test("no currency for a country of several, or a text that is no IBAN", arguments: [
        "GB29 NWBK 6016 1331 9268 19",
        "DE89 3704 0044 0532 0130 01",
        "Girokonto",
    ])
    func none(iban: String) {
        #expect(AccountCurrency.implied(byIBAN: iban) == nil)
    }
}
