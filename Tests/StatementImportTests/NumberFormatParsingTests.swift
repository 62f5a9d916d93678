import StatementValues
import Testing

@Suite("Number formats: reading cells")
struct NumberFormatParsingTests {
    static let germanFormat = NumberFormat(decimalMark: .comma, grouping: .period)
    static let swissFormat = NumberFormat(decimalMark: .period, grouping: .apostrophe)
    static let englishFormat = NumberFormat(decimalMark: .period, grouping: .comma)
    static let plainComma = NumberFormat(decimalMark: .comma)
    static let plainPoint = NumberFormat(decimalMark: .period)
    static let frenchFormat = NumberFormat(decimalMark: .comma, grouping: .narrowNoBreakSpace)

    @Test(arguments: [
        (germanFormat, "-1.234,56", "-1234.56"),
        (germanFormat, "1.234.567,8", "1234567.8"),
        (germanFormat, "12,30-", "-12.30"),
        (germanFormat, "12,30 -", "-12.30"),
        (germanFormat, "+12,30", "12.30"),
        (germanFormat, "  -0,05 ", "-0.05"),
        (germanFormat, "1.000,005", "1000.005"),
        (germanFormat, "1.234", "1234"),
        (germanFormat, ",50", "0.50"),
        (germanFormat, "-1.234,56 €", "-1234.56"),
        (germanFormat, "€ -1.234,56", "-1234.56"),
        (germanFormat, "-€1.234,56", "-1234.56"),
        (germanFormat, "EUR -12,30", "-12.30"),
        (germanFormat, "12,30 EUR-", "-12.30"),
        (germanFormat, "12,30 sek", "12.30"),
        (germanFormat, "(12,30)", "-12.30"),
        (germanFormat, "(EUR 12,30)", "-12.30"),
        (germanFormat, "\u{2212}12,30", "-12.30"),
        (germanFormat, "0000012,30", "12.30"),
        (swissFormat, "1'234.50", "1234.50"),
        (swissFormat, "-1\u{2019}234.50", "-1234.50"),
        (swissFormat, "CHF 1'234.50", "1234.50"),
        (swissFormat, "Fr. 12.30", "12.30"),
        (swissFormat, "SFr. -12.30", "-12.30"),
        (swissFormat, "12.30 Fr.", "12.30"),
        (englishFormat, "1,234,567.89", "1234567.89"),
        (englishFormat, "$1,234.00", "1234.00"),
        (englishFormat, "US$ 5.00", "5.00"),
        (englishFormat, "(1,234.00)", "-1234.00"),
        (englishFormat, "£0.99", "0.99"),
        (plainComma, "1234,5", "1234.5"),
        (plainPoint, "-1234.50", "-1234.50"),
        (plainPoint, "999999999999999999", "999999999999999999"),
        (frenchFormat, "1\u{202F}234,56", "1234.56"),
        (frenchFormat, "1\u{00A0}234,56", "1234.56"),
        (frenchFormat, "1 234 567,00 €", "1234567.00"),
    ])
    func readsAmountsExactly(format: NumberFormat, cell: String, expected: String) throws {
        #expect(try format.parse(cell).description == expected)
    }

    @Test(arguments: [
        (germanFormat, "1.234.5", "Cannot read '1.234.5' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "1.23,45", "Cannot read '1.23,45' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "12.30", "Cannot read '12.30' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "1,2,3", "Cannot read '1,2,3' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "12,", "Cannot read '12,' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, ".123,00", "Cannot read '.123,00' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "--12,30", "Cannot read '--12,30' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "-12,30-", "Cannot read '-12,30-' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "(-12,30)", "Cannot read '(-12,30)' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "12,30 XYZ", "Cannot read '12,30 XYZ' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "EUR 1 EUR", "Cannot read 'EUR 1 EUR' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "12,3a", "Cannot read '12,3a' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "Fremd 12", "Cannot read 'Fremd 12' as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, " ", "Cannot read an empty cell as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (germanFormat, "- €", "Cannot read an empty cell as an amount with decimal comma and '.' grouping, such as -1.234,56"),
        (swissFormat, "1'23.50", "Cannot read '1'23.50' as an amount with decimal point and apostrophe grouping, such as -1'234.56"),
        (plainPoint, "1,234.50", "Cannot read '1,234.50' as an amount with decimal point and no grouping, such as -1234.56"),
        (plainComma, "1 234,50", "Cannot read '1 234,50' as an amount with decimal comma and no grouping, such as -1234,56"),
        (frenchFormat, "1 23,50", "Cannot read '1 23,50' as an amount with decimal comma and narrow no-break space grouping, such as -1\u{202F}234,56"),
        (plainPoint, "1234567890123456789", "Cannot read '1234567890123456789' as an amount: it has more than 18 digits"),
    ])
    func refusesWithWhatWasExpected(format: NumberFormat, cell: String, message: String) {
        let error = #expect(throws: AmountParsingError.self) { try format.parse(cell) }
        #expect(error?.description == message)
    }

    @Test(arguments: [
        (germanFormat, "-1.234,56", Currency.eur, "-1234.56"),
        (germanFormat, "12,3", Currency.eur, "12.30"),
        (germanFormat, "12,300", Currency.eur, "12.30"),
        (germanFormat, "1.500", Currency.jpy, "1500"),
        (plainPoint, "-0.125", Currency(code: "KWD")!, "-0.125"),
    ])
    func readsMoneyInTheCurrencysDigits(format: NumberFormat, cell: String, currency: Currency, expected: String) throws {
        let money = try format.parseMoney(cell, currency: currency)
        #expect(money.description == expected)
        #expect(money.currency == currency)
    }

    @Test(arguments: [
        (germanFormat, "1.000,005", Currency.eur, "Cannot read '1.000,005' as an amount in EUR without rounding: it has 3 decimal places, EUR has 2"),
        (plainPoint, "1500.5", Currency.jpy, "Cannot read '1500.5' as an amount in JPY without rounding: it has 1 decimal places, JPY has 0"),
    ])
    func refusesMoneyThatWouldNeedRounding(format: NumberFormat, cell: String, currency: Currency, message: String) {
        let error = #expect(throws: AmountParsingError.self) { try format.parseMoney(cell, currency: currency) }
        #expect(error?.description == message)
    }

    @Test(arguments: [
        (NumberFormat.SignStyles.leadingMinus, "12,30-"), (.trailingMinus, "-12,30"), (.leadingMinus, "(12,30)"), (.leadingMinus, "+12,30"),
    ])
    func acceptsOnlyTheSignsAFormatAllows(signs: NumberFormat.SignStyles, cell: String) {
        let format = NumberFormat(decimalMark: .comma, signStyles: signs)
        #expect(throws: AmountParsingError.self) { try format.parse(cell) }
    }

    @Test func theContractFormatTakesNoMarkersAndNoGrouping() {
        #expect(throws: AmountParsingError.self) { try NumberFormat.contract.parse("EUR 12.30") }
        #expect(throws: AmountParsingError.self) { try NumberFormat.contract.parse("12.30-") }
        #expect(NumberFormat.contract.description == "decimal point and no grouping")
    }
}
