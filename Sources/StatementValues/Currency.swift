import Foundation

/// A currency as ISO 4217 names it, with the number of digits its minor unit has.
///
/// The minor-unit digits decide how `Money` stores and prints an amount: two for CHF and EUR
/// (cents), none for JPY, three for KWD. They come from the ISO table, never from the file, so
/// that `12.3` in a statement becomes `12.30` EUR and `1.000,005` EUR is refused, not rounded.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The code's UTF-8 bytes held inline, so that a currency — and every `Money` — is copied
    /// without reference counting: a long statement's amounts are copied many times on their
    /// way, and a `String` member cost a retain and a release each time. Bytes 0 to 14 are the
    /// code, byte 15 its length; a code longer than 15 bytes is kept in `LongCodes`, its place
    /// in the first word and 0xFF as the length.
    private let first: UInt64
    private let second: UInt64
    /// Digits after the decimal point of the smallest unit (2 for CHF: 1 Rappen = 0.01).
    public let minorUnitDigits: Int

    /// The code, upper case (`CHF`).
    public var code: String {
        var words = (first, second)
        return withUnsafeBytes(of: &words) { raw in
            raw[15] == Self.longCodeMark
                ? LongCodes.shared.code(at: Int(first))
                : String(decoding: raw.prefix(Int(raw[15])), as: UTF8.self)
        }
    }

    private static let longCodeMark: UInt8 = 0xFF

    /// Lends `body` the code's UTF-8 bytes: an inline one without making its string.
    package func withCodeUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var words = (first, second)
        let length = withUnsafeBytes(of: &words) { $0[15] }
        guard length != Self.longCodeMark else {
            var code = code
            return try code.withUTF8(body)
        }
        return try withUnsafeBytes(of: &words) { raw in
            try body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: Int(length)))
        }
    }

    /// Whether `other` has this currency's code, whatever its minor-unit digits: compared
    /// inline, without making either code's string.
    func hasCode(of other: Currency) -> Bool {
        first == other.first && second == other.second
    }

    /// The currency for an ISO 4217 code, in any letter case; `nil` for codes not in the table.
    public init?(code: String) {
        let upper = code.uppercased()
        guard let digits = Self.minorUnitDigits(ofISOCode: upper) else { return nil }
        self.init(upperCaseCode: upper, minorUnitDigits: digits)
    }

    /// A currency the ISO table does not know (a bank's own unit, a new code), with the
    /// minor-unit digits stated by the caller (0 to 6).
    public init(code: String, minorUnitDigits: Int) {
        precondition((0...6).contains(minorUnitDigits), "minor-unit digits must be 0 to 6, not \(minorUnitDigits)")
        self.init(upperCaseCode: code.uppercased(), minorUnitDigits: minorUnitDigits)
    }

    private init(upperCaseCode code: String, minorUnitDigits: Int) {
        var words: (UInt64, UInt64) = (0, 0)
        let utf8 = code.utf8
        if utf8.count < 16 {
            withUnsafeMutableBytes(of: &words) { raw in
                for (index, byte) in utf8.enumerated() { raw[index] = byte }
                raw[15] = UInt8(utf8.count)
            }
        } else {
            words.0 = UInt64(LongCodes.shared.place(of: code))
            withUnsafeMutableBytes(of: &words) { raw in raw[15] = Self.longCodeMark }
        }
        first = words.0
        second = words.1
        self.minorUnitDigits = minorUnitDigits
    }

    public var description: String { code }

    /// The Swiss franc, two minor digits.
    public static let chf = Currency(code: "CHF", minorUnitDigits: 2)
    /// The euro, two minor digits.
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2)
    /// The US dollar, two minor digits.
    public static let usd = Currency(code: "USD", minorUnitDigits: 2)
    /// The pound sterling, two minor digits.
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2)
    /// The Japanese yen, no minor digits.
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0)
}

/// The codes longer than a currency holds inline, each kept once for the process: a currency's
/// place in it is its identity, so that equal codes stay equal currencies. Kept by their bytes,
/// as the inline codes are compared.
private final class LongCodes: @unchecked Sendable {
    static let shared = LongCodes()
    private let lock = NSLock()
    private var codes: [String] = []
    private var places: [[UInt8]: Int] = [:]

    func place(of code: String) -> Int {
        let key = Array(code.utf8)
        return lock.withLock {
            if let place = places[key] { return place }
            codes.append(code)
            places[key] = codes.count - 1
            return codes.count - 1
        }
    }

    func code(at place: Int) -> String {
        lock.withLock { codes[place] }
    }
}
