import StatementMapping
import TextPrimitives


/// Writes one transaction's JSON object (`Transaction.appendJSON`) into the room its caller
/// made for the whole row (`RowBytes`), which `room(forText:)` and the values' description
/// lengths size.
struct JSONRowWriter {
    /// Each key with the line break, indentation and `: ` around it, all in one buffer: a row
    /// writes fourteen keys, and an array a key was retained and released for each. The
    /// buffers are lent (`with(indent:_:)`), so that a row copies no array either.
    struct Keys {
        /// The keys `appendJSON` writes, in its order.
        static let names = [
            "line", "booking_date", "value_date", "amount", "currency", "counterparty", "counterparty_iban",
            "purpose", "reference", "category", "balance_after", "fingerprint", "status", "reason",
        ]

        /// The keys' bytes as `appendJSON` writes them at `indent`: `,` (not before the first),
        /// line break, indentation, the quoted key and `: `.
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where each key ends in `bytes`.
        let ends: UnsafeBufferPointer<Int>

        /// Lends `body` the keys at `indent`: the streaming writers' rows are list items at
        /// indent 2, whose keys are made once and kept; others are made for the call.
        static func with<Result>(indent: Int, _ body: (Keys) -> Result) -> Result {
            if indent == 2 { return body(atListIndent) }
            let (bytes, ends) = made(indent: indent)
            return bytes.withUnsafeBufferPointer { bytes in
                ends.withUnsafeBufferPointer { ends in body(Keys(bytes: bytes, ends: ends)) }
            }
        }

        /// The keys at indent 2, allocated once, never written again and never freed.
        nonisolated(unsafe) private static let atListIndent: Keys = {
            let (bytes, ends) = made(indent: 2)
            let keptBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = keptBytes.initialize(from: bytes)
            let keptEnds = UnsafeMutableBufferPointer<Int>.allocate(capacity: ends.count)
            _ = keptEnds.initialize(from: ends)
            return Keys(bytes: UnsafeBufferPointer(keptBytes), ends: UnsafeBufferPointer(keptEnds))
        }()

        private init(bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>) {
            self.bytes = bytes
            self.ends = ends
        }

        private static func made(indent: Int) -> (bytes: [UInt8], ends: [Int]) {
            var bytes: [UInt8] = []
            var ends: [Int] = []
            for (position, name) in names.enumerated() {
                bytes += Array(((position == 0 ? "" : ",") + "\n" + String(repeating: " ", count: (indent + 1) * 2) + "\"\(name)\": ").utf8)
                ends.append(bytes.count)
            }
            return (bytes, ends)
        }
    }

    /// The transaction's texts in `Keys.names`' order.
    static let textFields: [Transaction.TextField] = [.counterparty, .counterpartyIBAN, .purpose, .reference, .category]

    /// The most bytes `text(_:)` writes for `utf8`: `null`, or the quotes and every byte as a
    /// six-byte `\u` escape.
    static func room(forText utf8: UnsafeBufferPointer<UInt8>?) -> Int {
        utf8.map { $0.count * 6 + 2 } ?? 4
    }

    static func room(forText text: String?) -> Int {
        text.map { $0.utf8.count * 6 + 2 } ?? 4
    }

    private var row: RowBytes
    private let keys: Keys
    private(set) var keysWritten = 0

    init(row: RowBytes, keys: Keys) {
        self.row = row
        self.keys = keys
    }

    /// The row as written.
    var written: RowBytes { row }

    mutating func byte(_ byte: UInt8) { row.byte(byte) }
    mutating func number(_ value: Int) { row.number(value) }

    /// The next key, in `Keys.names`' order.
    mutating func key() {
        let from = keysWritten == 0 ? 0 : keys.ends[keysWritten - 1]
        row.bytes(UnsafeBufferPointer(rebasing: keys.bytes[from..<keys.ends[keysWritten]]))
        keysWritten += 1
    }

    mutating func null() {
        for byte in "null".utf8 { self.byte(byte) }
    }

    /// A value `length` bytes long that `write` writes, between quotes: dates, amounts and
    /// fingerprints are letters, digits, `-` and `.`, which no JSON string escapes.
    mutating func quoted(_ length: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
        row.byte(UInt8(ascii: "\""))
        row.value(length, write)
        row.byte(UInt8(ascii: "\""))
    }

    /// An amount in quotes, at most `bound` bytes long (`RowBytes.value(atMost:_:)`).
    mutating func quoted(atMost bound: Int, _ write: (UnsafeMutableRawPointer) -> Int) {
        row.byte(UInt8(ascii: "\""))
        row.value(atMost: bound, write)
        row.byte(UInt8(ascii: "\""))
    }

    /// A text as `JSONText.appendTerminalSafeString` writes it, or `null`.
    mutating func text(_ utf8: UnsafeBufferPointer<UInt8>?) {
        guard let utf8 else { return null() }
        if !JSONText.containsByteNeedingLook(utf8) {
            row.byte(UInt8(ascii: "\""))
            row.bytes(utf8)
            row.byte(UInt8(ascii: "\""))
            return
        }
        var escaped: [UInt8] = []
        JSONText.appendTerminalSafeString(utf8: utf8, to: &escaped)
        escaped.withUnsafeBufferPointer { row.bytes($0) }
    }

    mutating func text(_ text: String?) {
        guard var text else { return null() }
        text.withUTF8 { self.text($0) }
    }
}
