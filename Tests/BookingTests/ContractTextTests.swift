import Booking
import StatementValues
import Testing

/// The contract's text of dates and amounts, which the batch's digests are made of: the bytes
/// must be those of the values' `description`, or the keys of old imports would change.
@Suite("contract text")
struct ContractTextTests {
    @Test(arguments: [
        (DecimalAmount(significand: -123_450, scale: 2), "-1234.50"), (DecimalAmount(significand: 5, scale: 2), "0.05"),
        (DecimalAmount(significand: -5, scale: 1), "-0.5"), (DecimalAmount(significand: 1500, scale: 0), "1500"),
        (DecimalAmount(significand: 0, scale: 2), "0.00"), (DecimalAmount(significand: 0, scale: 0), "0"),
        (DecimalAmount(significand: 1, scale: 18), "0.000000000000000001"),
        (DecimalAmount(significand: -1, scale: 18), "-0.000000000000000001"),
        (DecimalAmount(significand: .min, scale: 3), "-9223372036854775.808"),
        (DecimalAmount(significand: .max, scale: 0), "9223372036854775807"),
    ] as [(DecimalAmount, String)])
    func anAmountsBytesAreTheContractsText(amount: DecimalAmount, text: String) {
        #expect(amount.descriptionLength == text.utf8.count)
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: amount.descriptionLength, alignment: 1)
        defer { bytes.deallocate() }
        amount.writeDescription(to: bytes.baseAddress!)
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        #expect(amount.description == text)
    }

    @Test(arguments: [(1, 1, 1, "0001-01-01"), (2024, 2, 29, "2024-02-29"), (999, 12, 31, "0999-12-31"), (9999, 12, 31, "9999-12-31")])
    func aDatesBytesAreTheContractsText(year: Int, month: Int, day: Int, text: String) throws {
        let date = try #require(CalendarDate(year: year, month: month, day: day))
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: CalendarDate.descriptionLength, alignment: 1)
        defer { bytes.deallocate() }
        date.writeDescription(to: bytes.baseAddress!)
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        #expect(date.description == text)
    }

    @Test(arguments: [
        ("-12.30", DecimalAmount(significand: -1230, scale: 2)), ("12.3", DecimalAmount(significand: 123, scale: 1)),
        ("0", DecimalAmount(significand: 0, scale: 0)), ("-0.005", DecimalAmount(significand: -5, scale: 3)),
        ("007", DecimalAmount(significand: 7, scale: 0)),
        ("999999999999999999", DecimalAmount(significand: 999_999_999_999_999_999, scale: 0)),
    ] as [(String, DecimalAmount)])
    func aContractAmountIsReadExactly(text: String, expected: DecimalAmount) throws {
        let read = try #require(ContractText.decimal(text))
        #expect(read.significand == expected.significand)
        #expect(read.scale == expected.scale)
    }

    @Test(arguments: ["", "-", "+1", "1.", ".5", "1.2.3", "12,30", "1 000", " 1", "1e3", "1000000000000000000", "--1"])
    func anythingElseIsNoAmount(text: String) {
        #expect(ContractText.decimal(text) == nil)
    }

    @Test(arguments: ["2024-02-30", "2023-02-29", "2024-3-5", "05.03.2024", "2024/03/05", "0000-01-01", "2024-03-05 ", ""])
    func onlyAnExistingDayAsYYYYMMDDIsADate(text: String) {
        #expect(ContractText.date(text) == nil)
    }
}
