/// A whole number's decimal digits written straight into a buffer, as `String(value)` spells
/// them: for the digests, which hash lengths and amounts for every row without making strings.
package enum DecimalDigits {
    /// How many digits `value` has.
    @inline(__always)
    package static func count(of value: UInt64) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// Writes the digits of `value` at `bytes` and returns how many.
    @inline(__always)
    package static func write(_ value: UInt64, to bytes: UnsafeMutableRawPointer) -> Int {
        let digits = count(of: value)
        var rest = value
        for position in (0..<digits).reversed() {
            bytes.storeBytes(of: 0x30 + UInt8(rest % 10), toByteOffset: position, as: UInt8.self)
            rest /= 10
        }
        return digits
    }
}
