/// An exact decimal number as a statement writes it: a signed integer of digits and how many
/// of them stand after the decimal point.
///
/// This is what a cell becomes before its currency is known or checked: `1.000,005` is
/// `DecimalAmount(significand: 1000005, scale: 3)`, and turning it into EUR (two digits) is an
/// error, not a rounding. No `Double` and no `Foundation.Decimal` is involved, so the value is
/// exact and the same on every platform.
///
/// Equality is numeric: `12.30` equals `12.3`; `scale` still tells how the file wrote it.
public struct DecimalAmount: Hashable, Sendable, CustomStringConvertible {
    /// The digits as one integer, negative for negative amounts (`-1234.50` → `-123450`).
    public let significand: Int64
    /// How many of the significand's last digits are fraction digits (`-1234.50` → 2).
    public let scale: Int

    /// The most digits an amount may have: 18 always fit into `Int64`, whatever they are.
    package static let maximumDigits = 18

    /// The amount `significand` × 10^-`scale`: `DecimalAmount(significand: -1250, scale: 2)` is `-12.50`.
    public init(significand: Int64, scale: Int) {
        precondition((0...Self.maximumDigits).contains(scale), "scale must be 0 to \(Self.maximumDigits), not \(scale)")
        self.significand = significand
        self.scale = scale
    }

    /// Whether the amount is below zero.
    public var isNegative: Bool { significand < 0 }

    /// Whether the amount is zero.
    public var isZero: Bool { significand == 0 }

    /// The same magnitude with the given sign: an unsigned amount whose direction a flag, a
    /// debit or credit column, or a fee's meaning says.
    package func withSign(negative: Bool) -> DecimalAmount {
        let magnitude = significand < 0 ? -significand : significand
        return DecimalAmount(significand: negative ? -magnitude : magnitude, scale: scale)
    }

    /// The fewest fraction digits that still hold the value exactly (`12.300` → `12.3`).
    public var normalized: DecimalAmount {
        var significand = significand
        var scale = scale
        while scale > 0 && significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        return DecimalAmount(significand: significand, scale: scale)
    }

    /// The same value written with `newScale` fraction digits, or `nil` when that would drop a
    /// non-zero digit or not fit into 18 digits.
    public func rescaled(to newScale: Int) -> DecimalAmount? {
        guard (0...Self.maximumDigits).contains(newScale) else { return nil }
        if newScale >= scale {
            var significand = significand
            for _ in scale..<newScale {
                let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
                guard !overflow, product.magnitude < Self.digitLimit else { return nil }
                significand = product
            }
            return DecimalAmount(significand: significand, scale: newScale)
        }
        var divisor: Int64 = 1
        for _ in newScale..<scale { divisor *= 10 }
        guard significand % divisor == 0 else { return nil }
        return DecimalAmount(significand: significand / divisor, scale: newScale)
    }

    /// The amount with `.` as decimal mark, no grouping, and exactly `scale` fraction digits
    /// (`-1234.50`): the contract's decimal string.
    /// Written from the last digit backwards on the stack, so that a short amount becomes a
    /// string held inline: every row's amount and balance become one.
    public var description: String {
        withDescriptionBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `description`'s bytes, without making a string: the writers of long outputs
    /// write two amounts a row.
    package func appendDescription(to output: inout [UInt8]) {
        withDescriptionBytes { output.append(contentsOf: $0) }
    }

    /// Calls `body` with `description`'s bytes, written on the stack.
    private func withDescriptionBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // A sign, 19 digits at most (an Int64's magnitude), a point and a leading zero.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: descriptionLengthBound) { buffer in
            let length = writeDescription(to: UnsafeMutableRawPointer(buffer.baseAddress!))
            return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    /// How many bytes `description` takes: the digits, at least one before the point and
    /// `scale` after it, the point when there is a fraction, and a sign when negative.
    package var descriptionLength: Int {
        max(DecimalDigits.count(of: significand.magnitude), scale + 1) + (scale > 0 ? 1 : 0) + (significand < 0 ? 1 : 0)
    }

    /// At least `descriptionLength`, known without counting digits: a sign, a point and an
    /// Int64's 19 digits with a leading zero, or more where `scale` asks for more. The room a
    /// writer makes for an amount it then writes with `writeDescription`, which says how
    /// long it was.
    package var descriptionLengthBound: Int {
        max(20, scale + 1) + 2
    }

    /// Writes `description` into the `descriptionLength` bytes at `bytes` and returns that
    /// length: the whole part, then the point and the fraction's `scale` digits
    /// (`DecimalDigits`). Also for the booking digests, which write every row's amounts into
    /// their own blocks.
    @discardableResult
    package func writeDescription(to bytes: UnsafeMutableRawPointer) -> Int {
        var offset = 0
        if significand < 0 {
            bytes.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
            offset = 1
        }
        guard scale > 0 else {
            return offset + DecimalDigits.write(significand.magnitude, to: bytes + offset)
        }
        // Cents, the common scale, divided by a constant: a multiplication, not a division.
        let (whole, fraction) = scale == 2
            ? (significand.magnitude / 100, significand.magnitude % 100)
            : significand.magnitude.quotientAndRemainder(dividingBy: DecimalDigits.power(scale))
        offset += DecimalDigits.write(whole, to: bytes + offset)
        bytes.storeBytes(of: UInt8(ascii: "."), toByteOffset: offset, as: UInt8.self)
        DecimalDigits.write(fraction, digits: scale, to: bytes + offset + 1)
        return offset + 1 + scale
    }

    public static func == (lhs: DecimalAmount, rhs: DecimalAmount) -> Bool {
        let left = lhs.normalized
        let right = rhs.normalized
        return left.significand == right.significand && left.scale == right.scale
    }

    public func hash(into hasher: inout Hasher) {
        let normal = normalized
        hasher.combine(normal.significand)
        hasher.combine(normal.scale)
    }

    /// 10^18: magnitudes below it have at most 18 digits.
    static let digitLimit: UInt64 = 1_000_000_000_000_000_000
}
