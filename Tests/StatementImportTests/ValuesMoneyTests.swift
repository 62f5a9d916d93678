import StatementValues
import Testing

@Suite("Values: currency and decimal amounts")
struct ValuesCurrencyTests {
    @Test(arguments: [
        ("CHF", 2), ("eur", 2), ("USD", 2), ("GBP", 2), ("JPY", 0), ("KWD", 3), ("BHD", 3),
        ("CZK", 2), ("HUF", 2), ("PLN", 2), ("ISK", 0), ("CLF", 4),
    ])
    func minorUnitDigitsComeFromTheISOTable(code: String, digits: Int) throws {
        let currency = try #require(Currency(code: code))
        #expect(currency.code == code.uppercased())
        #expect(currency.minorUnitDigits == digits)
    }

    @Test("a code outside the table keeps its text, short or long, and equal codes are equal currencies", arguments: [
        "btc", "GOLD", "Ünit", "123456789012345", "1234567890123456", "a currency of the bank's own making",
    ])
    func ownCodes(code: String) {
        let currency = Currency(code: code, minorUnitDigits: 3)
        #expect(currency.code == code.uppercased())
        #expect(currency.description == code.uppercased())
        #expect(currency.minorUnitDigits == 3)
        #expect(currency == Currency(code: code.lowercased(), minorUnitDigits: 3))
        #expect(Set([currency, Currency(code: code, minorUnitDigits: 3)]).count == 1)
        #expect(currency != Currency(code: code, minorUnitDigits: 2))
        #expect(currency != Currency(code: code + "X", minorUnitDigits: 3))
        #expect(!currency.isUnknown)
    }

    @Test func theStandInIsUnknownAndNoISOCodeIs() {
        #expect(Currency.unknown.isUnknown)
        #expect(Currency.unknown.code == "XXX")
        #expect(Currency(code: "XXX", minorUnitDigits: 2).isUnknown)
        #expect(!Currency.eur.isUnknown)
    }

    @Test(arguments: ["XYZ", "EURO", "", "€"])
    func unknownCodesAreNotCurrencies(code: String) {
        #expect(Currency(code: code) == nil)
    }

    @Test(arguments: [
        (DecimalAmount(significand: -123450, scale: 2), "-1234.50"),
        (DecimalAmount(significand: 5, scale: 3), "0.005"),
        (DecimalAmount(significand: -5, scale: 1), "-0.5"),
        (DecimalAmount(significand: 1200, scale: 0), "1200"),
        (DecimalAmount(significand: 0, scale: 2), "0.00"),
        (DecimalAmount(significand: 0, scale: 0), "0"),
        (DecimalAmount(significand: -100, scale: 2), "-1.00"),
        (DecimalAmount(significand: 999_999_999_999_999_999, scale: 18), "0.999999999999999999"),
        (DecimalAmount(significand: .min, scale: 18), "-9.223372036854775808"),
        (DecimalAmount(significand: .max, scale: 0), "9223372036854775807"),
    ])
    func decimalAmountPrintsEveryFractionDigitItHas(amount: DecimalAmount, text: String) {
        #expect(amount.description == text)
        // The writers of long outputs append the same bytes after what they hold.
        var bytes = Array("x".utf8)
        amount.appendDescription(to: &bytes)
        #expect(bytes == Array(("x" + text).utf8))
    }

    @Test func decimalAmountEqualityIsNumeric() {
        let written = DecimalAmount(significand: 1230, scale: 2)
        #expect(written == DecimalAmount(significand: 123, scale: 1))
        #expect(Set([written, DecimalAmount(significand: 123, scale: 1)]).count == 1)
        #expect(written.normalized.scale == 1)
        #expect(written.rescaled(to: 4)?.significand == 123000)
        #expect(written.rescaled(to: 0) == nil)
    }
}

@Suite("Values: money")
struct ValuesMoneyTests {
    static let chf = Currency.chf

    @Test(arguments: [
        (Money(minorUnits: -123450, currency: .chf), "-1234.50"),
        (Money(minorUnits: 5, currency: .eur), "0.05"),
        (Money(minorUnits: -5, currency: .eur), "-0.05"),
        (Money(minorUnits: 0, currency: .eur), "0.00"),
        (Money(minorUnits: 1500, currency: .jpy), "1500"),
        (Money(minorUnits: -1, currency: Currency(code: "KWD")!), "-0.001"),
        (Money(minorUnits: 100_000_000_000, currency: .usd), "1000000000.00"),
    ])
    func printsTheContractsDecimalString(money: Money, text: String) {
        #expect(money.description == text)
        var bytes = Array("x".utf8)
        money.appendDescription(to: &bytes)
        #expect(bytes == Array(("x" + text).utf8))
    }

    @Test(arguments: [
        (DecimalAmount(significand: 123, scale: 1), Currency.eur, Int64(1230)),
        (DecimalAmount(significand: 12300, scale: 3), Currency.eur, Int64(1230)),
        (DecimalAmount(significand: -7, scale: 0), Currency.chf, Int64(-700)),
        (DecimalAmount(significand: 1500, scale: 0), Currency.jpy, Int64(1500)),
        (DecimalAmount(significand: 1500, scale: 2), Currency.jpy, Int64(15)),
    ])
    func takesAmountsThatNeedNoRounding(amount: DecimalAmount, currency: Currency, minorUnits: Int64) throws {
        #expect(try Money(exactly: amount, currency: currency) == Money(minorUnits: minorUnits, currency: currency))
    }

    @Test func refusesToRoundAThirdDecimal() {
        let amount = DecimalAmount(significand: 1_000_005, scale: 3)
        #expect(throws: MoneyError.tooManyFractionDigits(amount, .eur)) {
            try Money(exactly: amount, currency: .eur)
        }
        #expect(MoneyError.tooManyFractionDigits(amount, .eur).description
            == "The amount 1000.005 has 3 decimal places, but EUR has 2; it is not rounded")
    }

    @Test(arguments: [
        ("-1234.50", Currency.chf, Int64(-123450)), ("0.5", .eur, 50), ("12", .eur, 1200), ("1500", .jpy, 1500),
    ])
    func readsTheContractsDecimalString(text: String, currency: Currency, minorUnits: Int64) {
        #expect(Money(contractString: text, currency: currency) == Money(minorUnits: minorUnits, currency: currency))
    }

    @Test(arguments: ["1,50", "1.234.00", "+1.00", "1.005", "12 EUR", "", "-", "1.00-"])
    func refusesAnythingElseAsTheContractsString(text: String) {
        #expect(Money(contractString: text, currency: .eur) == nil)
    }

    @Test func addsSubtractsAndNegatesExactly() throws {
        let a = Money(minorUnits: 1010, currency: .chf)
        let b = Money(minorUnits: -2025, currency: .chf)
        #expect((a + b).description == "-10.15")
        #expect((a - b).description == "30.35")
        #expect((-b).description == "20.25")
        #expect(try a.adding(b) == a + b)
        // 0.1 + 0.2 is exactly 0.3: no binary floating point anywhere.
        let tenth = Money(minorUnits: 10, currency: .eur)
        let fifth = Money(minorUnits: 20, currency: .eur)
        #expect(tenth + fifth == Money(minorUnits: 30, currency: .eur))
    }

    @Test func sumsASequence() throws {
        let amounts = [1, -2, 300, 4_000_000].map { Money(minorUnits: $0, currency: .eur) }
        #expect(try Money.sum(amounts, currency: .eur).description == "40002.99")
        #expect(try Money.sum([Money](), currency: .jpy).description == "0")
    }

    @Test func reportsOverflowInsteadOfWrapping() {
        let large = Money(minorUnits: 999_999_999_999_999_999, currency: .eur)
        #expect(throws: MoneyError.overflow) { try large.adding(Money(minorUnits: 1, currency: .eur)) }
        #expect(throws: MoneyError.overflow) { try Money.sum([large, large], currency: .eur) }
        #expect(throws: MoneyError.overflow) { try Money(minorUnits: .min, currency: .eur).negated() }
    }

    @Test func refusesToMixCurrencies() {
        let francs = Money(minorUnits: 100, currency: .chf)
        let euros = Money(minorUnits: 100, currency: .eur)
        #expect(throws: MoneyError.currencyMismatch(.chf, .eur)) { try francs.adding(euros) }
        #expect(throws: MoneyError.currencyMismatch(.eur, .chf)) { try Money.sum([francs], currency: .eur) }
        #expect(MoneyError.currencyMismatch(.chf, .eur).description == "Cannot combine amounts in CHF and EUR")
    }

    @Test func comparesByValueWithinACurrency() {
        let amounts = [250, -1000, 0, 99].map { Money(minorUnits: $0, currency: .chf) }
        #expect(amounts.sorted().map(\.description) == ["-10.00", "0.00", "0.99", "2.50"])
        #expect(Money(minorUnits: -1, currency: .eur) < Money(minorUnits: 0, currency: .eur))
    }
}
