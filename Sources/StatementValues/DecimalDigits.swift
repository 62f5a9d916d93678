/// A whole number's decimal digits written straight into a buffer, as `String(value)` spells
/// them, two at a time from a table: for the writers of long outputs and the digests, which
/// write several numbers a row (a line number, amounts, an occurrence counter) without making
/// strings. Division by 10 digit by digit, and `String(value)`, cost several times more.
package enum DecimalDigits {
    /// How many digits `value` has.
    @inline(__always)
    package static func count(of value: UInt64) -> Int {
        var digits = 1
        var power: UInt64 = 10
        while digits < 20 && value >= power {
            digits += 1
            power &*= 10
        }
        return digits
    }

    /// Writes the digits of `value` at `bytes` and returns how many.
    @inline(__always)
    @discardableResult
    package static func write(_ value: UInt64, to bytes: UnsafeMutableRawPointer) -> Int {
        let digits = count(of: value)
        write(value, digits: digits, to: bytes)
        return digits
    }

    /// Writes the last `digits` digits of `value` at `bytes`, zeros in front where `value` has
    /// fewer: a fraction's digits, a date's fields.
    @inline(__always)
    package static func write(_ value: UInt64, digits: Int, to bytes: UnsafeMutableRawPointer) {
        let pairs = UnsafeRawPointer(pairTable.utf8Start)
        var rest = value
        var end = digits
        while end >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            end -= 2
            bytes.storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 * pair, as: UInt16.self), toByteOffset: end, as: UInt16.self)
        }
        if end == 1 { bytes.storeBytes(of: 0x30 + UInt8(truncatingIfNeeded: rest % 10), as: UInt8.self) }
    }

    /// 10 to the power `exponent`, for `exponent` 0 to 19.
    @inline(__always)
    package static func power(_ exponent: Int) -> UInt64 {
        precondition((0...19).contains(exponent), "10^\(exponent) does not fit into 64 bits")
        var power: UInt64 = 1
        for _ in 0..<exponent { power &*= 10 }
        return power
    }

    /// `00`, `01`, … `99`: the two digits of each number below 100.
    private static let pairTable: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
