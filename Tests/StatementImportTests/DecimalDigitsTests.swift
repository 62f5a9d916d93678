@testable import StatementValues
import Testing


/// Digits written two at a time: the same bytes as `String(value)`, for every length.
@Suite("Decimal digits")
struct DecimalDigitsTests {
    /// 0, 9, 10, 99, 100, … up to 10^19 and `UInt64.max`: every digit count and both sides of
    /// every boundary, and random values.
    static var values: [UInt64] {
        var values: [UInt64] = [0, .max, .max - 1]
        var power: UInt64 = 1
        for _ in 0...19 {
            values += [power, power - 1, power + 1]
            if power > UInt64.max / 10 { break }
            power *= 10
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            values.append(UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator))
        }
        return values
    }

    @Test("a number's digits are those of String(value), and count(of:) counts them")
    func digitsAreStringDigits() {
        var bytes = [UInt8](repeating: 0, count: 24)
        for value in Self.values {
            let count = bytes.withUnsafeMutableBytes { DecimalDigits.write(value, to: $0.baseAddress!) }
            #expect(count == DecimalDigits.count(of: value))
            #expect(String(decoding: bytes[..<count], as: UTF8.self) == String(value), "\(value)")
        }
    }

    @Test("a fixed number of digits pads with zeros and keeps the last digits", arguments: [
        (UInt64(5), 2, "05"), (7, 4, "0007"), (1234, 4, "1234"), (12345, 4, "2345"), (0, 3, "000"), (42, 1, "2"), (0, 0, ""),
    ] as [(UInt64, Int, String)])
    func fixedDigits(value: UInt64, digits: Int, text: String) {
        var bytes = [UInt8](repeating: 0x2A, count: 8)
        bytes.withUnsafeMutableBytes { DecimalDigits.write(value, digits: digits, to: $0.baseAddress!) }
        #expect(String(decoding: bytes[..<digits], as: UTF8.self) == text)
        #expect(bytes[digits...].allSatisfy { $0 == 0x2A }, "nothing is written past the digits")
    }

    @Test("powers of ten", arguments: 0...19)
    func powers(exponent: Int) {
        #expect(String(DecimalDigits.power(exponent)) == "1" + String(repeating: "0", count: exponent))
    }
}
